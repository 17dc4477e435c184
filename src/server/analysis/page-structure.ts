/**
 * The structured parts of one parsed page that site facts are built from: JSON-LD, navigation
 * labels, passages under their headings (paragraphs, lists, steps, tables, FAQ entries), product
 * cards, prices and images. Pure: it reads a DOM that extract-page.ts has already parsed, so a page
 * is parsed once. Chrome (cookie banners, footers, sidebars, menus) never becomes a passage.
 */

export interface NavLink {
  label: string;
  href: string;
}

export interface PagePassage {
  heading: string | null;
  kind: 'paragraph' | 'list' | 'steps' | 'table' | 'faq';
  text: string;
  items: string[];
  /**
   * For list items that open with a label ("<b>Emergency lockouts</b> – no call-out charge"), the
   * label of each item (null where an item has none): how sites list services and dishes.
   */
  leads?: (string | null)[];
}

export interface PageFaq {
  question: string;
  answer: string | null;
  /** Marked up as an FAQ (details/summary, dl, FAQPage) or only a heading ending in "?". */
  origin: 'faq' | 'heading';
}

export interface ProductCard {
  name: string;
  /** The card's whole text (name, price, description), at most ~400 characters. */
  text: string;
  prices: string[];
  /**
   * The card's short label lines and list items in order ("Ages 4–10", "2 hours", "Puppet show"),
   * without its name, prices and badges ("MOST BOOKED"): attributes of the card, never prose.
   */
  details: string[];
  /** The card's real sentences ("Hand-poured in small batches."), or null when it has none. */
  description: string | null;
  /** The card's own link (its product page) when it has one. */
  href: string | null;
  heading: string | null;
}

export interface PagePrice {
  text: string;
  /** The sentence or block the price sits in. */
  context: string;
  heading: string | null;
}

export interface PageImage {
  src: string;
  alt: string;
  heading: string | null;
  og: boolean;
}

export type JsonLdNode = Record<string, unknown>;

export interface PageStructure {
  jsonLd: JsonLdNode[];
  nav: NavLink[];
  passages: PagePassage[];
  faqs: PageFaq[];
  cards: ProductCard[];
  prices: PagePrice[];
  images: PageImage[];
  /** Footer and header text: where a business often writes its address and service area. */
  chromeText: string;
}

