/**
 * Notes for the editor: what the site lacks for this article and the editor should add. Writers
 * return them apart from the article; the pipeline shows them after it as a block quote headed so
 * that nobody mistakes them for article text, and keeps them out of the word count, the claim
 * check and the SEO score. Pure.
 */
export const EDITOR_NOTES_HEADING = 'Notes for the editor';

export function editorNotesBlock(notes: readonly string[]): string {
  if (notes.length === 0) return '';
  const lines = [`**${EDITOR_NOTES_HEADING}** (not part of the article: delete before publishing)`, '', ...notes.map((n) => `- ${n}`)];
  return lines.map((l) => (l ? `> ${l}` : '>')).join('\n');
}

export function withEditorNotes(markdown: string, notes: readonly string[]): string {
  const block = editorNotesBlock(notes);
  return block ? `${markdown.trimEnd()}\n\n${block}\n` : markdown;
}
