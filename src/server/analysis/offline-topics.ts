import type { SiteAnalysis } from '../../shared/site-analysis';
import { singularPhrase } from './keyphrases';
import type { TopicEngine, TopicSuggestions } from './topic-engine';

/**
 * Topics without a language model: the site's own services and keyphrases set into the article
 * forms readers search for (questions, how-to guides, checklists, case studies, mistakes, cost,
 * local guides), skipping subjects its blog already covers. Deterministic.
 */
export const MIN_TOPICS = 6;
export const MAX_TOPICS = 10;
const TARGET_TOPICS = 8;

type Form = 'question' | 'how-to' | 'checklist' | 'case-study' | 'mistakes' | 'cost' | 'comparison' | 'local';

interface Context {
  subject: string;
  /** "Freelancers and Small Businesses", or '' when the site does not say. */
  audience: string;
  /** "Freelancer", or '' when unknown. */
  oneOfAudience: string;
  location: string;
  isService: boolean;
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs.', 'with']);
const STOP = new Set([...SMALL_WORDS, 'how', 'what', 'why', 'your', 'our', 'we', 'is', 'it', 'its', 'do', 'does', 'you', 'case', 'study', 'guide', 'checklist']);

function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .map((word, i) => {
      if (i > 0 && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      if (/\p{Lu}/u.test(word.slice(1))) return word; // acronyms and brand spellings stay
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** Each form, with and without a known audience. `null`: the form does not fit this subject. */
const FORMS: Record<Form, (c: Context) => string | null> = {
  cost: (c) => (c.isService ? `How Much Does ${c.subject} Cost${c.audience ? ` for ${c.audience}` : ''}?` : null),
  'how-to': (c) =>
    c.isService
      ? `How to Choose ${withArticle(c.subject)} Provider: A Step-by-Step Guide${c.audience ? ` for ${c.audience}` : ''}`
      : `${c.subject} Basics: A Step-by-Step Guide${c.audience ? ` for ${c.audience}` : ''}`,
  checklist: (c) => `The ${c.subject} Checklist${c.oneOfAudience ? ` Every ${c.oneOfAudience} Needs` : ' You Can Use Today'}`,
  'case-study': (c) =>
    c.isService && c.oneOfAudience ? `Case Study: What ${c.subject} Changed for ${withArticle(c.oneOfAudience)}` : null,
  question: (c) =>
    c.isService
      ? `Is ${c.subject} Worth It${c.audience ? ` for ${c.audience}` : ''}? Costs, Benefits and Alternatives`
      : `${c.subject}: Answers to the Questions ${c.audience || 'Beginners'} Ask Most`,
  mistakes: (c) => `7 Common ${c.subject} Mistakes${c.audience ? ` ${c.audience} Make` : ''} (and How to Avoid Them)`,
  comparison: (c) =>
    c.isService ? `DIY ${c.subject} vs. Hiring a Professional: Which Makes Sense${c.audience ? ` for ${c.audience}` : ''}?` : null,
  local: (c) => (c.location && c.isService ? `${c.subject} in ${c.location}: What ${c.audience || 'Local Businesses'} Need to Know` : null),
};
/** The order forms are dealt out in, so the list mixes questions, guides, checklists and case studies. */
const ROTATION: Form[] = ['cost', 'how-to', 'case-study', 'checklist', 'question', 'mistakes', 'comparison', 'local'];
/** Keyphrases used besides the services, so topics stay on the site's main themes. */
const MAX_THEME_SUBJECTS = 3;
/** Topics kept for keyphrase themes when the site names its services. */
const THEME_TOPICS = 2;

function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1 && !STOP.has(w))
      .map((w) => w.replace(/(?<=\w{3})s$/, '')),
  );
}

function overlap(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((w) => b.has(w)).length;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/** "monthly bookkeeping, payroll and tax preparation" → its three services. */
export function offeringItems(offering: string): string[] {
  return offering
    .split(/,\s*|\s+(?:and|&|or)\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length <= 4 && s.length > 2);
}

function audienceParts(audience: string): { plural: string; one: string } {
  const first = audience.split(/,\s*|\s+(?:and|&|or)\s+/)[0]?.trim() ?? '';
  return { plural: titleCase(audience), one: first ? titleCase(singularPhrase(first)) : '' };
}

export function offlineTopics(analysis: SiteAnalysis): TopicSuggestions {
  const articleWords = analysis.existingArticles.map((a) => contentWords(a.title));
  const audienceWords = contentWords(analysis.audience);
  const covered = (text: string) => {
    const words = contentWords(text);
    return articleWords.some((article) => [...words].every((w) => article.has(w)));
  };
  // A site that is mostly articles is a publication: its "offering" is content, not a service to price.
  const sellsServices = analysis.existingArticles.length * 2 < analysis.pages.length;
  const services = offeringItems(analysis.offering).map((s) => s.toLowerCase());
  const phrases = analysis.keyphrases.map((k) => k.phrase);
  const usable = (s: string) => ![...contentWords(s)].every((w) => audienceWords.has(w)) && !covered(s);
  const themes = [...phrases.filter((p) => p.includes(' ')), ...phrases.filter((p) => !p.includes(' '))]
    .map((p) => p.toLowerCase())
    .filter((p) => usable(p) && !services.some((s) => s.includes(p) || p.includes(s)))
    .slice(0, MAX_THEME_SUBJECTS);
  const serviceSubjects = [...new Set(services.filter(usable))];
  const serviceKeys = new Set(sellsServices ? serviceSubjects : []);
  const { plural, one } = audienceParts(analysis.audience);
  const location = analysis.location ?? '';
  const topics: string[] = [];
  const accepted: Set<string>[] = [];
  const formUses = new Map<Form, number>();

  /** The fitting forms for a subject, least used first, so the list keeps mixing forms. */
  const formsFor = (context: Context) =>
    ROTATION.map((form, order) => ({ form, order, topic: FORMS[form](context) }))
      .filter((f): f is { form: Form; order: number; topic: string } => f.topic !== null)
      .sort((a, b) => (formUses.get(a.form) ?? 0) - (formUses.get(b.form) ?? 0) || a.order - b.order);

  /** Round-robin over `subjects`, one topic per subject per round, until `until` topics exist. */
  const fill = (subjects: string[], until: number) => {
    for (let round = 0; round < ROTATION.length && topics.length < until; round++) {
      for (const subject of subjects) {
        if (topics.length >= until) break;
        const context: Context = { subject: titleCase(subject), audience: plural, oneOfAudience: one, location, isService: serviceKeys.has(subject) };
        for (const { form, topic } of formsFor(context)) {
          // Compared without the audience, which every topic shares.
          const words = new Set([...contentWords(topic)].filter((w) => !audienceWords.has(w)));
          const repeatsArticle = articleWords.some((article) => overlap(words, article) >= 0.6);
          const repeatsTopic = accepted.some((other) => overlap(words, other) >= 0.85);
          if (repeatsArticle || repeatsTopic) continue;
          topics.push(topic);
          accepted.push(words);
          formUses.set(form, (formUses.get(form) ?? 0) + 1);
          break;
        }
      }
    }
  };
  fill(serviceSubjects, TARGET_TOPICS - THEME_TOPICS);
  fill(themes, TARGET_TOPICS);
  fill([...serviceSubjects, ...themes], TARGET_TOPICS);

  const mainThemes = phrases.slice(0, 5);
  const failing = analysis.seoChecklist.filter((c) => !c.ok).map((c) => c.detail);
  const summary = [
    analysis.summary,
    mainThemes.length > 0 ? `Main themes: ${mainThemes.join(', ')}.` : '',
    analysis.existingArticles.length > 0 ? 'These topics avoid what the blog already covers.' : '',
    failing.length > 0 ? `On-page SEO: ${failing.join(' ')}` : 'On-page SEO basics are in place.',
  ];
  return { topics: topics.slice(0, MAX_TOPICS), analysisSummary: summary.filter(Boolean).join(' '), engine: 'offline' };
}

export const offlineTopicEngine: TopicEngine = { name: 'offline', suggest: async (analysis) => offlineTopics(analysis) };
