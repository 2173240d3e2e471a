/**
 * Synthesizes the spin wheel's three sounds (SPEC §2) and encodes them as small MP3 files in
 * public/media/spin-wheel/: our own tones, so they are free of anyone's rights.
 *
 * - music.mp3: an 8-second loop (120 bpm, four bars of a I–vi–IV–V progression): soft bell
 *   arpeggios over a plucked bass, every note ending inside the loop so it repeats seamlessly.
 * - spin.mp3: a 1-second loop of the pointer ticking over the pegs (12 ticks).
 * - jackpot.mp3: a rising fanfare with a shimmer (about 2 seconds), played once.
 *
 *   apt-get install -y ffmpeg                        (Debian's ffmpeg)
 *   npm run make:spin-wheel-sounds -w @app/web
 *
 * The synthesis is deterministic: the same script always gives the same samples.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22_050;
const OUT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../public/media/spin-wheel',
);

const midi = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** Adds a note: a sine with a few harmonics (a bell-like tone) and an exponential decay. */
function addNote(
  buffer: Float32Array,
  at: number,
  seconds: number,
  frequency: number,
  options: { gain: number; decay: number; harmonics?: readonly number[] },
) {
  const start = Math.round(at * RATE);
  const length = Math.min(Math.round(seconds * RATE), buffer.length - start);
  const harmonics = options.harmonics ?? [1, 0.35, 0.12];
  for (let i = 0; i < length; i += 1) {
    const t = i / RATE;
    // 5 ms attack, exponential decay, 20 ms release at the end so nothing clicks.
    const attack = Math.min(1, t / 0.005);
    const release = Math.min(1, (length - i) / (0.02 * RATE));
    const envelope = attack * release * Math.exp(-t / options.decay);
    let sample = 0;
    harmonics.forEach((amplitude, h) => {
      sample += amplitude * Math.sin(2 * Math.PI * frequency * (h + 1) * t);
    });
    const index = start + i;
    buffer[index] = (buffer[index] ?? 0) + options.gain * envelope * sample;
  }
}

/** A short percussive tick: a decaying burst at a high pitch with a little pseudo-noise. */
function addTick(buffer: Float32Array, at: number, gain: number, seed: number) {
  const start = Math.round(at * RATE);
  const length = Math.round(0.035 * RATE);
  let state = seed;
  for (let i = 0; i < length && start + i < buffer.length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const noise = state / 1_073_741_824 - 1;
    const t = i / RATE;
    const envelope = Math.exp(-t / 0.006);
    const tone = Math.sin(2 * Math.PI * 2_400 * t) * 0.6 + noise * 0.4;
    const index = start + i;
    buffer[index] = (buffer[index] ?? 0) + gain * envelope * tone;
  }
}

function music(): Float32Array {
  const beat = 0.5;
  const buffer = new Float32Array(Math.round(16 * beat * RATE));
  // C major, A minor, F major, G major: four beats each (16 beats = 8 s).
  const chords = [
    [60, 64, 67, 72],
    [57, 60, 64, 69],
    [53, 57, 60, 65],
    [55, 59, 62, 67],
  ];
  chords.forEach((chord, c) => {
    const bar = c * 4 * beat;
    addNote(buffer, bar, 4 * beat - 0.05, midi((chord[0] ?? 60) - 24), {
      gain: 0.22,
      decay: 0.9,
      harmonics: [1, 0.5, 0.2],
    });
    for (let step = 0; step < 8; step += 1) {
      const note = chord[[0, 1, 2, 3, 2, 1, 2, 3][step] ?? 0] ?? 60;
      addNote(buffer, bar + step * (beat / 2), beat / 2 + 0.18, midi(note + 12), {
        gain: 0.11,
        decay: 0.22,
      });
    }
  });
  return buffer;
}

function spinTicks(): Float32Array {
  const buffer = new Float32Array(RATE);
  for (let i = 0; i < 12; i += 1) addTick(buffer, i / 12, 0.5, 7 + i);
  return buffer;
}

function jackpot(): Float32Array {
  const buffer = new Float32Array(Math.round(2.2 * RATE));
  [72, 76, 79, 84].forEach((note, i) =>
    addNote(buffer, i * 0.11, 0.6, midi(note), { gain: 0.22, decay: 0.25 }),
  );
  for (const note of [72, 76, 79, 84, 88])
    addNote(buffer, 0.48, 1.7, midi(note), { gain: 0.12, decay: 0.6 });
  for (let i = 0; i < 14; i += 1)
    addNote(buffer, 0.5 + i * 0.09, 0.25, midi(96 + ((i * 5) % 12)), { gain: 0.05, decay: 0.08 });
  return buffer;
}

function encode(name: string, samples: Float32Array, bitrate: string): Promise<void> {
  const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0) || 1;
  const pcm = Float32Array.from(samples, (s) => (s / peak) * 0.89);
  const output = path.join(OUT_DIR, name);
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      'ffmpeg',
      [
        '-y',
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'f32le',
        '-ar',
        String(RATE),
        '-ac',
        '1',
        '-i',
        'pipe:0',
        '-c:a',
        'libmp3lame',
        '-b:a',
        bitrate,
        '-map_metadata',
        '-1',
        output,
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg exited with ${String(code)} for ${name}`));
      console.log(`${output}: ${statSync(output).size} bytes`);
      resolve();
    });
    ffmpeg.stdin.end(Buffer.from(pcm.buffer));
  });
}

mkdirSync(OUT_DIR, { recursive: true });
await encode('music.mp3', music(), '48k');
await encode('spin.mp3', spinTicks(), '48k');
await encode('jackpot.mp3', jackpot(), '48k');
