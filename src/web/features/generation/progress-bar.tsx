import styled from 'styled-components';

const CELLS = 20;

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.primary};
`;

const Status = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

/** A block-character bar (DESIGN.md) with the percentage and the status text beside it. */
export function ProgressBar({ value, status }: { value: number; status: string }) {
  const filled = Math.round((Math.min(Math.max(value, 0), 100) / 100) * CELLS);
  return (
    <Wrap>
      <span role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={`${value}% ${status}`} aria-label="Progress">
        <span aria-hidden="true">
          [{'█'.repeat(filled)}
          {'░'.repeat(CELLS - filled)}] {value}%
        </span>
      </span>
      <Status role="status">{status}</Status>
    </Wrap>
  );
}
