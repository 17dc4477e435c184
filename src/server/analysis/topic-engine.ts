import type { TopicPlan } from '../../shared/site-facts';
import type { SiteAnalysis } from '../../shared/site-analysis';

/** What both topic engines (language model, offline) answer for one analysed site. */
export interface TopicSuggestions {
  topics: string[];
  /** One plan per topic, in the same order: stored with the analysis for the writer. */
  plans: TopicPlan[];
  analysisSummary: string;
  engine: 'llm' | 'offline';
}

export interface TopicEngine {
  readonly name: 'llm' | 'offline';
  suggest(analysis: SiteAnalysis): Promise<TopicSuggestions>;
}
