import { PublishFailure, readBytes, type HttpFetch } from './http';

/** A picture read from its page, ready to upload to a CMS. */
export interface ImageFile {
  src: string;
  alt: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const RASTER = /^image\/(jpeg|png|gif|webp|avif)$/;
const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif' };

/** A file name for the upload: the URL's last segment, safe characters only, with the type's extension. */
export function imageFileName(src: string, contentType: string): string {
  const last = decodeURIComponent(new URL(src).pathname.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
  const stem = last.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'image';
  return `${stem}.${EXTENSION[contentType] ?? 'img'}`;
}

/**
 * Reads a picture (through the same injected fetch, so the address policy holds for it too). A
 * picture that cannot be read is left where it is (null): the post keeps its original address.
 */
export async function downloadImage(fetch: HttpFetch, image: { src: string; alt: string }): Promise<ImageFile | null> {
  try {
    const response = await fetch(image.src, { headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.8' }, redirect: 'follow' });
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!response.ok || !RASTER.test(contentType)) {
      await response.body?.cancel();
      return null;
    }
    const bytes = await readBytes(response, MAX_IMAGE_BYTES);
    return bytes ? { ...image, fileName: imageFileName(image.src, contentType), contentType, bytes } : null;
  } catch (err) {
    if (err instanceof PublishFailure) throw err;
    return null;
  }
}
