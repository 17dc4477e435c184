import { COUNTER_MAX_INTERVAL_MS, COUNTER_MIN_INTERVAL_MS } from '../../../shared/timing';

/**
 * The landing page's 'Total Blogs Generated' counter (spec §4, §9) as pure maths: every function
 * takes the stored state, the current time and a random number in [0, 1) and returns the next
 * state, so tests pin the numbers and the component only does storage and timers.
 */
export const COUNTER_LAUNCH_MS = Date.UTC(2025, 1, 6);
export const COUNTER_BASE_RATE_PER_DAY = 50;
export const COUNTER_FLOOR = 1024;
export const COUNTER_WEEKLY_GROWTH = 1.001;
export const COUNTER_MIN_FACTOR = 0.9;
export const COUNTER_MAX_FACTOR = 1.1;
export const COUNTER_STORAGE_KEY = 'rankscribe.totalBlogsGenerated';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** What localStorage holds (spec §3). `count` may carry a fraction: it keeps the long-run rate exact. */
export interface CounterState {
  count: number;
  timestamp: number;
  weeksSinceLaunch: number;
  currentRate: number;
}

export function weeksSinceLaunch(now: number): number {
  return Math.max(0, Math.floor((now - COUNTER_LAUNCH_MS) / WEEK_MS));
}

/** Blogs per day in the given week: the base rate grown by ×1.001 for every whole week since launch. */
export function dailyRate(weeks: number): number {
  return COUNTER_BASE_RATE_PER_DAY * COUNTER_WEEKLY_GROWTH ** weeks;
}

/**
 * A first visit's count: the floor plus everything generated since launch at the growing rate
 * (whole weeks summed as a geometric series, then the current partial week).
 */
export function baselineCount(now: number): number {
  if (now <= COUNTER_LAUNCH_MS) return COUNTER_FLOOR;
  const weeks = weeksSinceLaunch(now);
  const perWeek = 7 * COUNTER_BASE_RATE_PER_DAY;
  const wholeWeeks = (perWeek * (COUNTER_WEEKLY_GROWTH ** weeks - 1)) / (COUNTER_WEEKLY_GROWTH - 1);
  const partialDays = (now - COUNTER_LAUNCH_MS - weeks * WEEK_MS) / DAY_MS;
  return COUNTER_FLOOR + wholeWeeks + partialDays * dailyRate(weeks);
}

/** The random factor in [0.9, 1.1] applied to each increment. */
export function incrementFactor(random: number): number {
  return COUNTER_MIN_FACTOR + (COUNTER_MAX_FACTOR - COUNTER_MIN_FACTOR) * random;
}

/** The daily rate prorated over `elapsedMs`, times the random factor. Never negative. */
export function increment(rate: number, elapsedMs: number, random: number): number {
  return (rate * Math.max(0, elapsedMs) * incrementFactor(random)) / DAY_MS;
}

/** Milliseconds until the next update: uniform in [30 s, 60 s]. */
export function nextIntervalMs(random: number): number {
  return COUNTER_MIN_INTERVAL_MS + (COUNTER_MAX_INTERVAL_MS - COUNTER_MIN_INTERVAL_MS) * random;
}

function stateAt(count: number, now: number): CounterState {
  const weeks = weeksSinceLaunch(now);
  return { count, timestamp: now, weeksSinceLaunch: weeks, currentRate: dailyRate(weeks) };
}

function isValidCount(count: unknown): count is number {
  return typeof count === 'number' && Number.isFinite(count) && count >= COUNTER_FLOOR;
}

/**
 * The counter at `now` from whatever was stored (possibly nothing, possibly garbage): before
 * launch it is the floor; with no stored state it starts from the baseline; an invalid stored
 * count resets to the floor; otherwise it grows by the increment for the time since it was stored.
 */
export function advanceCounter(stored: unknown, now: number, random: number): CounterState {
  if (now < COUNTER_LAUNCH_MS) return stateAt(COUNTER_FLOOR, now);
  if (stored === null || stored === undefined) return stateAt(baselineCount(now), now);
  const record = typeof stored === 'object' ? (stored as Partial<Record<keyof CounterState, unknown>>) : {};
  if (!isValidCount(record.count)) return stateAt(COUNTER_FLOOR, now);
  const since = typeof record.timestamp === 'number' && Number.isFinite(record.timestamp) ? record.timestamp : now;
  const rate = dailyRate(weeksSinceLaunch(now));
  return stateAt(record.count + increment(rate, now - since, random), now);
}

/** What the page shows: whole blogs only. */
export function displayedCount(state: CounterState): number {
  return Math.floor(state.count);
}

/** Parses the stored JSON; anything unreadable counts as 'invalid' rather than 'absent'. */
export function parseStoredCounter(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return { count: Number.NaN };
  }
}