const CURRENCY = String.raw`(?:US\$|A\$|C\$|NZ\$|[$£€¥₹]|CHF\s?|USD\s?|EUR\s?|GBP\s?|AUD\s?|CAD\s?)`;
const AMOUNT = String.raw`\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const TRAILING_CURRENCY = String.raw`\s?(?:€|EUR|USD|GBP|CHF|kr|zł)`;
const UNIT = String.raw`(?:\s*(?:\/\s*|per\s+|an?\s+|each\s+)(?:half hour|hour|hr|month|mo|year|yr|week|day|night|person|guest|session|visit|user|seat|kg|lb|item|room|project|page|treatment|clean|lesson|class|kwp|kwh|kw|m²|m2|sqm|metre|meter|head|child|adult|couple|employee|member|student|pupil|table|pair|box|bag|cover|job|unit|appointment|door|window)(?![\p{L}])(?:\s*\/\s*(?:month|mo|year|yr)(?![\p{L}]))?)?`;
/** The upper end of a range, read with its lower end: "£450–£600", "£450-600", "£450 to £600", "between $350 and $650". */
const RANGE_END = String.raw`(?:\s?[–—-]\s?(?:${CURRENCY}\s?)?|\s+to\s+${CURRENCY}\s?|(?<=\bbetween\s+${CURRENCY}\s?(?:${AMOUNT}))\s+and\s+${CURRENCY}\s?)(?:${AMOUNT})(?:\s?[kK]\b)?(?![\p{N}]|[\s-]*(?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|bed|people|guests|%))`;
/**
 * "$149 per month", "from £85", "£450–£600 per kWh" (a range is one price, so it is never quoted by
 * its lower bound), "€ 12,50"; "49 € / Monat" is left to the language model.
 */
export const PRICE_PATTERN = new RegExp(
  // "£2m public liability", "$1.5 million raised": a sum of money, never a price.
  String.raw`(?:\b(?:from|starting at|starts at|only|just)\s+)?(?:${CURRENCY}\s?(?:${AMOUNT})(?![\d.,]*\s?(?:m|mn|bn|million|billion)\b)(?:\s?[kK]\b)?(?:${RANGE_END})?|(?<![\p{L}\p{N}])(?:${AMOUNT})${TRAILING_CURRENCY})${UNIT}`,
  'giu',
);

export function findPrices(text: string): string[] {
  return [...text.matchAll(PRICE_PATTERN)].map((m) => m[0].trim());
}

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** A link that only leads on ("Find out more", "Read more →"): it names nothing and says nothing. */
/** A link that asks for the click ("Start free trial", "Get a quote"), however a builder styles it (Framer's `<a><p>`). */
const CALL_TO_ACTION = /^(?:start (?:a |your )?free trial|start for free|try (?:it )?(?:for )?free|get started|sign up(?: free| now)?|book (?:now|online|a call|a demo)|request a (?:demo|quote|callback)|get a (?:free )?(?:quote|demo)|contact sales|talk to sales|buy now|shop now|add to (?:cart|basket))\s*[→›»>]?$/i;
const ONWARD_LINK = /^(?:find out more|read more|learn more|see more|view more|discover more|more info(?:rmation)?|more details|view details|see details|details|more|continue reading|explore|view|see all|view all)\s*[→›»>]?$/i;

/**
 * A control, not content: a button or a link styled as one ("Add to basket" in a shop card, "Book
 * now"), or a link that only leads on ("Find out more" under a service's card). Its words are an
 * action, never a product's name, spec or description.
 */
export function isControl(el: Element): boolean {
  if (el.tagName === 'BUTTON' || el.getAttribute('role') === 'button') return true;
  if (el.tagName !== 'A') return false;
  return /(?:^|[\s_-])(?:button|btn)(?:$|[\s_-])/i.test(el.getAttribute('class') ?? '') || ONWARD_LINK.test(clean(el.textContent)) || CALL_TO_ACTION.test(clean(el.textContent));
}

const INLINE = new Set(['A', 'ABBR', 'B', 'BDI', 'CITE', 'CODE', 'EM', 'I', 'MARK', 'Q', 'S', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TIME', 'U', 'LABEL', 'DATA', 'DFN', 'KBD', 'VAR', 'WBR']);

/**
 * Struck-out text (`<s>`, `<del>`, `<strike>`, a shop theme's "compare at" price): what no longer
 * holds, such as the price before a sale ("<s>£39.00</s> £34.00"). Read, it made "£34 / £39" the
 * price of one kit.
 */
function isStruckOut(el: Element): boolean {
  return /^(?:S|DEL|STRIKE)$/.test(el.tagName) || /(?:^|\s)(?:compare-at-price|price--compare|price-compare|was-price|old-price|price-old)(?:$|\s)/i.test(el.getAttribute('class') ?? '');
}

/** Text for screen readers only ("Regular price" before a shop card's price): no one sees it on the page. */
const SCREEN_READER_ONLY = /(?:^|\s)(?:visually-hidden|visuallyhidden|sr-only|screen-reader-text|screen-reader-only|assistive-text)(?:$|\s)/i;

/**
 * The lines a reader sees in an element: every block (paragraph, list item, heading, box) and every
 * `<br>` ends a line, so "bergamot<br><strong>Heart:</strong>" never reads "bergamotHeart:".
 * Controls are left out unless `controls` is set (an FAQ's question is often a <button>).
 */
export function linesOf(node: Node, controls = false): string[] {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = clean(current);
    if (line) lines.push(line);
    current = '';
  };
  const visit = (parent: Node) => {
    for (const child of [...parent.childNodes]) {
      if (child.nodeType === 3) current += child.textContent ?? '';
      else if (child.nodeType === 1) {
        const el = child as Element;
        // An icon hidden from screen readers ("+" beside an FAQ question) is decoration, no text; a
        // price shown to the eye beside its screen-reader words ("$95" | "95 US dollars") is the text.
        const icon = el.getAttribute('aria-hidden') === 'true' && !/[\p{L}\p{N}]/u.test(el.textContent ?? '');
        if (/^(?:SCRIPT|STYLE|TEMPLATE|NOSCRIPT|SVG)$/.test(el.tagName) || icon || SCREEN_READER_ONLY.test(el.getAttribute('class') ?? '') || isStruckOut(el) || (!controls && isControl(el)) || isHiddenNotice(el)) continue;
        if (el.tagName === 'BR') flush();
        else if (INLINE.has(el.tagName)) {
          // "<span>4</span><span>per employee / month</span>": styles space a number from its unit, the text does not.
          if (/\d$/.test(current) && /^\p{L}/u.test(el.textContent ?? '')) current += ' ';
          visit(el);
        } else {
          flush();
          visit(el);
          flush();
        }
      }
    }
  };
  visit(node);
  flush();
  return lines;
}

/** An element's text on one line, with a space wherever a block or a `<br>` ends a line. */
export function textOf(node: Node, controls = false): string {
  return linesOf(node, controls).join(' ');
}

const CHROME_SELECTOR = [
  'nav',
  'footer',
  'aside',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'form',
  'button',
  '[role="navigation"]',
  '[role="contentinfo"]',
  '[role="complementary"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[aria-hidden="true"]',
  '[hidden]',
].join(', ');
/** Class or id words of the boxes that are not the page's content. */
const CHROME_NAME = /(?:^|[\s_-])(?:cookies?|consent|gdpr|sidebar|recent|related|share|sharing|social|breadcrumbs?|popup|modal|newsletter|subscribe|skip-link|site-footer|site-nav|comments?|comment-respond|respond|reply|testimonials?|reviews?|quotes?|navbar|main-menu|mobile-menu|header-menu|nav-menu|menu-toggle|dropdown)(?:$|[\s_-])/i;
/** Headings that open a box of links to other posts or a sign-up, not content. */
const TAB_LABEL = /^(?:(?:product )?description|additional information|details|specifications?|overview|ingredients)$/i;
const CHROME_HEADING = /^(?:recent|latest|related|popular|more|other)\s+(?:posts|articles|stories|news|reads)\b|^(?:share (?:this|on)|follow us|subscribe|sign up for|join our newsletter|categories|tags|archives?)\b/i;

const BLOCK_TAGS = new Set(['P', 'UL', 'OL', 'TABLE', 'DL', 'DETAILS', 'BLOCKQUOTE', 'PRE', 'FIGCAPTION', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'DIV', 'SECTION', 'ARTICLE', 'MAIN', 'HEADER', 'FIGURE', 'LI']);
const HEADING = /^H[1-6]$/;
// Webflow's client-first classes style a div as a heading ("heading-style-h6" over a plan's name).
const NAME_SELECTOR = 'h2, h3, h4, h5, h6, [itemprop="name"], .name, .title, .product-title, .product-name, .card-title, [class*="heading-style-h"], strong, b';
const MAX_CARD_CHARS = 400;
const MAX_PASSAGE_CHARS = 700;

function absolute(href: string | null | undefined, base: string): string | null {
  if (!href || /^data:/i.test(href.trim())) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A theme's widget box ("widget", "widget-area", "footer-widgets"): a whole class word, since page
 * builders name their content blocks "elementor-widget-container", "elementor-widget-text-editor".
 */
const WIDGET_NAME = /(?:^|\s)(?:widgets?|widget-area|(?:footer|sidebar|header)-widgets?(?:-area)?)(?:$|\s)/i;

/**
 * A theme's footer box (`<div id="footer">`, "site-footer", "footer-wrap", Squarespace's "Footer"):
 * a whole class word, since a card's own "card-footer" holds its price.
 */
const FOOTER_NAME = /^(?:(?:site|page|main|global|theme|wp|widget)[-_]?)?footer(?:[-_](?:wrap(?:per)?|inner|container|area|widgets?|bottom|top|main|content|sections?))?$/i;
/** A form's box ("form-block", "contact-form", Contact Form 7's "wpcf7"): its captions invite, they do not inform. */
const FORM_NAME = /(?:^|[\s_-])(?:forms?|wpcf7|gform_wrapper|hs-form)(?:$|[\s_-])/i;

function classWords(el: Element): string[] {
  return `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`.split(/\s+/).filter(Boolean);
}

/**
 * A bar over the page's header (Divi's `#top-header`, Squarespace's `sqs-announcement-bar`, a theme's
 * `top-bar`): "Call us: 0161 …", "Free delivery over £45". The same line on every page,
 * chrome like the footer, never a passage an article quotes.
 */
const TOP_BAR_NAME = /^(?:[a-z]+[-_])?(?:(?:top|announcement|promo|utility)[-_]?(?:bar|header)|announcement)(?:[-_](?:wrap(?:per)?|inner|container|message|text|content))?$/i;

function isTopBar(el: Element): boolean {
  return classWords(el).some((w) => TOP_BAR_NAME.test(w));
}

/** A footer by its tag, its role or its theme's name: where the business writes its address. */
function isFooter(el: Element): boolean {
  return el.tagName === 'FOOTER' || el.getAttribute('role') === 'contentinfo' || classWords(el).some((w) => FOOTER_NAME.test(w));
}

/**
 * A bare "widget" box is a theme's widget, except on a page a site builder makes of widgets
 * (GoDaddy's "widget widget-header", "widget widget-about"): there the page's own h1 sits in one,
 * or three widgets or more stand side by side as its sections, and only a widget where themes put
 * widgets (an aside, a sidebar, a widget area) is chrome.
 */
function isThemeWidget(el: Element, names: string): boolean {
  if (!WIDGET_NAME.test(names)) return false;
  if (classWords(el).some((w) => WIDGET_NAME.test(w) && !/^widget$/i.test(w))) return true;
  // A page without an h1 (GoDaddy's FAQ, its logo an h3) is built of widgets too where they stand
  // side by side as its sections: header, content, footer.
  const siblings = el.parentElement ? [...el.parentElement.children].filter((c) => classWords(c).includes('widget')).length : 0;
  const builtOfWidgets = el.ownerDocument.querySelector('h1')?.closest('[class~="widget"]') != null || siblings >= 3;
  return !builtOfWidgets || el.parentElement?.closest('aside, [class*="sidebar"], [id*="sidebar"], [class*="widget-area"], [class*="widgets"], [id*="widgets"]') != null;
}

