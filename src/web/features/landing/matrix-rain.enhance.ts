import { createCleanup } from './cleanup';
import { createRain, type RainColors } from './matrix-rain.model';
import type { RainMessage } from './matrix-rain.worker';

function canAnimateOffThread(canvas: HTMLCanvasElement) {
  return 'transferControlToOffscreen' in canvas && typeof Worker !== 'undefined';
}

/**
 * Starts the decorative background once the browser is idle after first paint. The animation runs
 * in a worker on an OffscreenCanvas at 30 fps and stops while the tab is hidden or the canvas is
 * off screen. `still` (reduced motion), or a browser without OffscreenCanvas, gets one still frame
 * drawn here instead. Returns the stop function.
 */
export function startMatrixRain(canvas: HTMLCanvasElement, colors: RainColors, still: boolean): () => void {
  const doc = canvas.ownerDocument;
  const win = doc.defaultView!;
  const cleanup = createCleanup();

  const drawStill = () => {
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const rain = createRain(ctx, colors);
    const paint = () => {
      rain.resize(win.innerWidth, win.innerHeight);
      rain.still();
    };
    paint();
    cleanup.listen(win, 'resize', paint);
  };

  const animate = () => {
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL('./matrix-rain.worker.ts', import.meta.url), { type: 'module' });
    cleanup.add(() => worker.terminate());
    const send = (message: RainMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    send({ type: 'init', canvas: offscreen, width: win.innerWidth, height: win.innerHeight, colors }, [offscreen]);
    let onScreen = true;
    const update = () => send({ type: 'run', running: onScreen && !doc.hidden });
    cleanup.listen(win, 'resize', () => send({ type: 'resize', width: win.innerWidth, height: win.innerHeight }));
    cleanup.listen(doc, 'visibilitychange', update);
    if (typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver((entries) => {
        onScreen = entries.some((e) => e.isIntersecting);
        update();
      });
      observer.observe(canvas);
      cleanup.add(() => observer.disconnect());
    }
    update();
  };

  const start = () => {
    if (still || !canAnimateOffThread(canvas)) drawStill();
    else animate();
  };
  if (win.requestIdleCallback) {
    const idle = win.requestIdleCallback(start, { timeout: 2000 });
    cleanup.add(() => win.cancelIdleCallback(idle));
  } else {
    const timer = win.setTimeout(start, 200);
    cleanup.add(() => win.clearTimeout(timer));
  }
  return cleanup.run;
}
