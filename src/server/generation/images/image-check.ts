import type { SafeFetcher } from '../../analysis/safe-fetch';

/** Whether a picture may be shown: it answers, is a raster image, and is within the size cap. */
export type ImageCheck = (src: string, signal?: AbortSignal) => Promise<boolean>;

/**
 * Through the safe fetcher, so a picture URL read from a crawled page is held to the same address
 * policy, redirect, timeout and size rules as the pages were; the fetcher's 'image' kind accepts
 * only raster image types.
 */
export function safeImageCheck(fetcher: SafeFetcher): ImageCheck {
  return async (src, signal) => {
    if (signal?.aborted) return false;
    try {
      const doc = await fetcher.fetchDocument(src, 'image');
      return doc.status >= 200 && doc.status < 300 && doc.contentType.startsWith('image/');
    } catch {
      return false;
    }
  };
}
