import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import {
  advanceCounter,
  COUNTER_FLASH_MS,
  COUNTER_STORAGE_KEY,
  displayedCount,
  nextIntervalMs,
  parseStoredCounter,
} from '../../../shared/landing-counter';

const Box = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Reserved width: a seven-digit count never changes the box's size (no layout shift). */
const Value = styled.span<{ $flash: boolean }>`
  display: inline-block;
  min-width: 9ch;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.primary};
  transition: color 0.2s;
  ${({ $flash, theme }) =>
    $flash &&
    css`
      color: ${theme.color.amber};
    `}
`;

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &::before {
    content: '';
    width: ${({ theme }) => theme.space(2)};
    height: ${({ theme }) => theme.space(2)};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
  }
`;

function readAndAdvance(now: number) {
  let stored: unknown = null;
  try {
    stored = parseStoredCounter(window.localStorage.getItem(COUNTER_STORAGE_KEY));
  } catch {
    // Storage can be blocked (private modes); the counter then starts from the baseline each visit.
  }
  const next = advanceCounter(stored, now, Math.random());
  try {
    window.localStorage.setItem(COUNTER_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // See above: not persisting is acceptable.
  }
  return displayedCount(next);
}

/**
 * 'Total Blogs Generated' with 'Live Updated'. The number depends on the visitor's clock and
 * storage, so the prerendered HTML holds a placeholder of the same width and the browser fills it in.
 */
export function BlogCounter() {
  const [count, setCount] = useState<number | null>(null);
  const [flash, setFlash] = useState(false);

  useEffect(() => {
    let tick = 0;
    let unflash = 0;
    const update = (animate: boolean) => {
      setCount(readAndAdvance(Date.now()));
      if (animate) {
        setFlash(true);
        window.clearTimeout(unflash);
        unflash = window.setTimeout(() => setFlash(false), COUNTER_FLASH_MS);
      }
    };
    const schedule = () => {
      tick = window.setTimeout(() => {
        update(true);
        schedule();
      }, nextIntervalMs(Math.random()));
    };
    const onVisibility = () => {
      if (document.hidden) return;
      update(true);
    };
    update(false);
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(tick);
      window.clearTimeout(unflash);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return (
    <Box role="group" aria-label="Total Blogs Generated">
      <Label>Total Blogs Generated</Label>
      <Value $flash={flash} data-testid="blog-count" aria-live="off">
        {count === null ? '…' : count.toLocaleString()}
      </Value>
      <Live>Live Updated</Live>
    </Box>
  );
}
