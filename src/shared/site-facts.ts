import { z } from 'zod';

/**
 * Site facts: what the crawl established about the business, each fact tied to the page and the
 * passage (the site's own words) it was read from. Built once per analysis by a pure module on the
 * server (src/server/analysis/site-facts/), stored in scraped_contents.analysis.facts, and read by
 * both topic engines and both article writers. A fact without a page and passage is not a fact.
 * Changing this is a contract change between analysis and generation: update docs/site-facts.md.
 */

/** Where a fact was read: the page, and the site's own words on it (at most ~400 characters). */
export const sourceRefSchema = z.object({
  url: z.string(),
  passage: z.string(),
});
export type SourceRef = z.infer<typeof sourceRefSchema>;

/** A price as the site states it: the text kept verbatim ("$149 per month"), parsed where possible. */
export const priceSchema = z.object({
  text: z.string(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  /** "per month", "per hour", "from" …, as written; null when the site gives none. */
  unit: z.string().nullable(),
  source: sourceRefSchema,
  /**
   * The tier this price is for, when the site prices one offering by size, quantity, duration or
   * audience ("2-bed terrace or flat, every 4 weeks" in a table under "Regular window cleaning").
   * Absent for an offering's own price.
   */
  variant: z.string().optional(),
});
export type Price = z.infer<typeof priceSchema>;

/** A stated specification of an offering: a duration, a size, a feature, an inclusion. */
export const specSchema = z.object({
  text: z.string(),
  source: sourceRefSchema,
});
export type Spec = z.infer<typeof specSchema>;

export const offeringKindSchema = z.enum(['service', 'product', 'plan']);
export type OfferingKind = z.infer<typeof offeringKindSchema>;

/** Something the business sells: a well-formed noun phrase as the site writes it. */
export const offeringSchema = z.object({
  /** "Monthly bookkeeping", "Ethiopia Yirgacheffe 250 g", "Team plan". */
  name: z.string(),
  kind: offeringKindSchema,
  /** The page that describes it best (its own page, else the listing it appears on). */
  url: z.string(),
  /** The site's own sentence(s) describing it, or null when it only names it. */
  description: z.string().nullable(),
  prices: z.array(priceSchema),
  specs: z.array(specSchema),
  source: sourceRefSchema,
  /**
   * Sold only on top of another offering: listed under "Extras" or "Add-ons" ("Teeth brushing, £6"
   * beside a groom). Not a subject of its own, nor where prices start. Absent when not known to be.
   */
  addOn: z.boolean().optional(),
});
export type Offering = z.infer<typeof offeringSchema>;

/** A stated fact about who the business serves or where. */
export const statedSchema = z.object({
  text: z.string(),
  source: sourceRefSchema,
});
export type Stated = z.infer<typeof statedSchema>;

export const questionOriginSchema = z.enum(['faq', 'heading', 'blog-title']);

/** A question the site answers or asks, with the site's answer where it gives one. */
export const siteQuestionSchema = z.object({
  question: z.string(),
  answer: z.string().nullable(),
  origin: questionOriginSchema,
  source: sourceRefSchema,
});
export type SiteQuestion = z.infer<typeof siteQuestionSchema>;

/** A post the blog already has: topics must not repeat it (except as a labelled update). */
export const blogSubjectSchema = z.object({
  title: z.string(),
  url: z.string(),
  /** Its subject as lemmatised noun phrases, for comparing by meaning rather than by string. */
  subjects: z.array(z.string()),
});
export type BlogSubject = z.infer<typeof blogSubjectSchema>;

/**
 * A block of the site's text under its heading (a paragraph, a list, a table row group): what the
 * offline writer quotes and the LLM writer is given. `kind` says how it may be laid out.
 */
export const passageSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** The nearest heading above it on its page, or null. */
  heading: z.string().nullable(),
  kind: z.enum(['paragraph', 'list', 'steps', 'table', 'faq']),
  text: z.string(),
  /** List items / numbered steps / table rows ("cell | cell"), when kind is not 'paragraph'. */
  items: z.array(z.string()),
});
export type Passage = z.infer<typeof passageSchema>;

/** A picture on the site with its alt text: candidate article images for subscribers. */
export const siteImageSchema = z.object({
  src: z.string(),
  alt: z.string(),
  /** The page it appears on: the caption names it. */
  url: z.string(),
  /** The heading it sits under, for matching it to a section. */
  heading: z.string().nullable(),
  /** og:image rather than an inline <img>. */
  og: z.boolean(),
});
export type SiteImage = z.infer<typeof siteImageSchema>;

export const siteFactsSchema = z.object({
  version: z.literal(1),
  /** BCP 47 primary language of the pages ("en", "de"), null when the site does not say. */
  language: z.string().nullable(),
  /** Whether the pages are in English: the offline engines write English only. */
  english: z.boolean(),
  business: z.object({ name: z.string(), source: sourceRefSchema }),
  /** The site's own one-line description of itself (meta description, tagline, JSON-LD). */
  description: statedSchema.nullable(),
  /** Kind of business where the site or its JSON-LD states it ("Dentist", "Plumber", "SaaS"). */
  category: statedSchema.nullable(),
  offerings: z.array(offeringSchema),
  audiences: z.array(statedSchema),
  locations: z.array(statedSchema),
  questions: z.array(siteQuestionSchema),
  blogSubjects: z.array(blogSubjectSchema),
  passages: z.array(passageSchema),
  images: z.array(siteImageSchema),
  /**
   * Delivery, shipping and returns terms as the site states them, one line each ("UK delivery
   * £4.95, free over £75", "Returns within 30 days"). Absent in facts built before they were read.
   */
  terms: z.array(statedSchema).optional(),
});
export type SiteFacts = z.infer<typeof siteFactsSchema>;

/** What a topic is for; it decides the article's structure. */
export const topicIntentSchema = z.enum(['cost', 'how-to', 'comparison', 'checklist', 'problem', 'local', 'explainer']);
export type TopicIntent = z.infer<typeof topicIntentSchema>;

/**
 * A proposed topic as both engines return it and the validator accepts it. The topics response
 * still carries only the titles (spec contract); plans are stored with the analysis so the writer
 * knows the keyphrase, intent and the pages the topic stands on.
 */
export const topicPlanSchema = z.object({
  title: z.string(),
  /** A noun phrase the site itself uses. */
  keyphrase: z.string(),
  intent: topicIntentSchema,
  /** The pages and passages it stands on (at least one). */
  grounding: z.array(sourceRefSchema).min(1),
  /** A subject the blog already covers, proposed as a clearly labelled update of that post. */
  updateOf: z.string().nullable(),
  engine: z.enum(['llm', 'offline']),
});
export type TopicPlan = z.infer<typeof topicPlanSchema>;
