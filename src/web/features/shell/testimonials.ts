/** A testimonial on the shell's Wall of Love (spec §3): the avatar is drawn locally from the seed. */
export interface Testimonial {
  avatarSeed: string;
  name: string;
  handle: string;
  text: string;
}

export const WALL_OF_LOVE_TITLE = 'Wall of Love';

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    avatarSeed: 'maya-scheduling-saas',
    name: 'Maya Rossi',
    handle: '@mayabuilds',
    text: 'RankScribe read my site, gave me topics my customers actually search for, and the first article was live the same evening.',
  },
  {
    avatarSeed: 'tom-indie-hacker',
    name: 'Tom Keller',
    handle: '@tomships',
    text: 'The drafts read like someone did the research. I edit for twenty minutes and publish.',
  },
  {
    avatarSeed: 'priya-solopreneur',
    name: 'Priya Shah',
    handle: '@priyamakes',
    text: 'Every post links back to my product pages. The blog finally brings in trial sign-ups.',
  },
];
