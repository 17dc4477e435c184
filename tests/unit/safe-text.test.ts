import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasOnlySafeText, isSafeText, safeJson, safeText, UNSAFE_TEXT_MESSAGE } from '../../src/shared/safe-text';

describe('safe text (what Postgres can store)', () => {
  it('refuses NUL and unpaired surrogates anywhere, and keeps every well-formed string', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'a\ud800b', '\udfff', 'x\udc00', '\udc00\ud800', '\ud800\ud800\udc00', '😀\ud83d']) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'plain', '😀', '👩‍👩‍👧‍👦', '\ud83d\ude00x', 'é́́', '\u202eRTL', 'tab\tand\nnewline', '\u0001']) {
      expect(isSafeText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it('checks every string and key of a JSON value', () => {
    expect(hasOnlySafeText({ a: ['ok', { b: 1, c: null, d: true }] })).toBe(true);
    expect(hasOnlySafeText({ a: ['ok', { b: 'x\u0000' }] })).toBe(false);
    expect(hasOnlySafeText({ ['k\ud800']: 1 })).toBe(false);
    expect(hasOnlySafeText('\udfff')).toBe(false);
  });

  it('adds the rule to any string schema, keeping its own checks and type', () => {
    const topic = safeText(z.string().trim().min(1).max(5));
    expect(topic.parse(' ok ')).toBe('ok');
    expect(topic.safeParse('').success).toBe(false);
    expect(topic.safeParse('a\u0000').error?.issues.map((i) => i.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
    expect(safeText(z.email()).safeParse('a\u0000@example.com').success).toBe(false);
    const metadata = safeJson(z.record(z.string(), z.unknown()));
    expect(metadata.safeParse({ name: 'Ada' }).success).toBe(true);
    expect(metadata.safeParse({ nested: { list: ['\ud800'] } }).success).toBe(false);
  });
});
