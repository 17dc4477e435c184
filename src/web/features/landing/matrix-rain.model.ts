/**
 * Matrix-rain maths (spec §9): column layout, font size per viewport and the per-frame drop
 * update. Kept free of the DOM so the component only owns the canvas and the frame loop.
 */
export const RAIN_FONT_PX = 14;
export const RAIN_FONT_PX_NARROW = 10;
export const RAIN_NARROW_MAX_WIDTH = 768;
/** Pairs with RAIN_FPS (src/shared/timing.ts): 30 fps resets with 0.05, 60 fps would with 0.025. */
export const RAIN_RESET_PROBABILITY = 0.05;
/**
 * ASCII only: every monospace font has these glyphs, so no machine draws the rain as empty
 * "tofu" boxes (katakana needs a CJK font many Linux installs lack).
 */
export const RAIN_GLYPHS = '0123456789ABCDEFabcdef<>/\\{}[]()$#=+*:;_|~';

export function rainFontSize(viewportWidth: number): number {
  return viewportWidth <= RAIN_NARROW_MAX_WIDTH ? RAIN_FONT_PX_NARROW : RAIN_FONT_PX;
}

/** One drop per column, each at a random row above the bottom so the first frames already look mid-fall. */
export function createDrops(width: number, height: number, fontSize: number, random: () => number): number[] {
  const columns = Math.ceil(width / fontSize);
  const rows = Math.ceil(height / fontSize);
  return Array.from({ length: columns }, () => Math.floor(random() * rows));
}

/**
 * Moves every drop one row down; a drop below the screen goes back to the top with the reset
 * probability, which staggers the columns. Mutates in place: this runs every frame.
 */
export function advanceDrops(drops: number[], rows: number, random: () => number): void {
  for (let i = 0; i < drops.length; i++) {
    drops[i] = drops[i]! > rows && random() < RAIN_RESET_PROBABILITY ? 0 : drops[i]! + 1;
  }
}

export function glyphAt(random: () => number): string {
  return RAIN_GLYPHS[Math.floor(random() * RAIN_GLYPHS.length)]!;
}

export interface RainColors {
  background: string;
  glyph: string;
  font: string;
}

/** Frames drawn before the still picture shown under reduced motion, so it looks mid-fall. */
export const RAIN_STILL_FRAME_STEPS = 40;
/** Fades the previous frame so falling glyphs leave a trail. */
const TRAIL_ALPHA = 0.12;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A rain on one canvas: sized to the viewport, one frame per `frame()` call. */
export function createRain(ctx: Context2D, colors: RainColors, random: () => number = Math.random) {
  let drops: number[] = [];
  let fontSize = RAIN_FONT_PX;
  const frame = () => {
    const { width, height } = ctx.canvas;
    ctx.globalAlpha = TRAIL_ALPHA;
    ctx.fillStyle = colors.background;
    ctx.fillRect(0, 0, width, height);
    ctx.globalAlpha = 1;
    ctx.fillStyle = colors.glyph;
    for (let i = 0; i < drops.length; i++) ctx.fillText(glyphAt(random), i * fontSize, drops[i]! * fontSize);
    advanceDrops(drops, Math.ceil(height / fontSize), random);
  };
  const resize = (width: number, height: number) => {
    ctx.canvas.width = width;
    ctx.canvas.height = height;
    fontSize = rainFontSize(width);
    ctx.font = `${fontSize}px ${colors.font}`;
    drops = createDrops(width, height, fontSize, random);
  };
  const still = () => {
    for (let i = 0; i < RAIN_STILL_FRAME_STEPS; i++) frame();
  };
  return { frame, resize, still };
}
