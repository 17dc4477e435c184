import type { Offering, Passage, Price, SiteFacts, SiteQuestion, SourceRef, TopicIntent, TopicPlan } from '../../../shared/site-facts';
import { PAGE_WORDS, checkNounPhrase, effectNamed, isInstruction, isInstructionList, isSymptomAdvice, lemmaPhrase, lemmaSet, nounChunks, overlap, phraseKey, tag, type Token } from '../site-facts/nlp';
import { isVariantLabel, LOGISTICS, SERVICE_HEAD } from '../site-facts/offerings';
import { isAddOn, lowestPrice, soldAsSoftware } from '../site-facts/summary';
import { clean, inPlace, lowerLabel, moneySigns, NUMBERED_HEADING, ref, spokenName, TITLE_SEPARATORS, titleCase } from '../site-facts/text';
import { detectIntent } from './intent';
import { sitePhrase } from './site-phrase';

/**
 * Offline topic candidates written from the site facts, each with its keyphrase, intent and the
 * passages it stands on. A form is used only where the facts fit it: cost for an offering (priced
 * first), comparison between two things the site names, local only with a stated place, how-to from
 * the site's own steps, problem and explainer from questions its pages answer. Titles are built
 * from the facts' own words with at most two fixed words in a row, so sites do not share frames.
 * Pure and deterministic.
 */

export interface Candidate {
  plan: TopicPlan;
  /** Higher first: how much a marketer would want this one. */
  score: number;
}

/** Questions about the business's own terms (refunds, shipping, trials): answered on the site, not articles. */
const ADMIN_QUESTION =
  /\b(?:refunds?|return(?:s|ed)?|pay(?:ment)?|shipping|ship|deliver(?:y|ed)?|trial|discounts?|guarantee|cancel(?:lation)?|wholesale|gifts?|parking|opening|hours|log ?in|account|password|vouchers?|coupons?|plans?|upgrade|downgrade|export|integrat\w*|direct billing|book(?:ing)?|appointments?|miss(?:es|ed)?|collect(?:ion|ed)?|drop[- ]off|pick[- ]?up|arriv(?:e|al)|lockers?|registered|accredited|insured|referral|employees|free)\b/i;
/** A question addressed to the business ("Do you …?", "your prices") is about it, not for its customers to search. */
const ABOUT_THE_BUSINESS = /^(?:do|does|did|can|could|will|would|are|is|have|has)\s+(?:you|we)\b|\b(?:you|we)\s+(?:offer|charge|do|provide|cover|work|accept|take|sell|ship|have)\b|\byour\s+(?:prices?|fees?|rates?|hours|team|clinic|shop|company|business|staff|services?|products?|work)\b|\byour\s+(?:[\p{L}\d-]+\s+)?(?:warranty|guarantee)\b|\bour\b/iu;
/**
 * The site's own account and billing terms ("Is there a lock-in contract?", "What happens if I go
 * over my SMS bundle?", "Are there card processing fees?"): a customer asks them of this business,
 * nobody searches them.
 */
const ACCOUNT_TERMS =
  /\b(?:contracts?|lock-?in|bundles?|allowance|subscriptions?|billing|billed|invoiced|charged|surcharges?|fees|extra charges?|penalt(?:y|ies)|minimum (?:term|spend|order)|notice period|deposits?|go(?:es)? over|top[- ]?up|overage)\b/i;
/**
 * On a business's own page the asker is "I" and the business is "you" or "we": "Do I need to be home
 * when you come?", "What if you need a part you don't carry?". Only advice addressed to the reader
 * ("How often should you …", "Can you …" mid-question) keeps "you" as the customer.
 */
function asksTheBusiness(question: string): boolean {
  if (/\b(?:we|us|our|ours)\b/i.test(question)) return true;
  const you = /\b(?:you|your)\b/i.test(question);
  if (!you) return false;
  if (/\b(?:i|me|my|mine)\b/i.test(question)) return true;
  // "What warranty do you give?", "Which brands do you fit?": what the business does or offers, asked of it.
  if (/\b(?:do|does|did)\s+you\s+(?:give|offer|provide|charge|use|cover|accept|take|sell|stock|carry|fit|supply|include|guarantee|work|travel|service)\b/i.test(question)) return true;
  // "How often should you service …": a modal before "you" is advice to any reader.
  const advice = question.match(/\b(?:should|could|can|do|would|must)\s+you\b/gi)?.length ?? 0;
  const all = question.match(/\byou\b/gi)?.length ?? 0;
  return all > advice || /^(?:do|does|did|can|could|will|would|are|is|have|has)\s+you\b/i.test(question);
}
/**
 * What the business requires of a booking or who on its staff does the work ("Do I need to be at
 * home during the groom?", "Does my dog need to be vaccinated?", "Who places the implants?",
 * "Is there a minimum number of users?"): answered on its pages, searched by nobody.
 */
const BOOKING_TERMS = /^(?:do|does) (?:i|we|my [\p{L}-]+) (?:need|have) to\b|^who\b|\bminimum\b/iu;
/** Asking leave to be there or bring something ("Can I watch the lesson?", "Can parents stay?"): logistics of a visit. */
// "Can I drink in the shop?", "Can I eat at the bar?": what the premises allow a visitor.
const PRESENCE = /^(?:can|may|could) (?:i|we|parents|carers|friends|my [\p{L}-]+) (?:watch|stay|wait|sit|attend|join|come|bring|observe|visit)\b|^(?:can|may|could) (?:i|we) \p{L}+ (?:in|at|inside) (?:the|your) (?:shop|store|bar|café|cafe|studio|salon|premises|venue)\b/iu;
const INTERROGATIVE = /^(?:how|what|what's|why|when|where|which|who|can|could|do|does|did|is|are|should|will|would|has|have)\b/i;

/** Labels like "Intensive 30" or "45-minute massage" are sizes of an offering, not subjects to write about; a fee or add-on is not one either. */
function topicWorthy(offering: Offering): boolean {
  const name = displayName(offering);
  // "Free restitching for life" is a promise that comes with the goods.
  // "Fully insured", "DBS checked", "Clean and tidy": what the business promises, not what it sells.
  const promise = /^free\b|\b(?:guarantee|warranty|for life|insured|accredited|certified|dbs|vetted|clean and tidy)\b/i.test(name);
  // "On orders over" is a line's opening words, not a thing sold: a name starts and ends on a content word.
  const clause = /^(?:on|for|in|at|with|from|over|under|by|to|of|and|or)\s|\s(?:on|for|in|at|with|from|over|under|by|to|of|and|or)$/i.test(name);
  // "Hack off & replaster one wall": a price list's line for a job, a verb and its particle, no name anyone searches.
  const job = /^\p{L}+\s+(?:off|up|out|down|back)\b/iu.test(name);
  return !clause && !job && !packaged.has(offering) && !tiers.has(offering) && !categories.has(offering) && !/^\d|\s\d+$/.test(name) && name.split(/\s+/).length <= 6 && !isAddOn(offering) && !promise;
}

/** Priced rows named by an offering plus extras, by that offering's own name; set per run by topicCandidates. */
const baseOf = new WeakMap<Offering, string>();

/**
 * "Brow lamination with tint & shape £48" on a price list, where the site heads a section "Brow
 * lamination": the row is that treatment with extras, and its subject is the treatment. A name
 * starting with another heading of the site before "with", "plus" or "+" is read as that heading.
 */
function noteBases(facts: SiteFacts) {
  const headings = new Map(facts.passages.filter((p) => p.heading).map((p) => [p.heading!.trim().toLowerCase(), p.heading!.trim()]));
  for (const offering of facts.offerings) {
    const base = /^(.+?)\s+(?:with|plus|\+)\s+\S/i.exec(offering.name)?.[1];
    const heading = base ? headings.get(base.toLowerCase()) : undefined;
    if (heading && heading.split(/\s+/).length <= 4 && !facts.offerings.some((o) => o !== offering && o.name.toLowerCase() === base!.toLowerCase())) baseOf.set(offering, heading);
  }
}

/** Goods a hire business lets out, by the name its customers search ("Single kayak" → "kayak hire"); set per run by topicCandidates. */
const hiredAs = new WeakMap<Offering, string>();

/**
 * On a page about hire or rental ("Kayak & canoe hire"), a thing priced there is searched with that
 * noun ("Canadian canoe hire"): the longest tail of its name the site writes with it, else its name.
 */
function noteHire(facts: SiteFacts) {
  for (const offering of facts.offerings) {
    const h1 = facts.passages.find((p) => p.url === offering.url && p.heading)?.heading ?? '';
    const verbNoun = /\b(hire|rentals?)\s*$/i.exec(h1)?.[1]?.toLowerCase().replace(/s$/, '');
    const words = offering.name.replace(/\s*\([^)]*\)\s*$/, '').split(/\s+/);
    if (!verbNoun || offering.kind === 'plan' || SERVICE_HEAD.test(words[words.length - 1]!)) continue;
    for (let start = 0; start < words.length; start++) {
      const said = sitePhrase(`${words.slice(start).join(' ')} ${verbNoun}`, facts);
      if (said) {
        hiredAs.set(offering, said.charAt(0).toUpperCase() + said.slice(1));
        break;
      }
    }
  }
}

// "Investment" is what wedding photographers and other creatives call their price page.
/** Two words joined ("Planting & Turfing", "Express Wash & Vac"): one thing or two, no verb can tell. */
const JOINED = /\s(?:and|&)\s/;

const PACKAGE_PAGE = /\b(?:packages?|bundles?|tiers?|options|collections|investment)\b/i;
/** A package word as the lemmatiser leaves it ("collection" of "Collections"). */
const PACKAGE_WORD = /^(?:package|bundle|tier|option|collection)$/;

/** A kind of visit, named by when or how long, not by what is done: "First appointment", "Follow-up", "Initial consultation". */
const VISIT = /^(?:(?:first|initial|new|new[- ]patient|follow[- ]?up|standard|long|short|review|return|further)\s+)*(?:appointments?|consultations?|visits?|assessments?|follow[- ]?ups?)$/i;

/** The business's own bundles ("Little Stars", "Mega Party"), by page; set per run by topicCandidates. */
const packaged = new WeakSet<Offering>();

/** Offerings that are one price of another offering on their page; set per run by topicCandidates. */
const tiers = new WeakSet<Offering>();

/** Labels joining the site's own offerings ("Tuning & Repairs" beside "Standard tuning" and "Repairs"); set per run by topicCandidates. */
const categories = new WeakSet<Offering>();

/**
 * A name joining two things the site sells on their own ("Tuning & Repairs", a page's title over
 * its standard tuning and its repairs) is a menu's category: priced by one of them, titled by both,
 * it makes no topic.
 */
function noteCategories(facts: SiteFacts) {
  const headOf = (label: string) => [...lemmaSet(label.replace(/\s*\(.*$/, '').split(/\s+/).at(-1) ?? '')][0];
  for (const o of facts.offerings) {
    const parts = o.name.split(/\s+(?:&|and)\s+/i);
    if (parts.length !== 2) continue;
    // Sold on their own: another offering's head, or a section of its page ("Repairs" under "Tuning & Repairs").
    const sections = facts.passages.filter((p) => p.url === o.url && p.heading && p.heading !== o.name).map((p) => headOf(p.heading!));
    const others = [...facts.offerings.filter((x) => x !== o).map((x) => headOf(x.name)), ...sections];
    if (parts.every((part) => others.includes(headOf(part)))) categories.add(o);
  }
}

/**
 * "Single lesson (1 hour): £45" and "Block of 10 lessons: £400" under "Private lessons", which the
 * site prices at £45 / £400 / £60 per hour: ways to buy that offering, its tiers, never topics of
 * their own beside it ("Single Lesson: £45 for 1 Hour" beside "What Private Lessons Cost: £45").
 * A tier is on the other's page, which has more prices, and each of its prices is one of the
 * other's, read from the tier's own line.
 */
function noteTiers(facts: SiteFacts) {
  const amounts = (o: Offering) => o.prices.map((p) => p.amount).filter((a): a is number => a !== null);
  for (const o of facts.offerings) {
    const mine = amounts(o);
    if (mine.length === 0 || o.kind === 'plan') continue;
    const name = displayName(o).toLowerCase();
    // Priced by the tier's own line: two services at one price ("Sports massage £60", "Pregnancy massage £60") are two.
    const byItsLine = (p: Offering) => mine.every((a) => p.prices.some((price) => price.amount === a && price.source.passage.toLowerCase().includes(name)));
    if (facts.offerings.some((p) => p !== o && p.url === o.url && p.kind !== 'plan' && amounts(p).length > mine.length && byItsLine(p))) tiers.add(o);
  }
}
const packagePages = new Map<SiteFacts, Map<string, Offering[]>>();

/**
 * Two or more priced offerings on one page named as the site's own proper names (written only
 * capitalised, never as a common noun) are its packages or tiers: nobody searches "Mega Party". The
 * subject is the category the page is about, and the packages are compared inside its article.
 */
function notePackages(facts: SiteFacts) {
  const byPage = new Map<string, Offering[]>();
  const text = facts.passages.map((p) => `${p.heading ?? ''} \n ${p.text}`).join(' \n ');
  const lower = text.toLowerCase();
  for (const o of facts.offerings) {
    if (o.kind === 'plan' || o.prices.length === 0 || isAddOn(o)) continue;
    const name = displayName(o);
    const h1 = facts.passages.find((p) => p.url === o.url && p.heading)?.heading ?? '';
    // A page headed "Party Packages", "Bundles", "Tiers": what it lists by name are the bundles.
    // The h1's own words name the category, not one package in it.
    if (!PACKAGE_PAGE.test(h1) || !/^\p{Lu}/u.test(name) || name.split(/\s+/).length > 3 || overlap(lemmaSet(name), lemmaSet(h1)) === 1) continue;
    // "Mega Party" is only ever written so; "Boiler repair", also written in a sentence, is a kind of work.
    if (lower.split(name.toLowerCase()).length !== text.split(name).length) continue;
    // A package heads its own card or stands under the page's h1; "Bridal bouquet" under "À la carte"
    // on the same page is sold on its own, with a cost question of its own.
    const onPage = facts.passages.filter((p) => p.url === o.url);
    const section = onPage.some((p) => p.heading?.toLowerCase() === name.toLowerCase())
      ? name
      : ((onPage.find((p) => p.text.startsWith(name)) ?? onPage.find((p) => p.text.includes(name)))?.heading ?? h1);
    if (section !== h1 && section.toLowerCase() !== name.toLowerCase() && !PACKAGE_PAGE.test(section)) continue;
    byPage.set(o.url, [...(byPage.get(o.url) ?? []), o]);
  }
  // "First appointment £68", "Follow-up £55" on a fees page: kinds of visit for the site's work,
  // priced as its variants. Nobody searches "follow-up"; they search what the work costs.
  for (const o of facts.offerings) {
    if (o.kind === 'plan' || o.prices.length === 0 || !VISIT.test(displayName(o).trim()) || byPage.get(o.url)?.includes(o)) continue;
    byPage.set(o.url, [...(byPage.get(o.url) ?? []), o]);
  }
  for (const [url, offerings] of byPage) {
    if (offerings.length < 2) byPage.delete(url);
    else offerings.forEach((o) => packaged.add(o));
  }
  packagePages.set(facts, byPage);
}

/**
 * The category a page of packages sells, as its h1 names it ("Party Packages"), asked what it
 * costs across the packages' range: "How Much Do Party Packages Cost? £145–£255".
 */
function fromPackages(facts: SiteFacts, out: Candidate[]) {
  for (const [url, offerings] of packagePages.get(facts) ?? []) {
    const h1 = facts.passages.find((p) => p.url === url && p.heading)?.heading?.trim();
    const own = h1 ? sitePhrase(h1.toLowerCase(), facts) : null;
    // A page headed only "Packages" (or "Collections & Pricing": a package word and page words) sells
    // the site's trade in packages: that is the category searched.
    const bare = own !== null && lemmaPhrase(own).split(/\s+/).every((w) => PACKAGE_PAGE.test(w) || PACKAGE_WORD.test(w) || PAGE_WORDS.has(w) || /^(?:&|and|our)$/.test(w));
    const trade = own && !bare && checkNounPhrase(own).ok ? null : (tradePhrases(facts)[0] ?? null);
    const phrase = trade ? trade.phrase : own;
    if (!phrase || !checkNounPhrase(phrase).ok) continue;
    const range = rangeOf(offerings);
    if (!range) continue;
    const name = titleCase(phrase);
    const title = isPlural(name) ? `How Much Do ${name} Cost? ${range}` : `${name} Prices: ${range}`;
    // Above any one offering's cost: the category is what the site sells.
    out.push({ plan: plan(title, phrase, 'cost', [...(trade ? [trade.source] : []), ...offerings.flatMap(offeringRefs)]), score: 6.5 });
  }
}

/** The span of the offerings' prices in one currency ("£60–£165"), or null with fewer than two. */
function rangeOf(offerings: Offering[]): string | null {
  // A price table with a column each for the price without and with VAT ("£85 | £102") gives every
  // good as many prices: the range runs down its first column, never from one column to the other.
  const counts = new Set(offerings.map((o) => o.prices.length));
  const columns = offerings.length > 1 && counts.size === 1 && [...counts][0]! >= 2;
  const amounts = offerings.flatMap((o) => (columns ? o.prices.slice(0, 1) : o.prices)).filter((p) => p.amount !== null && p.currency === offerings[0]!.prices[0]?.currency);
  if (amounts.length < 2) return null;
  const low = amounts.reduce((m, p) => (p.amount! < m.amount! ? p : m));
  const high = amounts.reduce((m, p) => (p.amount! > m.amount! ? p : m));
  // "£65.00" beside "£95": whole pounds are written alike, without pence.
  const said = (p: Price) => bare(p.text).replace(/(\d)\.00\b/g, '$1');
  if (low.amount === high.amount) return said(low);
  // "£12 per head" and "£28 per head": the unit once, after the range ("£12–£28 per head").
  const unit = (text: string) => text.replace(/^[^\d]*[\d.,]+/, '');
  const shared = unit(said(low)) !== '' && unit(said(low)) === unit(said(high)) ? unit(said(low)) : '';
  return shared ? `${said(low).slice(0, -shared.length)}–${said(high)}` : `${said(low)}–${said(high)}`;
}

/**
 * A shop's product names are its own ("Family Meat Box", "Fig & Cassis"); what a buyer searches is
 * the category they belong to, as the page listing them is headed ("Meat Boxes", "Soy candles") or
 * failing that the site's description names it with the products' shared head noun. One cost
 * question across their range: "How Much Does a Meat Box Cost? £60–£165". Goods that all end on
 * the category's head are each one of it (singular); otherwise the category is asked in its plural.
 */
/** Goods of one kind a shop must list for that kind to be its category beside others. */
const MIN_KIND = 3;

function fromShopCategory(facts: SiteFacts, out: Candidate[]) {
  if (facts.offerings.some((o) => o.kind === 'plan')) return;
  const all = facts.offerings.filter((o) => o.kind === 'product' && o.prices.some((p) => p.amount !== null) && !isAddOn(o));
  if (all.length < 2) return;
  // A shop of several kinds ("… jacket" three times beside a jumper and a cardigan) asks the cost of
  // the kind most of its goods are, three or more of them.
  const byHead = new Map<string | undefined, Offering[]>();
  for (const o of all) byHead.set(goodsHead(o), [...(byHead.get(goodsHead(o)) ?? []), o]);
  const [, most] = [...byHead.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  const goods = byHead.size > 1 && most.length >= MIN_KIND && most.length * 2 > all.length ? most : all;
  const shared = new Set(goods.map(goodsHead)).size === 1;
  const oneListing = goods.every((o) => o.source.url === goods[0]!.source.url);
  if (shared || oneListing) {
    const topic = categoryTopic(facts, goods);
    if (topic) out.push(topic);
    return;
  }
  // A catalogue of kinds on pages of their own ("Blinds": roller, Roman, Venetian; "Shutters":
  // café style, full height): each page's goods are the category its headline names.
  const byPage = new Map<string, Offering[]>();
  for (const o of all) byPage.set(o.source.url, [...(byPage.get(o.source.url) ?? []), o]);
  const pages = [...byPage.values()].filter((g) => g.length >= MIN_KIND).sort((a, b) => b.length - a.length);
  for (const group of pages.slice(0, MAX_CATEGORY_TOPICS)) {
    const topic = categoryTopic(facts, group, true);
    if (topic) out.push(topic);
  }
}

/** Category cost topics one catalogue gives, one per page listing a kind. */
const MAX_CATEGORY_TOPICS = 2;

/** "Curved stairlift, one bend": a good's head noun is its name's, before what narrows it. */
const goodsHead = (o: Offering) => lemmaPhrase(displayName(o).split(',')[0]!).split(' ').pop();

/**
 * The cost question of one category of goods, named as its listing page's headline, the
 * description or the home page's headline name it ("How Much Does a Made-to-Measure Blind Cost?
 * £95–£180"), across their range. Null where nothing names them.
 */
function categoryTopic(facts: SiteFacts, goods: readonly Offering[], byPage = false): Candidate | null {
  const brand = facts.business.name.toLowerCase();
  const heads = new Set(goods.map(goodsHead));
  const shared = heads.size === 1 ? [...heads][0]! : null;
  const listing = goods[0]!.source.url;
  const h1 = facts.passages.find((p) => p.url === listing && p.heading)?.heading?.trim() ?? '';
  // The home page's headline names the category too ("Made-to-measure blinds and shutters in Colchester").
  const home = facts.passages.find((p) => p.url === facts.business.source.url && p.heading)?.heading?.trim() ?? '';
  const homeUrl = facts.business.source.url;
  const sources: { text: string; source: SourceRef }[] = [
    { text: h1, source: { url: listing, passage: h1 } },
    ...(shared && facts.description ? [{ text: facts.description.text, source: facts.description.source }] : []),
    ...(shared ? [{ text: home, source: { url: homeUrl, passage: home } }] : []),
  ].filter((x) => x.text && !x.text.toLowerCase().includes(brand));
  // A chunk that is one of the goods' own names ("roller blinds") is that good, not their category.
  const goodsNames = new Set(goods.map((o) => lemmaPhrase(displayName(o).split(',')[0]!)));
  const named = (fits: (chunk: string) => boolean): { phrase: string; from: SourceRef } | null => {
    for (const { text: said, source } of sources) {
      const text = said.toLowerCase();
      // A listing headed "Stairlift prices" names its goods before the price word.
      const chunks = nounChunks(text).map((c) => c.replace(PRAISE, '').replace(/\s+(?:prices?|pricing|costs?|fees|rates|sizes)$/, ''));
      const chunk = chunks.find((c) => fits(c) && !goodsNames.has(lemmaPhrase(c)));
      // "grass-fed beef and lamb meat boxes": the head with the one word before it is the category.
      // A heading that is the category ("Soy candles") is taken whole.
      const words = chunk?.split(' ') ?? [];
      const candidate = chunk === text.trim() ? chunk : words.slice(-2).join(' ');
      const phrase = candidate && checkNounPhrase(candidate).ok ? sitePhrase(candidate, facts) : null;
      if (phrase) return { phrase, from: source };
    }
    return null;
  };
  // One page of a catalogue of kinds is named by its headline only by the head of some of its goods
  // ("Blinds" over roller, Roman and Venetian blinds; never "Cakes" over sugarpaste and tools); the one
  // page listing goods with names of their own ("Fig & Cassis") is named by its headline whatever it says.
  const byHead = named((c) => (isPlural(c) || (shared !== null && c.split(' ').length === 1)) && (shared ? lemmaPhrase(c).endsWith(shared) : !byPage || heads.has(lemmaPhrase(c).split(' ').pop())));
  const range = rangeOf([...goods]);
  if (!byHead || !range) return null;
  const { phrase, from } = byHead;
  const title = shared ? `How Much Does ${titleCase(withArticle(singular(phrase)))} Cost? ${range}` : `How Much Do ${titleCase(phrase)} Cost? ${range}`;
  // Grounded on the goods and on the words naming their category.
  const grounding = [...goods.flatMap(offeringRefs), ...(!goods.some((o) => o.source.passage === from.passage) ? [from] : [])];
  return { plan: plan(title, shared ? singular(phrase) : phrase, 'cost', grounding), score: 6.5 };
}

function displayName(offering: Offering): string {
  const hired = hiredAs.get(offering) ?? baseOf.get(offering);
  if (hired) return hired;
  // "🎈 Balloon Modelling": an icon before a card's title is decoration, not part of its name.
  let name = offering.name.replace(/\s+[–—-]\s+.*$/, '').replace(/^[^\p{L}\p{N}]+/u, '').trim();
  const acronym = /\(([A-Z]{2,6}s?)\)\s*$/.exec(name)?.[1];
  if (acronym && name.split(' ').length > 3) return acronym.replace(/s$/, '');
  // "Dog spey, under 10 kg", "Microchip, implanted and registered": the qualifier after the comma is a size or a detail.
  name = name
    // "Progressive (no-line bifocal) lenses": an aside in brackets, anywhere, is not part of the name.
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/,\s*(?:(?:under|over|up to|from|between|with|without|including|incl\.?|per|for|in|on|at|by)\b|\d|\p{L}+ed\b).*$/u, '')
    .trim();
  // "Consent divorce, Circuit Court": a proper name after the comma says where, the work is before it.
  return /,\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)*$/u.test(name) ? spokenName(name) : name;
}

