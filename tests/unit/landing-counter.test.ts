import { describe, expect, it } from 'vitest';
import {
  advanceCounter,
  baselineCount,
  COUNTER_FLOOR,
  COUNTER_LAUNCH_MS,
  dailyRate,
  displayedCount,
  increment,
  nextIntervalMs,
  parseStoredCounter,
  weeksSinceLaunch,
} from '../../src/web/features/landing/landing-counter';

const DAY = 86_400_000;
const WEEK = 7 * DAY;

describe('landing counter maths', () => {
  it('launches on 6 Feb 2025 UTC', () => {
    expect(new Date(COUNTER_LAUNCH_MS).toISOString()).toBe('2025-02-06T00:00:00.000Z');
  });

  it('shows the floor before launch, whatever was stored', () => {
    const before = COUNTER_LAUNCH_MS - DAY;
    expect(advanceCounter(null, before, 0.5).count).toBe(COUNTER_FLOOR);
    expect(advanceCounter({ count: 99_999, timestamp: before - DAY }, before, 0.5).count).toBe(COUNTER_FLOOR);
  });

  it('starts a first visit at the floor plus the blogs generated since launch', () => {
    expect(baselineCount(COUNTER_LAUNCH_MS)).toBe(COUNTER_FLOOR);
    expect(baselineCount(COUNTER_LAUNCH_MS + DAY)).toBeCloseTo(COUNTER_FLOOR + 50, 6);
    // Week 0 at 50/day, then one day of week 1 at 50.05/day.
    expect(baselineCount(COUNTER_LAUNCH_MS + WEEK + DAY)).toBeCloseTo(COUNTER_FLOOR + 350 + 50.05, 6);
    expect(advanceCounter(null, COUNTER_LAUNCH_MS + DAY, 0.5).count).toBeCloseTo(COUNTER_FLOOR + 50, 6);
  });

  it('resets an invalid stored count to the floor', () => {
    const now = COUNTER_LAUNCH_MS + 30 * DAY;
    for (const stored of [{ count: 'lots' }, { count: Number.NaN }, { count: -5 }, { count: 10 }, 'garbage', {}]) {
      const state = advanceCounter(stored, now, 0.5);
      expect(state.count).toBe(COUNTER_FLOOR);
      expect(state.timestamp).toBe(now);
    }
    expect(advanceCounter(parseStoredCounter('{not json'), now, 0.5).count).toBe(COUNTER_FLOOR);
  });

  it('grows the daily rate by x1.001 for every whole week since launch', () => {
    expect(weeksSinceLaunch(COUNTER_LAUNCH_MS + WEEK - 1)).toBe(0);
    expect(weeksSinceLaunch(COUNTER_LAUNCH_MS + 10 * WEEK)).toBe(10);
    expect(dailyRate(0)).toBe(50);
    expect(dailyRate(10)).toBeCloseTo(50 * 1.001 ** 10, 10);
    const state = advanceCounter(null, COUNTER_LAUNCH_MS + 52 * WEEK + 3 * DAY, 0);
    expect(state.weeksSinceLaunch).toBe(52);
    expect(state.currentRate).toBeCloseTo(50 * 1.001 ** 52, 10);
  });

  it('increments by the prorated daily rate times a factor in [0.9, 1.1]', () => {
    const hour = 3_600_000;
    expect(increment(48, hour, 0)).toBeCloseTo(2 * 0.9, 10);
    expect(increment(48, hour, 0.5)).toBeCloseTo(2, 10);
    expect(increment(48, hour, 0.999999)).toBeCloseTo(2 * 1.1, 4);
    expect(increment(48, -hour, 0.5)).toBe(0);

    const now = COUNTER_LAUNCH_MS + 3 * WEEK;
    const stored = { count: 5000, timestamp: now - 45_000, weeksSinceLaunch: 3, currentRate: dailyRate(3) };
    const prorated = (dailyRate(3) * 45_000) / DAY;
    expect(advanceCounter(stored, now, 0).count - 5000).toBeCloseTo(prorated * 0.9, 10);
    expect(advanceCounter(stored, now, 0.99999999).count - 5000).toBeCloseTo(prorated * 1.1, 6);
  });

  it('never goes backwards when the stored timestamp is in the future', () => {
    const now = COUNTER_LAUNCH_MS + 3 * WEEK;
    expect(advanceCounter({ count: 5000, timestamp: now + DAY }, now, 0.5).count).toBe(5000);
  });

  it('updates every 30 to 60 seconds and shows whole blogs', () => {
    expect(nextIntervalMs(0)).toBe(30_000);
    expect(nextIntervalMs(0.5)).toBe(45_000);
    expect(nextIntervalMs(0.9999)).toBeLessThanOrEqual(60_000);
    expect(displayedCount({ count: 2048.97, timestamp: 0, weeksSinceLaunch: 0, currentRate: 50 })).toBe(2048);
  });

  it('reads absent storage as absent and broken JSON as invalid', () => {
    expect(parseStoredCounter(null)).toBeNull();
    expect(parseStoredCounter('{"count":1500,"timestamp":1}')).toEqual({ count: 1500, timestamp: 1 });
  });
});
