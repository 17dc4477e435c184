import styled from 'styled-components';
import { LANDING_IDS } from './landing-hooks';

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
const Value = styled.span`
  display: inline-block;
  min-width: 9ch;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.primary};
  transition: color 0.2s;
  &[data-flash='true'] {
    color: ${({ theme }) => theme.color.amber};
  }
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

/**
 * 'Total Blogs Generated' with 'Live Updated'. The number depends on the visitor's clock and
 * storage, so the prerendered HTML holds a placeholder of the same width and
 * blog-counter.enhance.ts fills it in.
 */
export function BlogCounter() {
  return (
    <Box role="group" aria-label="Total Blogs Generated">
      <Label>Total Blogs Generated</Label>
      <Value id={LANDING_IDS.counter} data-flash="false" aria-live="off">
        …
      </Value>
      <Live>Live Updated</Live>
    </Box>
  );
}