/** "bike", "sessions", "kitten": a thing counted, which alone names no search; "physiotherapy" does. */
function countable(word: string): boolean {
  return !MASS_PRACTICE.test(word.split(/\s+/).at(-1)!) && (isPlural(word) || needsArticle(word));
}

/** Disciplines practised, never counted: "pregnancy yoga", "reformer pilates", "reflexology". */
const MASS_PRACTICE = /^(?:yoga|pilates|reiki|acupuncture|karate|judo|taekwondo|aikido|jiu-jitsu|zumba|qigong|barre|crossfit|\p{L}+ology)$/iu;

const COUNTABLE_ING = /^(?:ceiling|building|wedding|ring|string|railing|awning|earring|sibling|pudding|dumpling|wing|swing|sling|thing|offering|duckling|seedling)$/;
const COUNTABLE_AGE = /^(?:cottage|village|package|message|passage|voyage|image|page|cage|stage|garage|sausage|carriage|bandage)$/;

/** A name up to its first preposition, where its head is: "Refresher lesson" of "Refresher lesson for licence holders". */
function beforePreposition(name: string): string {
  return name.split(/\s+(?:from|for|with|of|on|by|to|in)\s+/i)[0]!;
}

/** Mass and process nouns ("bookkeeping", "rewiring", "physiotherapy") take no article; "socket" does. */
function needsArticle(phrase: string): boolean {
  // "Refresher lesson for licence holders" is one lesson, for several holders.
  const words = beforePreposition(phrase).split(/\s+/);
  const last = words[words.length - 1]!.toLowerCase();
  if (MASS_PRACTICE.test(last) || (/s$/.test(last) && !/(?:ss|sis|us|plus)$/.test(last))) return false;
  // "-age" and "-ing" make mass nouns ("storage", "plastering"), but a cottage, a ceiling or a wedding is one thing.
  if (COUNTABLE_AGE.test(last) || COUNTABLE_ING.test(last)) return true;
  if (/(?:ing|tion|sion|ment|ance|ence|age|ery|ry|apy|phy|ics|ism|ness|ity|cy|work|ware|care|wear|food|tea|coffee|water|advice|help|support|insurance|software|hosting|training|storage|hire|catering|pv|plus|repair|maintenance|control|removal|treatment|therapy|rehab|physio)$/.test(last)) {
    return false;
  }
  return true;
}

/** One occasion of work a customer books and sits through: "What happens during an eye test?" asks about it. */
const OCCASION = /^(?:session|lesson|class|appointment|test|exam|examination|consultation|inspection|assessment|visit|survey|check|check-up|checkup|tour|course|workshop|fitting|installation|treatment|massage|facial|procedure|surgery|scan|audit|viewing|trial)$/i;

/** A page the offering heads: its first heading is the offering's name, and it is not the home page. */
function ownPage(offering: Offering, facts: SiteFacts): boolean {
  if (offering.url === facts.business.source.url) return false;
  // "Monstera Deliciosa – 17cm pot" over its listing: the name before the dash, as `displayName` reads it.
  const heading = (facts.passages.find((p) => p.url === offering.url && p.heading)?.heading ?? '').replace(/\s+[–—-]\s+.*$/, '');
  return sameName(heading, displayName(offering));
}

function sameName(a: string, b: string): boolean {
  const x = lemmaSet(a);
  const y = lemmaSet(b);
  return x.size > 0 && overlap(x, y) >= 0.8 && overlap(y, x) >= 0.8 && Math.abs(x.size - y.size) <= 1;
}

/** The offering's own description and specs, lower case: what the site says about this one thing. */
function ownWords(offering: Offering): string {
  return [offering.description ?? '', ...offering.specs.map((s) => s.text)].join(' ').toLowerCase();
}

/**
 * "During" takes one occasion of the work: "a Brewery Tour", "a New Boiler Installation"; an
 * activity named by its field or its -ing ("Physiotherapy", "Gutter Cleaning") stays bare.
 */
export function anOccasion(name: string, facts: SiteFacts): string {
  const one = singular(name);
  if (/(?:ing|apy|ics|ry|care|work|hire|control|rehab|physio|maintenance|support|advice|storage|catering)$/i.test(one) || JOINED.test(one) || isProperName(one, facts)) return withArticle(one, facts);
  const vowel = /^[aeiou]/i.test(one) && !/^(?:uni|use|eu|one)/i.test(one);
  return `${vowel ? 'an' : 'a'} ${one}`;
}

/**
 * A name the site writes capitalised mid-sentence and never in lower case ("Pass Plus", "Gyokuro
 * Yame") takes no article; "Tea Tasting Box" in a card title is a common noun ("the tea tasting box").
 */
function isProperName(name: string, facts: SiteFacts): boolean {
  const words = name.split(/\s+/);
  // "Tea Tasting Box": its head is a common noun the site also writes in lower case.
  const head = words[words.length - 1]!.toLowerCase();
  if (words.length > 1 && new RegExp(`(?:^|[^\\p{L}])${head.replace(/[^\p{L}\p{N}]/gu, '')}(?:[^\\p{L}]|$)`, 'u').test(facts.passages.map((p) => p.text).join(' ').replace(/\b\p{Lu}\p{Ll}*/gu, ' '))) {
    return false;
  }
  // "EICR" is an acronym of a common noun: "an EICR".
  if (/^[A-Z]{2,}s?$/.test(words[0]!) && words.length <= 2) return false;
  if (!words.every((w) => /^[\p{Lu}\d]/u.test(w) || /^(?:&|and|of|with|de|la)$/.test(w))) return false;
  // Headings are the site's words too: "Hair salon in Totnes" writes "salon" as a common noun.
  const text = facts.passages.map((p) => `${p.heading ?? ''} \n ${p.text}`).join(' \n ');
  const lower = name.toLowerCase();
  if (text.toLowerCase().split(lower).length - 1 > text.split(name).length - 1) return false;
  return text.includes(name) || words.some((w) => !new RegExp(`\\b${w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')}\\b`, 'u').test(text));
}

/**
 * "consultation", "package": nouns of these endings are often mass nouns, but the site counts
 * this one ("a standard consultation", "consultations"), so it takes an article.
 */
function countedOnSite(phrase: string, facts: SiteFacts): boolean {
  const head = phrase.split(/\s+/).pop()!.toLowerCase();
  if (!/(?:tion|sion|ment|ance|ence|age|ery)$/.test(head)) return false;
  const text = facts.passages.map((p) => p.text).join(' ').toLowerCase();
  // "a brewery", "the brewery", "breweries": -ery names a place (one of many) as often as a craft ("joinery").
  const place = head.endsWith('ery');
  const plural = place ? `${head.slice(0, -1)}ies` : `${head}s`;
  return new RegExp(`\\b(?:a|an|one${place ? '|the' : ''})\\s+(?:[\\p{L}-]+\\s+)?${head}\\b|\\b${plural}\\b`, 'u').test(text);
}

export function withArticle(phrase: string, facts?: SiteFacts, definite = false): string {
  if (/^(?:the|a|an)\s/i.test(phrase) || (facts && isProperName(phrase, facts))) return phrase;
  if (!needsArticle(phrase) && !(definite && facts) && !(facts && countedOnSite(phrase, facts))) return phrase;
  if (definite) return `the ${phrase}`;
  const first = phrase.split(/\s+/)[0]!;
  const vowelSound = /^[A-Z]{2,}/.test(first) ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(first) && !/^(?:uni|use|eu|one)/i.test(first);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

/**
 * The price as the site frames it for an offering, shortened for a title: its headline price
 * ("from £450", a range "£450–£600 per kWh" whole), or for an offering priced by tiers (sizes,
 * durations) the range its tiers span ("£18–£35"), never one tier's price as if it were the price.
 */
/**
 * The tiers of one unit: "from £65 per m²" beside "from £280" and "£4,500 to £6,000" is priced by
 * another measure, and a range across them ("£65 per m²–£4,500 to £6,000") says nothing. The unit
 * most of them share, whole prices before a tie.
 */
function oneUnit(prices: readonly Price[]): Price[] {
  // Read from the price's words: the stored unit of "from £65 per m²" is its "from".
  const unitOf = (p: Price) => {
    const m = /\b(?:per|an?|each)\s+([\p{L}²³]+)|\/\s*([\p{L}²³]+)/u.exec(p.text);
    return (m?.[1] ?? m?.[2] ?? '').toLowerCase();
  };
  const units = new Map<string, Price[]>();
  for (const p of prices) units.set(unitOf(p), [...(units.get(unitOf(p)) ?? []), p]);
  const [best] = [...units.entries()].sort((a, b) => b[1].length - a[1].length || (a[0] === '' ? -1 : b[0] === '' ? 1 : 0));
  return best?.[1] ?? [];
}

export function priceShort(offering: Offering): string | null {
  // Its own "From £35" and its tiers' £42–£60 are one range when the site prices it by tiers, or
  // names its tiers in one label ("Invisalign Lite / Comprehensive", "£2,400 / £3,800").
  const tiered = offering.prices.some((p) => p.variant !== undefined) || (/\s\/\s/.test(offering.name) && offering.prices.length >= 2);
  const tiers = tiered ? oneUnit(offering.prices.filter((p) => p.amount !== null && p.currency === offering.prices[0]!.currency)) : [];
  const low = tiers.reduce<Price | null>((m, p) => (m === null || p.amount! < m.amount! ? p : m), null);
  const high = tiers.reduce<Price | null>((m, p) => (m === null || p.amount! > m.amount! ? p : m), null);
  // "£35–£40 an hour": a unit the two ends share is said once, after the range.
  const lowText = low ? bare(low.text) : '';
  const lowAmount = /^\D*[\d.,]*\d(?:\s?€)?/.exec(lowText)?.[0] ?? lowText;
  const shared = high && lowText.slice(lowAmount.length).trim() !== '' && bare(high.text).endsWith(lowText.slice(lowAmount.length));
  // Tiers priced as ranges ("£450–£650", "£1,500–£2,400") span from the first's start to the last's end.
  const highText = high ? bare(high.text).replace(/(\d)\s+to\s+(?=\D*\d)/u, '$1–').replace(/^[^–]*\d\s?–\s?(?=\D*\d)/u, '') : '';
  const startOf = (text: string) => text.replace(/\s?–.*$/u, '');
  // "From $95" to "from $125": the dearest tier has no top, so neither has the range.
  const open = high !== null && /^from\b/i.test(high.text.trim());
  const range = low && high && low.amount !== high.amount ? (open ? `From ${startOf(lowText).replace(/^from\s+/i, '')}` : `${shared ? lowAmount : startOf(lowText)}–${highText}`) : null;
  const text = range ?? (offering.prices.find((p) => p.amount !== null) ?? offering.prices[0])?.text ?? lowestPrice(offering);
  if (!text) return null;
  // "NZD 74–NZD 199" from a shop's structured data reads "$74–$199", as its own pages write it.
  return moneySigns(text)
    // "between £90 and £180" as a title writes any range: "£90–£180".
    .replace(/(\d)\s+and\s+(?=\D{0,4}\d)/u, '$1–')
    .replace(/(\d)\.00\b/g, '$1')
    .replace(/\s*\/\s*(?:mo|month)\b/i, ' a month')
    .replace(/\s*\/\s*(?:yr|year)\b/i, ' a year')
    // "£30/person", "£45pp", "£25/hr": a unit token is written out in a title ("£30 per person").
    .replace(/\s*(?:\/\s*|\bper\s+)(?:pp|person|head)\b|(?<=\d)\s?pp\b/i, ' per person')
    .replace(/\s*\/\s*(?:hr|hour)\b/i, ' per hour')
    .replace(/\s*\/\s*([a-z]+)\b/i, ' per $1')
    .replace(/\bper (month|year|item|session|visit|day|week|night|user|seat|hour)\b/i, (_, unit: string) => `${/^(?:[aeio]|hour)/i.test(unit) ? 'an' : 'a'} ${unit}`);
}

/**
 * A cost title from what the site states beside the price: two variants it names with their own
 * prices ("Combi Swap: Worcester £2,295, Vaillant £2,450"), else a length or size it sells
 * ("Sports Massage: £55 for 60 Minutes"). Null when the site says neither.
 */
function priceSaid(offering: Offering, name: string, amount: string): string | null {
  // A label of words ("Worcester", "Half day") says something to a searcher; a code ("Levels 1–3", "Band B") only inside its table.
  const named = offering.prices.filter((p) => p.variant !== undefined && p.amount !== null && /^\p{L}{2,}(?:[\s-]\p{L}{2,}){0,3}$/u.test(p.variant.split(' | ')[0]!.trim()));
  const [low, high] = [...named].sort((a, b) => a.amount! - b.amount!).filter((_, i, all) => i === 0 || i === all.length - 1);
  const label = (p: Price) => titleCase(p.variant!.split(' | ')[0]!.replace(/[,:;]$/, ''));
  // Two prices under one label ("Agreed terms" €1,950 and €2,398.50, before and after VAT) name no two variants.
  // Kinds priced "from" ("Plated … from £58", "Sharing feast from £52") name where each starts, never
  // what it costs: a title's bare "£58" would state a price the site does not.
  const open = (p: Price) => /^(?:from|starting at|starts at)\b/i.test(p.text.trim());
  if (low && high && low.amount !== high.amount && named.length <= 4 && label(low) !== label(high) && !(open(low) && open(high))) {
    return `${name}: ${label(low)} ${bare(priceShort({ ...offering, prices: [low] }) ?? low.text)}, ${label(high)} ${bare(priceShort({ ...offering, prices: [high] }) ?? high.text)}`;
  }
  // The length or size the price buys, as the name's brackets or a spec state it ("(10 hours)", "45 min · $120").
  const SIZE = /(?:^|\(\s*)(\d[\d.,]*(?:\s?[–-]\s?\d[\d.,]*)?\s?(?:-\s?)?(?:min(?:ute)?s?|hours?|hrs?|days?|nights?|weeks?|sessions?|visits?|lessons?|classes|kg|g|ml|people|guests|players))\b/i;
  // A price-list row keeps the brackets its offering's name was read without ("Sports massage (45 min) | £48").
  const row = offering.source.passage.toLowerCase().startsWith(offering.name.toLowerCase()) ? (/^[^|]*?\(([^)]+)\)/.exec(offering.source.passage.slice(offering.name.length))?.[1] ?? '') : '';
  const size = [/\(([^)]+)\)\s*$/.exec(offering.name)?.[1] ?? '', row, ...offering.specs.map((s) => s.text.trim())].map((t) => SIZE.exec(t)?.[1]).find((t) => t !== undefined);
  if (size) return `${name}: ${amount} for ${size.replace(/\bmins?\b/i, 'minutes').replace(/\bhrs?\b/i, 'hours').replace(/^(1\s?\p{L}+?)s$/u, '$1')}`;
  // A price per unit the site states ("£85 per m²", "£14 per person"): the unit is the site's word.
  const unit = /^(.*?\d)\s+(?:per|an?)\s+([\p{L}\d²³-]+(?:\s[\p{L}\d²³-]+)?)$/u.exec(amount);
  // A range the tiers span says its unit once, after it ("£35–£40 an Hour"), as its own title does.
  if (unit && !/^(?:month|year)$/i.test(unit[2]!) && !offering.prices.some((p) => p.variant !== undefined)) return `${name} per ${unit[2]}: ${/^from\b/i.test(priceShort(offering) ?? '') ? 'From ' : ''}${unit[1]}`;
  return null;
}

/** "£150" from "from £150": the amount alone, for "Is £150 …?". */
function bare(price: string): string {
  return price.replace(/^(?:from|starting at|starts at)\s+/i, '');
}

function isPlural(name: string): boolean {
  // "Invoice from timesheets" is one invoice.
  name = beforePreposition(name);
  // "Salon & Barber Booking Software": a mass noun is one thing, whatever modifies it.
  if (/\b(?:software|equipment|furniture|insurance)$/i.test(name)) return false;
  // "Private hire & catering" joins two things; "Fleet & workplace EV charging" joins two modifiers of one.
  const joined = /^(.+?)\s(?:and|&)\s(.+)$/.exec(name);
  if (joined && !(joined[1]!.split(/\s+/).length === 1 && joined[2]!.split(/\s+/).length >= 2)) return true;
  const last = name.split(/\s+/).pop()!.toLowerCase();
  return /s$/.test(last) && !/(?:ss|sis|us|ics|plus)$/.test(last);
}

/** Words of a sentence saying what something includes. */
const COVERS_CUE = /\b(?:includ(?:es|ing|ed)|comes? with|covers?|with|plus|and a)\b/i;

/**
 * What an offering's own description says it covers, as short noun phrases ("gears", "brakes",
 * "chain cleaning"): site words that make a title this site's rather than a template's.
 */
function coverNouns(offering: Offering, facts: SiteFacts, max = 3): string[] {
  const own = lemmaSet(offering.name);
  const others = facts.offerings.filter((o) => o !== offering).map((o) => lemmaSet(o.name));
  // What the price covers is what the site says it includes: a card's own lines, or a sentence of
  // its description saying so. Nouns of any sentence ("mail carrier", "leash reactivity" from what
  // private sessions help with) made a keyword salad of the title.
  const including = (offering.description ?? '').split(/(?<=[.!?])\s+/).filter((sentence) => COVERS_CUE.test(sentence));
  const text = [...including, ...offering.specs.map((s) => s.text)].join('. ');
  const out: string[] = [];
  for (const chunk of nounChunks(text)) {
    const phrase = chunk.replace(/^(?:your|our|the|a|an|every|each|all|any|new|full|free)\s+/i, '');
    const words = phrase.split(' ');
    // Two-word common nouns ("chain cleaning", "brake check") say what is covered; names and stray single words do not.
    if (words.length !== 2 || /\d|\p{Lu}/u.test(phrase) || !checkNounPhrase(phrase).ok) continue;
    // A compound of two nouns ("earth rod", "chain cleaning"), not an adjective's opinion ("major makers").
    if (tag(phrase).flat()[0]?.pos !== 'NOUN') continue;
    // "detached house" in "£80 for a detached house" is a size the price depends on, not what it covers.
    if (isVariantLabel(phrase)) continue;
    const lemmas = lemmaSet(phrase);
    if ([...lemmas].some((w) => own.has(w)) || others.some((o) => [...lemmas].some((w) => o.has(w))) || out.includes(phrase)) continue;
    out.push(phrase);
    if (out.length >= max) break;
  }
  return out;
}

function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A stable small number per text, so the choice of wording varies across sites but not across runs. */
function pick(text: string, n: number): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % n;
}

function plan(title: string, keyphrase: string, intent: TopicIntent, grounding: SourceRef[]): TopicPlan {
  return { title: finishTitle(title), keyphrase: clean(keyphrase), intent, grounding: dedupeRefs(grounding), updateOf: null, engine: 'offline' };
}

