import type { SiteAnalysis } from '../../shared/site-analysis';

/** What both topic engines (language model, offline) answer for one analysed site. */
export interface TopicSuggestions {
  topics: string[];
  analysisSummary: string;
  engine: 'llm' | 'offline';
}

export interface TopicEngine {
  readonly name: 'llm' | 'offline';
  suggest(analysis: SiteAnalysis): Promise<TopicSuggestions>;
}
