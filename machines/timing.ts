/** Every timing constant of the spec (§4, §9), in milliseconds, so machines and tests share one source. */

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
