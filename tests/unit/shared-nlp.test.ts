import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nlp } from '../../src/server/nlp/wink';
import { tag } from '../../src/server/analysis/site-facts/nlp';
import { checkables, splitSentences } from '../../src/server/generation/nlp';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') || path.endsWith('.tsx') ? [path] : [];
  });
}

describe('one wink-nlp instance', () => {
  it('is built in src/server/nlp/wink.ts only; every other module imports it', () => {
    const builders = sources('src').filter((path) => /\bwinkNLP\s*\(|from 'wink-eng-lite-web-model'/.test(readFileSync(path, 'utf8')));
    expect(builders).toEqual([join('src', 'server', 'nlp', 'wink.ts')]);
  });

  it('serves both the tagger of site facts and the entities of the article checks', () => {
    expect(nlp.readDoc('Boiler servicing costs £85 in March.').entities().out(nlp.its.type)).toContain('DATE');
    expect(tag('boiler servicing').flat().map((t) => t.pos)).toEqual(['NOUN', 'NOUN']);
    expect(checkables('A boiler service costs £85 and takes 45 minutes.').figures).toEqual(expect.arrayContaining(['45 minutes']));
  });
});

describe('sentences', () => {
  it('keeps a web address in its sentence: "(myroadsafety.rsa.ie)." ends one sentence, not three', () => {
    expect(splitSentences('You apply through the RSA website (myroadsafety.rsa.ie). We can help you choose a test centre.')).toEqual([
      'You apply through the RSA website (myroadsafety.rsa.ie).',
      'We can help you choose a test centre.',
    ]);
    expect(splitSentences('It costs £45.50 per hour. Call us today.')).toEqual(['It costs £45.50 per hour.', 'Call us today.']);
  });
});

