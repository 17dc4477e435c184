import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from '../../src/server/generation/jobs/job-queue';

/** Queue setup when two processes start on one Postgres at the same moment. */
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('queue setup racing another process', () => {
  const logger = { warnings: [] as string[], warn(message: string) { this.warnings.push(message); } };

  it('tries a step again when Postgres made it the victim of a deadlock, and says so', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls++;
      if (calls < 3) throw deadlock();
      return 'queue created';
    }, logger);
    expect(result).toBe('queue created');
    expect(calls).toBe(3);
    expect(logger.warnings).toHaveLength(2);
  });

  it('throws any other error at once, and a deadlock that never clears after the last attempt', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw Object.assign(new Error('permission denied'), { code: '42501' });
      }, logger),
    ).rejects.toThrow('permission denied');
    expect(calls).toBe(1);
    await expect(retryOnDeadlock(async () => Promise.reject(deadlock()), logger, 2)).rejects.toThrow('deadlock detected');
  });
});