function dedupeRefs(refs: SourceRef[]): SourceRef[] {
  const seen = new Set<string>();
  return refs.filter((r) => {
    const key = `${r.url} ${r.passage}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function finishTitle(title: string): string {
  const tidy = clean(title).replace(/\s+([?,:])/g, '$1').replace(/\?+/g, '?');
  return titleCase(tidy);
}

function offeringRefs(offering: Offering): SourceRef[] {
  return [offering.source, ...offering.prices.slice(0, 1).map((p) => p.source)];
}

/**
 * All runs of a chunk, each with the tag of its last word: "tap water matter" → "tap water matter",
 * "tap water" (NOUN), …; "the driving test" → "driving test", "driving" (ADJ), "test".
 */
function spans(chunk: string): { text: string; lastTag: string }[] {
  const words = chunk.split(/\s+/);
  const tagged = tag(chunk).flat().map((t) => t.pos);
  // Hyphens and apostrophes split into several tokens; then no word's tag can be trusted to line up.
  const tags = tagged.length === words.length ? tagged : words.map(() => 'NOUN');
  const out: { text: string; lastTag: string }[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = words.length; end > start; end--) out.push({ text: words.slice(start, end).join(' '), lastTag: tags[end - 1] ?? 'NOUN' });
  }
  return out;
}

/**
 * The noun phrase of a question that the site itself uses elsewhere (in the answer or its other
 * passages): "Why does my RCD keep tripping?" → "RCD"; "Does tap water matter?" → "tap water".
 */
function questionKeyphrase(question: string, answer: string | null, facts: SiteFacts): string | null {
  const elsewhere = `${answer ?? ''} ${facts.offerings.map((o) => o.name).join(' . ')} ${facts.passages.map((p) => p.text).join(' ')}`.toLowerCase();
  const acronyms = new Map((question.match(/\b[A-Z]{2,}[a-z]?s?\b/g) ?? []).map((a) => [a.toLowerCase(), a]));
  // Title Case misleads the tagger ("Taste" as a noun); the question is chunked in lower case, and
  // without a closing verb the tagger took for a noun ("my kid pack").
  const chunks = nounChunks((verbEnds(question) ? question.replace(/\s*\S+\?$/, '') : question.replace(/\?$/, '')).toLowerCase()).map((c) => c.replace(/^(?:my|your|our|a|an|the)\s+/i, ''));
  const offeringWords = lemmaSet(facts.offerings.map((o) => o.name).join(' . '));
  // A keyphrase is a noun phrase: never one that takes in the question's verb ("What should my child bring?" is not "child bring").
  // A "verb" right before a noun modifies it ("are escape rooms scary?"): only one with no noun after it is the question's verb.
  const questionTokens = tag(question.replace(/\?$/, '').toLowerCase()).flat();
  const verbs = new Set(questionTokens.filter((t, i) => t.pos === 'VERB' && questionTokens[i + 1]?.pos !== 'NOUN' && !(t.normal !== t.lemma && /(?:ing|ed)$/.test(t.normal))).map((t) => t.normal));
  const hidden = hiddenVerb(questionTokens);
  if (hidden) verbs.add(hidden);
  let best: { c: string; score: number } | null = null;
  // "That's 'frosting'": the answer's own name for what the question describes is what its readers search.
  const effect = effectNamed(answer ?? '');
  const namedEffect = effect && checkNounPhrase(effect).ok ? sitePhrase(effect, facts) : null;
  if (namedEffect) best = { c: namedEffect.toLowerCase(), score: 10 };
  // "What's the difference between yoga and pilates?" is about the pair, as the site writes it together.
  const pair = /\bbetween (?:an? |the )?([\p{L}' -]+?) and (?:an? |the )?([\p{L}' -]+?)\??$/iu.exec(question);
  const together = pair ? sitePhrase(`${pair[1]} and ${pair[2]}`.toLowerCase(), facts) : null;
  if (together && !pair![1]!.includes(' and ')) best = { c: together.toLowerCase(), score: together.split(' ').length + 3 };
  // "When should I desex my kitten?" is about desexing: the question's verb, as the site's noun for
  // that work, and only in a form the site writes ("windows be cleaned" is not "windows cleaning").
  const actions = actionNouns(question)
    .map((a) => sitePhrase(a, facts))
    .filter((a): a is string => a !== null);
  // "When is the best age to neuter?" asks about neutering, not about age.
  const closing = closingInfinitive(question);
  for (const a of actions) {
    const score = a.split(' ').length + 1.5 + ([...lemmaSet(a)].some((w) => offeringWords.has(w)) ? 1.5 : 0) + (closing && a.toLowerCase() === closing ? 2 : 0);
    if (!best || score > best.score) best = { c: a, score };
  }
  // An offering the question names whole ("a new patient examination") is its subject, modifiers and all.
  const asked = ` ${question.toLowerCase().replace(/[?.,]/g, ' ')} `;
  // "Can I have a lash lift if …": the tagger's verb inside an offering's name is still the name.
  const named = new Set<string>();
  for (const o of facts.offerings) {
    const name = displayName(o).toLowerCase();
    // One word only where it is plural, a thing sold under that name ("How long do shutters take?",
    // where the tagger reads "shutters" as a verb); a lone "Tuning" is too common a word.
    if ((!name.includes(' ') && !(isPlural(name) && o.prices.length > 0)) || !asked.includes(` ${name} `)) continue;
    const score = name.split(' ').length + 3;
    if (!best || score > best.score) best = { c: name, score };
    named.add(name);
  }
  chunks.forEach((chunk, i) => {
    for (const { text: c, lastTag } of spans(chunk)) {
      const category = facts.category?.text.toLowerCase() ?? '';
      // "belt size", "ring size": the size of a thing the site sells is what its buyers ask, though a "Sizes" heading is a page's label.
      const sizeOf = /^\S+ (?:size|sizing|fit)$/.test(c) && offeringWords.has([...lemmaSet(c.split(' ')[0]!)][0] ?? '');
      // A lone word the tagger reads as a verb alone is a noun where the question uses it as one ("my skip");
      // a countable one still names a search only by the site's longer phrase for it (below).
      // Not where the question ends on its verb ("How long does a fit last?"): its subject is then the page's offering.
      const nounHere = !c.includes(' ') && countable(c) && !verbEnds(question) && questionTokens.some((t) => t.normal === c && t.pos === 'NOUN');
      if (!(checkNounPhrase(c).ok || sizeOf || nounHere || acronyms.has(c) || (category !== '' && c === category))) continue;
      if (c.split(' ').some((w) => verbs.has(w))) continue;
      // Only a phrase the site writes, as it writes it.
      if (sitePhrase(c, facts) === null) continue;
      const pattern = new RegExp(`\\b${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g');
      const count = elsewhere.match(pattern)?.length ?? 0;
      const words = c.split(' ');
      const sold = [...lemmaSet(c)].some((w) => offeringWords.has(w)) ? 1.5 : 0;
      // The phrase the site repeats most, longer phrases first: "green tea" over "tea".
      // "driving" in "the driving test" only modifies the subject; a lone countable noun ("bike", "kitten") names no search.
      const modifierOnly = lastTag !== 'NOUN' && lastTag !== 'PROPN' && !acronyms.has(c) && !nounHere ? 2 : 0;
      // The trade itself ("dentist" on a dentist's site) is what its customers search.
      const generic = words.length === 1 && !acronyms.has(c) && countable(c) && c !== category ? 2 : 0;
      const score = words.length + (count > 0 ? Math.min(2, Math.log2(1 + count)) : 0.5) + sold - i * 0.1 - modifierOnly - generic;
      if (!best || score > best.score) best = { c, score };
    }
  });
  let found = (best as { c: string; score: number } | null)?.c;
  // A phrase a heading of the site names is the thing's name, though the tagger read its last word as the question's verb ("permit").
  let headingName = false;
  // "…have my furnace and AC serviced?": a question about two things joined is about both, as the site writes them together.
  const joined = found && !found.includes(' ') ? new RegExp(`\\b(?:my |your |the |a |an )?([\\p{L}-]+) and (?:my |your |the |a |an )?([\\p{L}-]+)\\b`, 'iu').exec(question) : null;
  if (joined && [joined[1], joined[2]].some((w) => w!.toLowerCase() === found)) found = sitePhrase(`${joined[1]} and ${joined[2]}`.toLowerCase(), facts)?.toLowerCase() ?? found;
  // A lone countable noun becomes the site's own longer phrase for it ("wallet" → "leather wallet"), or nothing.
  // A lone noun that is the whole name of something the site sells ("Shutters") names it already.
  const sold = (phrase: string) => facts.offerings.some((o) => displayName(o).toLowerCase() === phrase);
  // Only a phrase the answer itself uses: "red eyes" from the clinic's urgent page says nothing of "Will my eyes be dilated?".
  if (found && !found.includes(' ') && !acronyms.has(found) && countable(found) && found !== facts.category?.text.toLowerCase() && !sold(found)) {
    // A heading of the site names the phrase ("Skip Permits in Bristol"): it is what the site calls the thing.
    // Never a question heading, the question itself among them ("How long does a fit last?").
    const aHeading = (phrase: string) => facts.passages.some((p) => p.heading !== null && !p.heading.trim().endsWith('?') && saidInAnyNumber(p.heading, phrase));
    // "a skip permit": the noun with the word after it, as a heading of the site says it.
    const next = new RegExp(`\\b${found.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(\\p{L}+)`, 'u').exec(question.toLowerCase())?.[1];
    // "…my dog gets sick while boarding?": the work the question ends on, as the site heads it ("Dog boarding").
    const work = [...question.toLowerCase().matchAll(/\b(\p{L}+ing)\b/gu)].map((m) => m[1]!).find((w) => aHeading(`${found} ${w}`));
    const joinedWith = next && next !== hidden && aHeading(`${found} ${next}`) ? next : work;
    const compound = joinedWith ? sitePhrase(`${found} ${joinedWith}`, facts) : null;
    const modified = compound ?? siteModifiedNoun(found, facts);
    const headed = modified !== null && aHeading(modified);
    // The trade's own noun in the business's name ("the skip" of "Brunel Skip Hire Ltd") is the trade, as the name says it.
    const takesModified = modified !== null && (answer === null || saidInAnyNumber(answer, modified) || headed);
    found = takesModified ? modified : (tradeOfName(found, facts) ?? undefined);
    headingName = found === compound;
  }
  const said = found ? sitePhrase(found.split(' ').map((w) => acronyms.get(w) ?? w).join(' '), facts) : null;
  return said && (named.has(found!) || headingName || !said.toLowerCase().split(' ').some((w) => verbs.has(w))) ? said : null;
}

/**
 * "Why does the top look bumpy…?", "Why does my candle smell weak?": after "do" the tagger may read
 * the main verb as the subject's last noun when an adjective, an adverb or a preposition follows
 * it: where that noun can be a bare verb, it is the question's verb.
 */
function hiddenVerb(tokens: readonly Token[]): string | null {
  const aux = tokens.findIndex((t, i) => i <= 2 && /^(?:do|does|did|can|could|will|would|should|may|might|must)$/.test(t.normal));
  if (aux < 0) return null;
  let end = aux + 1;
  const skip = (pos: RegExp) => {
    while (end < tokens.length && pos.test(tokens[end]!.pos)) end++;
  };
  skip(/^(?:DET|PRON)$/);
  const start = end;
  skip(/^(?:ADJ|NUM)$/);
  const nouns = end;
  skip(/^(?:NOUN|PROPN)$/);
  const last = tokens[end - 1];
  // "Can my dogs share a kennel?": after a modal, or before an object, only a noun after a noun is
  // read as the verb ("How long will a new fence last?" keeps "fence").
  const modal = !/^(?:do|does|did)$/.test(tokens[aux]!.normal);
  if (!last || end >= tokens.length || end - (modal ? nouns : start) < 2 || last.pos !== 'NOUN' || !(modal ? /^(?:ADP|DET)$/ : /^(?:ADJ|ADV|ADP|DET)$/).test(tokens[end]!.pos)) return null;
  // Only a word that can be a bare verb: "do the meals last" keeps "meals" a noun.
  const bare = !/[^s]s$/.test(last.normal) && tag(`they ${last.normal}`).flat()[1]?.pos === 'VERB';
  return bare ? last.normal : null;
}

/**
 * "What should my kid pack?": in a question opened by a wh-word, the auxiliary ("should", "does")
 * needs a main verb after its subject; where the tagger reads none there, the last word is that verb,
 * never the end of a noun phrase.
 */
function verbEnds(question: string): boolean {
  const tokens = tag(question.replace(/\?$/, '').toLowerCase()).flat();
  if (!/^(?:what|which|how|why|when|where|who)$/.test(tokens[0]?.normal ?? '')) return false;
  const aux = tokens.findIndex((t, i) => i <= 2 && /^(?:do|does|did|should|can|could|will|would|must|may|might|shall)$/.test(t.normal));
  // "should I have an eye exam": "have" with an object is the main verb, though tagged an auxiliary.
  const mainVerb = (t: Token, i: number, rest: Token[]) => t.pos === 'VERB' || (t.lemma === 'have' && /^(?:DET|ADJ|NOUN|NUM)$/.test(rest[i + 1]?.pos ?? ''));
  return aux > 0 && tokens.length - aux >= 3 && !tokens.slice(aux + 1).some(mainVerb);
}

/**
 * "servicing", "bike servicing" from "service my bike"; "mower stalling" from "why does my mower
 * keep stalling": the work or the symptom a question asks about, as nouns.
 */
function actionNouns(question: string): string[] {
  const tokens = tag(question.replace(/\?$/, '').toLowerCase()).flat();
  const closing = closingInfinitive(question);
  const out: string[] = [];
  tokens.forEach((t, i) => {
    // "should my dog be groomed": the tagger reads a closing participle as an adjective.
    if (t.pos === 'ADJ' && i === tokens.length - 1 && tokens[i - 1]?.lemma === 'be' && /[^e]ed$/.test(t.normal)) {
      const subject = tokens.slice(0, i).reverse().find((x) => x.pos === 'NOUN' || x.pos === 'PROPN');
      if (subject) out.push(`${subject.lemma} ${t.normal.replace(/ed$/, 'ing')}`);
      return;
    }
    // "get fitted", "be serviced": a participle the tagger reads as a noun is still the verb.
    const participle = t.pos === 'NOUN' && /[^e]ed$/.test(t.normal) && /^(?:get|be)$/.test(tokens[i - 1]?.lemma ?? '');
    const lemma = participle ? t.normal.replace(/(\p{L})\1ed$/u, '$1').replace(/ed$/, '') : t.lemma;
    // Nor buying, choosing or trying something: what a customer does, no work a business is searched for.
    if ((t.pos !== 'VERB' && !participle) || /^(?:be|have|do|get|need|want|go|take|make|keep|know|use|happen|mean|matter|work|cost|buy|purchase|choose|pick|try|start|find|pay|order|book|bring|see|come|wait|say|tell|give)$/.test(lemma)) return;
    const gerund = gerundOf(lemma);
    // Only a verb acting on something ("service my bike") names work done; "does it hurt" does not.
    // Past a customer's own verb ("get fitted before buying a new bike": the bike is what is fitted).
    const object = tokens.slice(i + 1, i + 6).find((x) => x.pos === 'NOUN');
    // A noun before a gerund is singular: "windows be cleaned" is "window cleaning".
    if (object) {
      out.push(`${object.lemma} ${gerund}`, gerund);
      return;
    }
    if (gerund === closing) {
      out.push(gerund);
      return;
    }
    // A symptom ends the question: its subject is the thing that misbehaves. Not where "what" is
    // the verb's object ("What should my child bring?"): that asks what to do, it names no work.
    const objectAsked = /^(?:what|which)$/.test(tokens[0]?.normal ?? '');
    const subject = i === tokens.length - 1 && !objectAsked ? tokens.slice(0, i).reverse().find((x) => x.pos === 'NOUN' || x.pos === 'PROPN') : undefined;
    if (subject) out.push(`${subject.lemma} ${gerund}`);
  });
  return out;
}

/**
 * "the best age to neuter": an infinitive after a noun closing the question names the work whole
 * ("neutering"); after a verb ("learn to swim") the learner's own doing is no search.
 */
function closingInfinitive(question: string): string | null {
  const tokens = tag(question.replace(/\?$/, '').toLowerCase()).flat();
  const [noun, to, verb] = tokens.slice(-3);
  if (noun?.pos !== 'NOUN' || to?.normal !== 'to' || verb?.pos !== 'VERB') return null;
  return gerundOf(verb.lemma);
}

/** "fit" → "fitting", "plan" → "planning": a short verb ending consonant-vowel-consonant doubles its last letter. */
function gerundOf(lemma: string): string {
  const verb = lemma.replace(/e$/, '');
  return /^[^aeiou]*[aeiou][bdgmnprt]$/.test(lemma) ? `${lemma}${lemma.at(-1)}ing` : `${verb.length > 2 ? verb : lemma}ing`;
}

/** Whether `text` says `phrase`, in any number: "single-vision glasses" in "Most single-vision glasses are ready". */
function saidInAnyNumber(text: string, phrase: string): boolean {
  const lemmas = (s: string) => tag(s.toLowerCase()).flat().map((t) => t.lemma).join(' ');
  return ` ${lemmas(text)} `.includes(` ${lemmas(phrase)} `);
}

/**
 * The business's trade as its name says it past its first word, company words aside ("skip hire" of
 * "Brunel Skip Hire Ltd"), where a question's lone noun is that trade's own ("the skip") and the
 * site writes the trade in its prose.
 */
/**
 * A place word closing a business's name ("Kilbride Dog Lodge"): the name's trade noun before it is
 * searched with the work, not the place. Not `PREMISES`, the kinds of premises searched as a trade.
 */
const NAMED_PREMISES = /^(?:lodge|studio|shop|store|centre|center|clinic|house|barn|yard|hub|lounge|parlou?r|rooms?|quarters)$/;

function tradeOfName(noun: string, facts: SiteFacts): string | null {
  const words = facts.business.name.toLowerCase().split(/\s+/).slice(1).filter((w) => !/^(?:ltd|limited|llc|inc|co|plc|&)\.?$/.test(w));
  const lemma = [...lemmaSet(noun)][0];
  if (words.length < 2 || !lemma || !lemmaSet(words[0]!).has(lemma)) return null;
  // "Dog Lodge" names a place, not a search: the work of the site's that the noun starts ("Dog boarding").
  if (NAMED_PREMISES.test(words.at(-1)!)) {
    const work = facts.offerings.find((o) => !isAddOn(o) && o.name.includes(' ') && lemmaSet(o.name.split(/\s+/)[0]!).has(lemma));
    return work ? work.name.toLowerCase() : null;
  }
  return sitePhrase(words.join(' '), facts)?.toLowerCase() ?? null;
}

/** The most frequent "<modifier> <noun>" the site writes for a noun, the modifier a noun or adjective of its own. */
function siteModifiedNoun(noun: string, facts: SiteFacts): string | null {
  const lemma = [...lemmaSet(noun)][0];
  if (!lemma) return null;
  // "Ferncroft dog" of "Ferncroft Dog Lodge", "Ashby kennels": the business's or a place's name is no kind of the thing.
  const names = new Set([facts.business.name.split(/\s+/)[0] ?? '', ...facts.locations.flatMap((l) => l.text.split(/[\s,]+/))].map((w) => w.toLowerCase()).filter(Boolean));
  const counts = new Map<string, number>();
  for (const text of [...facts.passages.map((p) => p.text), ...facts.offerings.map((o) => o.name)]) {
    for (const chunk of nounChunks(text.toLowerCase())) {
      const words = chunk.split(' ');
      if (words.length < 2 || ![...lemmaSet(words[words.length - 1]!)].includes(lemma)) continue;
      const phrase = `${words[words.length - 2]} ${noun}`;
      // "small dog" from a price row by size is a size, not what a question about dogs is about.
      if (/\d|^(?:my|your|our|the|a|an|this|that|each|every|any|new|old|first|one)\s/.test(phrase) || names.has(words[words.length - 2]!) || isVariantLabel(words[words.length - 2]!) || !checkNounPhrase(phrase).ok) continue;
      counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
    }
  }
  const [phrase, n] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [null, 0];
  return phrase && n >= 2 ? phrase : null;
}

/** A one-word keyphrase says what a question is about only when it names what the site sells. */
function specificEnough(keyphrase: string, facts: SiteFacts): boolean {
  if (keyphrase.includes(' ') || /^[A-Z0-9]{2,}/.test(keyphrase)) return true;
  const word = [...lemmaSet(keyphrase)][0];
  if (!word) return false;
  // The trade the site states ("dentist") or the work it does ("physiotherapy") is what its customers search.
  if (lemmaSet(facts.category?.text ?? '').has(word) || SERVICE_HEAD.test(keyphrase)) return true;
  // So is a common noun of its name past the brand's own first word ("language" of "Parlons Language School").
  // …though the tagger reads it alone as a verb ("skip" of "Brunel Skip Hire"), where the site writes it as a noun ("the skip").
  const asNoun = new RegExp(`\\b(?:a|an|the|my|your|our)\\s+${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`, 'i');
  if (lemmaSet(facts.business.name.split(/\s+/).slice(1).join(' ')).has(word) && (checkNounPhrase(keyphrase).ok || facts.passages.some((p) => asNoun.test(p.text)))) return true;
  // A term the site names as one ("That’s ‘frosting’", "(called tunnelling)") is what its readers search.
  if (facts.questions.some((q) => effectNamed(q.answer ?? '') === keyphrase.toLowerCase())) return true;
  // A word nearly every page says ("tea" on a tea shop) names the whole site, no one question's subject.
  const allPages = new Set(facts.passages.map((p) => p.url));
  const pages = new Set(facts.passages.filter((p) => lemmaSet(p.text).has(word)).map((p) => p.url));
  if (allPages.size >= 4 && pages.size / allPages.size > 0.6) return false;
  // A word the site keeps coming back to on several pages is a subject of its own.
  if (pages.size >= 3) return true;
  return lemmaSet(facts.offerings.map((o) => o.name).join(' . ')).has(word);
}

/**
 * "How long does it last?" and "Is it worth it?" on an offering's own page ask about that offering:
 * its name stands for the first "it" ("How long does ceramic coating last?").
 */
export function withSubject(q: SiteQuestion, facts: SiteFacts): SiteQuestion {
  // "What happens if it rains?": the weather's "it" stands for nothing the answer could name.
  // Only an "it" the question asks about, after its verb ("Is it worth it?", "How long does it
  // last?"): "Is a battery worth it?" has its subject, and "worth it" stands for nothing else.
  if (!SUBJECT_IT.test(q.question) || WEATHER_IT.test(q.question)) return q;
  // "Why is it cloudy?" answered "Unfiltered wines can have a slight haze…": the answer names what "it" is.
  const named = answerSubject(q.answer);
  if (named) {
    const agreed = isPlural(named) ? q.question.replace(/\b(does|is|has|was)(\s+it\b)/i, (_m, verb: string, rest: string) => `${PLURAL_VERB[verb.toLowerCase()]!}${rest}`) : q.question;
    return { ...q, question: agreed.replace(SUBJECT_IT, (m) => m.replace(/it$/i, named)) };
  }
  if (q.origin !== 'heading') return q;
  const offering = pageOffering(facts, q.source.url, null);
  // Only on a page about one offering: on a price list "it" could be any of them.
  if (!offering || facts.offerings.filter((o) => o.url === q.source.url && topicWorthy(o)).length !== 1) return q;
  const subject = withArticle(lowerLabel(displayName(offering), new Set(offering.name.toLowerCase().split(/\s+/))), facts);
  // "How long does it take?" about "Hearing tests" asks "How long do hearing tests take?".
  const agreed = isPlural(displayName(offering)) ? q.question.replace(/\b(does|is|has|was)(\s+it\b)/i, (_m, verb: string, rest: string) => `${PLURAL_VERB[verb.toLowerCase()]!}${rest}`) : q.question;
  return { ...q, question: agreed.replace(SUBJECT_IT, (m) => m.replace(/it$/i, subject)) };
}

