import { describe, expect, it } from 'vitest';
import { mobileMenuReducer } from '../../src/web/features/landing/mobile-menu';

describe('mobile menu', () => {
  it('toggles open and closed', () => {
    expect(mobileMenuReducer(false, { type: 'toggle' })).toBe(true);
    expect(mobileMenuReducer(true, { type: 'toggle' })).toBe(false);
  });

  it('closes when an anchor is chosen or Escape is pressed', () => {
    expect(mobileMenuReducer(true, { type: 'anchorChosen' })).toBe(false);
    expect(mobileMenuReducer(true, { type: 'escape' })).toBe(false);
    expect(mobileMenuReducer(false, { type: 'anchorChosen' })).toBe(false);
  });
});
