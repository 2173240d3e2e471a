/**
 * Draws the looping background of /coming-soon (SPEC §2) and encodes it as
 * public/media/coming-soon.mp4: a night-violet field with drifting gold and
 * magenta glows, a gold shimmer and twinkling gold dust. Every motion repeats
 * a whole number of times per loop, so the last frame runs into the first.
 * The page lays its heading over it; the video carries no text.
 *
 *   apt-get install -y ffmpeg                        (Debian's ffmpeg)
 *   npm run make:coming-soon-video -w @app/web
 *
 * The drawing is deterministic: the same script always gives the same frames.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const OUTPUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../public/media/coming-soon.mp4',
);

type Rgb = readonly [number, number, number];

/**
 * The theme's colours (theme.css), as light added to the field; the glows lean
 * to amber because added light brightens towards yellow.
 */
const GOLD: Rgb = [245, 172, 48];
const GOLD_DEEP: Rgb = [211, 120, 17];
const GOLD_LIGHT: Rgb = [255, 232, 163];
const MAGENTA: Rgb = [193, 63, 163];
const VIOLET: Rgb = [123, 77, 255];
const TOP: Rgb = [18, 14, 36];
const BOTTOM: Rgb = [11, 8, 24];

const TAU = Math.PI * 2;

/** A glow: a soft disc of light whose centre moves on a closed curve. */
interface Glow {
  color: Rgb;
  strength: number;
  radius: number;
  at: (phase: number) => [number, number];
}

const GLOWS: Glow[] = [
  {
    color: GOLD,
    strength: 0.85,
    radius: 125,
    at: (p) => [
      WIDTH * (0.5 + 0.22 * Math.cos(TAU * p)),
      HEIGHT * (0.42 + 0.1 * Math.sin(2 * TAU * p)),
    ],
  },
  {
    color: GOLD_DEEP,
    strength: 0.75,
    radius: 155,
    at: (p) => [
      WIDTH * (0.5 - 0.24 * Math.cos(TAU * p)),
      HEIGHT * (0.6 - 0.12 * Math.sin(TAU * p)),
    ],
  },
  {
    color: MAGENTA,
    strength: 0.3,
    radius: 240,
    at: (p) => [
      WIDTH * (0.12 + 0.06 * Math.sin(TAU * p)),
      HEIGHT * (0.15 + 0.08 * Math.cos(TAU * p)),
    ],
  },
  {
    color: VIOLET,
    strength: 0.3,
    radius: 240,
    at: (p) => [
      WIDTH * (0.9 - 0.06 * Math.sin(TAU * p)),
      HEIGHT * (0.88 + 0.08 * Math.cos(TAU * p)),
    ],
  },
];

/** A fixed pseudo-random number in [0, 1) for (i, salt): the dust is the same on every run. */
function hash(i: number, salt: number): number {
  const x = Math.sin(i * 127.1 + salt * 311.7) * 43_758.545_312_3;
  return x - Math.floor(x);
}

interface Mote {
  x: number;
  y: number;
  orbit: number;
  turns: number;
  twinkles: number;
  offset: number;
  size: number;
}

const MOTES: Mote[] = Array.from({ length: 120 }, (_, i) => ({
  x: hash(i, 1) * WIDTH,
  y: hash(i, 2) * HEIGHT,
  orbit: 6 + hash(i, 3) * 22,
  turns: hash(i, 4) < 0.5 ? 1 : -1,
  twinkles: 1 + Math.floor(hash(i, 5) * 3),
  offset: hash(i, 6),
  size: 1.1 + hash(i, 7) * 1.9,
}));

