/**
 * The captcha picture: random characters drawn as glyph outlines (svg-captcha renders each character of
 * its bundled font as a <path>, no <text>, plus noise curves), then warped here: every character gets its
 * own rotation, shear and scale, and the whole picture a wave, baked into the path coordinates (not a
 * transform attribute a bot could undo), so a glyph cannot be matched against the font's outline.
 * The answer comes from node:crypto (svg-captcha's own text would come from Math.random).
 */
import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** Characters a person tells apart without doubt: no 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
const ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 70;

type DrawOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
/** svg-captcha's default export draws given text (its typings only declare the random-text helpers). */
const drawText = svgCaptcha as unknown as (text: string, options: DrawOptions) => string;

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

const uniform = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const round = (n: number) => Math.round(n * 10) / 10;

type Point = [number, number];

/** Applies fn to every coordinate pair of a path's data (opentype's M/L/Q/C/Z output). */
function mapPath(d: string, fn: (p: Point) => Point): string {
  return d.replace(/([MLQCZ])([^MLQCZ]*)/gi, (_whole, command: string, args: string) => {
    const numbers = args.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi)?.map(Number) ?? [];
    const out: number[] = [];
    for (let i = 0; i + 1 < numbers.length; i += 2) out.push(...fn([numbers[i]!, numbers[i + 1]!]).map(round));
    return `${command}${out.join(' ')}`;
  });
}

function pointsOf(d: string): Point[] {
  const points: Point[] = [];
  mapPath(d, (p) => (points.push(p), p));
  return points;
}

/** One character's own random rotation, shear and scale around its centre. */
function warpGlyph(d: string): string {
  const points = pointsOf(d);
  if (points.length === 0) return d;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const angle = uniform(-0.3, 0.3);
  const shear = uniform(-0.2, 0.2);
  const scale = uniform(0.9, 1.1);
  const dy = uniform(-5, 5);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return mapPath(d, ([x, y]) => {
    const rx = (x - cx) * scale + shear * (y - cy);
    const ry = (y - cy) * scale;
    return [cx + rx * cos - ry * sin, cy + dy + rx * sin + ry * cos];
  });
}

/** A wave over the whole picture, so even one character's strokes do not keep their shape. */
function waveOf(): (p: Point) => Point {
  const [ax, ay] = [uniform(1, 2.5), uniform(2, 4)];
  const [fx, fy] = [uniform(0.05, 0.09), uniform(0.03, 0.06)];
  const [px, py] = [uniform(0, Math.PI * 2), uniform(0, Math.PI * 2)];
  return ([x, y]) => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)];
}

/** The SVG markup of text: glyph paths and noise curves, nothing machine-readable. */
export function drawCaptcha(text: string): string {
  // Dark grey glyphs and lighter grey noise on a transparent ground (the dialog gives it a light card).
  const svg = drawText(text, { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, fontSize: 58, noise: 5, color: false });
  const wave = waveOf();
  return svg.replace(/<path ([^>]*?)d="([^"]*)"([^>]*)\/>/g, (_whole, before: string, d: string, after: string) => {
    const isNoise = /fill="none"/.test(before + after);
    const warped = mapPath(isNoise ? d : warpGlyph(d), wave);
    return `<path ${before}d="${warped}"${after}/>`;
  });
}

/** The picture as a data: URL for an <img> (an image never runs script, unlike inline SVG markup). */
export function captchaImageUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(text), 'utf8').toString('base64')}`;
}
