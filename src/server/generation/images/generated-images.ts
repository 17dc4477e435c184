import type { ImageGenerator } from '../../llm/image-client';
import type { UsageMeter } from '../../llm/usage';
import type { PlacedImage } from './site-images';

/** Generated pictures cost money and time: a few at most, only where the site had none. */
const MAX_GENERATED = 2;

/**
 * Illustrations for sections without a site picture, through the configured images endpoint
 * (LLM_IMAGES=true). The prompt names the subject, never text to draw (models spell badly); the
 * caption says plainly that the picture was generated.
 */
export async function generateSectionImages(args: {
  generator: ImageGenerator;
  headings: readonly string[];
  keyphrase: string;
  taken: ReadonlySet<number>;
  meter?: UsageMeter;
  signal?: AbortSignal;
}): Promise<PlacedImage[]> {
  const wanted = args.headings.map((h, i) => ({ h, i })).filter(({ i }) => !args.taken.has(i)).slice(0, MAX_GENERATED);
  const made = await Promise.all(
    wanted.map(async ({ h, i }): Promise<PlacedImage | null> => {
      const prompt = `A clean, realistic editorial photograph illustrating "${h}" (about ${args.keyphrase}). No text, no logos, no watermarks.`;
      const img = await args.generator.generate(prompt, { signal: args.signal, meter: args.meter });
      return img
        ? { section: i, src: img.url, alt: `Illustration: ${h}`, caption: 'Illustration generated for this article', pageUrl: null, generated: true }
        : null;
    }),
  );
  return made.filter((m): m is PlacedImage => m !== null);
}
