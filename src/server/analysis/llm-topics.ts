import { z } from 'zod';
import { completeJson } from '../llm/json-output';
import type { LlmClient } from '../llm/llm-client';
import type { Logger } from '../logger';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { MAX_TOPICS, MIN_TOPICS, offlineTopics } from './offline-topics';
import type { TopicEngine, TopicSuggestions } from './topic-engine';

const replySchema = z.object({
  topics: z.array(z.string().trim().min(8).max(160)).min(MIN_TOPICS).max(MAX_TOPICS + 4),
  analysis_summary: z.string().trim().min(20).max(1500),
});

function prompt(analysis: SiteAnalysis) {
  const facts = {
    site: analysis.siteName,
    url: analysis.url,
    summary: analysis.summary,
    offering: analysis.offering,
    audience: analysis.audience,
    location: analysis.location ?? null,
    keyphrases: analysis.keyphrases.map((k) => k.phrase),
    existingArticles: analysis.existingArticles.map((a) => a.title),
    pageTitles: analysis.pages.map((p) => p.title).slice(0, 15),
    seoIssues: analysis.seoChecklist.filter((c) => !c.ok).map((c) => c.detail),
  };
  return [
    {
      role: 'system' as const,
      content:
        'You are an SEO content strategist. You propose blog article topics for a business website, grounded only in the facts given. ' +
        'Answer with JSON only: {"topics": string[], "analysis_summary": string}.',
    },
    {
      role: 'user' as const,
      content:
        `Site facts (JSON):\n${JSON.stringify(facts, null, 2)}\n\n` +
        `Propose ${MIN_TOPICS} to ${MAX_TOPICS} specific article titles for this site's audience. Each must use one of the keyphrases or offerings, ` +
        'and together they must mix questions, how-to guides, checklists and case studies. Do not repeat or rephrase the existing articles, ' +
        'do not invent statistics, and write each title once. analysis_summary: two or three sentences on what the site offers, for whom, ' +
        'and its main SEO gaps.',
    },
  ];
}

function normalise(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * Topics from an OpenAI-compatible model. The reply is validated (one repair turn inside
 * completeJson); duplicates and titles equal to existing articles are dropped. Any failure falls
 * back to the offline engine, so the user still gets topics.
 */
export function llmTopicEngine(client: LlmClient, logger: Logger): TopicEngine {
  return {
    name: 'llm',
    async suggest(analysis): Promise<TopicSuggestions> {
      try {
        const reply = await completeJson(client, prompt(analysis), replySchema, { temperature: 0.4, maxTokens: 1200 });
        const existing = new Set(analysis.existingArticles.map((a) => normalise(a.title)));
        const seen = new Set<string>();
        const topics = reply.topics.filter((t) => {
          const key = normalise(t);
          if (existing.has(key) || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        if (topics.length < MIN_TOPICS) throw new Error(`only ${topics.length} usable topics`);
        return { topics: topics.slice(0, MAX_TOPICS), analysisSummary: reply.analysis_summary, engine: 'llm' };
      } catch (err) {
        logger.warn(`LLM topics failed, using the offline engine: ${err instanceof Error ? err.message : String(err)}`);
        return offlineTopics(analysis);
      }
    },
  };
}