const PLURAL_VERB: Record<string, string> = { does: 'do', is: 'are', has: 'have', was: 'were' };
const SUBJECT_IT = /\b(?:is|are|does|do|did|will|can|could|should|would|was|were|has|have|needs?)\s+it\b/i;
const WEATHER_IT = /\bit(?:'s|\s+is|\s+was)?\s+(?:rains?|raining|snows?|snowing|pours?|pouring|freez(?:es|ing)|windy|wet|icy|frosty|hot|cold|dark|sunny|stormy)\b/i;

/** The noun phrase an answer opens on as its subject ("Unfiltered wines can have…" → "unfiltered wines"), or null. */
function answerSubject(answer: string | null): string | null {
  const m = /^((?:\p{L}[\p{L}-]*\s+){0,2}?\p{L}[\p{L}-]*)\s+(?:can|may|might|will|often|usually|tend|are|is|have|has)\b/u.exec(answer ?? '');
  const phrase = m?.[1]?.toLowerCase();
  if (!phrase || /^(?:it|they|this|that|these|those|we|you|i|yes|no|not|our|your|most|some|many|all|there)\b/.test(phrase)) return null;
  return nounChunks(phrase)[0] === phrase && checkNounPhrase(phrase).ok ? phrase : null;
}

function questionTitle(q: SiteQuestion): string | null {
  let text = clean(q.question);
  if (!INTERROGATIVE.test(text) || !/\?$/.test(text)) return null;
  // "How much is your call-out fee?" is every customer's question about any such business.
  const yourCost = /^how much (?:is|are|does|do) your ([^?]+?)(?: cost)?\?$/i.exec(text);
  if (yourCost) text = `How Much Is ${withArticle(yourCost[1]!)}?`;
  // "What's the difference …" reads better spelled out in a title.
  text = text.replace(/^What's\b/i, 'What Is').replace(/\bdon't\b/gi, 'Do Not');
  const words = text.split(/\s+/).length;
  if (words < 4 || words > 16) return null;
  return text;
}

/**
 * "How long do the meals last?", "Are your meals suitable for weight loss?": the business's own
 * goods asked of by their bare noun are, to a searcher, the kind the site's description names
 * ("Chef-made, macro-balanced meals delivered…" → "How Long Do Macro-Balanced Meals Last?").
 * Unchanged where the description names no such kind.
 */
function ownGoodsNamed(text: string, facts: SiteFacts): string {
  const m = /\b(?:the|your|our)\s+(\p{L}+s)\b/iu.exec(text);
  if (!m) return text;
  const noun = m[1]!.toLowerCase();
  const kind = nounChunks((facts.description?.text ?? '').toLowerCase()).find((c) => c.split(/\s+/).length >= 2 && c.endsWith(` ${noun}`) && !/^(?:the|our|your|all|every|some)\s/.test(c));
  return kind ? text.replace(m[0], titleCase(kind)) : text;
}

/**
 * What a price question asks the price of, in its own words, where its answer says them too:
 * "How much does ortho-k cost?" answered "Our ortho-k program is $1,950…" asks about ortho-k (a
 * word the tagger cannot chunk), never about the business's trade ("… Cost for Optometrists?").
 */
function pricedIn(question: string, answer: string | null): string | null {
  const m = /^how much (?:does|do|is|are) (?:an? |the |my |your )?([\p{L}][\p{L}\d' -]{1,40}?)(?: cost)?\?$/iu.exec(question.trim());
  const thing = m?.[1]?.trim().toLowerCase();
  if (!thing || /^(?:it|this|that|they|you|we)$/.test(thing)) return null;
  return (answer ?? '').toLowerCase().includes(thing) ? thing : null;
}

function fromQuestions(facts: SiteFacts, out: Candidate[]) {
  const brand = facts.business.name.toLowerCase();
  const brandWord = brand.replace(/^the\s+/, '').split(/\s+/)[0] ?? brand;
  const posts = new Set(facts.blogSubjects.map((b) => b.url));
  for (const q of facts.questions) {
    // A question a blog post already answers is covered by that post.
    if (q.origin === 'blog-title' || posts.has(q.source.url)) continue;
    // "Will servicing with you affect my manufacturer warranty?" asks, of any garage, "Will servicing affect my manufacturer warranty?".
    const asked = questionTitle(withSubject(q, facts));
    const title = asked?.replace(/\s+(?:with|by|from|through) (?:you|us)\b/i, '') ?? null;
    // "Will it affect my warranty?" under a page of three services: "it" is whatever the heading
    // before it was, and a title leaning on a missing context is no search.
    // "How long does it take to …" and "What if it rains?" say what "it" is.
    if (!title || /^(?:will|does|did|is|was|can|could|would|should) it\b(?! (?:take|cost|rain|snow)s?\b)/i.test(title)) continue;
    if (ADMIN_QUESTION.test(title) && !/\b(?:cost|much|price|covered|insurance|grant)\b/i.test(title)) continue;
    if (ABOUT_THE_BUSINESS.test(title) || asksTheBusiness(title) || BOOKING_TERMS.test(title) || PRESENCE.test(title)) continue;
    if (ACCOUNT_TERMS.test(title) && !/\b(?:cost|much|price)\b/i.test(title)) continue;
    let text = ownGoodsNamed(title, facts);
    const namedKind = text !== title;
    let rewritten = false;
    if (title.toLowerCase().includes(brandWord)) {
      // "How does Shiftwell calculate overtime?" is, for a searcher, "How to calculate overtime".
      const how = new RegExp(`^how (?:does|do|can|should) ${brandWord}\\S* (\\w+) (.+?)\\?$`, 'i').exec(title);
      if (!how || how[2]!.toLowerCase().includes(brandWord)) continue;
      const audience = facts.audiences.find((a) => a.source.url === facts.business.source.url)?.text;
      text = `How to ${how[1]!.replace(/s$/, '')} ${how[2]}${audience ? ` for ${audience}` : ''}`;
      rewritten = true;
    }
    // The question's own subject ("weight loss") before the kind its goods were named by.
    let keyphrase = (namedKind ? questionKeyphrase(title, q.answer, facts) : null) ?? questionKeyphrase(text, q.answer, facts) ?? pricedIn(text, q.answer);
    const grounding = [q.source, ...(namedKind && facts.description ? [facts.description.source] : [])];
    // "What should my kid pack?" names nothing the site writes but its asker: it is about the
    // offering of its page, else the business's main work, which the title then names.
    // "What age can children start?": what they start is the business's work ("… Start Piano Lessons?").
    // Not the business's own start ("How soon can you start?"): that asks when it is free.
    const starts = /\b(?!you\b|we\b)\p{L}+\s+(?:start|begin)\?$/iu.test(text);
    if ((!keyphrase && verbEnds(text)) || (starts && (!keyphrase || !specificEnough(keyphrase, facts)))) {
      const offering = pageOffering(facts, q.source.url, null);
      const trade = tradePhrases(facts)[0];
      const found = offering ? { phrase: displayName(offering).toLowerCase(), source: offering.source } : trade;
      if (!found) continue;
      // "Custom tattoo studio" is where the work is done: "How much will my tattoo cost?" asks about
      // the work it names ("my custom tattoo"), never tacks the premises on ("… Cost for Custom Tattoo Studio?").
      const parts = found.phrase.split(/\s+/);
      const work = parts.slice(0, -1).join(' ');
      const premisesOf = parts.length >= 3 && PREMISES.test([...lemmaSet(parts.at(-1)!)][0] ?? '') && new RegExp(`\\b(?:a|an|the|my|your)\\s+${parts.at(-2)!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`, 'iu').test(text);
      const subject = premisesOf && sitePhrase(work, facts) ? { phrase: work, source: found.source } : found;
      keyphrase = subject.phrase;
      grounding.push(subject.source);
      // A question naming the subject by its head noun ("How long does a fit last?" on the Road Fit's
      // page) names it whole in the title ("How Long Does a Road Fit Last?"), not "… Last for Road Fit?".
      const head = subject.phrase.split(/\s+/);
      // The head as the question may say it: "fitting" is asked as "a fit".
      const word = head.at(-1)!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // …and in the singular: "my candle" is one of the "soy candles".
      const last = /ing$/i.test(word) ? `${word}|${word.replace(/(?:(\p{L})\1)?ing$/iu, '$1')}` : /[^s]s$/i.test(word) ? `${word}|${word.slice(0, -1)}` : word;
      const bare = head.length >= 2 ? new RegExp(`\\b(a|an|the|my|your)\\s+(?:${last})\\b`, 'iu').exec(text) : null;
      const article = (word: string) => (/^an?$/i.test(word) ? (/^[aeiou]/i.test(subject.phrase) ? 'an' : 'a') : word);
      const singular = bare && !/s$/i.test(bare[0]) && /[^s]s$/i.test(subject.phrase) ? subject.phrase.slice(0, -1) : subject.phrase;
      text = bare ? text.replace(bare[0], `${article(bare[1]!)} ${singular}`) : text.replace(/\?$/, starts ? ` ${subject.phrase}?` : ` for ${subject.phrase}?`);
    }
    // "Why is sourdough easier to digest?", "How long does it take to learn to swim?": no phrase of
    // the question's own names a search, but its answer does, with the question's word in it
    // ("sourdough bread", "swimming lessons").
    if ((!keyphrase || (!rewritten && !specificEnough(keyphrase, facts))) && q.answer) keyphrase = answerPhrase(text, q.answer, facts);
    if (!keyphrase || (!rewritten && !specificEnough(keyphrase, facts))) continue;
    // The trade its name says ("skip hire") stands on the name where the answer never says it.
    if (!saidInAnyNumber(q.source.passage, keyphrase) && keyphrase === tradeOfName(keyphrase.split(' ')[0]!, facts)) grounding.push(facts.business.source);
    // "How should I store my loaf?" is searched as "How to Store a Sourdough Loaf".
    const mine = /^how (?:should|do|can|could) (?:i|we) ([\p{L}-]+) (?:my|our|a|an|the) ([^?]+)\?$/iu.exec(text);
    if (mine && !rewritten) {
      const object = mine[2]!.toLowerCase();
      const ownWords = lemmaSet(object);
      const named = [...lemmaSet(keyphrase)].some((w) => ownWords.has(w)) ? keyphrase.toLowerCase() : object;
      // "my belt size" is the reader's own: "How to Find Your Belt Size", not "a Belt Size".
      const own = /\b(?:size|sizing|measurements?|prescription)$/i.test(named);
      text = `How to ${mine[1]} ${own ? `your ${named}` : isPlural(named) || !needsArticle(named) ? named : withArticle(named)}`;
    }
    // The answer's name for what the question describes leads it: "Frosting: Why Does the Top Look Bumpy…?"
    if (keyphrase.toLowerCase() === effectNamed(q.answer ?? '') && !text.toLowerCase().includes(keyphrase.toLowerCase())) text = `${keyphrase}: ${text}`;
    const intent = detectIntent(text);
    const score = (q.answer ? 6 : 4) + (intent === 'problem' ? 1.5 : 0) + (q.origin === 'faq' ? 0.5 : 0) - (rewritten ? 1 : 0);
    out.push({ plan: plan(text, keyphrase, intent, grounding), score });
  }
}

/**
 * The answer's own noun phrase for what a question asks: two words or more, the site's phrase, one
 * of whose words shares its stem with a content word of the question ("swim" → "swimming lessons").
 */
function answerPhrase(question: string, answer: string, facts: SiteFacts): string | null {
  const asked = tag(question.replace(/\?$/, '').toLowerCase())
    .flat()
    .filter((t) => (t.pos === 'NOUN' || t.pos === 'VERB' || t.pos === 'ADJ') && t.normal.length >= 4 && !/^(?:take|long|make|need|easier|better)$/.test(t.lemma))
    .map((t) => t.lemma.replace(/e$/, ''));
  for (const chunk of nounChunks(answer.toLowerCase())) {
    const phrase = chunk.replace(/^(?:my|your|our|a|an|the|many|most|some|weekly|much)\s+/g, '');
    if (!phrase.includes(' ') || phrase.split(' ').length > 3 || !checkNounPhrase(phrase).ok || sitePhrase(phrase, facts) === null) continue;
    if (phrase.split(' ').some((w) => asked.some((a) => w.startsWith(a)))) return phrase;
  }
  return null;
}

/** The audience the home page states, whole: "kids and adults" rather than "kids". */
function homeAudience(facts: SiteFacts): string | null {
  // "for Dogs" on a site for dogs and cats misstates who it serves: one audience, or two together, or none.
  const together = [...new Set(facts.audiences.filter((a) => a.source.url === facts.business.source.url).map((a) => a.text))];
  if (together.length === 0 || together.length > 2) return null;
  return together.length === 2 ? `${together[0]} and ${together[1]}` : together[0]!;
}

/** "Our most popular choice", "bestseller": the site's own word for its main offering. */
const POPULAR = /\b(?:most popular|best[- ]?sell(?:er|ing)|most (?:booked|chosen|requested)|customers'? favourite|flagship)\b/i;

/** The offerings the site's description names, in the order it names them. */
function describedOrder(facts: SiteFacts): Offering[] {
  const text = (facts.description?.text ?? '').toLowerCase();
  return facts.offerings
    // Its own name, not a row's shared head ("Lockout" of "Lockout – daytime (8am–6pm Mon–Sat)").
    .map((o) => ({ o, at: text.indexOf(o.name.toLowerCase().replace(/\s*\(.*$/, '')) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.o);
}

/**
 * How far the site puts an offering forward, from 0 to 1: listed first (or named first in its description), priced by tiers (a
 * size table is what the price list is about), named on several pages, called its most popular.
 * Added to its topics' scores, so the main offering gets a topic before a minor one gets two.
 */
function prominence(offering: Offering, facts: SiteFacts): number {
  const order = facts.offerings.filter((o) => !isAddOn(o)).indexOf(offering);
  // The site's own description lists its work in the order it puts it forward ("Tree removal,
  // pruning, hedge trimming, stump grinding…"), whatever order a price table lists rates in.
  const named = describedOrder(facts);
  const described = named.length >= 2 ? named.indexOf(offering) : -1;
  const first = described >= 0 ? Math.max(0, 1 - described * 0.25) : order < 0 ? 0 : Math.max(0, 1 - order * 0.25);
  const tiers = Math.min(3, offering.prices.filter((p) => p.variant !== undefined).length) * 0.3;
  // "indoor unit" is said in "indoor units" as much as in "an indoor unit".
  const name = displayName(offering).toLowerCase().replace(/s$/, '');
  const pages = new Set(facts.passages.filter((p) => `${p.heading ?? ''} ${p.text}`.toLowerCase().includes(name)).map((p) => p.url)).size;
  const spread = Math.min(3, Math.max(0, pages - 1)) * 0.25;
  const popular = POPULAR.test([offering.description ?? '', ...offering.specs.map((s) => s.text)].join(' ')) ? 1 : 0;
  // At most one point: it orders offerings among themselves, never above a question a customer asks about one.
  return Math.min(4, first + tiers + spread + popular) / 4;
}

/**
 * "Indoor units" → "Indoor unit", "Private parties" → "Private party": the head noun's lemma, as the
 * tagger's inflector gives it, never a letter cut off; "Private hire & catering" stays.
 */
export function singular(name: string): string {
  // "HD Brows", "Hot Stone Massages": a name capitalised past its first word, or with an acronym, is a proper name, kept as written.
  const proper = name.split(/\s+/).some((w, i) => /^\p{Lu}{2,}/u.test(w) || (i > 0 && /^\p{Lu}/u.test(w)));
  if (proper || !isPlural(name) || JOINED.test(name)) return name;
  const words = name.split(/\s+/);
  const last = words[words.length - 1]!;
  const lemma = tag(words.join(' ').toLowerCase()).flat().pop()?.lemma ?? last.toLowerCase();
  if (lemma === last.toLowerCase() || !/^\p{L}+$/u.test(lemma)) return name;
  const one = /^\p{Lu}/u.test(last) ? lemma.charAt(0).toUpperCase() + lemma.slice(1) : lemma;
  return [...words.slice(0, -1), one].join(' ');
}

/** The table an offering's tier prices were read from, as its rows ("Size | What it holds | Price per week" first). */
function tierTable(offering: Offering, facts: SiteFacts): string[] | null {
  const tiers = offering.prices.filter((p) => p.variant !== undefined);
  if (tiers.length < 2) return null;
  const table = facts.passages.find((p) => p.kind === 'table' && p.url === tiers[0]!.source.url && tiers.every((t) => p.items.some((row) => row.startsWith(t.variant!.split(' | ')[0]!))));
  return table ? table.items : null;
}

/** What a tier table's first column measures, when it names one ("Size", "Dog size", "Lesson length"). */
const TIER_DIMENSION = /^(?:[\p{L}-]+\s)?(?:size|length|duration|weight|area|age)$/iu;
/** A column saying what each size takes ("What it holds", "Suits", "Ideal for"): the table is a size guide. */
const FITS_COLUMN = /\b(?:holds?|suits?|fits?|ideal for|good for|best for|sleeps|seats|capacity)\b/i;

/**
 * An offering sold by size with a column saying what each size takes: "What Size Indoor Unit Do I
 * Need?", the question that table answers, grounded on it.
 */
function fromSizeGuides(facts: SiteFacts, out: Candidate[]) {
  for (const offering of facts.offerings) {
    if (offering.kind === 'plan' || !topicWorthy(offering)) continue;
    const rows = tierTable(offering, facts);
    const header = rows?.[0]?.split(' | ') ?? [];
    if (!rows || !/\bsize\b/i.test(header[0] ?? '') || !header.slice(1).some((cell) => FITS_COLUMN.test(cell))) continue;
    const name = displayName(offering);
    const table = facts.passages.find((p) => p.kind === 'table' && p.items === rows)!;
    out.push({ plan: plan(`What Size ${singular(name)} Do I Need?`, name, 'how-to', [passageRef(table), ...offeringRefs(offering)]), score: 5 + prominence(offering, facts) });
  }
}

/** Goods sold as several things together. */
const KIT = /\b(?:kit|box|set|hamper|bundle|pack|case|collection)$/i;

/** A price for each one beyond what is included: "A$49 each extra", "£5 per additional day". */
const EACH_EXTRA = /\b(?:each|per) (?:extra|additional)\b/i;

/** A price paid by the period: a subscription's. */
const PERIODIC = /\b(?:per|a|an|each|every|\/)\s*(?:week|month|quarter|year|annum|mo|yr)\b/i;

function fromCost(facts: SiteFacts, out: Candidate[]) {
  let nth = 0;
  // "Ironleaf gi" on Ironleaf's site: kit sold under the business's own name is merchandise beside the work, not what is searched.
  const brandWord = facts.business.name.toLowerCase().match(/\p{L}+/u)?.[0] ?? '';
  const place = searchedPlace(facts);
  // What mobile work is done on ("Kitchen knives $12 each" at a sharpener's) costs nothing itself:
  // "The Cost of Kitchen Knives: $12" would say the knives sell for $12. The trade's cost asks it.
  const worked = bringsWork(facts);
  for (const offering of facts.offerings) {
    const name = displayName(offering);
    if (!name || offering.kind === 'plan' || !topicWorthy(offering) || (worked && offering.kind === 'product')) continue;
    // What the site gives free ("Termite inspection": Free) has no cost to ask about, nor one only
    // priced for each extra ("SMS reminders: 1 + A$49 each extra"): that price is an add-on's.
    if (offering.prices.length > 0 && offering.prices.every((p) => p.amount === 0 || EACH_EXTRA.test(p.source.passage))) continue;
    if (brandWord.length > 2 && name.toLowerCase().split(/\s+/)[0] === brandWord && name.split(/\s+/).length <= 3 && localTrade(facts)) continue;
    const price = priceShort(offering);
    const costs = isPlural(name) ? 'Cost' : 'Costs';
    // A plural takes no "a": "What Lasting Powers of Attorney Cost", never "How Much Do a Lasting Powers of Attorney Cost?".
    const subject = isPlural(name) ? name : withArticle(name, facts);
    // Priced by a table of sizes or durations: what it costs at each is the question, goods or work.
    const dimension = tierTable(offering, facts)?.[0]?.split(' | ')[0] ?? '';
    if (price && TIER_DIMENSION.test(dimension)) {
      out.push({ plan: plan(`${singular(name)} Prices by ${titleCase(dimension)}: ${price}`, name, 'cost', offeringRefs(offering)), score: 5.5 + prominence(offering, facts) });
      continue;
    }
    if (offering.kind === 'product') {
      // A kit, box or set the site says the contents of: what is in it is what a buyer asks.
      const contents = [offering.description ?? '', ...offering.specs.map((sp) => sp.text)].find((t) => /,|\band\b/.test(t) && nounChunks(t.toLowerCase()).length >= 2);
      if (KIT.test(name) && contents && !facts.offerings.some((o) => o.kind === 'plan')) {
        out.push({ plan: plan(`What's in ${titleCase(withArticle(name.toLowerCase()))}?`, name, 'explainer', [offering.source]), score: 3.95 });
      }
      if (!commonGoods(name, offering, facts)) continue;
    }
    // A cost question the site cannot answer makes an article with no price in it: none.
    if (!price) continue;
    const covers = coverNouns(offering, facts);
    const from = price.replace(/^from\s+/i, 'From ');
    const amount = bare(price);
    // What the site says about this price makes the title, in its words: what the price covers,
    // the variants it spans ("Worcester £2,295, Vaillant £2,450"), the length or size it buys. Only
    // where it says none of these does a fixed wording stand in, and then one of several.
    const own = covers.length >= 2 ? `${name}, ${amount}: ${titleCase(listOf(covers))}` : (priceSaid(offering, name, amount) ?? null);
    // The wordings a searcher types: "How much does a garden design cost?", "Garden design prices".
    // Each offering offers them all, rotated per site, so the selection (which never takes one frame
    // twice in a list) can give the next offering the next wording.
    // "Express Wash & Vac" may be one service or two things: no wording that must agree a verb with it.
    const joined = JOINED.test(name);
    const phrasings = [
      `${singular(name)} Prices: ${from}`,
      `${name} Price Guide (${from})`,
      ...(joined ? [] : [`What ${subject} ${costs}: ${from}`]),
      `The Cost of ${subject}: ${from}`,
    ];
    // The searcher's own question comes first, with the town where the work is done ("How Much Does
    // Tree Removal Cost in Tauranga?"); a list takes one "How much" title (selectTopics), so the next
    // priced offering takes what the site says of its price, or one of the other wordings, rotated per site.
    // A subscription ("Yarn Club $38 per month") is sent to the customer, not done where they are: no town.
    const where = place && offering.kind === 'service' && !offering.prices.every((p) => PERIODIC.test(p.text)) ? ` ${place}` : '';
    const asked = joined || /\s\/\s/.test(name) ? [] : [`How Much ${isPlural(name) ? 'Do' : 'Does'} ${subject} Cost${where}?`].filter((t) => t.length <= LOCAL_TITLE_MAX);
    const start = /–/.test(price) ? 0 : pick(facts.business.name, phrasings.length) + nth++;
    const titles = [...asked, ...(own ? [own] : []), ...phrasings.map((_, i) => phrasings[(start + i) % phrasings.length]!)];
    titles.forEach((title, i) => out.push({ plan: plan(title, name, 'cost', offeringRefs(offering)), score: 5.5 + prominence(offering, facts) - i * 0.01 }));
  }
}

/**
 * Goods named by a common noun the site writes in its own prose ("Bridal bouquet" of a florist who
 * writes "Bridal bouquets, buttonholes and table flowers"): what a buyer searches the price of.
 * A product's own name ("Ethiopia Guji Hambela", "Family Meat Box") is written capitalised throughout.
 */
function commonGoods(name: string, offering: Offering, facts: SiteFacts): boolean {
  const words = name.split(/\s+/);
  // A dish on a menu is ordered where it is served: its price on the menu is the whole story.
  // A product card's Title Case ("Weekly Meal Plan") is a common noun where the prose writes it in
  // lower case and sells it in sizes ("5 meals $74, 10 meals $139"): what such a plan costs is
  // searched; one product's one price is its listing.
  const sized = new Set(offering.prices.map((p) => p.amount)).size >= 2;
  if ((words.slice(1).some((w) => /^\p{Lu}/u.test(w)) && !sized) || /\d/.test(name) || /\/menus?(?:\/|$)/i.test(new URL(offering.url).pathname)) return false;
  const rest = words.slice(1).join(' ').toLowerCase();
  const head = words[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tail = rest ? ` ${rest.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
  // Lower case, or capitalised only where a sentence or a list line starts.
  const said = new RegExp(`(?:(?<![\\p{L}])${head.charAt(0).toLowerCase()}|(?:^|[.!?]\\s+)${head.charAt(0).toUpperCase()})${head.slice(1)}${tail}(?:e?s)?(?![\\p{L}])`, 'u');
  return facts.passages.some((p) => p.text !== offering.source.passage && !p.text.startsWith(name) && said.test(p.text)) || said.test(facts.description?.text ?? '');
}

/**
 * Two offerings are alternatives a customer weighs when the word that tells them apart is a
 * quality ("manual / automatic", "standard / double"), or when one is a tier built on the other
 * ("Everything in Bronze plus …"). "Puppy / kitten course" serve different customers and "E-bike /
 * Gold service" are different kinds of work: nobody chooses between them.
 */
/** How many or with whom ("single", "block", "private", "group"): one dimension of a lesson or a room, never weighed against its kind ("manual"). */
const FORMAT_WORD = /^(?:single|double|triple|individual|private|group|block|solo|couple|family|one-to-one|1-2-1)$/i;

function sameLadder(a: Offering, b: Offering, x: string, y: string): boolean {
  if (FORMAT_WORD.test(x) !== FORMAT_WORD.test(y)) return false;
  const pos = (word: string, name: string) => tag(name.toLowerCase()).flat().find((t) => t.normal === word)?.pos;
  if (pos(x, a.name) === 'ADJ' && pos(y, b.name) === 'ADJ') return true;
  const text = (o: Offering) => [o.description ?? '', ...o.specs.map((sp) => sp.text)].join(' ').toLowerCase();
  // "Everything in Bronze plus …", "Basic plus …": built on the other tier, not merely naming its word
  // ("professional home whitening" on the teeth-whitening card is no ladder).
  const builtOn = (o: Offering, word: string) => {
    const w = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?:everything|all) (?:in|of|from) (?:the )?${w}\\b|\\b${w}(?: \\p{L}+)?,? plus\\b|\\bon top of (?:the )?${w}\\b`, 'u').test(text(o));
  };
  return builtOn(b, x) || builtOn(a, y);
}

/** What a software product is called by its kind. */
const SOFTWARE = /\b(?:software|app|platform|system|tool|suite|crm|portal|saas)$/i;

/**
 * Software sold by plans: what it costs is what its buyers search ("How Much Does Employee
 * Scheduling Software Cost?"), answered from the plans' own prices, the lowest first.
 */
function fromSoftwareCost(facts: SiteFacts, out: Candidate[]) {
  const plans = facts.offerings.filter((o) => o.kind === 'plan' && o.prices.some((p) => p.amount !== null));
  if (plans.length === 0 || !subscriptionsOnly(facts) || localTrade(facts)) return;
  // The product as the site names it ("Employee scheduling software"), else the trade its description
  // opens with ("staff rota software"); never one feature ("Shift swaps").
  const product = facts.offerings.find((o) => o.kind === 'product' && topicWorthy(o) && SOFTWARE.test(displayName(o)));
  const said = product ? null : softwareSaid(facts);
  const traded = tradePhrases(facts)[0];
  const trade = product ? { phrase: displayName(product), source: product.source } : (said ?? (traded && SOFTWARE.test(traded.phrase) ? traded : (titledSoftware(facts) ?? traded)));
  // Only software by its kind: an IT firm's per-user plans price its work ("Managed IT services and
  // cybersecurity…"), and "How Much Does Cybersecurity Cost?" answered with its plans misleads.
  if (!trade || !SOFTWARE.test(trade.phrase)) return;
  const priced = plans.map((o) => ({ o, price: o.prices.find((p) => p.amount !== null)! })).sort((a, b) => a.price.amount! - b.price.amount!);
  const forWhom = said?.audience ? ` for ${titleCase(said.audience)}` : '';
  // "a Restaurant Reservation System", but "Booking Software": a countable kind takes its article.
  const kind = isPlural(trade.phrase) ? titleCase(trade.phrase) : titleCase(withArticle(trade.phrase));
  out.push({ plan: plan(`How Much ${isPlural(trade.phrase) ? 'Do' : 'Does'} ${kind} Cost${forWhom}?`, trade.phrase, 'cost', [trade.source, ...priced.slice(0, 2).map((p) => p.price.source)]), score: 5.4 });
}

/** The kind of software the home page's title names beside the brand: "Chairflow — Salon & Barber Booking Software". */
function titledSoftware(facts: SiteFacts): { phrase: string; source: SourceRef } | null {
  const { source, name } = facts.business;
  const part = source.passage
    .split(TITLE_SEPARATORS)
    .map((t) => t.trim())
    .find((t) => t !== name && SOFTWARE.test(t) && t.split(/\s+/).length <= 6 && checkNounPhrase(t.toLowerCase()).ok);
  return part ? { phrase: part, source } : null;
}

/**
 * What the site says its product is ("Chairside is booking software for hair, beauty and barber
 * salons"): the kind a buyer searches the price of, and for whom (the last noun of the "for …"
 * phrase), where the description's first words name a feature ("Online booking, deposits …").
 */
function softwareSaid(facts: SiteFacts): { phrase: string; source: SourceRef; audience: string | null } | null {
  const name = facts.business.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const is = new RegExp(`\\b${name} is (?:an? )?((?:[\\p{Ll}-]+ ){0,2}(?:software|app|platform|system|tool))\\b(?: for ([^.;:]+))?`, 'u');
  for (const p of facts.passages) {
    const m = is.exec(p.text);
    // After "is", a word before the kind modifies it, whatever the tagger reads alone ("help" of
    // "help desk software"); a participle ("trusted software") says how good, not what kind.
    const check = m ? checkNounPhrase(m[1]!) : null;
    if (!m || !(check!.ok || (check!.reason === 'verb phrase' && !/ed\b/.test(m[1]!)))) continue;
    // "for hair, beauty and barber salons": modifiers joined share the last noun; "for independent
    // restaurants and small groups": the first of two nouns joined is whom it is for first.
    const parts = m[2]?.trim().split(/,\s*|\s+(?:and|or|&)\s+/) ?? [];
    const firstHead = /(\p{L}+)\s*$/u.exec(parts[0] ?? '')?.[1];
    const audience = m[2] ? (firstHead && /[^s]s$/.test(firstHead) ? firstHead : (/(\p{L}+)\s*$/u.exec(m[2].trim())?.[1] ?? null)) : null;
    return { phrase: m[1]!, source: ref(p.url, p.text), audience: audience && /s$/.test(audience) ? audience : null };
  }
  return null;
}

/** Plans side by side, and two offerings of one kind that the site lists together. */
const WHO_PLAN = /\b(?:kids?|children|child|junior|juniors|teens?|youth|students?|seniors?|adults?|famil(?:y|ies)|concessions?|under[- ]?\d+s?)\b/i;

function fromComparisons(facts: SiteFacts, out: Candidate[]) {
  // A plan for children beside one for adults is not a choice anyone weighs: each reader is one or the other.
  // An intro offer is for new customers once: nobody weighs it against what they buy after.
  // The product under the business's own name ("Pennant HR & Payroll", from £4) is what every plan buys, no plan beside them.
  const brand = facts.business.name.toLowerCase();
  const plans = facts.offerings.filter((o) => o.kind === 'plan' && o.prices.length > 0 && !WHO_PLAN.test(o.name) && !/\bintro(?:ductory)?\b|\bfirst (?:class|visit|month)\b/i.test(o.name) && !o.name.toLowerCase().startsWith(`${brand} `));
  // A pass beside a membership is the choice a regular weighs ("5 Mat Classes vs. Memberships"), not two sizes of one pass.
  const monthly = (o: Offering) => o.prices.some((p) => /\b(?:month|year)\b/.test(`${p.unit ?? ''} ${p.text}`));
  const pass = plans.find((o) => !monthly(o));
  const membership = plans.find(monthly);
  const pair = pass && membership ? [pass, membership] : plans.slice(0, 2);
  // One pair of plans is the comparison; a second pair reads as the same article again.
  if (pair.length === 2) {
    const [a, b] = pair as [Offering, Offering];
    const pa = priceShort(a);
    const pb = priceShort(b);
    // "£35 or £55 a Month?" says a shared unit once; "£75 a Month or £12?" keeps each its own.
    const unitOf = (price: string) => / a (?:month|year)$/.exec(price)?.[0] ?? '';
    const first = pa && pb && unitOf(pa) === unitOf(pb) ? pa.replace(/ a (?:month|year)$/, '') : pa;
    const title = pa && pb ? `${displayName(a).replace(/\s+plan$/i, '')} vs. ${displayName(b)}: ${first} or ${pb}?` : `Choosing Between the ${displayName(a)} and ${displayName(b)}`;
    out.push({ plan: plan(title, displayName(b), 'comparison', [...offeringRefs(a), ...offeringRefs(b)]), score: 5 });
  }
  const services = facts.offerings.filter((o) => o.kind !== 'plan' && topicWorthy(o));
  const used = new Set<string>();
  for (let i = 0; i < services.length; i++) {
    for (let j = i + 1; j < services.length; j++) {
      const a = services[i]!;
      const b = services[j]!;
      const na = displayName(a);
      const nb = displayName(b);
      if (used.has(na) || used.has(nb)) continue;
      // Alternatives are listed side by side: a price-table row and a heading on another page
      // ("Routine podiatry" £46, "General podiatry" on /treatments/) are one service under two names.
      if (a.source.url !== b.source.url) continue;
      const wa = na.split(/\s+/);
      const wb = nb.split(/\s+/);
      // Alternatives differ in one word and share the rest: "Manual / Automatic driving lessons",
      // "Tethered / Untethered chargers". Sizes ("30-minute massage") and unrelated services are not.
      if (wa.length !== wb.length || wa.length < 2) continue;
      const diff = wa.map((w, k) => (w.toLowerCase() === wb[k]!.toLowerCase() ? -1 : k)).filter((k) => k >= 0);
      if (diff.length !== 1 || /\d/.test(na + nb)) continue;
      const k = diff[0]!;
      // They must share their head: "Puppy / Kitten vaccination course", not "Rabbit vaccination / desexing".
      if (k === wa.length - 1) continue;
      // "Rehab" and "Rehabilitation" are one thing written twice.
      const x = wa[k]!.toLowerCase();
      const y = wb[k]!.toLowerCase();
      if (x.startsWith(y) || y.startsWith(x)) continue;
      if (!sameLadder(a, b, x, y)) continue;
      used.add(na);
      used.add(nb);
      const rest = wa.slice(k + 1).join(' ');
      const lead = wa.slice(0, k).join(' ');
      const pair = `${lead ? `${lead} ` : ''}${wa[k]} vs. ${wb[k]}${rest ? ` ${rest}` : ''}`;
      const pa = priceShort(a);
      const pb = priceShort(b);
      const qa = /\(([^)]{2,30})\)\s*$/.exec(a.name)?.[1];
      const qb = /\(([^)]{2,30})\)\s*$/.exec(b.name)?.[1];
      const variant = pick(na + nb, 4);
      // Prices side by side are one way to tell them apart; the site's own qualifiers another.
      const choosing = `Choosing Between ${lead ? `${lead} ` : ''}${wa[k]} and ${wb[k]}${rest ? ` ${rest}` : ''}`;
      const title =
        qa && qb && variant !== 1
          ? `${pair}: ${qa} or ${qb}?`
          : variant === 0 && pa && pb && pa !== pb
            ? `${pair}: ${bare(pa)} or ${bare(pb)}?`
            : variant === 2
              ? choosing
              : variant === 3 && rest
                ? `${wa[k]} or ${wb[k]} ${rest}?`
                : pair;
      out.push({ plan: plan(title, nb, 'comparison', [...offeringRefs(a), ...offeringRefs(b)]), score: 5.2 });
    }
  }
  fromTypes(facts, out);
  // A repair's obvious alternative is replacing the thing, where the site itself talks of replacing it.
  for (const offering of services) {
    const name = displayName(offering);
    const object = /^(.+?)\s+repairs?$/i.exec(name)?.[1];
    if (!object || JOINED.test(object)) continue;
    const mention = facts.passages.find((p) => new RegExp(`\\b(?:replac\\w*\\s+(?:\\w+\\s+){0,3}${object}|${object}\\w*\\s+replacement)\\b`, 'i').test(p.text));
    if (!mention) continue;
    out.push({ plan: plan(`${object} Repair or Replacement?`, name, 'comparison', [offering.source, ref(mention.url, mention.text)]), score: 4.8 });
  }
}

/**
 * Kinds of one offering described side by side on its page, each under its own heading and called
 * "a <kind> <offering>" in its paragraph ("Behind-the-ear (BTE)": "A behind-the-ear hearing aid sits
 * …", beside RIC and IIC on the hearing-aids page): which kind to choose is the customer's question,
 * named by the site's short codes where it gives them.
 */
function fromTypes(facts: SiteFacts, out: Candidate[]) {
  const key = (text: string) => [...lemmaSet(text)].sort().join(' ');
  for (const owner of facts.offerings.filter((o) => o.kind !== 'plan' && o.name.includes(' '))) {
    const name = displayName(owner);
    const size = name.split(/\s+/).length;
    const kinds = facts.passages.filter((p) => {
      const label = p.heading?.replace(/\s*\([^)]*\)\s*$/, '').toLowerCase();
      if (p.url !== owner.url || p.kind !== 'paragraph' || !label || label.split(/\s+/).length > 4 || key(label) === key(name)) return false;
      const after = new RegExp(`\\b${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+((?:[\\p{L}-]+\\s*){${size}})`, 'iu').exec(p.text)?.[1];
      return after !== undefined && key(after) === key(name);
    });
    if (kinds.length < 2 || kinds.length > 4) continue;
    const labels = kinds.map((k) => /\(([A-Z]{2,5})\)\s*$/.exec(k.heading!)?.[1] ?? k.heading!);
    out.push({ plan: plan(`${labels.join(' vs. ')} ${name}: Which Suits You?`, name.toLowerCase(), 'comparison', dedupeRefs([owner.source, ...kinds.map(passageRef)])), score: 5.1 });
    return;
  }
}

/** The offering a passage is about: the one its heading names, else the one its page is about. */
function pageOffering(facts: SiteFacts, url: string, heading: string | null): Offering | null {
  const byHeading = heading ? facts.offerings.find((o) => o.url === url && overlap(lemmaSet(o.name), lemmaSet(heading)) >= 0.5) : undefined;
  if (byHeading) return byHeading;
  const h1 = facts.passages.find((p) => p.url === url)?.heading ?? '';
  const onPage = facts.offerings.filter((o) => o.url === url && o.kind !== 'plan' && topicWorthy(o));
  return onPage.find((o) => overlap(lemmaSet(o.name), lemmaSet(h1)) >= 0.5) ?? (onPage.length === 1 ? onPage[0]! : null);
}

function shortItem(item: string): string | null {
  const text = clean(item.replace(/[.:;].*$/, ''));
  return text.split(' ').length <= 4 && checkNounPhrase(text).ok ? text : null;
}

/** The site's own numbered steps and lists become a how-to and a checklist. */
function fromStepsAndLists(facts: SiteFacts, out: Candidate[]) {
  // A post's own steps are what that post already covers.
  const posts = new Set(facts.blogSubjects.map((b) => b.url));
  for (const passage of facts.passages) {
    if (posts.has(passage.url)) continue;
    if (passage.kind === 'steps' && passage.items.length >= 3 && passage.items.length <= 12) {
      const heading = (passage.heading ?? '').replace(/[.:]$/, '');
      // Steps belong to an offering only on its own page or under its own heading; elsewhere they are
      // how the business works in general ("Get a quote, we book, we clean, you pay"), no offering's how-to.
      const offering = pageOffering(facts, passage.url, passage.heading);
      const counted = offering ? null : COUNTED_STEPS.exec(heading);
      const subject = offering ? displayName(offering) : counted ? counted[1]!.replace(/^(?:your|our|the|a|an)\s+/i, '') : headingSubject(passage);
      if (!subject) continue;
      const first = shortItem(passage.items[0]!);
      const last = shortItem(passage.items[passage.items.length - 1]!);
      const n = passage.items.length;
      const howX = /^how (.+?) works?$/i.exec(heading)?.[1];
      let title: string;
      if (/^how to\b/i.test(heading)) title = heading;
      else if (counted) title = titleCase(heading);
      else if (howX && !/^(?:it|we|this)$/i.test(howX) && overlap(lemmaSet(howX), lemmaSet(subject)) === 0) title = `${subject}: How ${howX} Works in ${n} Steps`;
      // "How the Test Day Package Works": a countable thing in the singular takes its article.
      else {
        const one = !isPlural(subject) && needsArticle(subject) && !isProperName(subject, facts) ? `the ${subject}` : subject;
        title = first && last ? `How ${one} ${isPlural(subject) ? 'Work' : 'Works'}: ${n} Steps From ${first} to ${last}` : `How ${one} ${isPlural(subject) ? 'Work' : 'Works'}, in ${n} Steps`;
      }
      out.push({ plan: plan(title, subject, 'how-to', [passageRef(passage), ...(offering ? [offering.source] : [])]), score: 4.5 });
    }
    // The site's own instructions under a "How to …" heading ("Hand wash and dry straight away", "Store
    // on a magnetic strip") are the how-to a customer searches, in the site's words — listed, or
    // written as a paragraph of three or more instructions ("Soak the stone for 10 minutes. Hold …").
    const sentences = passage.kind === 'paragraph' ? passage.text.split(/(?<=[.!?])\s+/).filter((x) => x.split(/\s+/).length >= 3) : [];
    const rules = sentences.length >= 3 ? { ...passage, kind: 'list' as const, items: sentences } : passage;
    // The business's credentials on its story page ("Pet First Aid & CPR certified") are no rules for the reader.
    if (passage.heading && !/\bsigns\b/i.test(passage.heading) && !STORY_PATH.test(new URL(passage.url).pathname) && isInstructionList(rules)) {
      const howTo = /^how to\s+(.+?)[?.]?$/i.exec(passage.heading)?.[1];
      const heading = passage.heading.replace(/[.:]$/, '');
      if (howTo) {
        const subject = nounChunks(howTo.toLowerCase()).reverse().find((c) => checkNounPhrase(c).ok && sitePhrase(c, facts) !== null);
        if (subject) out.push({ plan: plan(passage.heading, subject, 'how-to', [passageRef(passage)]), score: 4.5 });
      } else if ((checkNounPhrase(heading).ok || /^\p{Lu}\p{Ll}+ing\s+(?:on|with|in|for|by)\s/u.test(heading)) && !LOGISTICS.test(heading) && !pageOffering(facts, passage.url, passage.heading)) {
        // "Candle care" over "Let the first burn reach the edge of the tin; trim the wick …": the site's first rule says what the article is.
        // So under the work they teach ("Sharpening on a whetstone"), which the noun-phrase gate reads as a fragment.
        // Only a rule: "Tree on the house, the car or across the driveway?" opens a call to ring, no advice.
        const rule = rules.items[0]!.replace(/[.!]$/, '');
        if (rule.split(/\s+/).length <= 10 && !/\?$/.test(rule) && isInstruction(rule)) out.push({ plan: plan(`${heading}: ${rule}`, heading.toLowerCase(), 'how-to', [passageRef(passage)]), score: 4.4 });
      }
    }
    if (passage.kind === 'list' && passage.items.length >= 4 && passage.items.length <= 12 && passage.heading) {
      if (!/\b(?:before|bring|prepare|preparing|checklist|what to|need|requirements|signs|included|includes|check)\b/i.test(passage.heading)) continue;
      const offering = pageOffering(facts, passage.url, passage.heading);
      // Signs under a bare "Signs" point to what the page sells: its own h1 ("CCTV drain survey").
      const h1 = facts.passages.find((p) => p.url === passage.url && p.heading)?.heading ?? '';
      const pageWork = /\bsigns\b/i.test(passage.heading) && checkNounPhrase(h1).ok && SERVICE_HEAD.test(h1.split(/\s+/).pop() ?? '') ? h1 : null;
      const subject = offering ? displayName(offering) : (headingSubject(passage) ?? pageWork);
      if (!subject) continue;
      const items = passage.items.map(shortItem).filter((x): x is string => x !== null);
      const heading = passage.heading.replace(/[.:?]$/, '');
      // A list of signs is a problem to recognise, never a checklist: the site's own heading when it
      // says what the signs point to ("Signs your boiler is failing"), else the offering they call for.
      if (/\bsigns\b/i.test(heading)) {
        const said = heading.split(/\s+/).length >= 4 && !/\b(?:we|our|us)\b/i.test(heading);
        out.push({ plan: plan(said ? heading : `Signs You Need ${withArticle(subject, facts)}`, subject, 'problem', [passageRef(passage), ...(offering ? [offering.source] : [])]), score: 4.6 });
        continue;
      }
      const title =
        items.length >= 2
          ? `${subject} Checklist: ${items[0]}, ${items[1]} and ${passage.items.length - 2} More`
          : /\b(?:bring|before|prepare)\b/i.test(heading) && !/\b(?:you|your|our|we)\b/i.test(heading)
            ? `${heading}: ${withArticle(subject)} Checklist`
            : `The ${subject} Checklist`;
      out.push({ plan: plan(title, subject, 'checklist', [passageRef(passage), ...(offering ? [offering.source] : [])]), score: 4 });
    }
  }
}

/** "Our 5-step solar installation process", "How to look after your houseplants": what a page of numbered sections walks through. */
const STEPS_SAID = /\b(?:\d+|three|four|five|six|seven|eight|nine|ten)-step\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+process\b/iu;
const HOW_TO_SAID = /^how to ((?:[\p{L}'’-]+\s+){1,5}?[\p{L}'’-]+)(?=[:.,]|$)/iu;

/**
 * A page walking through its work in numbered sections ("1. Site survey" … "5. Permission to
 * Operate") under a line saying what they are ("Our 5-step solar installation process: …"): the
 * how-to its customers search ("How Solar Installation Works: 5 Steps From Site Survey to PTO").
 */
function fromNumberedSections(facts: SiteFacts, out: Candidate[]) {
  const posts = new Set(facts.blogSubjects.map((b) => b.url));
  const pages = [...new Set(facts.passages.map((p) => p.url))].filter((url) => !posts.has(url));
  for (const url of pages) {
    const on = facts.passages.filter((p) => p.url === url);
    const steps = [...new Map(on.flatMap((p) => { const m = NUMBERED_HEADING.exec(p.heading ?? ''); return m ? [[p.heading!, { n: Number(m[1]), name: m[2]!.trim(), passage: p }] as const] : []; })).values()];
    if (steps.length < 3 || steps.some((s, i) => s.n !== i + 1)) continue;
    const said = on.filter((p) => !NUMBERED_HEADING.test(p.heading ?? '')).map((p) => p.text);
    const process = said.map((t) => STEPS_SAID.exec(t)?.[1]).find((x): x is string => x !== undefined && checkNounPhrase(x).ok);
    const howTo = said.map((t) => HOW_TO_SAID.exec(t.trim())?.[1]).find((x): x is string => x !== undefined);
    const first = shortItem(steps[0]!.name.replace(/\s*\(.*$/, ''));
    const last = steps.at(-1)!.name.replace(/^.*\(([A-Z]{2,6})\)$/, '$1');
    // Every passage of every step, in the page's order: a step may run over two ("5. Permission to Operate").
    const grounding = on.filter((p) => NUMBERED_HEADING.test(p.heading ?? '')).map(passageRef);
    if (process) {
      const title = first ? `How ${titleCase(process)} Works: ${steps.length} Steps From ${titleCase(first)} to ${titleCase(last)}` : `How ${titleCase(process)} Works, in ${steps.length} Steps`;
      out.push({ plan: plan(title, process.toLowerCase(), 'how-to', grounding), score: 4.5 });
    } else if (howTo) {
      const subject = nounChunks(howTo.toLowerCase()).reverse().find((c) => checkNounPhrase(c).ok);
      if (subject) out.push({ plan: plan(`How to ${titleCase(howTo.replace(/\byour\b/i, 'Your'))}`, subject, 'how-to', grounding), score: 4.5 });
    }
  }
}

/** A section of a product's page telling how to look after it ("Care", "Care instructions", "Caring for your …"). */
const CARE_HEADING = /^(?:care|care (?:guide|instructions|tips|and maintenance)|caring for (?:your|the|this)\b.*|how to care for\b.*)$/i;
/** Care guides one site gives: more would be one article per listing. */
const MAX_CARE_TOPICS = 2;

/**
 * What a customer of goods searches after buying ("How to Care for a Monstera Deliciosa"): a
 * product's own page with a section on looking after it ("Light: bright, indirect light …",
 * "Water: …"), the most prominent first.
 */
function fromCare(facts: SiteFacts, out: Candidate[]) {
  const cared = facts.offerings
    .filter((o) => o.kind === 'product' && topicWorthy(o) && ownPage(o, facts))
    .map((o) => ({ o, care: facts.passages.find((p) => p.url === o.url && p.heading !== null && CARE_HEADING.test(p.heading.trim()) && (p.kind !== 'paragraph' || p.text.split(/\s+/).length >= 12)) }))
    .filter((x): x is { o: Offering; care: Passage } => x.care !== undefined)
    .sort((a, b) => prominence(b.o, facts) - prominence(a.o, facts));
  for (const { o, care } of cared.slice(0, MAX_CARE_TOPICS)) {
    const name = displayName(o);
    out.push({ plan: plan(`How to Care for ${withArticle(name, facts)}`, name, 'how-to', [passageRef(care), o.source]), score: 4.3 });
  }
}

/** Words of a paragraph that give the reader advice rather than describe the work. */
const ADVICE = /\b(?:should|we (?:recommend|suggest|advise)|recommend(?:ed)?|choose|pick|avoid|look for|make sure|consider|best|ideal(?:ly)?|if you|you(?:'ll)? (?:need|want)|tip)\b/i;

/** A page's own tool or form ("cost calculator", "quote form"): what the site offers to click, not work. */
const SITE_TOOL = /\b(?:calculators?|estimators?|forms?|quote tools?|widgets?|configurators?)$/i;

/**
 * A section of a service page headed by the work the reader does ("Choosing a mount", "Framing
 * objects", "Caring for leather") over a paragraph of advice, with no price: the how-to its
 * customers search ("How to Choose a Mount for a Print"). A lone noun takes the page's own
 * subject after it, which is then the keyphrase.
 */
function fromAdviceHeadings(facts: SiteFacts, out: Candidate[]) {
  const posts = new Set(facts.blogSubjects.map((b) => b.url));
  for (const passage of facts.passages) {
    const heading = passage.heading?.trim() ?? '';
    const m = /^(\p{L}+ing)\s+(?:(for|with|to)\s+)?(.+)$/iu.exec(heading);
    if (!m || posts.has(passage.url) || passage.kind !== 'paragraph' || /[\d£$€]/.test(passage.text + heading)) continue;
    const sentences = passage.text.split(/(?<=[.!?])\s+/).filter((x) => x.split(/\s+/).length >= 4);
    if (sentences.length < 2 || !ADVICE.test(passage.text)) continue;
    const tokens = tag(heading.toLowerCase()).flat();
    const gerund = tokens[0];
    if (!gerund || gerund.pos === 'PROPN' || tokens[tokens.length - 1]?.pos !== 'NOUN') continue;
    // "Framing objects" reads to the tagger as two nouns: a verb only where the site also writes it
    // as one ("we frame prints"), so "Heating controls" never becomes "How to Heat Controls".
    const said = facts.passages.map((p) => p.text.toLowerCase()).join(' ');
    const stem = m[1]!.toLowerCase().replace(/ing$/, '');
    const lemma =
      gerund.pos === 'VERB' && !gerund.lemma.endsWith('ing')
        ? gerund.lemma
        : [stem, `${stem}e`, stem.replace(/(\p{L})\1$/u, '$1')].find((v) => new RegExp(`\\b(?:we|you|i|to) ${v}\\b`).test(said));
    // "Missing a class": "If you miss a class, your teacher emails the notes…" says what happens
    // when it does, a policy; nobody searches how to do it.
    if (!lemma || new RegExp(`^if you ${lemma}`, 'i').test(passage.text.trim())) continue;
    const object = m[3]!.replace(/^(?:the|a|an|your|our)\s+/i, '').replace(/[.:?]$/, '').toLowerCase();
    // The heading's own tags say "mount" is its noun, where the phrase alone could read as a verb.
    if (!(checkNounPhrase(object).ok || (!object.includes(' ') && tokens[tokens.length - 1]!.normal === object)) || sitePhrase(object, facts) === null) continue;
    // "Moving Cost Calculator" names a tool of the site's, no thing a reader does something to.
    if (SITE_TOOL.test(object)) continue;
    // "Driving lessons in Galway City & County" names a service where it is sold: the gerund is the
    // service's modifier ("driving lessons", as the site's description or offerings write it), never a verb.
    const compound = `${m[1]!} ${object.split(/\s+/)[0]!}`.toLowerCase();
    if (/\s(?:in|across|around|near|throughout)\s+\p{Lu}/u.test(heading) || [facts.description?.text ?? '', ...facts.offerings.map((o) => o.name)].some((t) => t.toLowerCase().includes(compound))) continue;
    const h1 = facts.passages.find((p) => p.url === passage.url && p.heading)?.heading ?? '';
    const offering = pageOffering(facts, passage.url, null);
    const context = offering ? displayName(offering) : checkNounPhrase(h1).ok && h1 !== heading ? h1 : null;
    // "Framing objects" on a framer's page: the verb names the work, so the heading is the keyphrase whole.
    const workVerb = context !== null && context.toLowerCase().split(/\s+/).some((w) => w.startsWith(lemma.replace(/e$/, '')));
    const lone = !object.includes(' ') && !workVerb;
    if (lone && !context) continue;
    const what = `${m[2] ? `${m[2]} ` : ''}${isPlural(object) || !needsArticle(object) ? object : withArticle(object)}`;
    const title = `How to ${titleCase(lemma)} ${titleCase(what)}${lone ? ` for ${titleCase(context!.toLowerCase())}` : ''}`;
    const keyphrase = lone ? context!.toLowerCase() : workVerb && !object.includes(' ') ? heading.toLowerCase() : object;
    out.push({ plan: plan(title, keyphrase, 'how-to', [passageRef(passage), ...(offering ? [offering.source] : [])]), score: 4.3 });
  }
}

const COLOUR = /^(?:yellow|brown|black|white|grey|gray|red|orange|purple|pink|blue|green|pale)$/;
/** What appears on a thing rather than a part of it: asked after by its cause, not as "turning". */
const BLEMISH = /^(?:spots|patches|marks|stains|crystals|salts|bubbles|streaks|lines|rings|blotches|flecks|specks|deposits|bugs|flies|mites)$/;

/** Above the symptoms, the page's h1 names what they happen to ("Houseplant care" → "houseplant"). */
const ADVICE_WORD = /\s+(?:care|guide|tips|advice|problems|troubleshooting|help|doctor|clinic|faq)$/i;

/**
 * Symptom headings on an advice page ("Yellow leaves", "Brown tips", "Condensation on windows"),
 * each over a paragraph giving its cause and its fix: the question a customer types when it
 * happens, in the site's words ("Why Are My Houseplant Leaves Turning Yellow?", "What Causes
 * Condensation on Windows?"). Two such headings on a page make it an advice page; one is a
 * section of something else.
 */
function fromSymptoms(facts: SiteFacts, out: Candidate[]) {
  const posts = new Set(facts.blogSubjects.map((b) => b.url));
  const offered = new Set(facts.offerings.map((o) => o.name.toLowerCase()));
  const symptoms = facts.passages.filter((p) => {
    const heading = p.heading ?? '';
    const words = heading.split(/\s+/);
    return (
      !posts.has(p.url) &&
      words.length <= 5 &&
      !/[?\d£$€:]/.test(heading) &&
      !offered.has(heading.toLowerCase()) &&
      // A heading over prices ("Packages": frames and lenses from $199) heads a price list, not a symptom.
      !facts.passages.some((q) => q.url === p.url && q.heading === p.heading && /[$£€]\s?\d/.test([q.text, ...q.items].join(' '))) &&
      // "Urgent & medical eye visits" heads a kind of appointment, the care for symptoms, not one.
      !OCCASION.test(tag(heading.toLowerCase()).flat().pop()?.lemma ?? '') &&
      isSymptomAdvice(p) &&
      !/^(?:our|your|my|the|why|how|what|when|signs?)\b/i.test(heading) &&
      // Not the gate on offerings, which refuses "Brown tips" (a page word): a symptom only has to end
      // on its noun, and "Drooping stems" reads to the tagger as a noun and a verb.
      (tag(heading.toLowerCase()).flat().pop()?.pos === 'NOUN' || /^\p{L}+ing \p{L}+s$/iu.test(heading) || /^\p{L}+(?:ing|ness)$/iu.test(heading))
    );
  });
  for (const passage of symptoms) {
    if (symptoms.filter((p) => p.url === passage.url && p.heading !== passage.heading).length === 0) continue;
    const heading = passage.heading!;
    const h1 = facts.passages.find((p) => p.url === passage.url && p.kind === 'paragraph' && p.id.endsWith('.0'))?.heading ?? '';
    const context = ADVICE_WORD.test(h1) && checkNounPhrase(h1.replace(ADVICE_WORD, '')).ok ? titleCase(h1.replace(ADVICE_WORD, '').toLowerCase()) : '';
    const tokens = tag(heading.toLowerCase()).flat();
    const [state, thing] = [tokens[0], tokens.slice(1)];
    const noun = thing.map((t) => t.normal).join(' ');
    const mine = `${isPlural(noun) ? 'Are' : 'Is'} My ${context ? `${context} ` : ''}${titleCase(noun)}`;
    // "Yellow leaves": a part of the customer's own thing changed colour; "White spots" appeared, and are asked after by cause.
    const changed = tokens.length === 2 && COLOUR.test(state?.normal ?? '') && isPlural(noun) && !BLEMISH.test(noun);
    // "Itching", "Redness after a week": a short heading names no thing it happens to, so the title
    // says what the page is about ("Why Does a New Tattoo Itch?").
    const namesThing = tokens.slice(1).some((t) => t.pos === 'NOUN' && !/^(?:second|minute|hour|day|night|week|fortnight|month|year)s?$/.test(t.normal));
    const about = !namesThing && !context && !changed ? pageSubject(facts, passage.url, heading) : null;
    const title = about
      ? tokens.length === 1 && state!.normal.endsWith('ing')
        ? `Why Does ${about} ${titleCase(tag(`it is ${state!.normal}`).flat().pop()!.lemma)}?`
        : `What Causes ${titleCase(heading.toLowerCase())} on ${about}?`
      : changed
      ? `Why ${mine} Turning ${titleCase(state!.normal)}?`
      : tokens.length === 2 && state?.normal.endsWith('ing')
        ? `Why ${mine} ${titleCase(state.normal)}?`
        : `What Causes ${titleCase(heading.toLowerCase())}?`;
    out.push({ plan: plan(title, heading.toLowerCase(), 'problem', [passageRef(passage)]), score: 5 });
  }
}

/**
 * The thing an advice page is about: the noun its passages say most often, outside the symptom's own
 * words, twice at least; "a New Tattoo" where the page writes "new tattoo", else "My Tattoo".
 */
function pageSubject(facts: SiteFacts, url: string, heading: string): string | null {
  const own = lemmaSet(heading);
  const text = facts.passages.filter((p) => p.url === url).map((p) => p.text.toLowerCase()).join(' ');
  const counts = new Map<string, number>();
  for (const t of tag(text).flat()) if (t.pos === 'NOUN' && t.normal.length > 2 && !own.has(t.lemma) && ![...lemmaSet(t.normal)].some((w) => own.has(w))) counts.set(t.normal, (counts.get(t.normal) ?? 0) + 1);
  const [noun, n] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['', 0];
  if (n < 2 || isPlural(noun)) return null;
  return new RegExp(`\\bnew ${noun}\\b`).test(text) ? `a New ${titleCase(noun)}` : `My ${titleCase(noun)}`;
}

/** A heading that names a thing ("Brewing green tea", "Our install process" → "install process"), two words or more. */
function headingSubject(passage: Passage): string | null {
  if (!passage.heading) return null;
  // "Your first visit in 5 easy steps" is about the first visit; its steps are how the heading counts it.
  const chunks = nounChunks(passage.heading).map((c) => c.replace(/^(?:your|our|the|a|an)\s+/i, ''));
  return chunks.find((c) => c.includes(' ') && checkNounPhrase(c).ok && !/\b(?:steps?|stages?|ways?|tips?)$/i.test(c)) ?? null;
}

/** "Your first visit in 5 easy steps": a heading already titling its steps, as a searcher would. */
const COUNTED_STEPS = /^(?!how\b)(.+?)\s+in\s+(\d+|three|four|five|six|seven|eight|nine|ten)\s+(?:(?:easy|simple|quick)\s+)?steps$/i;

function passageRef(passage: Passage): SourceRef {
  return ref(passage.url, passage.items.length > 0 ? passage.items.join('; ') : passage.text);
}

/** Praise and credentials before a trade ("honest", "NICEIC-registered", "HETAS approved"): not what is searched. */
const PRAISE = /^(?:(?:(?:family|locally|veteran|woman|women|employee|owner)[- ]owned(?: and operated)?|local|neighbou?rhood|honest|friendly|reliable|trusted|family(?!\s+law\b)|professional|expert|quality|best|affordable|independent|award-winning|experienced|(?:\w+[-\s])?(?:qualified|certified|registered|approved|accredited|insured)),?\s+)+/;

/**
 * "dry self storage units" → "self storage units", "healthy houseplants" → "houseplants": a
 * gradable adjective before the trade is the copy's opinion of it, stripped like praise. One that
 * sorts the trade ("mobile", "private", "indoor") is kept, and so is one the phrase cannot lose
 * ("deep cleaning" alone is "cleaning"): the rest must be two words, or one the site writes alone.
 */
function withoutOpinion(chunk: string, text: string): string {
  const words = chunk.split(' ');
  const first = tag(chunk).flat()[0];
  if (words.length < 2 || first?.pos !== 'ADJ') return chunk;
  const word = words[0]!;
  const syllables = word.match(/[aeiouy]+/g)?.length ?? 0;
  const rest = words.slice(1).join(' ');
  const writtenAlone = new RegExp(`(?:^|[^\\p{L}-])${rest}\\b`, 'u').test(text.replaceAll(chunk, ''));
  if (syllables <= 1 && words.length >= 3) return rest;
  if (/(?:[^e]y|ful|ous)$/.test(word) && (words.length >= 3 || writtenAlone)) return rest;
  return chunk;
}

/**
 * What the business does, as a local searcher would type it before a town: the first noun phrase of
 * its own description ("Mobile bike servicing and repairs in …" → "mobile bike servicing"), else the
 * trade its offerings share ("Manual / Automatic driving lessons" → "driving lessons"), else its
 * main service. Never a price, a guarantee or a single tier.
 */
/** Kinds of premises a business is, whose name with its modifier is what a local searcher types ("hair salon", "dental practice"). */
const PREMISES = /^(?:salon|studio|clinic|surgery|practice|garage|workshop|school|academy|gym|spa|parlour|barber|bakery|café|cafe|restaurant|nursery|kennel|cattery|pharmacy|dispensary|shop)$/;

/** Times a service runs at, which modify its noun ("evening classes") and name no work of their own. */
const TIME_MODIFIER = /^(?:morning|afternoon|evening|night|weekend|weekday|daytime|holiday|summer|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

/**
 * "Count inventory on your phone, set par levels, scan invoices…": a description opening with a
 * list of commands tells the reader what to do, and its first words ("count inventory") are a
 * verb and its object, no trade.
 */
function imperativeOpening(text: string, phrase: string): boolean {
  const sentence = text.split(/[.!?]\s/)[0] ?? '';
  if (!sentence.startsWith(phrase)) return false;
  // Commas part the commands; "and" also joins nouns ("taproom and bottle shop"), so it parts nothing.
  const clauses = sentence.split(/,\s*(?:and\s+)?/).filter((c) => c.includes(' '));
  const commands = clauses.filter((c) => tag(`you ${c.split(' ')[0]!} it`).flat()[1]?.pos === 'VERB');
  return commands.length >= 2 && commands[0] === clauses[0];
}

function tradePhrases(facts: SiteFacts): { phrase: string; source: SourceRef }[] {
  const out: { phrase: string; source: SourceRef }[] = [];
  const placeWords = new Set(facts.locations.flatMap((l) => l.text.toLowerCase().split(/[^\p{L}]+/u)).filter(Boolean));
  const brand = facts.business.name.toLowerCase();
  // The trade a business opens its description with is its people ("vets"): a role there is the trade, not a job title.
  const usable = (phrase: string, peopleOk = false) => {
    const words = phrase.split(' ');
    // "children's party entertainer" is checked by what follows its possessive: "party entertainer".
    const check = checkNounPhrase(phrase.replace(/^[\p{L}-]+'s\s+/u, ''));
    return (
      // An offering's name passed the offering gate already ("escape rooms", whose "escape" the tagger reads as a verb).
      (check.ok || (peopleOk && check.reason === 'role') || facts.offerings.some((o) => o.name.toLowerCase() === phrase)) &&
      !/\d/.test(phrase) &&
      !words.some((w) => placeWords.has(w)) &&
      phrase !== brand &&
      // "Sparkwise team" is the business by its own name, no trade.
      words[0] !== brand.replace(/^the\s+/, '').split(/\s+/)[0] &&
      // "Free restitching for life" is a promise, not a trade.
      !/^(?:free|our|your|the|a|an)$/.test(words[0]!)
    );
  };
  // The heading over the description names the work where the description describes the premises
  // ("Dog day care on a farm near Northampton" over "A converted barn, two acres of paddock…"): its
  // first noun phrase of two words or more, before any place, is the trade.
  const over = facts.description && facts.passages.find((p) => p.url === facts.description!.source.url && p.text === facts.description!.text)?.heading;
  const headed = over ? nounChunks(over.toLowerCase())[0] : undefined;
  // Its head noun must head one of the site's offerings ("care" of "Day care") or name work ("catering"),
  // or a slogan ("Real life") would pass.
  // A restaurant or café is searched as what it is ("restaurant in Masham"), where the site calls itself that.
  const venue = VENUE.exec(facts.category?.text ?? '')?.[0]?.toLowerCase();
  if (venue && facts.category && new RegExp(`\\b${venue}\\b`, 'i').test(facts.passages.map((p) => p.text).join(' '))) out.push({ phrase: venue, source: facts.category.source });
  const soldBy = new Set(facts.offerings.flatMap((o) => [...lemmaSet(o.name.replace(/\s*[(,].*$/, '').split(/\s+/).at(-1) ?? '')]));
  // "Caring" is no "care": a word ending "-ing" is compared as written, not by the verb's lemma.
  const lastHeaded = headed?.split(' ').at(-1);
  const headNoun = lastHeaded ? (/ing$/.test(lastHeaded) ? lastHeaded : [...lemmaSet(lastHeaded)][0]) : undefined;
  const work = headed ? /(?:ing|graphy)$/.test(headed.split(' ').at(-1)!) : false;
  const offered = headed !== undefined && facts.offerings.some((o) => o.name.toLowerCase() === headed);
  // "Hair salon in Totnes": a heading naming the kind of premises the business is names its trade too.
  const premises = headNoun !== undefined && PREMISES.test(headNoun);
  // One word alone ending "-ing" ("Caring for Totara Bay's pets since 1994") may be what the business
  // does rather than its trade: it names the trade only where the description names none ("Vets in …").
  const activityOnly = headed !== undefined && !headed.includes(' ') && !offered && !premises && !soldBy.has(headNoun ?? '');
  if (headed && (headed.includes(' ') || offered || work) && headNoun && (soldBy.has(headNoun) || work || premises) && usable(headed) && !facts.description!.text.toLowerCase().includes(headed)) {
    out.push({ phrase: headed, source: { url: facts.description!.source.url, passage: over! } });
  }
  const headedAt = out.findIndex((t) => t.phrase === headed);
  if (facts.description) {
    // "Local, honest locksmith" is searched as "locksmith": praise is not part of the trade.
    const text = facts.description.text.toLowerCase();
    const said = facts.passages.map((p) => p.text.toLowerCase()).join(' \n ');
    // "Cipher Street runs live escape rooms …": the business's own name, opening its description, is no trade.
    const chunks = nounChunks(text);
    if (chunks[0] && (brand === chunks[0] || brand.startsWith(`${chunks[0]} `))) chunks.shift();
    // "Renata Ojeda is a professional organizer in Denver": who the sentence is about is no trade; what she is, is.
    else if (chunks[0] && chunks[1] && new RegExp(`^${chunks[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(?:is|are)\\s+(?:a|an)\\s`).test(text)) chunks.shift();
    // "Family Law Solicitors Dublin": the place beside the trade says where, and goes in the title apart.
    // "Professional organizer" is the trade's own name, as searched; "professional plumbers" is praise.
    const unpraised = (c: string) => (/^professional organi[sz]ers?$/.test(c) ? c : c.replace(PRAISE, ''));
    const [one, two] = chunks.slice(0, 2).map((c) => withoutOpinion(withoutPlaces(unpraised(c), placeWords), said));
    // "One-to-one GCSE and A-level maths tutoring": two modifiers joined by "and" share the second's head, the work.
    const shared = one && two && text.includes(`${one} and ${two}`) && !SERVICE_HEAD.test(one.split(' ').pop()!) && SERVICE_HEAD.test(two.split(' ').pop()!);
    // "Small evening and Saturday classes": a time ending the first chunk is the second's modifier too
    // (evening classes and Saturday classes), never a trade of its own.
    const when = one && two && TIME_MODIFIER.test(one.split(' ').pop()!) && text.includes(`${one} and ${two}`) && SERVICE_HEAD.test(two.split(' ').pop()!);
    let first = shared ? two : when ? `${one.split(' ').pop()!} and ${two}` : one;
    // "Heating & cooling in Columbus": two kinds of work joined are the trade together, as the site writes it.
    const pairedWork = one && two && /^\p{L}+ing$/u.test(one) && /^\p{L}+ing$/u.test(two) ? new RegExp(`\\b${one}\\s*(?:&|and)\\s*${two}\\b`).exec(text)?.[0] : undefined;
    if (pairedWork) first = pairedWork;
    // "Mobile knife, scissor and garden tool sharpening in Hobart": things listed before the work
    // they share are its objects; the first with the work is the trade ("mobile knife sharpening").
    // Only where the things between are bare singular nouns ("scissor"), no trade of their own
    // ("Commercial solar PV, battery storage and EV charging" lists three trades).
    const listedWork = /^([\p{L}-]+(?: [\p{L}-]+){0,2})((?:, [\p{L}-]+)+)? (?:and|&) (?:[\p{L}-]+ ){0,2}([\p{L}]+ing)\b/u.exec(text);
    const between = listedWork?.[2]?.split(',').map((w) => w.trim()).filter(Boolean) ?? [];
    // As the site writes it: "mobile knife sharpening", else its modifier with the work, "mobile sharpening".
    if (listedWork && between.length > 0 && between.every((w) => !/s$/.test(w)) && first === one && SERVICE_HEAD.test(listedWork[3]!) && one?.startsWith(listedWork[1]!.split(' ')[0]!)) {
      const [lead, work] = [listedWork[1]!, listedWork[3]!];
      first = [`${lead} ${work}`, `${lead.split(' ')[0]} ${work}`].map((t) => sitePhrase(t, facts)?.toLowerCase()).find((t) => t !== undefined) ?? first;
    }
    // "Children's party entertainer": the tagger ends a chunk at the possessive, but the trade runs on through it.
    const possessive = one && two ? new RegExp(`(?:^|[^\\p{L}])${one.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['’]s ${two.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u').exec(text) : null;
    if (possessive && !shared) first = possessive[0].replace(/^[^\p{L}]/u, '').replace('’', "'");
    // "runs live escape rooms" chunks as "rooms" (the tagger reads "escape" as a verb): where the word
    // before it makes an offering's name, the site's own phrase is the trade.
    const before = first && !first.includes(' ') ? new RegExp(`([\\p{L}-]+) ${first}\\b`, 'u').exec(text)?.[1] : undefined;
    if (before && facts.offerings.some((o) => o.name.toLowerCase() === `${before} ${first}`)) first = `${before} ${first}`;
    // "Manual and automatic driving lessons": the chunk starts at the second modifier; the trade is what they share.
    if (first && new RegExp(`^[\\p{L}-]+\\s+(?:and|&|or)\\s+${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(text)) first = first.split(' ').slice(1).join(' ');
    // One word names a trade when it is its people or its field ("vets", "physiotherapy"), not one thing ("wallet").
    // "Custom fine-line and blackwork tattoos" chunks as "custom fine-line": an adjective whose noun
    // went to the coordinated phrase is no trade, so the main work's own name stands in.
    const lastWord = first?.split(' ').pop() ?? '';
    // "Curlew Barn sleeps four in two bedrooms": a counted noun says how big the place is, never what trade it is in.
    const counted = first !== undefined && new RegExp(`(?<!\\b(?:level|grade|stage|band|tier|year|step)\\s)\\b(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\\s+${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u').test(text);
    const dropped = counted || (first !== undefined && [' and ', ' or ', ' & '].some((joint) => text.includes(`${first}${joint}`)) && (lastWord.includes('-') || tag(first).flat().pop()?.pos === 'ADJ'));
    // A trade is named by its work, its people, its premises or what it sells ("Brisbane Northside
    // Termite & Pest Specialists" chunks as "northside termite": a pest, no trade).
    const tradeHead = (phrase: string) => {
      const head = phrase.split(/\s+/).pop() ?? '';
      const lemma = [...lemmaSet(head)][0] ?? head;
      return SERVICE_HEAD.test(head) || PEOPLE_NOUN.test(head) || PREMISES.test(lemma) || MASS_PRACTICE.test(head) || VENUE.test(head) || SOLD_KIND.test(head) || soldBy.has(lemma) || lemmaSet(`${facts.business.name} ${facts.category?.text ?? ''}`).has(lemma);
    };
    if (first && !dropped && tradeHead(first) && !imperativeOpening(text, first) && usable(first, true) && (first.includes(' ') || !needsArticle(first) || checkNounPhrase(first).ok === false)) {
      // Read in lower case for the tagger, written as the site writes it: "solar PV", "A-level", not "solar pv".
      const at = text.indexOf(first);
      const original = at >= 0 ? facts.description.text.slice(at, at + first.length).split(' ') : [];
      const phrase = first.split(' ').map((w, i) => (/^\p{Lu}{2,}s?$|^\p{Lu}-/u.test(original[i] ?? '') ? original[i]! : w)).join(' ');
      out.push({ phrase, source: facts.description.source });
      if (activityOnly && headedAt >= 0) out.splice(headedAt, 1);
    }
  }
  // No description to read: the business's name past its own first word says its trade ("Bay Mobile
  // Valet" → "mobile valet"), where the site writes that trade's noun in its prose too.
  // "Brennan Keogh Solicitors": a partner's surname, which the site never writes in lower case, is a name too.
  const lowerText = facts.passages.map((p) => p.text).join(' ');
  const nameWords = facts.business.name.split(/\s+/).slice(1);
  const elsewhere = lowerText.replaceAll(facts.business.name, '');
  const surname = (word: string) => {
    const w = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Written after a first name ("Declan Keogh") and never in lower case, as a trade's words are.
    return !new RegExp(`\\b${w.toLowerCase()}\\b`).test(lowerText) && new RegExp(`\\p{Lu}\\p{Ll}+ ${w}\\b`, 'u').test(elsewhere);
  };
  // "Norman Creek Physiotherapy": the landmark word of a place's name leading the trade is no part of it.
  let firstTradeWord = 0;
  while (firstTradeWord < nameWords.length - 1 && (surname(nameWords[firstTradeWord]!) || LANDMARK.test(nameWords[firstTradeWord]!))) firstTradeWord++;
  const nameTail = nameWords.slice(firstTradeWord).join(' ').toLowerCase();
  // One word names the trade where it is the work itself ("physiotherapy").
  if (out.length === 0 && (nameTail.includes(' ') || SERVICE_HEAD.test(nameTail)) && usable(nameTail) && new RegExp(`\\b${nameTail.split(' ').at(-1)!}s?\\b`).test(lowerText)) {
    out.push({ phrase: nameTail, source: facts.business.source });
  }
  const services = facts.offerings.filter((o) => o.kind === 'service' && topicWorthy(o));
  const tails = new Map<string, Offering[]>();
  for (const o of services) {
    const words = displayName(o).toLowerCase().split(/\s+/);
    if (words.length < 3) continue;
    const tail = words.slice(1).join(' ');
    tails.set(tail, [...(tails.get(tail) ?? []), o]);
  }
  for (const [tail, offerings] of tails) if (offerings.length >= 2 && usable(tail)) out.push({ phrase: tail, source: offerings[0]!.source });
  const main = services.find((o) => o.description) ?? services[0];
  if (main && usable(displayName(main).toLowerCase())) out.push({ phrase: displayName(main), source: main.source });
  return out;
}

/** The feature a place is named by ("Norman Creek", "Kedron Brook", "Cotton Tree"), capitalised in a business's name. */
const LANDMARK = /^(?:Creek|Brook|River|Hill|Hills|Valley|Vale|Lake|Lakes|Mount|Heights|Point|Beach|Harbour|Harbor|Ridge|Glen|Bridge|Park|Springs?|Falls|Tree|Downs|Bay|Cove|Head|Heath|Marsh|Moor|Forest|Woods?)$/;

/** The trade without the places around it: "family law solicitors dublin" → "family law solicitors". */
function withoutPlaces(chunk: string, placeWords: ReadonlySet<string>): string {
  const words = chunk.split(' ');
  while (words.length > 1 && placeWords.has(words.at(-1)!)) words.pop();
  while (words.length > 1 && placeWords.has(words[0]!)) words.shift();
  return words.join(' ');
}

/** Every plan is paid by the month, year or seat: how software is sold, not classes by the visit. */
function subscriptionsOnly(facts: SiteFacts): boolean {
  const plans = facts.offerings.filter((o) => o.kind === 'plan');
  // A plan's structured data may give its period only in words beside the amount ("Studio: per month, billed monthly").
  return plans.length > 0 && plans.every((o) => o.prices.length === 0 || o.prices.some((p) => /\b(?:month|year|user|seat)\b/.test(`${p.unit ?? ''} ${p.text}`) || /\b(?:per (?:month|year)|billed (?:monthly|annually|yearly))\b/i.test(p.source.passage)));
}

/** A place people come to eat or drink (its structured data's type): where it is, is what is searched. */
const VENUE = /\b(?:restaurant|caf[eé]|coffee shop|bar or pub|pub|bistro|brasserie|tea ?room|food establishment|winery|brewery)\b/i;

/**
 * "Sharp Shed Mobile Sharpening": work its name or description says it brings to the customer,
 * whatever its price list names (knives, scissors, axes: what is sharpened, not stock). So does a
 * description opening on work ("Truck-mounted carpet and upholstery cleaning in Calgary…") over
 * one price list of things ("Hallway $25", "Sofa (3 seats) $119"): what is cleaned, not stock.
 */
function bringsWork(facts: SiteFacts): boolean {
  const trade = SERVICE_HEAD.test(tradePhrases(facts)[0]?.phrase.split(/\s+/).pop() ?? '');
  if (/\bmobile\b/i.test(`${facts.business.name} ${facts.description?.text ?? ''}`) && trade) return true;
  const opening = /^([^.]{3,80}?\b\p{L}+)(?=\s+(?:in|for|across|around|near|at)\s+\p{Lu}|[.]|$)/u.exec(facts.description?.text ?? '')?.[1];
  const goods = facts.offerings.filter((o) => o.kind === 'product' && o.prices.length > 0);
  const onOnePage = goods.length >= 3 && goods.filter((o) => o.url === goods[0]!.url).length * 2 > goods.length;
  return opening !== undefined && SERVICE_HEAD.test(opening.split(/\s+/).pop()!) && onOnePage;
}

/** A business that mostly does work (not one that mostly posts goods): its town is part of what is searched. */
function localTrade(facts: SiteFacts): boolean {
  if (VENUE.test(facts.category?.text ?? '')) return true;
  if (soldAsSoftware(facts)) return false;
  // Beside subscriptions, a service without its own price is a software feature ("Online booking"),
  // not work done; beside a drop-in price or a class pass it is an activity paid for that way.
  const subscriptions = subscriptionsOnly(facts);
  // A package ("Mega Party") is still work sold, though not a subject of its own.
  const services = facts.offerings.filter((o) => o.kind === 'service' && (topicWorthy(o) || packaged.has(o)) && (!subscriptions || o.prices.length > 0)).length;
  // Beside priced work, goods named without a price (a caterer's menu of dishes) are what the work serves, not a shop's stock.
  const pricedWork = facts.offerings.some((o) => o.kind === 'service' && o.prices.length > 0);
  // Add-ons (an album, a second photographer) are sold beside the work, not a shop's stock; beside
  // plans they are what the subscription adds (an SMS bundle), and the site sells software.
  const plans = facts.offerings.some((o) => o.kind === 'plan');
  // Work brought to the customer is local, though it sells a care plan too (a carpet cleaner's "Care Club").
  if (bringsWork(facts)) return true;
  return services > 0 && services >= facts.offerings.filter((o) => o.kind === 'product' && !packaged.has(o) && (plans || !isAddOn(o)) && (!pricedWork || o.prices.length > 0)).length;
}

/** One topic a local searcher would ask, only where the site states where it works. */
/** Country names as the runtime knows them ("Ireland", "New Zealand"), from its region codes. */
const COUNTRIES: ReadonlySet<string> = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const out = new Set<string>();
  for (const a of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    for (const b of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const name = names.of(`${a}${b}`);
      if (name) out.add(name.toLowerCase());
    }
  }
  return out;
})();

/** Longer than this, a local title is cut off in a search result and reads as padding. */
const LOCAL_TITLE_MAX = 70;

/** Whether the place a site states is a country or a region around its towns, not a town. */
function isRegion(place: string, facts: SiteFacts): boolean {
  const places = facts.locations.map((l) => l.text);
  const escaped = place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const said = [...facts.locations.map((l) => l.source.passage), ...facts.passages.map((p) => p.text)];
  return (
    COUNTRIES.has(place.toLowerCase()) ||
    places.some((p) => p !== place && p.toLowerCase().endsWith(`, ${place.toLowerCase()}`)) ||
    // "Dunmere, Scotland" in an address: the place comes after a town.
    said.some((text) => new RegExp(`\\p{Lu}[\\p{L}'’-]+,\\s+${escaped}\\b`, 'u').test(text)) ||
    said.some((text) => new RegExp(`\\b(?:across|throughout|all over|anywhere in|the whole of)\\s+(?:the\\s+)?${escaped}\\b`, 'i').test(text))
  );
}

/**
 * Where a local searcher asks a price ("… Cost in Tauranga?"): the first place the site states,
 * a town without its county ("in Galway", never "in Galway, Co. Galway"), a region as it is said
 * ("in the South West"). None for software; the caller names it only for a service (goods are sent by post).
 */
function searchedPlace(facts: SiteFacts): string | null {
  const place = facts.locations[0]?.text;
  if (!place || soldAsSoftware(facts)) return null;
  // "Dublin 2" is Dublin to a searcher; "South Shields" is a town, "the South West" a region.
  const town = place.split(',')[0]!.replace(/\s+\d+$/, '').trim();
  return !place.includes(',') && isRegion(place, facts) ? inPlace(town) : `in ${town}`;
}

function fromLocal(facts: SiteFacts, out: Candidate[]) {
  // Software and goods sent by post are not looked for by town; work done where the customer is, is.
  if (facts.locations.length === 0 || !localTrade(facts)) return;
  const places = facts.locations.map((l) => l.text);
  // The place the business states first is where it is; more places are areas it also covers.
  const place = places[0]!;
  const areas = places.length >= 3;
  // The trade as the site names it first; the fallbacks are for sites that name none.
  // A region or a country is searched "in": nobody is "near Scotland".
  const region = isRegion(place, facts);
  tradePhrases(facts).slice(0, 1).forEach(({ phrase: trade, source }, i) => {
    // "Mountain bike and e-bike hire": a thing let out is searched with its hire noun, where the site writes it so.
    const verbNoun = /\b(hire|rental)\b/i.exec(facts.description?.text ?? '')?.[1]?.toLowerCase();
    const hired = verbNoun && !SERVICE_HEAD.test(trade.split(/\s+/).pop() ?? '') ? (sitePhrase(`${trade} ${verbNoun}`, facts) ?? trade) : trade;
    // A practice is got by the class ("Yoga Classes in Kendal", never "Where to Get Yoga"), where the site says so.
    const phrase = MASS_PRACTICE.test(hired.split(/\s+/).pop() ?? '') ? (sitePhrase(`${hired} classes`, facts) ?? hired) : hired;
    const name = titleCase(phrase);
    const where = inPlace(place);
    // "near the South West" keeps the region's article.
    const bare = where.replace(/^in /, '');
    // "Near Dunmere", not "Near Dunmere, Fife": one is near a town.
    const town = bare.split(',')[0]!;
    const near = region ? where : `Near ${town}`;
    const around = region ? `Across ${bare}` : `Around ${town}`;
    // A trade named by its people ("vets", "roofers") is found, not got.
    // …and so is a place to eat ("Choosing a Restaurant in Masham", never "Where to Get a Restaurant").
    // …and so are premises ("Choosing a Yoga Studio in Kendal", never "Where to Get a Yoga Studio").
    const people = /(?:er|or|ist|ian|vet|smith|wright)s?$/i.test(phrase) || VENUE.test(phrase) || PREMISES.test([...lemmaSet(phrase.split(/\s+/).pop() ?? '')][0] ?? '');
    // One is chosen, not many: "Choosing a Vet in Totara Bay", never "Choosing Vets in …".
    const one = people && !VENUE.test(phrase) && isPlural(phrase) ? titleCase(withArticle(singular(phrase))) : withArticle(name, facts);
    // A local guide is about the area: where the business works, not its prices (the cost topic's
    // article), so it stands beside a cost topic on the same subject as a different search.
    // With the towns the site names, the title says which (the site's own words, no template's):
    // "Fixed-Fee Wills in Ludlow, Tenbury Wells and Church Stretton".
    // "Surrey" beside "Surrey Hills" is the county around it, not another town.
    const towns = places.map((p) => p.split(',')[0]!.trim()).filter((p, i, all) => all.indexOf(p) === i && !all.some((q) => q !== p && q.toLowerCase().startsWith(`${p.toLowerCase()} `)));
    const others = towns.filter((p) => p.toLowerCase() !== town.toLowerCase());
    const inTowns = (n: number) => (n === 1 ? `${name} in ${town} and ${others[0]}` : `${name} in ${town}, ${others.slice(0, n - 1).join(', ')} and ${others[n - 1]}`);
    const named = ([2, 1].filter((n) => others.length >= n).map(inTowns).find((t) => t.length <= LOCAL_TITLE_MAX) ?? null);
    const phrasings = [
      ...(areas ? [named ?? `${name} ${around}: Areas Covered`] : []),
      ...(people ? [`Choosing ${one} ${where}: What to Ask Before You Book`] : [`Where to Get ${one} ${near}`]),
      `Finding ${one} ${near}: What to Ask Before You Book`,
    ].filter((t) => t.length <= LOCAL_TITLE_MAX);
    // The site's own towns first; a wording past the length a search result shows, never.
    const title = areas && phrasings[0] ? phrasings[0] : (phrasings[pick(facts.business.name, phrasings.length)] ?? `${name} ${where}`);
    const places3 = facts.locations.slice(0, 3).map((l) => l.source);
    // What the trade itself costs where the business is, priced by everything it sells: what a
    // local searcher asks first, one article in place of a page of its own for each price, and no
    // location page (a local guide at a trade that states its prices read as one).
    // A premises is no price: "Direct Access Hygiene Clinic" costs what its hygiene does.
    const premises = PREMISES.test(phrase.split(/\s+/).pop()!.toLowerCase());
    // "Roofers" do roofing, as the site says: the work is what a searcher prices.
    const doing = people && !premises ? sitePhrase(phrase.replace(/(?:er|or)s?$/i, 'ing'), facts) : null;
    const work = doing ?? (premises ? phrase.split(/\s+/).slice(0, -1).join(' ') : phrase);
    const byPeople = !premises && !doing && people;
    // A shop named by who works in it ("barber shop"): its prices are that trade's, "Barber Prices in Halifax".
    const keptBy = premises && /^\p{L}+(?:er|ist)$/u.test(work);
    // Work by its noun ("Counselling", "Driving Lessons", "Eye Exams") or its people: "Veterinary" alone names neither.
    const nameable = byPeople || keptBy || SERVICE_HEAD.test(work) || /\bexams?$/i.test(work) || MASS_PRACTICE.test(work.split(/\s+/).pop() ?? '');
    const priced = work === '' || !nameable ? [] : tradePrices(facts, work);
    if (priced.length >= MIN_TRADE_PRICES) {
      const workName = titleCase(work);
      // "Roofers" charge; "a professional organizer" costs; "Dublin 2" is Dublin to a searcher.
      // "Galway, Co. Galway" is the town in its county, whatever else the site says of the county.
      const townOnly = searchedPlace(facts) ?? where;
      const asked = byPeople && isPlural(work) ? `How Much Do ${workName} Charge ${townOnly}?` : byPeople ? `How Much Does ${withArticle(workName, facts)} Cost ${townOnly}?` : `How Much ${isPlural(work) ? 'Do' : 'Does'} ${workName} Cost ${townOnly}?`;
      // Asked as the searcher asks it: the money question is the one wording every local searcher
      // types, and a list takes one title asking "How much" (selectTopics), so it repeats no template.
      const wordings = keptBy
        ? [`${workName} Prices ${townOnly}`]
        : byPeople
          ? [asked, `What ${isPlural(work) ? workName : withArticle(workName, facts)} ${isPlural(work) ? 'Charge' : 'Costs'} ${townOnly}`]
          : [asked, `${workName} Prices ${townOnly}`];
      const costTitle = wordings.find((t) => t.length <= LOCAL_TITLE_MAX);
      if (costTitle) {
        out.push({ plan: plan(costTitle, work, 'cost', [source, ...priced.map((o) => o.prices[0]!.source), ...places3]), score: TRADE_COST_SCORE });
        return;
      }
    }
    out.push({ plan: plan(title, phrase, 'local', [source, ...places3]), score: 3.5 - i * 0.5 });
  });
}

/** What a business that makes things sells, by kind: "stock control software", "booking app". */
const SOLD_KIND = /^(?:software|apps?|platforms?|systems?|tools?|kits?|supplies|goods|products?)$/i;

/**
 * What the trade costs where the business is ("How Much Do Roofers Charge in Kingsmere?"): the
 * local searcher's topic in place of a local guide, so it takes the local guide's place in a list.
 */
export function isAreaCost(plan: Pick<TopicPlan, 'intent' | 'title' | 'keyphrase'>, facts?: SiteFacts): boolean {
  if (plan.intent !== 'cost' || !AREA_COST.some((wording) => wording.test(plan.title))) return false;
  // One offering's price asked in its town ("How Much Does Tree Removal Cost in Tauranga?") is that offering's cost topic.
  const key = phraseKey(plan.keyphrase);
  return !facts?.offerings.some((o) => phraseKey(o.name) === key || phraseKey(displayName(o)) === key);
}

/** The area-cost wordings: asked, stated, as prices, as what one pays. */
const AREA_COST = [/^How Much (?:Does|Do) .+ (?:Cost|Charge) (?:in|across) [^?]+\?$/, /^What (?!You Pay\b).+ (?:Costs|Charge) (?:in|across) [^:?]+$/, /^.+ Prices (?:in|across) [^:?]+$/, /^What You Pay for .+ (?:in|across) [^:?]+$/];

/** Priced services it takes for a trade's own cost topic: one price is that service's topic. */
const MIN_TRADE_PRICES = 2;
/** Above any one offering's cost topic: the trade's cost, where the business is, is searched most. */
const TRADE_COST_SCORE = 6.6;

/**
 * The priced services of a business whose description or category names its trade ("Renata Ojeda
 * is a professional organizer in Denver"), none of them sold under the trade's own name (a tree
 * surgeon's "Tree removal" is that service's cost topic): together, what the trade costs there.
 */
function tradePrices(facts: SiteFacts, trade: string): Offering[] {
  // Each word as the site writes it, give or take a plural: "caring" is no "dental care". Work
  // is said by its people too: "Family roofers since 1972" names roofing.
  const self = new Set([facts.description?.text, facts.category?.text].join(' ').toLowerCase().match(/[\p{L}'-]+/gu) ?? []);
  const said = (w: string) => [w, w.replace(/ing$/, 'er')].some((f) => self.has(f) || self.has(`${f}s`) || self.has(f.replace(/s$/, '')));
  const words = lemmaSet(trade);
  // "Heating & Cooling" is two trades: no one price list is what either costs; "carpet and upholstery
  // cleaning" is one, its two modifiers sharing the work.
  // Not times ("evening and Saturday classes"): when the classes run prices nothing.
  const sharedHead = /^[\p{L}-]+\s+(?:and|&)\s+[\p{L}-]+\s+[\p{L}-]+$/u.test(trade.trim()) && !TIME_MODIFIER.test(trade.trim().split(/\s+/)[0]!);
  if (words.size === 0 || (JOINED.test(trade) && !sharedHead) || !trade.toLowerCase().split(/\s+/).every((w) => /^(?:and|&)$/.test(w) || said(w))) return [];
  // Work brought to the customer is priced by what it is done on ("Kitchen knives $12 each").
  const worked = bringsWork(facts);
  // A local trade's plans (a dance studio's term fees by class length) are what its work costs too.
  const plans = !soldAsSoftware(facts);
  const services = facts.offerings.filter((o) => (o.kind === 'service' || (plans && o.kind === 'plan') || (worked && o.kind === 'product')) && !isAddOn(o) && o.prices.some((p) => p.amount !== null && p.amount > 0));
  const sameName = (o: Offering) => { const own = lemmaSet(o.name.replace(/\s*\(.*$/, '')); return own.size === words.size && [...own].every((w) => words.has(w)); };
  return services.some(sameName) ? [] : services;
}

/** A trade named by its people: "handyman", "electricians", "locksmith". */
const PEOPLE_NOUN = /(?:er|or|ist|ian|man|men|smith|wright|\bvet)s?$/i;

/** A sentence stating a rate for the work itself: "I charge £35 for the first hour", "Our call-out fee is £60". */
const RATE_SENTENCE = /\b(?:(?:i|we)\s+charge|(?:my|our)\s+(?:rates?|prices?|fees?|charges?)\b|per hour|an hour|hourly|first hour|call[- ]out)\b/i;

/** The business's category and the place its tagline puts it in, when it names no offering of its own. */
export interface OwnCategory {
  phrase: string;
  /** Named by its people ("handyman", "electricians"), not its work ("garden maintenance"). */
  people: boolean;
  place: string | null;
  source: SourceRef;
}

/**
 * What a business with no named offering is, in its own words: the tagline under its name
 * ("Handyman services in Colchester & surrounding villages") or its title beside its name ("Fixit
 * Fred - Handyman Colchester"), as the first noun phrase, without praise, the place or a generic
 * "services". The place comes from the site's locations, else the tagline's "in <Town>".
 */
export function ownCategory(facts: SiteFacts): OwnCategory | null {
  // A blog's title names what it writes about ("Wild swimming in the Lakes"), not a trade.
  if (facts.blogSubjects.length > 0) return null;
  const brand = facts.business.name.toLowerCase();
  const home = facts.passages.filter((p) => p.heading?.trim().toLowerCase() === brand && p.kind === 'paragraph');
  const title = facts.business.source.passage.split(/\s+[-–—|:]\s+/).filter((part) => !part.toLowerCase().includes(brand));
  const sources = [...home.slice(0, 1).map((p) => ({ text: p.text, source: passageRef(p) })), ...title.map((text) => ({ text, source: facts.business.source }))];
  const placeWords = new Set(facts.locations.flatMap((l) => l.text.toLowerCase().split(/[^\p{L}]+/u)).filter(Boolean));
  for (const { text, source } of sources) {
    const said = /\bin\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)*)/u.exec(text)?.[1] ?? null;
    // A capitalised word after the trade in a title ("Handyman Colchester") is its town, as "in Colchester" is in a tagline.
    const words = text.split(/\s+/);
    const town = said ?? (words.length === 2 && /^\p{Lu}/u.test(words[1]!) ? words[1]! : null);
    const lower = text.replace(said ? `in ${said}` : (town ?? '\u0000'), ' ').toLowerCase();
    const chunk = nounChunks(lower)[0]?.replace(PRAISE, '');
    if (!chunk || /\d/.test(chunk) || chunk.split(' ').some((w) => placeWords.has(w) || brand.split(' ').includes(w))) continue;
    // "Handyman services" is searched as "handyman": the generic head adds nothing to the trade.
    const phrase = chunk.replace(/\s+(?:services?|solutions)$/, '');
    const check = checkNounPhrase(phrase);
    if (!(check.ok || check.reason === 'role') || phrase.split(' ').length > 3) continue;
    return { phrase, people: check.reason === 'role' || PEOPLE_NOUN.test(phrase), place: facts.locations[0]?.text.split(',')[0] ?? town, source };
  }
  return null;
}

/**
 * A site that names nothing it sells still states what it is and often its rate: its category is
 * the subject. "How Much Does a Handyman Cost in Colchester?" from a sentence giving the rate (one
 * naming no offering, so the price is the category's), and "What Can a Handyman Do?" from the
 * list of jobs it names.
 */
function fromOwnCategory(facts: SiteFacts, out: Candidate[]) {
  if (facts.offerings.some((o) => o.kind !== 'plan' && topicWorthy(o))) return;
  const category = ownCategory(facts);
  if (!category) return;
  const name = titleCase(category.phrase);
  // Written capitalised in a title or tagline, the trade is still a common noun: "a handyman".
  const one = titleCase(withArticle(category.phrase));
  const where = category.place ? ` in ${category.place}` : '';
  const rate = facts.passages.find((p) => /[$£€]\s?\d/.test(p.text) && RATE_SENTENCE.test(p.text));
  if (rate) {
    out.push({ plan: plan(`How Much ${isPlural(name) ? 'Do' : 'Does'} ${one} Cost${where}?`, category.phrase, 'cost', [passageRef(rate), category.source]), score: 6 });
  }
  // A sentence listing four or more jobs ("Shelves, flat-pack furniture, curtain poles, …") is what the trade takes on.
  const jobs = facts.passages
    .filter((p) => p.url === category.source.url || p.url === rate?.url)
    .map((p) => ({ p, items: p.text.split(/[.!?]\s+/).map((s) => s.split(/,\s*|\s+and\s+/)).find((parts) => parts.length >= 4) }))
    .find((x) => x.items);
  if (jobs?.items) {
    const items = jobs.items.map((i) => i.replace(/^.*[!?:]\s*/, '').replace(/\.$/, '').trim()).filter((i) => i && checkNounPhrase(i.toLowerCase()).ok);
    const title = category.people ? `What Can ${one} Do? ${titleCase(items.slice(0, 3).join(', ').toLowerCase())} and More` : `${name}${where}: What's Included`;
    out.push({ plan: plan(title, category.phrase, 'explainer', [passageRef(jobs.p), category.source]), score: 5 });
  }
}

/** Words of its own description an unpriced perk needs before it is a subject. */
const SAID_ENOUGH = 12;

function fromExplainers(facts: SiteFacts, out: Candidate[]) {
  const audience = homeAudience(facts);
  // Plans beside priced work (a vet's health plan) do not make the services software features.
  const hasPlans = facts.offerings.some((o) => o.kind === 'plan') && !localTrade(facts);
  // A shop selling priced goods beside a subscription (a tea club) sells no software: its collections
  // ("Teaware") are no features. Its goods have pages of their own; a software site's priced extras share its pricing page.
  const shop = new Set(facts.offerings.filter((o) => o.kind === 'product' && o.prices.length > 0).map((o) => o.url)).size >= 2;
  let features = 0;
  // Each service's wording moves one on from the last, so two on a site never read "Understanding … Hire" twice.
  let worded = 0;
  for (const offering of facts.offerings) {
    // Software features are sold as part of a plan; elsewhere only work done gets explained.
    if (offering.kind === 'plan' || (offering.kind === 'product' && (!hasPlans || shop)) || !topicWorthy(offering)) continue;
    // A service the site only names still makes an explainer, ranked below those it describes.
    const described = !!offering.description && offering.description.split(' ').length >= 6;
    const name = displayName(offering);
    // "What rat control involves" asks about work done; "what a crab sandwich involves" does not.
    // The head comes before a qualifier: "Myopia management for children", "Eye examination with OCT".
    const head = name.split(/\s+(?:for|with|of|on|by|in)\s+/i)[0]!.split(/\s+/).pop() ?? '';
    if (!hasPlans && !SERVICE_HEAD.test(head) && offering.kind === 'service' && localTrade(facts) && !facts.offerings.some((o) => o.kind === 'plan')) {
      // What a local business sells by name without a work noun ("Varifocals", "Sports and safety
      // eyewear"): a customer still asks what it is — where the site says something about it (a
      // description, or a page of its own), not for a card's bare title.
      if (!described && !ownPage(offering, facts)) continue;
      // "How Varifocals Work": a one-word name needs a third word, and a thing named by one word is
      // asked how it works; "How Party Games Work" asks it of what merely happens.
      const titles = [`${name}, Explained`, ...(needsArticle(name) ? [] : [`Understanding ${name}`]), ...(isPlural(name) && !name.includes(' ') ? [`How ${name} Work`] : [])];
      const start = pick(facts.business.name, titles.length) + worded++;
      titles.forEach((_, i) => {
        out.push({ plan: plan(titles[(start + i) % titles.length]!, name, 'explainer', [offering.source]), score: (described ? 2.5 : 1.5) + prominence(offering, facts) - i * 0.01 });
      });
      continue;
    }
    if (hasPlans || !SERVICE_HEAD.test(head)) {
      // A software feature the site describes, asked as its users would: "How Late Payment Reminders Work".
      // "SMS and email reminders" take the plural verb as one feature.
      // "a mobile time clock" where the site writes it so; "point of sale", "yin yoga" stay bare.
      const counted = new RegExp(`\\b(?:a|an) ${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(facts.passages.map((p) => p.text.toLowerCase()).join(' '));
      // A countable thing named in the singular takes its article whether or not the site writes one: "What Is a Party Package?".
      const one = counted || (!isPlural(name) && needsArticle(name) && !isProperName(name, facts)) ? withArticle(name, facts) : name;
      // "What Is a Taproom?" is a dictionary's question: one common noun is defined there, not by this site.
      if (!name.includes(' ') && needsArticle(name) && !isProperName(name, facts)) continue;
      // A shop's priced product is a listing, not a feature: "How a Weekender Duffle Bag Works" asks nothing.
      if (hasPlans && described && !(offering.kind === 'product' && offering.prices.length > 0)) {
        // The features take the wordings in turn, so a list of them does not read "How X Works" five times.
        // "What is …?" only for a term a customer could not know (a product's own name, an acronym), never plain English ("Office moves").
        const coined = isProperName(name, facts) || /\b[A-Z]{2,}\b/.test(name);
        const wordings = [`How ${one} ${isPlural(name) ? 'Work' : 'Works'}`, coined ? `What ${isPlural(name) ? 'Are' : 'Is'} ${one}?` : `What ${one} ${isPlural(name) ? 'Cover' : 'Covers'}`];
        const first = (pick(facts.business.name, 2) + features++) % wordings.length;
        [wordings[first]!, wordings[1 - first]!].forEach((title, i) => out.push({ plan: plan(title, name, 'explainer', [offering.source]), score: 2.8 - i * 0.01 }));
        // Where the site says what the feature ends, that problem is the angle, not another "How X Works".
        const problem = endedProblem(offering.description!);
        if (problem) out.push({ plan: plan(`${name}: ${titleCase(problem)}`, name, 'problem', [offering.source]), score: 2.9 });
      } else if (offering.kind === 'service' && described && facts.offerings.some((o) => o.kind === 'plan')) {
        // An activity paid for by pass or drop-in ("Yin yoga: long, quiet holds …") is what its customers ask about.
        // Two things joined ("Payroll & super") are no one thing to ask "What is" of: the wordings that need no verb.
        const titles = JOINED.test(name) ? [`${name}, Explained`, `${name}: What's Involved`] : [`What ${isPlural(name) ? 'Are' : 'Is'} ${one}?`];
        titles.forEach((title, i) => out.push({ plan: plan(title, name, 'explainer', [offering.source]), score: 2.8 - i * 0.01 }));
      }
      continue;
    }
    // At a shop, a line of what comes with every order ("Plastic-free packaging: Cardboard, paper and
    // compostable wrap.") is a promise about delivery, too little said for an article: no topic.
    const goodsShop = facts.offerings.filter((o) => o.kind === 'product').length > facts.offerings.filter((o) => o.kind === 'service').length;
    if (goodsShop && offering.prices.length === 0 && !ownPage(offering, facts) && (offering.description ?? '').split(/\s+/).length < SAID_ENOUGH) continue;
    // "Leadwork & Flashing" takes no verb that would have to agree with it.
    const coordinated = JOINED.test(name);
    // An audience only where this offering's own words name it: "for family homes" read off one line is not every service's.
    const forWhom = audience && ownWords(offering).includes(audience.toLowerCase()) ? ` for ${titleCase(audience)}` : '';
    // Several wordings of one question, rotated per site; each offering offers them all, so the
    // selection (one frame once per list) gives the next offering the next wording.
    const wordings = [
      ...(coordinated ? [] : [`What ${withArticle(name, facts)} ${isPlural(name) ? 'Involve' : 'Involves'}`]),
      // "During" needs one occasion of the work (a test, a lesson, a survey): packaging, parties sold as packages or a refill service happen at no one time.
      ...(OCCASION.test(singular(name).split(/\s+/).pop() ?? '') && !coordinated ? [`What Happens During ${anOccasion(name, facts)}`] : []),
      `${name}, Explained${forWhom}`,
      // Takes no verb, so it fits "Planting & Turfing", which no other wording does.
      ...(coordinated ? [`${name}: What's Involved`] : []),
      ...(needsArticle(name) || coordinated ? [] : [`Understanding ${name}`]),
    ];
    // What the site says the work covers, in its own words, is a wording no other site shares: first choice.
    const covers = coverNouns(offering, facts, 2);
    const own = covers.length === 2 ? `${name}: ${titleCase(listOf(covers))}` : null;
    const start = pick(facts.business.name, wordings.length) + worded++;
    // A coordinated name has two wordings only; the plainer comes first.
    const rotated = coordinated ? wordings : wordings.map((_, i) => wordings[(start + i) % wordings.length]!);
    const titles = [...(own ? [own] : []), ...rotated];
    const score = (described ? 3 : 2) + prominence(offering, facts);
    titles.forEach((title, i) => out.push({ plan: plan(title, name, 'explainer', [offering.source]), score: score - i * 0.01 }));
  }
}

/**
 * The problem a feature's own description says it ends, in the site's words: "… so you stop
 * playing phone tag" → "stop playing phone tag"; "No more clocking in from the bus".
 */
function endedProblem(description: string): string | null {
  const m = /\b(stop|no more|avoid)\s+([^.;:,!?"“”()]+)/iu.exec(description);
  if (!m) return null;
  const rest = m[2]!.trim();
  const words = rest.split(/\s+/);
  // A short clause about a thing ("playing phone tag"), not one about the reader ("stop worrying about your …").
  if (words.length < 2 || words.length > 5 || /\b(?:you|your|we|our|they|them|it|this|that)\b/i.test(rest) || nounChunks(rest).length === 0) return null;
  return `${m[1]!.toLowerCase()} ${rest}`;
}

const STORY_PATH = /^\/(?:about|about-us|our-story|story|team|careers|jobs|press|investors)(?:[/.-]|$)/i;

/**
 * What the site says its software replaces ("getting off spreadsheets", "instead of a whiteboard"):
 * the comparison its customers weigh, only where the site draws it.
 */
function fromAlternatives(facts: SiteFacts, out: Candidate[]) {
  const software = facts.offerings.some((o) => o.kind === 'plan') && !localTrade(facts);
  const product = facts.offerings.find((o) => o.kind === 'product' && o.description && topicWorthy(o));
  if (!software || !product) return;
  const name = displayName(product);
  const own = lemmaSet(facts.offerings.map((o) => o.name).join(' . '));
  const texts = [...facts.offerings.map((o) => ({ text: o.description ?? '', source: o.source })), ...facts.passages.map((p) => ({ text: p.text, source: passageRef(p) }))];
  const posts = new Set(facts.blogSubjects.map((b) => b.url));
  for (const { text, source } of texts) {
    // The business's story ("funded by our customers rather than a growth-at-all-costs investor") weighs no product.
    if (posts.has(source.url) || STORY_PATH.test(new URL(source.url).pathname)) continue;
    for (const m of text.matchAll(/(?<!(?:n['’]t|\bnot|\bnever)\s+)\b(?:instead of|rather than|getting off|moving off|switch(?:ing)? from|move away from|replaces?|ditch(?:ing)?)\s+(?:an?\s+|the\s+|your\s+|their\s+)?([\p{Ll}-]+(?:\s[\p{Ll}-]+)?)/gu)) {
      const alternative = nounChunks(m[1]!)[0];
      // "…aimed at curious drinkers rather than experts": the people it suits, weighed against others, is no alternative to it.
      const audience = /\b(?:aimed at|for|suited to|designed for|made for|built for)\s+(?:[\p{L}-]+\s+){0,3}$/iu.test(text.slice(0, m.index));
      if (!alternative || audience || alternative !== m[1] || !checkNounPhrase(alternative).ok || overlap(lemmaSet(alternative), own) > 0) continue;
      const alt = titleCase(alternative);
      const wordings = [`${name} or ${alt}?`, `Moving From ${alt} to ${withArticle(name, facts)}`, `${alt} vs. ${name}`];
      out.push({ plan: plan(wordings[pick(facts.business.name, wordings.length)]!, name, 'comparison', [product.source, source]), score: 4 });
      return;
    }
  }
}

/**
 * A blog with nothing to sell: new subjects its posts mention in passing (in two posts or more)
 * but none is about, set in the blog's own context ("root tabs" in "a planted tank"); and one
 * clearly labelled update of an existing post.
 */
function fromBlogNiche(facts: SiteFacts, out: Candidate[]) {
  if (facts.offerings.length > 0 || facts.blogSubjects.length < 3) return;
  const postUrls = new Set(facts.blogSubjects.map((b) => b.url));
  const covered = facts.blogSubjects.map((b) => lemmaSet([b.title, ...b.subjects].join(' . ')));
  // The blog's own context, as it describes itself: "a hobby blog about planted aquariums, …".
  const description = facts.description?.text ?? '';
  const about = /\babout\s+([^,.;:]+)/i.exec(description)?.[1] ?? '';
  // Else the tagline its home page's title gives ("High Moor Walks – Hill walking in the Peak District"), else the description.
  const tagline = facts.business.source.passage.split(/\s+[|–—-]\s+|:\s+/).filter((part) => part.trim() !== facts.business.name).join(' . ');
  const context = [about, tagline, description].flatMap((text) => nounChunks(text.toLowerCase())).find((c) => c.includes(' ') && checkNounPhrase(c).ok) ?? null;
  // A phrase the posts only ever write capitalised ("Caro Dunne") is a person's or a place's name.
  const postText = facts.passages.filter((p) => postUrls.has(p.url)).map((p) => p.text).join(' \n ');
  const named = (phrase: string) => !postText.includes(phrase) && postText.toLowerCase().includes(phrase);
  const seenIn = new Map<string, { posts: Set<string>; mentions: number; text: string; refs: SourceRef[] }>();
  for (const passage of facts.passages) {
    if (!postUrls.has(passage.url) || passage.kind === 'faq') continue;
    for (const chunk of nounChunks(passage.text.toLowerCase())) {
      if (/^\p{L}+ing\b/u.test(chunk) && !/^(?:spring|string|ring|king|wing|thing|building|ceiling|clothing|bedding|lighting|heating|flooring|seating)\b/.test(chunk)) continue;
      const phrase = chunk.replace(/^(?:few|many|several|some|more|most|other|weekly|daily|monthly|new|old|first|last|next|same|own|whole|little|big|small|good|bad|best|easy|heavy|light)\s+/, '');
      const words = phrase.split(' ');
      const head = words[words.length - 1]!;
      if (words.length < 2 || words.length > 3 || !checkNounPhrase(phrase).ok || named(phrase) || /^(?:weeks?|days?|months?|years?|hours?|minutes?|times?|fields?|ways?|things?|bits?|lots?)$/.test(head)) continue;
      const entry = seenIn.get(phrase) ?? { posts: new Set<string>(), mentions: 0, text: phrase, refs: [] };
      if (!entry.posts.has(passage.url)) entry.refs.push(ref(passage.url, passage.text));
      entry.posts.add(passage.url);
      entry.mentions++;
      seenIn.set(phrase, entry);
    }
  }
  const contextWords = context ? lemmaSet(context) : new Set<string>();
  const ranked = [...seenIn.values()]
    // Mentioned across posts, or come back to within one: a subject the blog touches but has no post on.
    .filter((e) => e.posts.size >= 2 || e.mentions >= 2)
    .filter((e) => {
      const words = lemmaSet(e.text);
      // Not what a post is about, and not the blog's own context again.
      return !covered.some((c) => [...words].every((w) => c.has(w))) && ![...words].every((w) => contextWords.has(w));
    })
    .sort((a, b) => b.posts.size - a.posts.size || b.mentions - a.mentions || b.text.split(' ').length - a.text.split(' ').length || a.text.localeCompare(b.text));
  const taken: Set<string>[] = [];
  for (const entry of ranked) {
    const words = lemmaSet(entry.text);
    if (taken.some((t) => overlap(t, words) > 0.5)) continue;
    taken.push(words);
    const name = titleCase(entry.text);
    if (!context) continue;
    const where = titleCase(context);
    // "Choosing root tabs" reads; "choosing sleeping bag" needs an article the phrase does not have.
    const variant = isPlural(name) || !needsArticle(name) ? pick(entry.text, 2) : 0;
    const title = variant === 0 ? `${name} for ${where}` : `Choosing ${name} for ${where}`;
    out.push({ plan: plan(title, entry.text, variant === 1 ? 'how-to' : 'explainer', entry.refs.slice(0, 3)), score: 2.5 + entry.posts.size * 0.1 });
    if (taken.length >= 8) break;
  }
  const oldest = facts.blogSubjects[facts.blogSubjects.length - 1];
  if (oldest && oldest.subjects[0]) {
    const source = facts.questions.find((q) => q.source.url === oldest.url)?.source ?? ref(oldest.url, oldest.title);
    out.push({
      plan: { ...plan(`Update: ${oldest.title}`, oldest.subjects[0], 'explainer', [source]), updateOf: oldest.url },
      score: 1,
    });
  }
}

export function topicCandidates(facts: SiteFacts): Candidate[] {
  const out: Candidate[] = [];
  noteHire(facts);
  noteBases(facts);
  notePackages(facts);
  noteTiers(facts);
  noteCategories(facts);
  fromQuestions(facts, out);
  fromPackages(facts, out);
  fromShopCategory(facts, out);
  fromCost(facts, out);
  fromSizeGuides(facts, out);
  fromComparisons(facts, out);
  fromSoftwareCost(facts, out);
  fromAlternatives(facts, out);
  fromStepsAndLists(facts, out);
  fromCare(facts, out);
  fromNumberedSections(facts, out);
  fromAdviceHeadings(facts, out);
  fromSymptoms(facts, out);
  fromLocal(facts, out);
  fromOwnCategory(facts, out);
  fromExplainers(facts, out);
  fromBlogNiche(facts, out);
  // Stable order: score, then the order the facts gave.
  return withoutBareLines(facts, out).map((c, i) => ({ c, i })).sort((a, b) => b.c.score - a.c.score || a.i - b.i).map((x) => x.c);
}

/**
 * Beside the trade's own price topic ("Barber Prices in Halifax"), a price list the site says
 * nothing more of, line by line ("Beard Trim $22 · 20 min": no description, no page, no question),
 * makes an article of one sentence per line: each price is a row of the trade's article, no topic of its own.
 */
function withoutBareLines(facts: SiteFacts, out: Candidate[]): Candidate[] {
  if (!out.some((c) => isAreaCost(c.plan, facts))) return out;
  const asked = facts.questions.map((q) => lemmaSet(q.question));
  const priced = facts.offerings.filter((o) => o.prices.length > 0);
  const isBare = (o: Offering) => (o.description ?? '').split(/\s+/).length < 6 && !ownPage(o, facts) && !asked.some((q) => [...lemmaSet(displayName(o))].every((w) => q.has(w)));
  // Only a price list that is all lines (a barber's card of cuts and shaves): where the site
  // describes some of its services ("A separation agreement is a binding contract…"), each priced one stands.
  if (!priced.every(isBare)) return out;
  const bare = new Set(priced.map((o) => phraseKey(displayName(o))));
  return out.filter((c) => !(c.plan.intent === 'cost' && !isAreaCost(c.plan, facts) && bare.has(phraseKey(c.plan.keyphrase))));
}
