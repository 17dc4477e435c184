/**
 * What research hands to the writer: only material that was actually fetched. Every fact keeps the
 * passage it was taken from, so the evidence ledger can show where each claim came from.
 */
export type SourceKind = 'competitor' | 'reddit' | 'youtube';

export interface Fact {
  /** The claim as the writer may state it. */
  text: string;
  /** The source's own words the claim was taken from. */
  passage: string;
}

export interface ResearchSource {
  /** Stable within one generation (`S1`, `S2`, …): how writers cite a source. */
  id: string;
  kind: SourceKind;
  url: string;
  title: string;
  facts: Fact[];
}

/** A provider's result before ids are assigned. */
export type FetchedSource = Omit<ResearchSource, 'id'>;

export type ProviderName = 'competitors' | 'reddit' | 'youtube';

export interface ResearchQuery {
  topic: string;
  keyphrase: string;
  /** The user's own site, excluded from competitor results. */
  siteUrl: string;
  signal: AbortSignal;
}

export interface ResearchProvider {
  readonly name: ProviderName;
  /** Human label for logs and docs (e.g. 'Brave Search'). */
  readonly label: string;
  research(query: ResearchQuery): Promise<FetchedSource[]>;
}
