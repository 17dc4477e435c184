import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../src/server/analysis/extract-page';
import { FIXTURE_SITES_DIR } from '../support/fixture-sites';

const fixture = (file: string) => readFileSync(path.join(FIXTURE_SITES_DIR, file), 'utf8').replaceAll('{{ORIGIN}}', 'http://shop.test');

describe('extractPage', () => {
  const page = extractPage(fixture('business/index.html'), 'http://shop.test/');

  it('reads title, description, canonical and language', () => {
    expect(page.title).toBe('Brightwater Plumbing | Emergency Plumbers in Leeds');
    expect(page.description).toBe('Emergency plumbing, boiler repair and bathroom installation for homeowners and landlords in Leeds.');
    expect(page.canonical).toBe('http://shop.test/');
    expect(page.language).toBe('en-GB');
  });

  it('reads the heading outline', () => {
    expect(page.h1).toEqual(['Emergency plumbers in Leeds']);
    expect(page.headings).toEqual([
      { level: 1, text: 'Emergency plumbers in Leeds' },
      { level: 2, text: 'Boiler repair and servicing' },
      { level: 2, text: 'Bathroom installation' },
    ]);
  });

  it('keeps the main text and counts its words, without the navigation', () => {
    expect(page.mainText).toContain('Gas Safe registered engineers');
    expect(page.mainText).not.toContain('Price list');
    expect(page.wordCount).toBeGreaterThan(60);
    expect(page.wordCount).toBeLessThan(120);
  });

  it('lists same-origin links only, absolute, without fragments, once each', () => {
    expect(page.internalLinks).toEqual([
      'http://shop.test/services.html',
      'http://shop.test/about.html',
      'http://shop.test/contact.html',
      'http://shop.test/private/secret.html',
      'http://shop.test/price-list.pdf',
    ]);
  });

  it('tells articles from other pages', () => {
    expect(page.isArticle).toBe(false);
    const post = extractPage(fixture('blog/posts/touring-bike-gear.html'), 'http://blog.test/posts/touring-bike-gear.html');
    expect(post.isArticle).toBe(true);
    const jsonLd = extractPage(
      '<html><head><title>T</title><script type="application/ld+json">{"@type": "BlogPosting"}</script></head><body><p>x</p></body></html>',
      'http://blog.test/anything',
    );
    expect(jsonLd.isArticle).toBe(true);
  });

  it('reads a WordPress page that an SEO plugin marks og:type "article" as a page where its structured data says WebPage', () => {
    const head = (types: string) => `<title>Fees</title><meta property="og:type" content="article"><script type="application/ld+json">{"@context":"https://schema.org","@graph":[${types}]}</script>`;
    const body = '<main><h1>Fees, Insurance &amp; Direct Billing</h1><p>Our fees follow the suggested fee guide for Alberta chiropractors.</p></main>';
    expect(extractPage(`<html><head>${head('{"@type":"WebPage","name":"Fees"},{"@type":"Organization","name":"Elbow"}')}</head><body>${body}</body></html>`, 'http://chiro.test/pricing/').isArticle).toBe(false);
    expect(extractPage(`<html><head>${head('{"@type":"Article","headline":"Sciatica"},{"@type":"WebPage","name":"Sciatica"}')}</head><body>${body}</body></html>`, 'http://chiro.test/sciatica/').isArticle).toBe(true);
  });

  it('reads a post by the byline under its title, where the page builder wraps the title and its reader drops both', () => {
    const body = `<div class="widget"><div class="container"><h1>How Much Does It Cost to Install an EV Charger in Leeds?</h1></div></div><div class="widget"><ul class="post-info"><li>By Gareth Hollis</li><li>19th October 2023</li><li><a href="/blog/">EV Charging</a></li></ul></div><div class="widget"><p>We get asked this pretty much every day, so here is a straight answer. For a standard installation our price is from £895 including VAT and the charger itself. Long cable runs and groundworks cost more, and we quote them after a free survey of the drive.</p><p>Most installs take half a day, and you get the grant paperwork done for you.</p></div>`;
    const post = extractPage(`<html><head><title>EV charger cost</title><meta property="og:type" content="website"></head><body>${body}</body></html>`, 'http://sparks.test/blog/ev-charger-installation-cost-leeds/');
    expect(post.isArticle).toBe(true);
    // The same page at a service address is no post.
    expect(extractPage(`<html><head><title>EV chargers</title></head><body>${body}</body></html>`, 'http://sparks.test/ev-chargers/').isArticle).toBe(false);
  });

  it('copes with pages that have almost nothing', () => {
    const bare = extractPage('<p>Hello there</p>', 'http://shop.test/bare');
    expect(bare).toMatchObject({ title: '', description: '', canonical: null, language: null, h1: [], wordCount: 2 });
  });

  it('resolves links against <base href>', () => {
    const based = extractPage('<html><head><base href="/docs/"></head><body><a href="intro.html">x</a></body></html>', 'http://shop.test/');
    expect(based.internalLinks).toEqual(['http://shop.test/docs/intro.html']);
  });
});

