import styled from 'styled-components';
import { LANDING_IDS } from './landing-hooks';

const Canvas = styled.canvas`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  z-index: -1;
  pointer-events: none;
  opacity: 0.35;
`;

/** The decorative background's canvas; matrix-rain.enhance.ts draws on it. */
export function MatrixRain() {
  return <Canvas id={LANDING_IDS.rain} aria-hidden="true" />;
}
