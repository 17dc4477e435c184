import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { advanceDrops, createDrops, glyphAt, RAIN_FPS, rainFontSize } from './matrix-rain.model';
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

/** Frames drawn before the still picture shown under reduced motion, so it looks mid-fall. */
const STILL_FRAME_STEPS = 40;
/** Fades the previous frame so falling glyphs leave a trail. */
const TRAIL_ALPHA = 0.12;

/**
 * Decorative background. It starts only once the browser is idle after first paint, draws at
 * 30 fps, stops while the tab is hidden or the canvas is off screen, and draws one still frame
 * under reduced motion.
 */
export function MatrixRain() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const random = Math.random;
    const still = window.matchMedia(REDUCED_MOTION_QUERY).matches;
    let drops: number[] = [];
    let fontSize = rainFontSize(window.innerWidth);
    let frame = 0;
    let lastDraw = 0;
    let tabVisible = !document.hidden;
    let onScreen = true;

    const drawFrame = () => {
      ctx.globalAlpha = TRAIL_ALPHA;
      ctx.fillStyle = theme.color.background;
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.globalAlpha = 1;
      ctx.fillStyle = theme.color.primary;
      for (let i = 0; i < drops.length; i++) ctx.fillText(glyphAt(random), i * fontSize, drops[i]! * fontSize);
      advanceDrops(drops, Math.ceil(canvas.height / fontSize), random);
    };
    const layout = () => {
      canvas.width = window.innerWidth;
      canvas.height = window.innerHeight;
      fontSize = rainFontSize(window.innerWidth);
      ctx.font = `${fontSize}px ${theme.font.mono}`;
      drops = createDrops(canvas.width, canvas.height, fontSize, random);
      if (still) for (let i = 0; i < STILL_FRAME_STEPS; i++) drawFrame();
    };
    const loop = (time: number) => {
      frame = 0;
      if (!tabVisible || !onScreen) return;
      if (time - lastDraw >= 1000 / RAIN_FPS) {
        lastDraw = time;
        drawFrame();
      }
      frame = requestAnimationFrame(loop);
    };
    const resume = () => {
      if (!still && !frame && tabVisible && onScreen) frame = requestAnimationFrame(loop);
    };
    const onVisibility = () => {
      tabVisible = !document.hidden;
      resume();
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            onScreen = entries.some((e) => e.isIntersecting);
            resume();
          });

    let started = false;
    const start = () => {
      started = true;
      layout();
      window.addEventListener('resize', layout);
      document.addEventListener('visibilitychange', onVisibility);
      observer?.observe(canvas);
      resume();
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 2000 })
      : window.setTimeout(start, 200);

    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      if (!started) return;
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', layout);
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
    };
  }, [theme]);

  return <Canvas ref={canvasRef} aria-hidden="true" data-testid="matrix-rain" />;
}
