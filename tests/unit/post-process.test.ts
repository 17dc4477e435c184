import { describe, expect, it } from 'vitest';
import type { EvidenceSource } from '../../src/server/generation/evidence';
import { relatedPages } from '../../src/server/generation/related-pages';
import { postProcess, type PostProcessInput } from '../../src/server/generation/post-process';
import { loadAnalysis } from '../fixtures/analyses/load';
import { renderMarkdown } from '../../src/server/generation/markdown';
import type { Root } from 'mdast';

const analysis = loadAnalysis('coffee-roaster');
const related = relatedPages('How to Dial In Home Espresso', 'home espresso', analysis);
const plan = { fallbackTitle: 'How to Dial In Home Espresso', relatedPages: related };
const espresso = 'http://127.0.0.1:3000/sample-site/brew-guides/espresso';
const source: EvidenceSource = {
  id: 'S1',
  kind: 'competitor',
  url: 'https://coffee-review.example/ratios',
  title: 'Ratios',
  facts: [{ text: 'A 1:2 ratio is a common espresso starting point.', passage: 'A 1:2 ratio is a common espresso starting point.' }],
};

function run(markdown: string, over: Partial<PostProcessInput> = {}) {
  return postProcess({
    draft: { title: 'Home espresso at home', metaDescription: 'Dial in home espresso with a simple recipe, one change at a time, and better shots every morning.', markdown, claims: [], editorNotes: [] },
    ...plan,
    siteUrl: analysis.url,
    crawledUrls: analysis.pages.map((p) => p.url),
    sources: [source],
    externalLinks: true,
    images: true,
    maxWords: 3000,
    ...over,
  });
}

describe('post-processing', () => {
  it('normalises markdown: one H1, dash bullets, consistent emphasis', () => {
    const out = run(`# Home espresso guide\n\nHome espresso [intro](${espresso}).\n\n# Second title\n\n* one\n* two\n\nSome *stress* and __bold__.\n`);
    expect(out.markdown).toBe(
      `# Home espresso guide\n\nHome espresso [intro](${espresso}).\n\n## Second title\n\n- one\n- two\n\nSome _stress_ and **bold**.\n`,
    );
  });

  it('keeps links to crawled pages and unlinks pages that were never crawled', () => {
    const out = run(`# Home espresso\n\nHome espresso: see [the guide](${espresso}) and [our shop](/sample-site/shop).\n`);
    expect(out.internalLinks).toEqual([espresso]);
    expect(out.removedLinks).toEqual(['/sample-site/shop']);
    expect(out.markdown).toContain('and our shop.');
  });

  it('keeps links to fetched sources and drops sentences citing anything else', () => {
    const out = run(
      `# Home espresso\n\nHome espresso basics. A 1:2 ratio is common ([Ratios](${source.url})). Baristas swear by 9 bar ([blog](https://unknown.example/9-bar)). Practice daily.\n`,
    );
    expect(out.externalLinks).toEqual([source.url]);
    expect(out.removedLinks).toEqual(['https://unknown.example/9-bar']);
    expect(out.markdown).not.toContain('9 bar');
    expect(out.markdown).toContain('Practice daily.');
  });

  it('unlinks even fetched sources when the article may not have external links', () => {
    const out = run(`# Home espresso\n\nHome espresso basics ([Ratios](${source.url})).\n`, { externalLinks: false });
    expect(out.externalLinks).toEqual([]);
    expect(out.markdown).toContain('basics (Ratios).');
  });

  it('adds related crawled pages before the conclusion when the writer linked none', () => {
    const out = run('# Home espresso\n\nHome espresso intro.\n\n## Basics\n\nText.\n\n## Final thoughts\n\nBye.\n');
    const reading = related.map((p) => `[${p.headline}](${p.url})`).join(', ');
    expect(out.markdown).toContain(`Text.\n\nRelated reading: ${reading}.\n\n## Final thoughts`);
    expect(out.internalLinks).toEqual(related.map((p) => p.url));
  });

  it('removes images unless the plan includes them', () => {
    const md = '# Home espresso\n\nHome espresso.\n\n![a shot](http://127.0.0.1:3000/sample-site/shot.jpg)\n';
    expect(run(md, { images: false }).markdown).not.toContain('shot.jpg');
    expect(run(md, { images: true }).markdown).toContain('![a shot](http://127.0.0.1:3000/sample-site/shot.jpg)');
  });

  it('never writes a missing keyphrase in: the title, first paragraph, headings and meta stay as the writer wrote them', () => {
    const out = postProcess({
      draft: { title: 'Better mornings', metaDescription: 'Make better coffee.', markdown: '# Better mornings\n\nCoffee is great.\n\n## Tools\n\nA grinder.\n\n## Wrap-up\n\nEnjoy.\n', claims: [], editorNotes: [] },
      ...plan,
      siteUrl: analysis.url,
      crawledUrls: [],
      sources: [],
      externalLinks: false,
      images: false,
      maxWords: 3000,
    });
    expect(out.title).toBe('Better mornings');
    expect(out.markdown).toContain('# Better mornings\n\nCoffee is great.');
    expect(out.markdown).not.toContain('This article is about');
    expect(out.markdown).toContain('## Wrap-up\n');
    expect(out.metaDescription).toBe('Make better coffee.');
  });
});

describe('markdown out', () => {
  it('writes an e-mail address as an autolink, never escaped as "hello\\@…"', () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Send your details to hello@studio.example. We reply within a day.' }] }] };
    const md = renderMarkdown(tree);
    expect(md).toContain('Send your details to <hello@studio.example>. We reply within a day.');
    expect(md).not.toContain('\\@');
  });
});