/**
 * A short line the page hides until something happens: a form's "Thank you!" (Carrd's
 * `style="display:none"` section, Webflow's `w-form-done`), a badge on another card
 * (Webflow's `w-condition-invisible` "Most popular"). A closed FAQ panel is hidden too, and is
 * content: one a toggle controls, or one right after its question, stays.
 */
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;
const HIDDEN_CLASS = /^w-(?:condition-invisible|form-done|form-fail)$/;
const MAX_HIDDEN_NOTICE_WORDS = 30;

function isHiddenNotice(el: Element): boolean {
  if (!HIDDEN_STYLE.test(el.getAttribute('style') ?? '') && !classWords(el).some((w) => HIDDEN_CLASS.test(w))) return false;
  if (textOf(el).split(/\s+/).length > MAX_HIDDEN_NOTICE_WORDS) return false;
  const previous = el.previousElementSibling;
  if (previous && /\?$/.test(textOf(previous, true))) return false;
  return !(el.id && [...el.ownerDocument.querySelectorAll('[aria-controls]')].some((c) => c.getAttribute('aria-controls')!.split(/\s+/).includes(el.id)));
}

/**
 * Page builders' responsive visibility, switched off at every screen size: what a theme's editor
 * hides this way (Divi's expired "Spring Gutter Special" section) no visitor ever sees.
 */
const HIDDEN_AT: readonly (readonly RegExp[])[] = [
  [/^et_pb_hidden_desktop$/, /^et_pb_hidden_tablet$/, /^et_pb_hidden_phone$/],
  [/^elementor-hidden-desktop$/, /^elementor-hidden-tablet$/, /^elementor-hidden-(?:mobile|phone)$/],
  [/^uag-hide-desktop$/, /^uag-hide-tab$/, /^uag-hide-mob$/],
];

function isHiddenEverywhere(el: Element): boolean {
  const words = classWords(el);
  if (HIDDEN_AT.some((sizes) => sizes.every((size) => words.some((w) => size.test(w))))) return true;
  // Bootstrap's d-none, unless a breakpoint shows it again ("d-none d-md-block").
  return words.includes('d-none') && !words.some((w) => /^d-(?:sm|md|lg|xl|xxl)-(?!none\b)/.test(w));
}

function isChrome(el: Element): boolean {
  if (el.matches(CHROME_SELECTOR) || isControl(el) || isFooter(el) || isTopBar(el) || isHiddenNotice(el) || isHiddenEverywhere(el)) return true;
  const names = classWords(el).join(' ');
  return names !== '' && (CHROME_NAME.test(names) || isThemeWidget(el, names) || FORM_NAME.test(names));
}

/** A row of links and separators ("Home | Services | Contact", "Privacy policy · Terms"): it navigates. */
function isLinkRow(el: Element): boolean {
  const anchors = [...el.querySelectorAll('a')];
  if (anchors.length < 2) return false;
  let rest = textOf(el, true);
  for (const a of anchors) rest = rest.replace(clean(a.textContent), '');
  return /^[\s|·•/,–—-]*$/.test(rest);
}

const PHONE = /(?:\+?\d[\d ().-]{7,}\d)/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
/** "Support line for existing clients: 0117 496 0399": a short line that gives a number or an address to write to. */
function isContactLine(text: string): boolean {
  return text.split(' ').length <= 14 && ((PHONE.test(text) && (text.match(PHONE)![0].match(/\d/g) ?? []).length >= 9) || EMAIL.test(text));
}

/** A card's label line ("Ages 4–10", "2 hours", "£255"): no sentence in it, no full stop after it. */
function isLabelLine(text: string): boolean {
  return !/[.!?…]$/.test(text) && !/[.!?]\s/.test(text) && text.split(' ').length <= 8;
}

const BOLD_STYLE = /font-weight\s*:\s*(?:bold|[6-9]00)/i;

/** Every word of the element is bold: inside <strong>/<b> or a span styled bold. */
function isBoldLine(el: Element): boolean {
  const texts: Node[] = [];
  const collect = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        if ((child.textContent ?? '').trim() !== '') texts.push(child);
      } else collect(child);
    }
  };
  collect(el);
  const bold = (node: Node): boolean => {
    for (let at = node.parentElement; at && at !== el; at = at.parentElement) {
      if (/^(?:STRONG|B)$/.test(at.tagName) || BOLD_STYLE.test(at.getAttribute('style') ?? '')) return true;
    }
    return false;
  };
  return texts.length > 0 && texts.every(bold);
}

/** An element alone in a box that is one of three or more alike (same tag, same class) side by side: a grid's cell. */
function inGrid(el: Element): boolean {
  const box = el.parentElement;
  const grid = box?.parentElement;
  // A box with an id of its own (`<div id="top">`, `<div id="content">`) is a region of the page, not a cell.
  if (!box || !grid || box.children.length > 3 || box.hasAttribute('id')) return false;
  const kind = `${box.tagName} ${box.getAttribute('class') ?? ''}`;
  return [...grid.children].filter((c) => `${c.tagName} ${c.getAttribute('class') ?? ''}` === kind).length >= 3;
}

/** "Heart: green fig, jasmine": a short label, a colon, what it labels. */
const LABELLED_LINE = /^[^:.!?]{1,30}:\s+\S/;

/** A card's badge in any case: "Most popular", "Best value". */
const BADGE_WORDS = /^(?:most popular|best value|best seller|bestseller|recommended|popular|new|sale|limited offer|staff pick|best for teams)$/i;

/** A badge over a card ("MOST BOOKED", "NEW", "Most popular"): capitals and no figure, or a badge's words. */
export function isBadge(text: string): boolean {
  return (/\p{Lu}{2}/u.test(text) && !/\p{Ll}|\d/u.test(text) && text.split(' ').length <= 3) || BADGE_WORDS.test(text.trim());
}

/** The one same-site link an element consists of ("<li><a href="/about/">About</a></li>"), or null. */
function soleLink(el: Element, base: string): URL | null {
  const anchors = el.querySelectorAll('a[href]');
  if (anchors.length !== 1 || clean(anchors[0]!.textContent) !== clean(el.textContent) || !clean(el.textContent)) return null;
  const href = absolute(anchors[0]!.getAttribute('href'), base);
  const target = href ? new URL(href) : null;
  return target && target.origin === new URL(base).origin ? target : null;
}

/**
 * A heading over a menu ("Quick links", "Useful links", "Explore"): the list right after it is
 * nothing but bare links to the site's own sections (home, about, contact: paths of at most one
 * segment). It navigates; it sells and says nothing.
 */
function headsLinkList(heading: Element, base: string): boolean {
  const next = heading.nextElementSibling;
  if (!next || (next.tagName !== 'UL' && next.tagName !== 'OL')) return false;
  const items = [...next.children].filter((c) => c.tagName === 'LI');
  if (items.length < 2) return false;
  const targets = items.map((li) => soleLink(li, base));
  return targets.every((t) => t !== null && t.pathname.split('/').filter(Boolean).length <= 1);
}

/**
 * A heading that is page chrome: inside a footer, sidebar, widget or menu, or heading a list of
 * links to the site's sections. The page's h1 is never chrome, wherever a theme puts it.
 */
export function isChromeHeading(heading: Element, base: string): boolean {
  if (heading.tagName === 'H1') return false;
  // Up to the content root: a theme writes its layout on <body> ("ast-right-sidebar"), not chrome.
  for (let el: Element | null = heading; el && !/^(?:MAIN|BODY|HTML)$/.test(el.tagName); el = el.parentElement) if (isChrome(el)) return true;
  return headsLinkList(heading, base);
}

