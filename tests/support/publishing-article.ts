/**
 * The article both WordPress publishing tests send (a fake and a real WordPress): a title, a meta
 * description, a heading and the given pictures, then any further markdown lines.
 */
export function gardenArticle(pictureLines: string[], extraLines: string[] = []) {
  return {
    title: 'Companion Planting in a Raised Bed',
    metaDescription: 'Which plants to grow together in a raised bed, and why.',
    content: [
      '# Companion Planting in a Raised Bed',
      '',
      'Marigolds keep pests away from tomatoes.',
      '',
      '## What to plant together',
      '',
      'Basil and tomatoes share a bed well.',
      ...[...pictureLines, ...extraLines].flatMap((line) => ['', line]),
    ].join('\n'),
  };
}
