import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { createRain, type RainColors } from './matrix-rain.model';
import type { RainMessage } from './matrix-rain.worker';
import { REDUCED_MOTION_QUERY } from './use-media-query';

const Canvas = styled.canvas`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  z-index: -1;
  pointer-events: none;
  opacity: 0.35;
`;

function canAnimateOffThread(canvas: HTMLCanvasElement) {
  return 'transferControlToOffscreen' in canvas && typeof Worker !== 'undefined';
}

/**
 * Decorative background. It starts once the browser is idle after first paint; the animation
 * runs in a worker on an OffscreenCanvas at 30 fps and stops while the tab is hidden or the
 * canvas is off screen. Under reduced motion (or without OffscreenCanvas) one still frame is
 * drawn here instead.
 */
export function MatrixRain() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const colors: RainColors = { background: theme.color.background, glyph: theme.color.primary, font: theme.font.mono };
    const teardown: (() => void)[] = [];
    const listen = (target: EventTarget, type: string, fn: () => void) => {
      target.addEventListener(type, fn);
      teardown.push(() => target.removeEventListener(type, fn));
    };

    const drawStill = () => {
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      const rain = createRain(ctx, colors);
      const paint = () => {
        rain.resize(window.innerWidth, window.innerHeight);
        rain.still();
      };
      paint();
      listen(window, 'resize', paint);
    };

    const animate = () => {
      const offscreen = canvas.transferControlToOffscreen();
      const worker = new Worker(new URL('./matrix-rain.worker.ts', import.meta.url), { type: 'module' });
      teardown.push(() => worker.terminate());
      const send = (message: RainMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
      send({ type: 'init', canvas: offscreen, width: window.innerWidth, height: window.innerHeight, colors }, [offscreen]);
      let onScreen = true;
      const update = () => send({ type: 'run', running: onScreen && !document.hidden });
      listen(window, 'resize', () => send({ type: 'resize', width: window.innerWidth, height: window.innerHeight }));
      listen(document, 'visibilitychange', update);
      if (typeof IntersectionObserver !== 'undefined') {
        const observer = new IntersectionObserver((entries) => {
          onScreen = entries.some((e) => e.isIntersecting);
          update();
        });
        observer.observe(canvas);
        teardown.push(() => observer.disconnect());
      }
      update();
    };

    const start = () => {
      if (window.matchMedia(REDUCED_MOTION_QUERY).matches || !canAnimateOffThread(canvas)) drawStill();
      else animate();
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 2000 })
      : window.setTimeout(start, 200);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      teardown.forEach((fn) => fn());
    };
  }, [theme]);

  return <Canvas ref={canvasRef} aria-hidden="true" data-testid="matrix-rain" />;
}
