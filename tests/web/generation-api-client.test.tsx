import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient } from '../../src/web/services/api-client';

/** A fetch that answers every call with `status` and `body`, recording the requests. */
function fakeFetch(status: number, body: unknown) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('API client', () => {
  it('posts the spec §7 bodies with the bearer token to the right paths', async () => {
    const fetch = fakeFetch(200, { success: true, contentId: 'c', showPaywall: false, retryable: false, error: null });
    const api = createApiClient({ generationApiUrl: 'https://gen.example/', fetch });
    await api.scrape('https://site.example/', 'tok');
    expect(fetch).toHaveBeenCalledWith('/api/analyze/scrape', expect.objectContaining({ method: 'POST', body: JSON.stringify({ url: 'https://site.example/' }) }));
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer tok');

    const topicsFetch = fakeFetch(200, { success: true, topics: ['A'], analysis_summary: 's' });
    await createApiClient({ generationApiUrl: '', fetch: topicsFetch }).topics('c', 'tok');
    expect(topicsFetch).toHaveBeenCalledWith('/api/analyze/topics', expect.objectContaining({ body: JSON.stringify({ contentId: 'c' }) }));

    const genFetch = fakeFetch(200, { article: '# A', creditsRemaining: 0, showPaywall: false, contentId: 'c', error: null });
    const answer = await createApiClient({ generationApiUrl: 'https://gen.example/', fetch: genFetch }).generateArticle('Topic', 'c', 'tok');
    expect(genFetch).toHaveBeenCalledWith('https://gen.example/api/generate-article', expect.objectContaining({ body: JSON.stringify({ topic: 'Topic', contentId: 'c' }) }));
    expect(answer.article).toBe('# A');
  });

  it('returns a contract answer whatever the status, so retryable and showPaywall reach the machines', async () => {
    const body = { success: false, contentId: null, showPaywall: false, retryable: true, error: 'The site timed out' };
    await expect(createApiClient({ generationApiUrl: '', fetch: fakeFetch(503, body) }).scrape('u', 't')).resolves.toEqual(body);
  });

  it('throws ApiRequestError with the server message for a non-contract answer, and for a network failure', async () => {
    const api = createApiClient({ generationApiUrl: '', fetch: fakeFetch(401, { error: 'Sign in to continue' }) });
    await expect(api.topics('c', 't')).rejects.toEqual(new ApiRequestError('Sign in to continue', 401));
    const offline = createApiClient({ generationApiUrl: '', fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    await expect(offline.scrape('u', 't')).rejects.toBeInstanceOf(ApiRequestError);
  });
});
