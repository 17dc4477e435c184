import type { ResearchConfig } from '../../config';
import type { Logger } from '../../logger';
import { braveSearchProvider } from './brave-search.provider';
import type { FetchLike } from './fetch-json';
import { redditProvider } from './reddit.provider';
import type { ResearchProvider } from './research-source';
import { serperSearchProvider } from './serper-search.provider';
import { youtubeProvider } from './youtube.provider';

/**
 * The enabled research providers, each switched on by its own key. Logs one line per provider
 * at start so an operator sees which research an article can draw on.
 */
export function providersFromConfig(config: ResearchConfig, logger: Logger, fetchFn: FetchLike = fetch): ResearchProvider[] {
  const providers: ResearchProvider[] = [];
  if (config.braveApiKey) {
    providers.push(braveSearchProvider({ apiKey: config.braveApiKey, fetch: fetchFn }));
  } else if (config.serperApiKey) {
    providers.push(serperSearchProvider({ apiKey: config.serperApiKey, fetch: fetchFn }));
  } else {
    logger.info('research: competitors skipped (set BRAVE_SEARCH_API_KEY or SERPER_API_KEY)');
  }
  if (config.reddit) {
    providers.push(redditProvider({ ...config.reddit, fetch: fetchFn }));
  } else {
    logger.info('research: reddit skipped (set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET)');
  }
  if (config.youtubeApiKey) {
    providers.push(youtubeProvider({ apiKey: config.youtubeApiKey, fetch: fetchFn }));
  } else {
    logger.info('research: youtube skipped (set YOUTUBE_API_KEY)');
  }
  for (const p of providers) logger.info(`research: ${p.name} via ${p.label}`);
  return providers;
}