function drawFrame(frame: number, light: Float32Array, out: Buffer): void {
  const phase = frame / FRAMES;
  const centres = GLOWS.map((glow) => glow.at(phase));
  // A diagonal shimmer crosses the screen once per loop, off screen at the seam.
  const sweep = -0.5 * WIDTH + phase * 2.2 * WIDTH;
  for (let y = 0; y < HEIGHT; y += 1) {
    const t = y / (HEIGHT - 1);
    for (let x = 0; x < WIDTH; x += 1) {
      const i = (y * WIDTH + x) * 3;
      let r = 0;
      let g = 0;
      let b = 0;
      GLOWS.forEach((glow, n) => {
        const [cx, cy] = centres[n] ?? [0, 0];
        const d2 = ((x - cx) ** 2 + (y - cy) ** 2) / (glow.radius * glow.radius);
        const k = glow.strength * Math.exp(-d2);
        r += k * glow.color[0];
        g += k * glow.color[1];
        b += k * glow.color[2];
      });
      const band = Math.exp(-(((x + 0.45 * y - sweep) / 70) ** 2)) * 0.16;
      light[i] = r + band * GOLD_LIGHT[0];
      light[i + 1] = g + band * GOLD_LIGHT[1];
      light[i + 2] = b + band * GOLD_LIGHT[2];
      // Field colour, darkest at the bottom and the corners.
      const vignette = 1 - 0.45 * ((x / WIDTH - 0.5) ** 2 + (y / HEIGHT - 0.5) ** 2);
      out[i] = (TOP[0] + (BOTTOM[0] - TOP[0]) * t) * vignette;
      out[i + 1] = (TOP[1] + (BOTTOM[1] - TOP[1]) * t) * vignette;
      out[i + 2] = (TOP[2] + (BOTTOM[2] - TOP[2]) * t) * vignette;
    }
  }
  for (const mote of MOTES) {
    const angle = TAU * (mote.turns * phase + mote.offset);
    const mx = mote.x + mote.orbit * Math.cos(angle);
    const my = mote.y + mote.orbit * Math.sin(angle);
    const twinkle = Math.max(0, Math.sin(TAU * (mote.twinkles * phase + mote.offset))) ** 6;
    if (twinkle < 0.01) continue;
    const reach = Math.ceil(mote.size * 7);
    for (let dy = -reach; dy <= reach; dy += 1) {
      const py = Math.round(my) + dy;
      if (py < 0 || py >= HEIGHT) continue;
      for (let dx = -reach; dx <= reach; dx += 1) {
        const px = Math.round(mx) + dx;
        if (px < 0 || px >= WIDTH) continue;
        const ox = px - mx;
        const oy = py - my;
        const core = Math.exp(-(ox * ox + oy * oy) / (mote.size * mote.size));
        // A four-pointed glint: thin rays along both axes.
        const rays =
          Math.exp(-(oy * oy) / 0.6 - Math.abs(ox) / (mote.size * 2.2)) +
          Math.exp(-(ox * ox) / 0.6 - Math.abs(oy) / (mote.size * 2.2));
        const k = twinkle * (core * 2 + rays * 0.7);
        const i = (py * WIDTH + px) * 3;
        light[i] = (light[i] ?? 0) + k * GOLD_LIGHT[0];
        light[i + 1] = (light[i + 1] ?? 0) + k * GOLD_LIGHT[1];
        light[i + 2] = (light[i + 2] ?? 0) + k * GOLD_LIGHT[2];
      }
    }
  }
  // Light is added to the field and rolled off softly instead of clipping.
  for (let i = 0; i < out.length; i += 1) {
    const base = out[i] ?? 0;
    const added = light[i] ?? 0;
    out[i] = Math.min(255, base + (255 - base) * (1 - Math.exp(-added / 255)));
  }
}

async function main() {
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${WIDTH}x${HEIGHT}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-c:v',
      'libx264',
      '-profile:v',
      'high',
      '-preset',
      'veryslow',
      '-crf',
      '27',
      '-tune',
      'animation',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      OUTPUT,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<number | null>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('exit', resolve);
  });
  const light = new Float32Array(WIDTH * HEIGHT * 3);
  const frame = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let n = 0; n < FRAMES; n += 1) {
    light.fill(0);
    drawFrame(n, light, frame);
    if (!ffmpeg.stdin.write(frame))
      await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  const code = await done;
  if (code !== 0)
    throw new Error(`ffmpeg exited with ${code}: is it installed (apt-get install -y ffmpeg)?`);
  console.log(`${OUTPUT}: ${statSync(OUTPUT).size} bytes, ${SECONDS} s at ${FPS} fps`);
}

await main();
