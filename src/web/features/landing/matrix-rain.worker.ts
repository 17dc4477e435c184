// Draws the matrix rain on an OffscreenCanvas, off the main thread: the page's own thread only
// posts a message on resize, visibility and scroll-out.
import { RAIN_FPS } from '../../../shared/timing';
import { createRain, type RainColors } from './matrix-rain.model';

export type RainMessage =
  | { type: 'init'; canvas: OffscreenCanvas; width: number; height: number; colors: RainColors }
  | { type: 'resize'; width: number; height: number }
  | { type: 'run'; running: boolean };

let rain: ReturnType<typeof createRain> | null = null;
let running = false;
let frameId = 0;
let lastDraw = 0;

function loop(time: number) {
  frameId = 0;
  if (!running || !rain) return;
  if (time - lastDraw >= 1000 / RAIN_FPS) {
    lastDraw = time;
    rain.frame();
  }
  frameId = requestAnimationFrame(loop);
}

self.onmessage = (event: MessageEvent<RainMessage>) => {
  const message = event.data;
  if (message.type === 'init') {
    const ctx = message.canvas.getContext('2d');
    if (!ctx) return;
    rain = createRain(ctx, message.colors);
    rain.resize(message.width, message.height);
  } else if (message.type === 'resize') {
    rain?.resize(message.width, message.height);
  } else {
    running = message.running;
  }
  if (running && !frameId) frameId = requestAnimationFrame(loop);
};
