import styled from 'styled-components';

const Fallback = styled.div`
  min-height: 50vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.muted};
`;

/** Shown for the instant a lazy screen's chunk is loading: never a blank screen. */
export function RouteFallback() {
  return (
    <Fallback role="status" aria-live="polite">
      Loading…
    </Fallback>
  );
}
