/** Shown one at a time while an article is written (spec §2: 10 tips, rotating every 3 s). */
export const WRITING_TIPS: readonly string[] = [
  'Answer the searcher’s question in the first two sentences; expand on it afterwards.',
  'Put the main keyword in the title, the first paragraph and one subheading — then write for people, not for counts.',
  'Use one H1 and a clear H2/H3 outline so readers and search engines can scan the structure.',
  'Link to two or three of your own related pages with descriptive anchor text, not “click here”.',
  'Cite primary sources for every statistic and link to them; unsupported numbers cost trust.',
  'Write a meta description under about 155 characters that promises exactly what the article delivers.',
  'Keep paragraphs short — two to four sentences — and use lists for steps and comparisons.',
  'Add original examples, screenshots or data from your own experience; that is what competitors cannot copy.',
  'Give every image descriptive alt text and compress it so the page stays fast.',
  'Revisit the article every few months: update facts, dates and links so it keeps its ranking.',
];
