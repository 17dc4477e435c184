import type { Stated } from '../../../shared/site-facts';
import type { ExtractedPage } from '../extract-page';
import { asArray, stringOf, typeIs, type JsonLdNode } from '../page-structure';
import { checkNounPhrase, tag } from './nlp';
import { clean, ref } from './text';

/** Who the business serves and where, as its pages state it. Pure. */

const FOR_AUDIENCE = /\bfor\s+((?:[\p{L}'’&-]+(?:,\s*|\s+)){0,6}?[\p{L}'’-]+)(?=\s+(?:in|across|throughout|around|near|who|that|with|from|since|at|like|and\s+(?:their|the|your))\b|[.,;:!?)—–]|$)/giu;
const HELP_AUDIENCE = /\b(?:we|i)\s+help\s+((?:[\p{L}'’&-]+\s+){0,4}?[\p{L}'’-]+s)\b/giu;
const NOT_AUDIENCE = /^(?:a|an|the|your|you|us|our|me|free|every|each|more|less|over|up|all|any|this|that|years?|months?|days?|weeks?|hours?|minutes?|life|good|sale|yourself|themselves|itself|decades?|generations?|everyone|everybody|people|example|instance|details|more|less|most|many|some|few|several|other|those)\b/i;

/** "Small shops and offices", "Landlords and letting agents": every part names a group of people. */
export function isAudiencePhrase(text: string): boolean {
  const parts = text.split(/,\s*|\s+(?:and|&|or)\s+/).map((p) => p.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => isAudience(p.toLowerCase()));
}

function isAudience(phrase: string): boolean {
  if (NOT_AUDIENCE.test(phrase) || phrase.split(' ').length > 6) return false;
  if (!checkNounPhrase(phrase).ok) return false;
  const tokens = tag(phrase.toLowerCase()).flat();
  const last = tokens[tokens.length - 1];
  // Audiences are groups: a plural noun head ("small businesses", "homeowners and landlords").
  // "children", "people", "women" are plurals without an -s.
  if (!last || !(last.pos === 'NOUN' || last.pos === 'PROPN') || last.normal === last.lemma || !/(?:s|children|people|men)$/.test(last.normal)) return false;
  // Audiences are people or organisations: "homeowners", "small businesses", not "short periods".
  // Animals and homes are what a vet or a trade serves as a kind ("dogs and cats", "homes"); "senior
  // dogs" and "older homes" are the case a page is writing about, not the business's customers.
  if (ANIMALS.test(last.lemma) && tokens.length > 1 && tokens[0]!.pos === 'ADJ') return false;
  return PERSON_SUFFIX.test(last.normal) || GROUP_NOUNS.has(last.lemma) || GROUP_NOUNS.has(last.normal);
}

/**
 * "Our artists", "Meet the stylists", "Teachers": a page headed by a plural noun for people is a
 * page of people, and the headings on it are their names, not things the business sells.
 */
export function headsPeoplePage(heading: string): boolean {
  const phrase = heading.toLowerCase().replace(/^(?:meet\s+)?(?:our|the|my)\s+/, '').trim();
  if (!phrase || phrase.split(/\s+/).length > 3) return false;
  const last = phrase.split(/\s+/).at(-1)!;
  // Shoes, bestsellers and builders' kits are sold under these words too, and "-ees" ends
  // "Fees" and "Coffees" as well as "Trainees".
  return /^(?:people|staff|team)$/.test(last) || (PERSON_SUFFIX.test(last) && !/^(?:trainers|sellers|bestsellers|builders)$|ees$/.test(last));
}

/** Agent nouns that name people; a bare "-ers" would also take "shoulders" and "answers". */
const PERSON_SUFFIX = /(?:owners|keepers|makers|lovers|buyers|sellers|users|workers|runners|riders|players|walkers|drinkers|holders|builders|managers|leaders|planners|travell?ers|gardeners|growers|bakers|brewers|founders|freelancers|retailers|customers|shoppers|beginners|learners|teachers|trainers|members|renters|employers|developers|designers|writers|creators|bloggers|marketers|investors|operators|contractors|visitors|collectors|professionals|ists|ians|[^rf]ees|preneurs|eurs)$/;
/** What a business works on as a kind ("dogs and cats", "homes and businesses"), never a modified case ("senior dogs", "older homes"). */
const ANIMALS = /^(?:pet|dog|cat|puppy|kitten|horse|rabbit|home|house|property)$/;
const GROUP_NOUNS = new Set([
  'business', 'businesses', 'landlord', 'family', 'families', 'shop', 'office', 'team', 'company', 'startup', 'agency', 'clinic',
  'restaurant', 'cafe', 'café', 'people', 'parent', 'kid', 'child', 'children', 'couple', 'pet', 'dog', 'cat', 'adult', 'senior',
  'beginner', 'professional', 'freelancer', 'founder', 'retailer', 'brand', 'school', 'charity', 'charities', 'household', 'home',
  'practice', 'firm', 'studio', 'shopper', 'men', 'women', 'teen', 'athlete', 'nonprofit', 'organisation', 'organization', 'venue',
  'hotel', 'bakery', 'gym', 'homeowner', 'tenant', 'patient', 'individual', 'employer', 'entrepreneur', 'solopreneur', 'creator',
  'blogger', 'marketer', 'trade', 'tradespeople', 'contractor', 'school', 'university', 'club', 'group', 'store', 'merchant', 'agent',
]);

export function findAudiences(pages: ExtractedPage[]): Stated[] {
  const home = pages[0]!;
  const out: Stated[] = [];
  const seen = new Set<string>();
  const add = (text: string, url: string, passage: string) => {
    const key = text.toLowerCase();
    // "busy restaurants" adds nothing to "restaurants".
    if ([...seen].some((s) => s === key || key.endsWith(` ${s}`) || s.endsWith(` ${key}`))) return;
    seen.add(key);
    out.push({ text, source: ref(url, passage) });
  };
  for (const node of home.jsonLd) {
    for (const audience of asArray(node['audience'])) {
      const text = clean(stringOf((audience as JsonLdNode | null)?.['audienceType']) || stringOf(audience));
      if (text) add(text, home.url, `audience: ${text}`);
    }
  }
  const lines = (page: ExtractedPage) => [page.description, ...page.h1, page.title, ...page.passages.slice(0, 8).map((p) => p.text)].filter(Boolean);
  for (const page of [home, ...pages.slice(1).filter((p) => !p.isArticle)]) {
    for (const line of lines(page)) {
      for (const match of line.matchAll(FOR_AUDIENCE)) {
        // "from £45 for small dogs" states what a price is for (a size), not who the business serves.
        if (/\d\s*(?:per\s+\p{L}+\s*)?$/u.test(line.slice(0, match.index))) continue;
        // "Safe for beginners, cats and dogs", "ideal for small flats": what the goods suit, not whom the business serves.
        const before = /([\p{L}-]+)\s*$/u.exec(line.slice(0, match.index))?.[1];
        if (before && tag(before.toLowerCase()).flat()[0]?.pos === 'ADJ') continue;
        for (const part of match[1]!.split(/,\s*|\s+(?:and|&|or)\s+/)) {
          // "for children and adults alike": the adverb closes the list, it is not part of it.
          const phrase = part.trim().replace(/\s+alike$/i, '');
          if (isAudience(phrase)) add(phrase, page.url, line);
        }
      }
      for (const match of line.matchAll(HELP_AUDIENCE)) if (isAudience(match[1]!)) add(match[1]!, page.url, line);
    }
    if (out.length >= 4) break;
  }
  return out.slice(0, 5);
}

/** Nouns that head the name of a place: "Town Centre", "Old Town", "Harbour Quarter", "Mill Lane". */
const PLACE_HEAD =
  /^(?:centre|center|town|city|village|district|quarter|borough|county|suburb|square|street|road|lane|avenue|parade|precinct|market|station|harbou?r|waterfront|riverside|docks?|estate|park|green|common|high street|region|area|areas|side|end|cbd|downtown|uptown|midtown)$/;

/**
 * A place, never a thing sold: a place the site states ("Calderbridge"), or a phrase a place word
 * heads with a stated place or a word the site only writes capitalised in front of it
 * ("Calderbridge Town Centre", "the Old Mill market"). `placeWords` are the lower-cased words of
 * the stated locations; `names` the words the site writes capitalised only.
 */
export function isPlacePhrase(text: string, placeWords: ReadonlySet<string>, names: ReadonlySet<string> = new Set()): boolean {
  // "Bishop’s Cleeve" is stated as "bishop" and "cleeve": a possessive's "s" is no word of the place.
  const words = text.toLowerCase().replace(/^(?:the|our|in|near)\s+/, '').split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean).map((w) => w.replace(/['’]s$/u, ''));
  if (words.length === 0) return false;
  if (words.every((w) => placeWords.has(w))) return true;
  const head = words[words.length - 1]!;
  const led = placeWords.has(words[0]!) || names.has(words[0]!);
  return led && (PLACE_HEAD.test(head) || PLACE_HEAD.test(words.slice(-2).join(' ')));
}

/** The lower-cased words of the places a site states. */
export function placeWordsOf(locations: readonly Stated[]): Set<string> {
  return new Set(locations.flatMap((l) => l.text.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => w.length > 1));
}

const PLACE_AFTER = /\b(?:[Ww]ithin \d+ miles of|[Ii]n|[Ss]erving|[Aa]cross|[Tt]hroughout|[Aa]round|[Nn]ear|[Bb]ased in|[Cc]overing|[Ll]ocated in|[Pp]roudly serving)\s+((?:the\s+)?\p{Lu}[\p{L}'’-]+(?:(?:,\s*|\s+|\s+and\s+(?:the\s+)?|\s+of\s+(?:the\s+)?|\s*&\s*)\p{Lu}[\p{L}'’-]+){0,5})/gu;
const NOT_PLACE = new Set([
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'monday',
  'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  // A timetable's days ("Hours Mon, Wed, Thu 7:00 am … Tue, Fri …") are no places either.
  'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun', 'english', 'google', 'stock', 'store', 'person', 'business',
  'we', 'our', 'your', 'the', 'us', 'i', 'this', 'stripe', 'quickbooks', 'xero', 'excel', 'slack', 'shopify', 'wordpress',
]);

function placeOk(text: string, brandWords: ReadonlySet<string>): boolean {
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  // A word of the business's name is its name, not a place ("in Cipher Street"), unless the site
  // places it in a town ("Meanwood Piano Lessons": "Piano lessons in Meanwood, Leeds").
  const [place, town] = text.toLowerCase().split(/,\s*/);
  const placed = town !== undefined && town.split(/[^\p{L}]+/u).every((w) => !brandWords.has(w)) && place!.split(/\s+/).length <= 2;
  if (words.length === 0 || words.length > 6 || words.some((w) => NOT_PLACE.has(w) || (brandWords.has(w) && !placed))) return false;
  // A place is a proper name: the tagger reads each capitalised word as one.
  return tag(text).flat().filter((t) => /\p{L}/u.test(t.text) && !/^(?:and|the|of)$/i.test(t.text)).every((t) => t.pos === 'PROPN');
}

export function findLocations(pages: ExtractedPage[], brandWords: ReadonlySet<string>): Stated[] {
  const out: Stated[] = [];
  const seen = new Set<string>();
  const add = (text: string, url: string, passage: string) => {
    const value = clean(text).replace(/[.,]$/, '').replace(/,?\s+(?:Co|St|Mt|Ft)$/, '');
    // "Leeds, Bradford and Wakefield" is three places; "Portland, Maine" is one.
    const parts = /\s(?:and|&)\s/.test(value) || value.split(',').length > 2 ? value.split(/,\s*|\s+(?:and|&)\s+/) : [value];
    for (const part of parts.map((p) => p.trim().replace(/^the\s+/i, '')).filter(Boolean)) {
      const key = part.toLowerCase();
      const pieces = key.split(/,\s*/);
      // "Porthcarrow, Cornwall" after "Porthcarrow", or "Brackenford, Wexley" after both, adds nothing.
      if ([...seen].some((s) => s === key || s.startsWith(`${key},`) || pieces.includes(s) || s.split(/,\s*/).includes(pieces[0]!))) continue;
      seen.add(key);
      out.push({ text: part, source: ref(url, passage) });
    }
  };
  for (const page of pages) {
    for (const node of page.jsonLd) {
      const address = asArray(node['address'])[0] as JsonLdNode | undefined;
      if (address && typeof address === 'object') {
        const locality = clean(stringOf(address['addressLocality']));
        const region = clean(stringOf(address['addressRegion']));
        const place = [locality, region].filter(Boolean).join(', ');
        if (place) add(place, page.url, [stringOf(address['streetAddress']), place, stringOf(address['postalCode'])].filter(Boolean).join(', '));
      } else if (typeof node['address'] === 'string') {
        // An address written as one string keeps only what is clearly a town.
      }
      for (const area of asArray(node['areaServed'])) {
        const name = clean(stringOf(area) || stringOf((area as JsonLdNode | null)?.['name']));
        if (name && name.length < 60) add(name, page.url, `areaServed: ${name}`);
      }
      if (typeIs(node, 'Place') && stringOf(node['name'])) {
        // A Place node names a venue, which is not a service area.
      }
    }
  }
  const home = pages[0]!;
  const contact = pages.filter((p) => /contact|location|find-us|visit/i.test(p.url));
  // "in X" counts where the business describes itself (title, description, h1); in body text "in
  // India" may be where a tea grows. "Serving …", "based in …" count anywhere on those pages.
  const headline = [home.description, ...home.h1, home.title, ...contact.flatMap((p) => [p.description, ...p.h1])];
  // Where the site says it works ("we cover venues within 40 miles of Bath", "across Harrogate,
  // Knaresborough and Ripon") may be on any of its own pages: an FAQ, a services page.
  // A list's items one by one: run together, "…monitoring throughout" and "Pain relief to take home" read as a place.
  const body = [home, ...contact, ...pages.slice(1).filter((p) => !p.isArticle && !contact.includes(p))].flatMap((p) => p.passages.slice(0, 12).flatMap((x) => (x.items.length > 0 ? x.items : [x.text]).map((text) => ({ text, url: p.url }))));
  const candidates: { text: string; url: string; strong: boolean }[] = [
    ...headline.map((text) => ({ text, url: home.url, strong: false })),
    ...body.map((b) => ({ ...b, strong: true })),
  ];
  // "Ashcombe & Somerset Villages" in a title: a generic word for places in Title Case is no part of a name.
  const generic = /^(?:villages|towns|areas|suburbs|surroundings|counties|districts|regions|cities|communities|beyond)$/i;
  for (const { text, url, strong } of candidates) {
    for (const match of text.matchAll(PLACE_AFTER)) {
      if (strong && !/^(?:serving|based in|located in|covering|proudly serving|across|throughout|within \d+ miles of)\b/i.test(match[0])) continue;
      const after = text.slice((match.index ?? 0) + match[0].length);
      // "in BS postcodes": a postcode area, no place a searcher names.
      if (/^\s+(?:post ?codes?|zip ?codes?|postal codes?)\b/i.test(after)) continue;
      // "covering the Security, Availability and Confidentiality trust services criteria": a list
      // after "the" before a common noun says what kind of it, never where ("serving Leeds homes",
      // "in Leeds city centre" keep their town).
      const next = /^\s+(\p{Ll}[\p{L}-]*)/u.exec(after)?.[1];
      if (next && /^the\s.*(?:,|\sand\s)/i.test(match[1]!) && tag(next)[0]?.[0]?.pos === 'NOUN') continue;
      const phrase = match[1]!
        .replace(/^the\s+/i, '')
        .split(/(\s*(?:,|&|\band\b)\s*)/)
        .filter((part, i, all) => !(i % 2 === 0 && part.split(/\s+/).some((w) => generic.test(w))) && !(i % 2 === 1 && (all[i + 1] ?? '').split(/\s+/).some((w) => generic.test(w))))
        .join('')
        .replace(/\s*(?:,|&|\band\b)\s*$/, '');
      if (!phrase) continue;
      // "in Kendal, Windermere and the South Lakes": a list of places, not "Town, Region".
      const listed = /^\s*(?:,|and\b|&)/.test(text.slice((match.index ?? 0) + match[0].length));
      if (listed) {
        for (const part of phrase.split(/,\s*/)) if (placeOk(part, brandWords)) add(part, url, text);
        continue;
      }
      // "Leeds, Bradford and Wakefield" → one stated area; "Portland, Maine" → one place.
      if (placeOk(phrase, brandWords)) add(phrase, url, text);
      // "Bath, Bristol and the Cotswolds": a list whose last part the tagger reads as a common noun keeps its towns.
      else if (/\s(?:and|&)\s/.test(phrase)) for (const part of phrase.split(/,\s*|\s+(?:and|&)\s+(?:the\s+)?/)) if (placeOk(part, brandWords)) add(part, url, text);
    }
  }
  // A river or lake the business works on ("paddleboarding on the River Wye") is where it is.
  for (const { text, url } of candidates) {
    for (const match of text.matchAll(/\b(?:on|along) the ((?:River|Lake|Loch) \p{Lu}[\p{L}'’-]+)/gu)) add(match[1]!, url, text);
  }
  // Footers and contact pages write "Portland, Maine" or "Leeds LS1 4AB" without a preposition.
  for (const page of [home, ...contact]) {
    for (const { town, line } of addressTowns(page.chromeText, brandWords)) add(town, page.url, line);
    // "Based in West Bridgford, Nottingham NG2" in a footer says where the business is, as it does in the text.
    for (const match of page.chromeText.replace(new RegExp(String.raw`\s*\b${POSTCODE}\b`, 'gu'), '').matchAll(PLACE_AFTER)) {
      if (/^(?:serving|based in|located in|covering|proudly serving)\b/i.test(match[0]) && placeOk(match[1]!, brandWords)) add(match[1]!, page.url, match[0]);
    }
    for (const match of page.chromeText.matchAll(/(?:^|[·•|\n]\s*)(\p{Lu}[\p{L}.'-]+(?:\s\p{Lu}[\p{L}.'-]+)?,\s+(?:\p{Lu}[\p{L}]+(?:\s\p{Lu}[\p{L}]+)?|[A-Z]{2}))(?=\s+\d|\s*$|\s*[·•|\n])/gmu)) {
      if (placeOk(match[1]!, brandWords)) add(match[1]!, page.url, page.chromeText.slice(Math.max(0, (match.index ?? 0) - 80), (match.index ?? 0) + 120));
    }
  }
  // A section headed "Areas" ("Areas we cover", "Where we work") opening on a list of names:
  // "Tauranga, Mount Maunganui, Papamoa … and Omokoroa." is where a mobile business goes.
  for (const page of [home, ...pages.slice(1).filter((p) => !p.isArticle)]) {
    for (const passage of page.passages) {
      if (!AREAS_HEADING.test(passage.heading ?? '')) continue;
      const list = passage.text.split(/(?<=[.!?])\s/)[0]!.replace(/[.!?]$/, '');
      const parts = list.split(/,\s*|\s+(?:and|&)\s+/).map((part) => part.trim());
      if (parts.length < 3 || !parts.every((part) => /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2}$/u.test(part))) continue;
      for (const part of parts.slice(0, 8)) if (placeOk(part, brandWords)) add(part, page.url, list);
    }
  }
  // "Handmade frames in the Lake District" in the hero, "Picture framer in Kendal" in the title and
  // Kendal in the footer's address: the town the title or address names is where the business is.
  // "Bristol" and "United Kingdom" in one address: the country says nothing a town does not.
  const towns = out.filter((l) => !COUNTRY.test(l.text));
  if (towns.length > 0) out.splice(0, out.length, ...towns);
  // The title before the footer: "Calgary Movers | …" over "WCB Alberta covered"; "Calgary, AB" is named by its town.
  const names = (text: string, place: string) => new RegExp(`\\b${place.split(',')[0]!.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text);
  const rank = (place: string) => (names(home.title, place) ? 0 : names(home.chromeText, place) ? 1 : 2);
  return out.map((l, i) => ({ l, i, r: rank(l.text) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.l).slice(0, 10);
}

const AREAS_HEADING = /^(?:(?:the )?areas?(?: (?:we|I) (?:cover|serve|work in)| covered| served)?|where (?:we|I) (?:work|go|cover)|service areas?|coverage|locations covered)$/i;

/** A UK postcode, whole ("BS1 4DJ") or its outward half ("NG2"), after a town. */
const POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]?(?:\s*\d[A-Z]{2})?`;
const COUNTRY = /^(?:uk|u\.k\.|united kingdom|great britain|gb|england|scotland|wales|northern ireland|usa|u\.s\.a?\.?|us|united states(?: of america)?|ireland|australia|new zealand|canada)$/i;
/** The words that end a street's or a building's line of an address, never a town's. */
const STREET_WORD = /\b(?:street|st|road|rd|row|lane|ln|avenue|ave|square|sq|place|pl|way|close|drive|dr|court|ct|crescent|terrace|parade|walk|gardens|mews|yard|wharf|floor|suite|unit|house|building|buildings|nursery|works|mill|barn|farm)\.?$/i;

/**
 * The town of an address written as lines or comma parts ending in a postcode: "12 Park Row /
 * Bristol BS1 4DJ / United Kingdom" → Bristol; "4 High Street, Ludlow, Shropshire SY8 1AA" →
 * "Ludlow, Shropshire". Read back from the postcode over the parts that are place names, stopping
 * at a street line (a number, "Row", "Square"), the business's own name or a country.
 */
export function addressTowns(text: string, brandWords: ReadonlySet<string>): { town: string; line: string }[] {
  const out: { town: string; line: string }[] = [];
  const parts = text.split(/\s*(?:\n|,|\s[·•|–]\s)\s*/).filter(Boolean);
  parts.forEach((part, i) => {
    const match = new RegExp(String.raw`^(.*?)\s*\b(${POSTCODE})$`, 'u').exec(part);
    if (!match) return;
    const run: string[] = [];
    const candidates = match[1] ? [match[1], ...parts.slice(0, i).reverse()] : parts.slice(0, i).reverse();
    for (const candidate of candidates) {
      if (/\d/.test(candidate) || STREET_WORD.test(candidate) || COUNTRY.test(candidate) || !placeOk(candidate, brandWords)) break;
      run.unshift(candidate);
      if (run.length === 2) break;
    }
    if (run.length > 0) out.push({ town: run.join(', '), line: parts.slice(Math.max(0, i - 3), i + 1).join(', ') });
  });
  return out;
}

/** The category a business states in its JSON-LD: "Dentist", "Plumber", "Cafe or coffee shop". */
const GENERIC_TYPES = new Set([
  'Organization', 'LocalBusiness', 'WebSite', 'WebPage', 'Corporation', 'Thing', 'Place', 'Person', 'BreadcrumbList', 'FAQPage',
  'ItemList', 'ImageObject', 'Offer', 'AggregateOffer', 'Product', 'Service', 'Article', 'BlogPosting', 'NewsArticle', 'ContactPoint',
  'PostalAddress', 'SiteNavigationElement', 'CollectionPage', 'AboutPage', 'ContactPage', 'OfferCatalog', 'Question', 'Answer',
  'Review', 'AggregateRating', 'Rating', 'GeoCoordinates', 'OpeningHoursSpecification', 'SearchAction', 'ListItem', 'Brand',
  'MenuItem', 'Menu', 'MenuSection', 'PriceSpecification', 'UnitPriceSpecification', 'City', 'State', 'Country', 'AdministrativeArea',
  'ProfessionalService', 'Store', 'HowTo', 'HowToStep', 'Event', 'VideoObject', 'Blog', 'Course', 'Audience', 'Person',
]);

export function findCategory(pages: ExtractedPage[]): Stated | null {
  for (const page of pages) {
    for (const node of page.jsonLd) {
      for (const type of asArray(node['@type'])) {
        if (typeof type !== 'string') continue;
        const bare = type.replace(/^https?:\/\/schema\.org\//, '');
        if (GENERIC_TYPES.has(bare)) continue;
        const text =
          bare === 'SoftwareApplication' || bare === 'WebApplication'
            ? 'Software'
            : bare.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/\bOr\b/g, 'or').replace(/\bAnd\b/g, 'and');
        return { text, source: ref(page.url, `${bare}: ${stringOf(node['name'])}`) };
      }
    }
  }
  return null;
}
