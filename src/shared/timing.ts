/**
 * Every timing constant of the spec (§2, §4, §9), in one place: the chat's machines, the article
 * viewer and the landing page's enhancers read them here, and tests import them, never retype them.
 * Milliseconds unless the name says otherwise.
 */

// The article-generation chat.

/** Analysis progress ticks +1% this often (spec §9). */
export const ANALYSIS_TICK_MS = 150;
/** A retryable scrape failure waits this long before the next attempt (spec §8, §9). */
export const SCRAPE_RETRY_DELAY_MS = 2000;
/** How many times a retryable scrape failure is retried (spec §9). */
export const SCRAPE_MAX_RETRIES = 2;

/** Each early generation phase (competitors, reddit, youtube) shows its message about this long. */
export const GENERATION_PHASE_MS = 1000;
/** Writing tips rotate this often while an article is generated. */
export const WRITING_TIP_ROTATION_MS = 3000;

/** Bot messages are typed out one word per this many milliseconds. */
export const TYPING_WORD_MS = 50;

/** The article viewer hides its scrollbar this long after scrolling stops. */
export const SCROLLBAR_HIDE_DELAY_MS = 600;

// The landing page.

/** Hero typing: one character per step, then a pause at the full phrase (spec §4, §9). */
export const HERO_TYPE_STEP_MS = 150;
export const HERO_PAUSE_MS = 2000;
/** The blog counter grows at random intervals between these two (spec §4, §9) … */
export const COUNTER_MIN_INTERVAL_MS = 30_000;
export const COUNTER_MAX_INTERVAL_MS = 60_000;
/** … and flashes each update this long. */
export const COUNTER_FLASH_MS = 500;
/** The background animation's frame rate: 30 fps with a 0.05 reset chance (the spec's pair; 60 fps would pair with 0.025). */
export const RAIN_FPS = 30;