describe('what the page hides until something happens', () => {
  it('is not read: a form’s thank-you, a badge shown on another card; a closed FAQ answer still is', () => {
    const page = extractPage(
      `<!doctype html><html lang="en"><head><title>Contact</title></head><body><main><h1>Organizing in Denver</h1>
<p>Tell me a little about the space you’d like help with and we’ll set up a free 20-minute phone call.</p>
<section id="done-section" class="inactive" style="display:none"><p>Thank you!</p><p>Your message is on its way. I reply to every inquiry within two business days.</p></section>
<div class="pricing-card"><div class="price-badge w-condition-invisible">Most popular</div><h3>Annual Unlimited</h3><p>$1,790 paid in full. Two months free.</p></div>
<div class="faq"><h3 class="faq-title">Do you haul donations away?</h3><div class="faq-panel" style="display: none"><p>Yes, up to five bags a session.</p></div></div>
</main></body></html>`,
      'https://organize.test/contact/',
    );
    const text = page.passages.map((p) => `${p.heading} ${p.text}`).join(' ');
    expect(text).not.toMatch(/Thank you|on its way|Most popular/);
    expect(page.cards.map((c) => c.text)).toEqual(['Annual Unlimited $1,790 paid in full. Two months free.']);
    expect(page.faqs.map((f) => f.answer)).toEqual(['Yes, up to five bags a session.']);
  });
});

describe('a link that asks for the click', () => {
  it('is a control however it is built: Framer’s “Start free trial” paragraph inside a link is no plan feature', () => {
    const page = extractPage(
      `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Pricing</h1>
<div class="framer-card"><h3>Crew</h3><p>$12 per user per month, billed annually.</p><a class="framer-1x2y3z" href="/signup"><div><p class="framer-text">Start free trial</p></div></a><ul><li>Unlimited checklists</li><li>Incident reports</li></ul></div>
</main></body></html>`,
      'https://safety.test/pricing/',
    );
    const text = [...page.passages.map((p) => `${p.text} ${p.items.join(' ')}`), ...page.cards.map((c) => c.text)].join(' ');
    expect(text).toContain('Unlimited checklists');
    expect(text).not.toContain('Start free trial');
  });
});

describe('a shop theme’s tab label', () => {
  it('names the tab, not the copy: the product’s copy stays under the product’s heading', () => {
    const page = extractPage(
      `<!doctype html><html lang="en"><head><title>Bush Walk Soy Candle</title></head><body><main><h1>Bush Walk Soy Candle</h1><p class="price">$38.00</p>
<div class="woocommerce-tabs"><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel wc-tab" id="tab-description" role="tabpanel"><h2>Description</h2><p>Bush Walk is the candle that started it all: eucalyptus and lemon-scented gum up top, and a base of damp earth and cedar.</p></div></div>
</main></body></html>`,
      'https://candles.test/product/bush-walk/',
    );
    expect(page.passages.find((p) => p.text.startsWith('Bush Walk is the candle'))?.heading).toBe('Bush Walk Soy Candle');
  });
});

describe('a page a server prefixed with a warning', () => {
  it('reads the document after a PHP notice printed before its doctype, and not the notice', () => {
    const page = extractPage(
      `<br />\n<b>Notice</b>:  Undefined index: ref in <b>/home/site/inc/header.php</b> on line <b>23</b><br />\n<!DOCTYPE html><html lang="en"><head><title>Fees</title></head><body><div class="container main"><h1>Fees</h1><table><tr><th>Service</th><th>Fee</th></tr><tr><td>Initial consultation</td><td>$110.00</td></tr></table></div></body></html>`,
      'http://physio.test/fees/',
    );
    expect(page.passages.find((p) => p.kind === 'table')?.text).toContain('Initial consultation | $110.00');
    expect(page.passages.map((p) => p.text).join(' ')).not.toMatch(/Undefined index/);
  });
});