/** JSON-LD blocks, each parsed on its own (one broken block spoils nothing), @graph flattened. */
export function readJsonLd(document: Document): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as JsonLdNode;
    if (Array.isArray(node['@graph'])) visit(node['@graph'], depth + 1);
    if (node['@type'] !== undefined) nodes.push(node);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(script.textContent ?? ''), 0);
    } catch {
      // Hand-written JSON-LD is often invalid; the rest of the page still counts.
    }
  }
  return nodes;
}

function readNav(document: Document, base: string): NavLink[] {
  const links: NavLink[] = [];
  const seen = new Set<string>();
  // Page builders put menus in <div class="menu">, not <nav>.
  const menus = 'nav a[href], header a[href], [role="navigation"] a[href], [class*="menu"] a[href], [class*="nav"] a[href], [id*="menu"] a[href], [id*="nav"] a[href]';
  for (const anchor of document.querySelectorAll(menus)) {
    if (anchor.closest('main, article, footer')) continue;
    const label = clean(anchor.textContent);
    const href = absolute(anchor.getAttribute('href'), base);
    if (!label || !href || label.length > 60 || seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    links.push({ label, href });
  }
  return links;
}

/**
 * One list item as one line. An item built as a small card, a heading over a fragment that goes on
 * from it ("<h3>Eye tests</h3><p>With OCT scan as standard.</p>"), keeps the fragment with its heading:
 * "Eye tests – With OCT scan as standard.", never the fragment alone as a sentence.
 */
function itemText(li: Element): string {
  const lines = linesOf(li);
  if (lines.length < 2) return lines[0] ?? '';
  const [first, ...rest] = lines;
  return isLabelLine(first!) && !/[:–—-]$/.test(first!) ? `${first} – ${rest.join(' ')}` : lines.join(' ');
}

function directItems(list: Element): string[] {
  return [...list.children].filter((c) => c.tagName === 'LI' && shown(c)).map(itemText).filter((t) => t !== '');
}

/**
 * A cell showing only an icon (a comparison table's tick or cross) says what it means to screen
 * readers: "Included in Starter" in an sr-only span, an aria-label, an image's alt. "Yes" or "No",
 * or those words as written.
 */
function iconCell(cell: Element): string {
  const said = clean([...cell.querySelectorAll('*')].map((el) => (SCREEN_READER_ONLY.test(el.getAttribute('class') ?? '') ? el.textContent : el.getAttribute('aria-label') ?? (el.tagName === 'IMG' ? el.getAttribute('alt') : null)) ?? '').find((t) => clean(t) !== ''));
  if (/^(?:not\b|no\b|excluded|unavailable|✗|✕|×)/i.test(said)) return 'No';
  if (/^(?:included|yes\b|available|✓|✔)/i.test(said)) return 'Yes';
  return said;
}

/** A row or item its own markup hides ("<tr class=\"trade-row\" style=\"display:none\">"): no visitor reads it. */
function shown(el: Element): boolean {
  return !HIDDEN_STYLE.test(el.getAttribute('style') ?? '') && !el.hasAttribute('hidden') && !isHiddenEverywhere(el);
}

function tableRows(table: Element): string[] {
  return [...table.querySelectorAll('tr')]
    .filter(shown)
    // A cell's bold name over its description ("<strong>Airflow stain removal</strong><br>Air-polishing…") reads as a list item's.
    .map((tr) => [...tr.children].filter((c) => c.tagName === 'TD' || c.tagName === 'TH').map((c) => itemText(c) || iconCell(c)))
    .filter((cells) => cells.some((c) => c !== ''))
    .map((cells) => cells.join(' | '));
}

/** The bold or linked label an item opens with, when the rest of the item describes it. */
function leadOf(li: Element): string | null {
  const first = li.firstElementChild;
  const text = itemText(li);
  if (first && /^(?:B|STRONG|A|H2|H3|H4|H5|H6|SPAN)$/.test(first.tagName) && text.startsWith(textOf(first))) {
    const label = textOf(first).replace(/[:–—-]\s*$/, '').trim();
    if (label && label.length <= 70 && label.length < text.length) return label;
  }
  return null;
}

function hasBlockChild(el: Element): boolean {
  // A theme's custom element (Shopify Dawn's <product-info>, <variant-selects>) is a wrapper: its blocks
  // are the box's; so is an inline one holding blocks (HubSpot's rich-text <span> around an <h1> and its <p>).
  return [...el.children].some((c) => BLOCK_TAGS.has(c.tagName) || ((c.tagName.includes('-') || INLINE.has(c.tagName)) && hasBlockChild(c)));
}

function cardName(el: Element): string | null {
  const names = [...el.querySelectorAll(NAME_SELECTOR)].map((n) => clean(n.textContent)).filter((t) => t !== '');
  // A name is short; a price alone is not a name ("$149" in <strong>).
  // Nor a price's pieces set in heading styles ("119", "/mo").
  const candidates = [...new Set(names)].filter((n) => n.length <= 90 && n.replace(PRICE_PATTERN, '').replace(/[\s:–—|-]+/g, '') !== '' && /\p{L}{2,}/u.test(n) && !/^\/\s*\p{L}+$/u.test(n));
  if (candidates.length === 0) {
    // Page builders mark a plan's name up as a plain <p> right before its price: "Solo", "A$29".
    const leaves = [...el.querySelectorAll('*')]
      .filter((n) => n.children.length === 0 && !n.closest('a, button, form'))
      .map((n) => clean(n.textContent))
      .filter((t) => t !== '' && !/^(?:add to|buy|shop|view|see|book|order|get|start|learn|read|choose|select|sold out|in stock)\b/i.test(t))
      .filter((t) => !/^(?:(?:regular|sale|unit|our|your|total|list|member)\s+)?price\b|^(?:from|now|was|only|just|each)$/i.test(t));
    const priceAt = leaves.findIndex((t) => findPrices(t).length > 0);
    // "For sole traders not registered for GST" between the name and the price says who it is for.
    const before = leaves.slice(0, Math.max(0, priceAt)).filter((t) => !/^(?:most popular|best value|recommended|popular|new|sale|save|limited)\b/i.test(t) && !/^(?:(?:ideal|perfect|best|great|made|built) )?for\s/i.test(t));
    const name = before[before.length - 1];
    return name && name.length <= 40 && findPrices(name).length === 0 ? name : null;
  }
  if (candidates.length !== 1 && !(candidates.length > 1 && el.querySelectorAll('h2, h3, h4, h5, h6').length === 1)) return null;
  const heading = el.querySelector('h2, h3, h4, h5, h6');
  const name = heading ? clean(heading.textContent) : candidates[0]!;
  const withoutPrice = clean(name.replace(PRICE_PATTERN, '').replace(/[\s:–—|-]+$/g, '').replace(/^[\s:–—|-]+/, ''))
    // A name box that also holds the buy button and the variant picker: keep the name.
    .replace(/\s*\b(?:add to (?:cart|basket|bag)|buy now|sold out|choose options?)\b.*$/i, '')
    .replace(/(\b.+?)(?:\s+\1)+$/u, '$1');
  return withoutPrice || null;
}

/**
 * A row of cards with no names of their own as headings (Webflow's "pricing-grid" of three plans):
 * two or more child boxes, each a name, a price and more, are each a card, never one card with
 * their prices merged. A price line inside one card ("Monthly $10") is no box of its own.
 */
function isCardGrid(el: Element): boolean {
  const rowOfBoxes = (row: Element) =>
    [...row.children].filter((c) => /^(?:DIV|LI|ARTICLE|SECTION)$/.test(c.tagName) && c.querySelectorAll('*').length >= 4 && findPrices(clean(textOf(c))).length > 0).length >= 2;
  // The row may sit inside wrappers ("container" > "grid"): any box within holding such a row.
  return [el, ...el.querySelectorAll('div, ul, section')].some(rowOfBoxes);
}

/**
 * A product or package card: a small box (no page title in it) with one name and one to three
 * prices. Its lines are sorted as a reader sorts them: the name, the prices, the label lines
 * (attributes), the sentences (its description).
 */
function readCard(el: Element, base: string, heading: string | null): ProductCard | null {
  if (el.querySelector('h1') || isCardGrid(el)) return null;
  const text = clean(textOf(el));
  // A plan's card lists its features ("1 location, up to 10 providers", "Live chat support", …): a
  // long list of them is still one card; a long run of prose, or of priced lines, is a section.
  const listed = [...el.querySelectorAll('li')].map((li) => clean(textOf(li))).filter((item) => findPrices(item).length === 0).reduce((n, item) => n + item.length, 0);
  const prices = text.length - listed <= MAX_CARD_CHARS && text.length <= MAX_CARD_CHARS * 3 ? findPrices(text) : [];
  const name = prices.length > 0 && prices.length <= 3 ? cardName(el) : null;
  if (!name) return null;
  const all = linesOf(el);
  const at = all.indexOf(name);
  // A label above the card's name is its badge ("Best value", "MOST BOOKED").
  const lines = all.filter((line, i) => line !== name && !isBadge(line) && !(i < at && isLabelLine(line)) && line.replace(PRICE_PATTERN, '').replace(/[\s:–—|/-]+/g, '') !== '');
  // Its features list ("Treated pine sleeper walls – installed") is no sentence of its description: run on, the items read as one.
  const items = new Set([...el.querySelectorAll('li')].map((li) => clean(textOf(li))));
  const sentences = lines.filter((line) => !isLabelLine(line) && !items.has(line));
  return {
    name,
    text,
    prices,
    details: lines.filter((line) => isLabelLine(line)).slice(0, 30),
    description: sentences.length > 0 ? sentences.join(' ').slice(0, MAX_CARD_CHARS) : null,
    href: absolute(el.querySelector('a[href]')?.getAttribute('href'), base),
    heading,
  };
}

/**
 * The cells of one row box: each leaf element and each bare text run is a cell, so
 * `<span class="name">Lash lift</span><span class="duration">45 mins</span>` reads "Lash lift",
 * "45 mins", never "Lash lift45 mins".
 */
function cellsOf(row: Element): string[] {
  const cells: string[] = [];
  const visit = (node: Element) => {
    for (const child of [...node.childNodes]) {
      if (child.nodeType === 3) {
        const text = clean(child.textContent);
        if (text) cells.push(text);
      } else if (child.nodeType === 1) {
        const el = child as Element;
        if (/^(?:SCRIPT|STYLE|TEMPLATE|NOSCRIPT|SVG|BR)$/.test(el.tagName) || SCREEN_READER_ONLY.test(el.getAttribute('class') ?? '') || isStruckOut(el) || isControl(el)) continue;
        if (el.children.length === 0) {
          const text = clean(el.textContent);
          if (text) cells.push(text);
        } else visit(el);
      }
    }
  };
  visit(row);
  return cells;
}

/** A price list's row: a name first, then at most a description or duration, and one cell that is its price. */
function priceRowCells(row: Element): string[] | null {
  if (row.querySelector('h1, h2, h3, h4, h5, h6, img, a[href], p + p, ul, ol, table')) return null;
  const cells = cellsOf(row);
  if (cells.length < 2 || cells.length > 5 || cells.join(' ').length > 300) return null;
  const priced = cells.filter((c) => findPrices(c).length > 0);
  const price = priced[0];
  // The price cell may carry its unit ("£12 per 15 mins"), but not a sentence.
  if (priced.length !== 1 || !price || price.replace(PRICE_PATTERN, '').replace(/\bper\s+(?:\d+\s*)?[\p{L}]+/u, '').trim().split(/\s+/).filter(Boolean).length > 2) return null;
  const name = cells[0]!;
  return name !== price && isLabelLine(name) ? cells : null;
}

/**
 * Repeated sibling boxes that each hold a name and a price (a Squarespace or Wix menu's
 * `.menu-item`, a booking widget's `li.service-item` with `.name`, `.duration`, `.price`): the rows
 * of a price list, read as a table's rows ("HD Brows | £38") so each row keeps its own price and a
 * flattened run of names and prices never gives the first row the others' prices.
 */
function priceRows(box: Element): { rows: Map<Element, string[]>; caption: Element | null } | null {
  const children = [...box.children];
  const kinds = new Map<string, Element[]>();
  for (const child of children) {
    const kind = `${child.tagName} ${child.getAttribute('class') ?? ''}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), child]);
  }
  const group = [...kinds.values()].find((alike) => alike.length >= 2 && alike.every((row) => priceRowCells(row) !== null));
  if (!group) return null;
  const rows = new Map(group.map((row) => [row, priceRowCells(row)!]));
  // The list's title box above its rows ("Brows"), inside the list's box or right before it: the caption the rows are grouped under.
  const isCaption = (c: Element | null) => c !== null && !HEADING.test(c.tagName) && c.children.length === 0 && textOf(c) !== '' && isLabelLine(textOf(c)) && findPrices(textOf(c)).length === 0;
  const caption = children.slice(0, children.indexOf(group[0]!)).find(isCaption) ?? (isCaption(box.previousElementSibling) ? box.previousElementSibling : null);
  return { rows, caption };
}

/**
 * Rows with a description and rows without it are one table: each row gets the widest row's
 * cells, its price in the same column ("Calamari |  | £8" under "Soup | With sourdough. | £6.50").
 */
function alignedRows(rows: readonly string[][]): string[][] {
  const widest = rows.reduce((a, b) => (b.length > a.length ? b : a), rows[0] ?? []);
  const priceAt = Math.max(1, widest.findIndex((c) => findPrices(c).length > 0));
  return rows.map((cells) => {
    const price = cells.slice(1).find((c) => findPrices(c).length > 0) ?? '';
    const others = cells.slice(1).filter((c) => c !== price);
    const out = [cells[0]!, ...others, ...Array<string>(Math.max(0, widest.length - 2 - others.length)).fill('')];
    out.splice(priceAt, 0, price);
    return out;
  });
}

function holdsPriceList(el: Element): boolean {
  return [...el.querySelectorAll('div, section, ul, ol')].some((box) => priceRows(box) !== null);
}

/**
 * An FAQ entry built as a toggle and its panel: `<button class="acc-title">Q?</button><div
 * class="acc-panel">A</div>`, a heading holding an `[aria-expanded]` button, `.accordion__title`
 * over `.accordion__content`. The panel is the element the toggle's aria-controls names (read even
 * when hidden, as a closed panel is), else the element right after the toggle.
 */
const TOGGLE_NAME = /(?:^|[-_])(?:title|question|toggle|trigger|header|head|heading|label|q)$/i;
function readToggle(el: Element): { question: string; panel: Element } | null {
  const control = el.matches('button, [role="button"], [aria-expanded], [aria-controls]')
    ? el
    : HEADING.test(el.tagName)
      ? el.querySelector('button, [role="button"], [aria-expanded], [aria-controls]')
      : classWords(el).some((w) => TOGGLE_NAME.test(w)) && (!BLOCK_TAGS.has(el.firstElementChild?.tagName ?? '') || soleTextBlock(el))
        ? el
        : null;
  if (!control) return null;
  const question = textOf(el, true);
  if (!/\?$/.test(question) || question.length > 200) return null;
  const controlled = control.getAttribute('aria-controls');
  const box = el.parentElement && HEADING.test(el.parentElement.tagName) ? el.parentElement : el;
  // A question inside its toggle beside an icon (Webflow's `.faq-toggle` holding `.faq-question`
  // and `.faq-icon`, the answer in the `w-dropdown-list` after the toggle): the panel follows the toggle.
  const after = box.nextElementSibling && textOf(box.nextElementSibling) === '' && box.parentElement && classWords(box.parentElement).some((w) => TOGGLE_NAME.test(w)) ? box.parentElement.nextElementSibling : box.nextElementSibling;
  const panel = (controlled ? el.ownerDocument.getElementById(controlled.split(/\s+/)[0]!) : null) ?? after;
  if (!panel || HEADING.test(panel.tagName) || panel.contains(el) || isControl(panel) || readToggleShape(panel)) return null;
  return { question, panel };
}

/** Webflow's `.faq-question` holding `.faq-q-text` beside an icon: one block child, itself text only, holds the question. */
function soleTextBlock(el: Element): boolean {
  const blocks = [...el.children].filter((c) => BLOCK_TAGS.has(c.tagName));
  return blocks.length === 1 && ![...blocks[0]!.children].some((c) => BLOCK_TAGS.has(c.tagName));
}

/**
 * A dropdown whose toggle asks a question (Webflow's `.faq-dropdown.w-dropdown`, its answer in a
 * `<nav class="w-dropdown-list">`) is an FAQ entry, not a menu, though it is built as one.
 */
function holdsQuestion(el: Element): boolean {
  if (!/dropdown/i.test(el.getAttribute('class') ?? '')) return false;
  const toggle = [...el.querySelectorAll('[class]')].find((c) => classWords(c).some((w) => TOGGLE_NAME.test(w)));
  return toggle !== undefined && /\?$/.test(textOf(toggle, true));
}

/** A panel that is itself the next toggle (a list of questions without answers) answers nothing. */
function readToggleShape(el: Element): boolean {
  return el.matches('button, [role="button"], [aria-expanded]') || classWords(el).some((w) => TOGGLE_NAME.test(w));
}

interface WalkState {
  heading: string | null;
  /** Inside a section opened by a chrome heading ("Recent posts"), until a heading of its level. */
  skipLevel: number | null;
  inCard: boolean;
  /** The name of the card being read: a bold line giving it heads the card's lines. */
  cardName: string | null;
  /** A card's label lines ("Ages 4–10", "2 hours") under the current heading, read as one list. */
  details: string[];
  /** In a card whose name is a heading, before that heading: a line there is a badge ("Best value"). */
  beforeName: boolean;
}

const FAQ_HEADING = /^(?:(?:your |common |frequently asked |some )?questions(?: (?:&|and) answers)?|faqs?|q ?& ?a)\b/i;
/** A sentence or heading that asks ("How long…?", "Do I need…?"); "Ready to start?" invites. */
export const ASKS_QUESTION = /^(?:how|what|what's|why|when|where|which|who|whose|can|could|do|does|did|is|are|was|should|will|would|has|have|may|must|am)\b/i;

/** Each question sentence with the sentences after it, up to the next question, as its answer. */
function inlineQuestions(text: string): { question: string; answer: string }[] {
  const out: { question: string; answer: string[] }[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (/\?$/.test(sentence) && ASKS_QUESTION.test(sentence)) out.push({ question: sentence.trim(), answer: [] });
    else if (out.length > 0) out[out.length - 1]!.answer.push(sentence.trim());
  }
  return out.filter((q) => q.answer.length > 0).map((q) => ({ question: q.question, answer: q.answer.join(' ') }));
}

/** Passages, FAQ entries, cards, prices and images in document order, each with its heading. */
export function readStructure(document: Document, pageUrl: string): PageStructure {
  const base = absolute(document.querySelector('base[href]')?.getAttribute('href'), pageUrl) ?? pageUrl;
  const jsonLd = readJsonLd(document);
  const nav = readNav(document, base);
  // A top bar's phone number and service area are the business's, as a footer's are.
  const chromeBoxes = [...[...document.querySelectorAll('[class], [id]')].filter(isTopBar), ...document.querySelectorAll('footer, header, [role="contentinfo"], address, [class*="footer"], [id*="footer"], [class*="Footer"], [id*="Footer"]')].filter(
    (el) => !/^(?:FOOTER|HEADER|ADDRESS)$/.test(el.tagName) && el.getAttribute('role') !== 'contentinfo' ? isFooter(el) || isTopBar(el) : true,
  );
  // A footer inside a footer is read once, as part of the outer one.
  const contactLines: string[] = [];
  // A table layout's last row ("© 2016-2023 Meanwood Piano Lessons · Last updated…") is its footer, with no footer element.
  if (chromeBoxes.length === 0) {
    const signed = [...document.querySelectorAll('p, td, div, small, font, span')].find((el) => el.children.length <= 3 && /^\s*(?:©|\(c\)|copyright\b)/i.test(el.textContent ?? '') && (el.textContent ?? '').length <= 200);
    if (signed) contactLines.push(clean(signed.textContent));
  }
  const chromeLines = () =>
    [...chromeBoxes.filter((el) => !chromeBoxes.some((outer) => outer !== el && outer.contains(el))).flatMap((el) => linesOf(el, true)), ...contactLines]
      .join('\n')
      .slice(0, 2000);

  const passages: PagePassage[] = [];
  const faqs: PageFaq[] = [];
  const cards: ProductCard[] = [];
  const images: PageImage[] = [];
  const state: WalkState = { heading: null, skipLevel: null, inCard: false, cardName: null, details: [], beforeName: false };
  const teasers = new Set<string>();
  /** Panels already read as an FAQ's answer. */
  const answered = new Set<Element>();

  const push = (kind: PagePassage['kind'], text: string, items: string[] = [], leads?: (string | null)[]) => {
    const body = clean(text);
    if (body === '' || state.skipLevel !== null) return;
    if (kind === 'paragraph' && state.inCard && isLabelLine(body)) {
      if (!isBadge(body) && !state.beforeName) state.details.push(body);
      return;
    }
    // A card's attributes ("Ages 4–10", "2 hours") come before its list of what it includes.
    flushPending();
    const passage: PagePassage = { heading: state.heading, kind, text: body.slice(0, MAX_PASSAGE_CHARS), items: items.slice(0, 30) };
    if (leads) passage.leads = leads.slice(0, 30);
    passages.push(passage);
  };

  /** A card's label lines end at its next heading or at its end: one list of attributes. */
  const flushDetails = () => {
    const details = state.details;
    state.details = [];
    if (details.length > 0) push('list', details.join('\n'), details);
  };
  function flushPending() {
    if (state.details.length > 0) flushDetails();
  }

  const walk = (el: Element) => {
    if (answered.has(el)) return;
    const toggle = state.skipLevel === null ? readToggle(el) : null;
    const answer = toggle ? textOf(toggle.panel) : '';
    // "Ready to start?" over a "Book now" button asks nothing the page answers.
    if (toggle && answer !== '') {
      answered.add(toggle.panel);
      faqs.push({ question: toggle.question, answer, origin: 'faq' });
      push('faq', `${toggle.question} ${answer}`, [toggle.question, answer].filter(Boolean));
      return;
    }
    if (isChrome(el) && !holdsQuestion(el)) return;
    const tag = el.tagName;
    if (HEADING.test(tag)) {
      const level = Number(tag.slice(1));
      const text = textOf(el, true);
      if (!text) return;
      flushDetails();
      state.beforeName = false;
      if (state.skipLevel !== null && level <= state.skipLevel) state.skipLevel = null;
      if (CHROME_HEADING.test(text) || headsLinkList(el, base)) {
        state.skipLevel = level;
        return;
      }
      // A shop theme's tab label over its panel ("Description" over the product's copy) names the
      // tab, not the copy: the copy stays under the product's own heading.
      if (TAB_LABEL.test(text) && el.closest('[role="tabpanel"], .wc-tab, .tab-pane') !== null) return;
      if (state.skipLevel === null) state.heading = text;
      // A heading that is wholly a link to another page (a blog index's card) is that page's
      // teaser: what follows it (a byline, "By Sam Patel · 4 min read") does not answer it.
      const target = soleLink(el, base);
      if (target && target.href !== new URL(pageUrl).href) teasers.add(text);
      return;
    }
    if (state.skipLevel !== null) return;
    if (tag === 'IMG') {
      const src = absolute(el.getAttribute('src') ?? el.getAttribute('data-src'), base);
      const alt = clean(el.getAttribute('alt'));
      const tiny = Number(el.getAttribute('width') ?? 999) < 48 || Number(el.getAttribute('height') ?? 999) < 48;
      if (src && alt && !tiny) images.push({ src, alt, heading: state.heading, og: false });
      return;
    }
    const list = !state.inCard && /^(?:DIV|SECTION|UL|OL)$/.test(tag) ? priceRows(el) : null;
    if (list) {
      readPriceList(el, list);
      return;
    }
    if (!state.inCard && /^(?:ARTICLE|LI|DIV|SECTION)$/.test(tag)) {
      // A <section> with a heading of its own opens a section; it is not an item under the one before.
      const card = readCard(el, base, tag === 'SECTION' && el.querySelector('h1, h2, h3, h4, h5, h6') ? null : state.heading);
      // A titled box holding a price list (a Wix menu's section, "Starters" over its items) is that list's section, not one card.
      if (card && !holdsPriceList(el)) {
        cards.push(card);
        state.inCard = true;
        state.cardName = card.name;
        state.beforeName = el.querySelector('h2, h3, h4, h5, h6') !== null;
        const before = state.heading;
        walkChildren(el);
        flushDetails();
        state.heading = before;
        state.inCard = false;
        state.cardName = null;
        state.beforeName = false;
        return;
      }
    }
    if (/^(?:P|DIV|SPAN|LI)$/.test(tag) && isLinkRow(el)) return;
    switch (tag) {
      case 'P':
      case 'BLOCKQUOTE':
      case 'PRE':
      case 'FIGCAPTION': {
        const lines = linesOf(el);
        const text = lines.join(' ');
        // "<p><strong>Do I have to be home?</strong> For the first session, yes…</p>": a question
        // in bold opening its paragraph, the rest its answer (a one-page site's FAQ with no headings).
        const lead = tag === 'P' && el.firstElementChild && /^(?:STRONG|B)$/.test(el.firstElementChild.tagName) && (el.firstChild === el.firstElementChild || clean(el.firstChild?.textContent) === '') ? textOf(el.firstElementChild, true) : '';
        if (/\?$/.test(lead) && ASKS_QUESTION.test(lead) && text.startsWith(lead) && text.length > lead.length + 10) {
          const answer = clean(text.slice(lead.length));
          faqs.push({ question: lead, answer, origin: 'faq' });
          push('faq', `${lead} ${answer}`, [lead, answer]);
          return;
        }
        // A site builder's heading is a short paragraph set wholly in bold ("Finding us", "Vaccination
        // prices" over their lists, "When is the best age to neuter?" over its answer): it heads what
        // follows, as an <h3> would.
        const asks = /\?$/.test(text) && ASKS_QUESTION.test(text) && text.split(' ').length <= 20;
        if (tag === 'P' && (!state.inCard || text === state.cardName) && isBoldLine(el) && (isLabelLine(text) || asks) && !/[\d$£€¥:]/.test(text) && !isBadge(text)) {
          flushDetails();
          state.beforeName = false;
          state.heading = text;
          return;
        }
        if (tag === 'P' && isContactLine(text)) {
          contactLines.push(text);
          return;
        }
        // A grid of icon boxes, each a label ("Servicing", "Brakes"): one list, as a card's labels are.
        if (tag === 'P' && isLabelLine(text) && inGrid(el)) {
          if (!isBadge(text)) state.details.push(text);
          return;
        }
        // "<strong>Top notes:</strong> fig leaf<br><strong>Heart:</strong> green fig": labelled lines are a list.
        if (lines.length >= 2 && lines.every((line) => LABELLED_LINE.test(line))) push('list', lines.join('\n'), lines, lines.map((line) => line.split(':')[0]!.trim()));
        else push('paragraph', text);
        for (const img of el.querySelectorAll('img')) walk(img);
        return;
      }
      case 'UL':
      case 'OL': {
        const lis = [...el.children].filter((li) => li.tagName === 'LI');
        // An accordion built as a list (`li.accordion-item` holding a heading's toggle and its panel): its entries are FAQs.
        if (lis.some((li) => li.querySelector('button, [role="button"], [aria-expanded], [aria-controls]'))) {
          walkChildren(el);
          return;
        }
        // A grid of product cards marked up as a list: each priced item with one name is a card.
        if (!state.inCard) {
          let anyCard = false;
          for (const li of lis) {
            const card = readCard(li, base, state.heading);
            if (card) {
              anyCard = true;
              cards.push(card);
            }
          }
          // A grid of product cards is read card by card (their texts as passages), not as list lines.
          if (anyCard && lis.some((li) => li.querySelector('h2, h3, h4, h5, h6, img, a[href], [class*="price"]'))) {
            state.inCard = true;
            walkChildren(el);
            flushDetails();
            state.inCard = false;
            return;
          }
          for (const img of el.querySelectorAll('img')) walk(img);
        }
        const items = directItems(el);
        if (items.length > 0) {
          const leads = lis.map((li) => leadOf(li));
          push(tag === 'OL' ? 'steps' : 'list', items.join('\n'), items, leads.some((l) => l !== null) ? leads : undefined);
        }
        return;
      }
      case 'TABLE': {
        // A table holding the page's headings or tables lays the page out (an old
        // hand-written site's banner, menu and body in cells): its content is read as the page's.
        if (el.querySelector('h1, h2, h3, h4, h5, h6, table')) {
          walkChildren(el);
          return;
        }
        const rows = tableRows(el);
        if (rows.length > 0) push('table', rows.join('\n'), rows);
        return;
      }
      case 'DL': {
        const terms = [...el.children];
        for (let i = 0; i < terms.length; i++) {
          if (terms[i]!.tagName !== 'DT') continue;
          const question = textOf(terms[i]!, true);
          const answer = terms[i + 1]?.tagName === 'DD' ? textOf(terms[i + 1]!) : '';
          if (/\?$/.test(question)) {
            faqs.push({ question, answer: answer || null, origin: 'faq' });
            push('faq', `${question} ${answer}`, [question, answer].filter(Boolean));
          } else {
            push('list', `${question}: ${answer}`, [`${question}: ${answer}`]);
          }
        }
        return;
      }
      case 'DETAILS': {
        const summary = el.querySelector('summary');
        const question = summary ? textOf(summary, true) : '';
        const answer = clean([...el.childNodes].filter((n) => n !== summary).map((n) => textOf(n)).join(' '));
        if (question && /\?$/.test(question)) {
          faqs.push({ question, answer: answer || null, origin: 'faq' });
          push('faq', `${question} ${answer}`, [question, answer].filter(Boolean));
        } else if (answer) {
          // An accordion of product details ("Shipping & returns"): its summary is a heading.
          const before = state.heading;
          state.heading = question || before;
          push('paragraph', answer);
          state.heading = before;
        }
        return;
      }
      default:
        break;
    }
    if (/^(?:DIV|SECTION|SPAN|TD|LI)$/.test(tag) && !hasBlockChild(el) && el.querySelector('img') === null) {
      const text = textOf(el);
      // A leaf box of real prose, not a label or a stray word; in a card, a label is the card's.
      if (text.split(' ').length >= 6 || (state.inCard && text !== '')) push('paragraph', text);
      return;
    }
    walkChildren(el);
  };
  /** A price list's rows as one table passage under its caption, its other boxes read as usual. */
  const readPriceList = (el: Element, list: NonNullable<ReturnType<typeof priceRows>>) => {
    const before = state.heading;
    if (list.caption && !el.contains(list.caption)) state.heading = textOf(list.caption);
    let tabled = false;
    for (const child of [...el.children]) {
      if (child === list.caption) {
        flushDetails();
        state.heading = textOf(child);
      } else if (!list.rows.has(child)) walk(child);
      else if (!tabled) {
        tabled = true;
        const rows = alignedRows([...list.rows.values()]).map((cells) => cells.join(' | '));
        push('table', rows.join('\n'), rows);
      }
    }
    if (list.caption) state.heading = before;
  };
  const walkChildren = (el: Element) => {
    const children = [...el.children];
    // The lines beside a form ("Tell us a little about your garden…", "Support line: 0117…") are its captions.
    const captions = children.some((c) => c.tagName === 'FORM') ? new Set(children.filter((c) => c.tagName === 'P' && textOf(c).split(' ').length <= 40)) : null;
    for (const child of children) if (!captions?.has(child)) walk(child);
  };
  const root = document.querySelector('main') ?? document.body ?? document.documentElement;
  // The h1 of a page often sits in a hero <header> outside <main>.
  if (root && root.tagName === 'MAIN') {
    const h1 = document.querySelector('h1');
    if (h1 && !root.contains(h1)) {
      state.heading = textOf(h1, true) || null;
      // The hero's own lines beside it ("For landlords and letting agents across Leeds") are content too.
      let sibling = h1.nextElementSibling;
      while (sibling && !sibling.contains(root)) {
        walk(sibling);
        sibling = sibling.nextElementSibling;
      }
      state.heading = textOf(h1, true) || null;
    }
  }
  if (root) walkChildren(root);
  flushPending();

  // A heading that asks a question is answered by what follows it.
  const seenQuestions = new Set(faqs.map((f) => f.question.toLowerCase()));
  for (let i = 0; i < passages.length; i++) {
    const heading = passages[i]!.heading;
    if (!heading || !/\?$/.test(heading) || teasers.has(heading) || seenQuestions.has(heading.toLowerCase())) continue;
    if (i > 0 && passages[i - 1]!.heading === heading) continue;
    seenQuestions.add(heading.toLowerCase());
    // A list under it answers item by item: run together, its lines read as one sentence without stops.
    const p = passages[i]!;
    const answer = p.kind === 'list' || p.kind === 'steps' ? p.items.map((item) => (/[.!?:;]$/.test(item) ? item : `${item}.`)).join(' ') : p.text;
    faqs.push({ question: heading, answer, origin: 'heading' });
  }
  // Under a "Questions" heading, a hand-written page may run its questions and answers on in
  // prose ("Do I need a piano at home? A digital piano … is fine. What age can children start? …").
  passages.forEach((p, i) => {
    if (p.kind !== 'paragraph' || !FAQ_HEADING.test(p.heading ?? '')) return;
    const asked = inlineQuestions(p.text);
    // Read as questions and answers, never quoted as a paragraph: a writer taking its answer apart
    // would leave the question standing alone.
    if (asked.length > 0) passages[i] = { ...p, kind: 'faq', items: asked.flatMap((q) => [q.question, q.answer]) };
    for (const { question, answer } of asked) {
      if (seenQuestions.has(question.toLowerCase())) continue;
      seenQuestions.add(question.toLowerCase());
      faqs.push({ question, answer, origin: 'faq' });
    }
  });
  for (const node of jsonLd) {
    if (!typeIs(node, 'FAQPage')) continue;
    for (const entity of asArray(node['mainEntity'])) {
      if (!entity || typeof entity !== 'object') continue;
      const q = entity as JsonLdNode;
      const question = clean(stringOf(q['name']));
      const accepted = asArray(q['acceptedAnswer'])[0] as JsonLdNode | undefined;
      const answer = clean(stripTags(stringOf(accepted?.['text'])));
      if (question && !seenQuestions.has(question.toLowerCase())) {
        seenQuestions.add(question.toLowerCase());
        faqs.push({ question, answer: answer || null, origin: 'faq' });
      }
    }
  }

  const prices: PagePrice[] = [];
  for (const passage of passages) {
    const lines = passage.items.length > 0 ? passage.items : passage.text.split(/(?<=[.!?])\s+/);
    for (const line of lines) for (const text of findPrices(line)) prices.push({ text, context: line.slice(0, 400), heading: passage.heading });
  }
  for (const card of cards) for (const text of card.prices) prices.push({ text, context: card.text, heading: card.name });
  for (const h of [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((el) => textOf(el, true))) {
    for (const text of findPrices(h)) prices.push({ text, context: h, heading: h });
  }

  const ogImage = absolute(document.querySelector('meta[property="og:image"]')?.getAttribute('content'), base);
  if (ogImage) {
    const alt =
      clean(document.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')) || clean(document.querySelector('title')?.textContent);
    if (alt) images.push({ src: ogImage, alt, heading: null, og: true });
  }

  return { jsonLd, nav, passages, faqs, cards, prices, images, chromeText: chromeLines() };
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function stringOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && typeof (value as JsonLdNode)['@value'] === 'string') return (value as JsonLdNode)['@value'] as string;
  return '';
}

export function typeIs(node: JsonLdNode, ...types: string[]): boolean {
  return asArray(node['@type']).some((t) => typeof t === 'string' && types.includes(t.replace(/^https?:\/\/schema\.org\//, '')));
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}
