import { verbCount } from '../../nlp';
import { capitalize } from '../../text';
import { endSentence } from './price-phrase';

/**
 * The steps a single sentence walks through, clause by clause: "Buy a refill, we send a prepaid
 * pouch, you post your empty jar back, and we return it refilled within 10 days." is four steps in
 * order. Null unless it is such a series: three clauses or more, each with a verb of its own (a
 * list of nouns, "walls, floors and ceilings", is no procedure). Pure.
 */
const MIN_STEPS = 3;
const SEPARATOR = /\s*(?:,\s*(?:and\s+|then\s+|and then\s+)?|;\s*|\s+then\s+)/iu;

export function stepsOfSentence(sentence: string): string[] | null {
  const body = sentence.trim().replace(/[.!]$/u, '');
  const clauses = body.split(SEPARATOR).map((c) => c.trim()).filter(Boolean);
  if (clauses.length < MIN_STEPS || clauses.some((c) => c.split(/\s+/).length < 2 || verbCount(c) === 0)) return null;
  // A clause ending on a name's abbreviation ("…to Parcel Co.") keeps its one full stop.
  return clauses.map((c) => capitalize(endSentence(c)));
}
