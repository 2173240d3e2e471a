import { soundPreference } from './sound-preference';

/**
 * Game sounds synthesised with the Web Audio API: no audio files. Each
 * sound is a few oscillators or a burst of filtered noise shaped by a gain
 * envelope. The context is created on the first sound, which always follows
 * a click or a tap, so browsers allow it to play.
 */
export type SoundName =
  | 'click'
  | 'chip'
  | 'spin'
  | 'reelStop'
  | 'tick'
  | 'peg'
  | 'win'
  | 'bigWin'
  | 'lose'
  | 'card'
  | 'flip'
  | 'scratch'
  | 'gem'
  | 'boom'
  | 'roll'
  | 'coin';

type Wave = OscillatorType;

interface ToneSpec {
  readonly freq: number;
  readonly wave?: Wave;
  /** Seconds from now. */
  readonly at?: number;
  readonly duration: number;
  readonly volume?: number;
  /** Glide to this frequency over the tone. */
  readonly slideTo?: number;
}

interface NoiseSpec {
  readonly at?: number;
  readonly duration: number;
  readonly volume?: number;
  readonly filter: BiquadFilterType;
  readonly freq: number;
  /** Sweep the filter to this frequency over the burst. */
  readonly sweepTo?: number;
  readonly q?: number;
}

const MASTER_VOLUME = 0.32;

let context: AudioContext | null = null;
let master: GainNode | null = null;
let noiseBuffer: AudioBuffer | null = null;

function audio(): { ctx: AudioContext; out: GainNode } | null {
  if (typeof window === 'undefined') return null;
  if (!context) {
    const Ctor =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return null;
    try {
      context = new Ctor();
    } catch {
      return null;
    }
    master = context.createGain();
    master.gain.value = MASTER_VOLUME;
    master.connect(context.destination);
  }
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return master ? { ctx: context, out: master } : null;
}

/** One second of white noise from a fixed linear congruential sequence (no randomness needed). */
function noise(ctx: AudioContext): AudioBuffer {
  if (noiseBuffer && noiseBuffer.sampleRate === ctx.sampleRate) return noiseBuffer;
  const buffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  let seed = 0x2545f491;
  for (let i = 0; i < data.length; i += 1) {
    seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
    data[i] = seed / 0x80000000 - 1;
  }
  noiseBuffer = buffer;
  return buffer;
}

function envelope(ctx: AudioContext, start: number, duration: number, volume: number): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + Math.min(0.012, duration / 4));
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  return gain;
}

function tone(ctx: AudioContext, out: AudioNode, spec: ToneSpec): void {
  const start = ctx.currentTime + (spec.at ?? 0);
  const osc = ctx.createOscillator();
  osc.type = spec.wave ?? 'sine';
  osc.frequency.setValueAtTime(spec.freq, start);
  if (spec.slideTo) osc.frequency.exponentialRampToValueAtTime(spec.slideTo, start + spec.duration);
  const gain = envelope(ctx, start, spec.duration, spec.volume ?? 0.3);
  osc.connect(gain).connect(out);
  osc.start(start);
  osc.stop(start + spec.duration + 0.02);
}

function burst(ctx: AudioContext, out: AudioNode, spec: NoiseSpec): void {
  const start = ctx.currentTime + (spec.at ?? 0);
  const source = ctx.createBufferSource();
  source.buffer = noise(ctx);
  const filter = ctx.createBiquadFilter();
  filter.type = spec.filter;
  filter.frequency.setValueAtTime(spec.freq, start);
  if (spec.sweepTo)
    filter.frequency.exponentialRampToValueAtTime(spec.sweepTo, start + spec.duration);
  filter.Q.value = spec.q ?? 1;
  const gain = envelope(ctx, start, spec.duration, spec.volume ?? 0.3);
  source.connect(filter).connect(gain).connect(out);
  source.start(start, (start * 7.31) % 0.5);
  source.stop(start + spec.duration + 0.02);
}

/** Notes of the win jingles (C major). */
const NOTE = { C5: 523.25, E5: 659.25, G5: 783.99, C6: 1046.5, E6: 1318.5, G6: 1568 } as const;

const SOUNDS: Record<SoundName, (ctx: AudioContext, out: AudioNode, pitch: number) => void> = {
  click: (ctx, out) => tone(ctx, out, { freq: 900, wave: 'square', duration: 0.04, volume: 0.08 }),
  chip: (ctx, out) => {
    tone(ctx, out, { freq: 2300, wave: 'triangle', duration: 0.05, volume: 0.18 });
    tone(ctx, out, { freq: 3100, wave: 'triangle', at: 0.03, duration: 0.05, volume: 0.12 });
  },
  spin: (ctx, out) => {
    burst(ctx, out, {
      duration: 0.5,
      filter: 'bandpass',
      freq: 400,
      sweepTo: 2400,
      q: 2,
      volume: 0.25,
    });
    tone(ctx, out, { freq: 110, wave: 'sawtooth', duration: 0.45, slideTo: 220, volume: 0.06 });
  },
  reelStop: (ctx, out, pitch) => {
    tone(ctx, out, { freq: 180 * pitch, duration: 0.12, slideTo: 70, volume: 0.4 });
    burst(ctx, out, { duration: 0.05, filter: 'highpass', freq: 3000, volume: 0.12 });
  },
  tick: (ctx, out, pitch) =>
    tone(ctx, out, { freq: 1800 * pitch, wave: 'triangle', duration: 0.025, volume: 0.12 }),
  peg: (ctx, out, pitch) =>
    tone(ctx, out, { freq: 520 * pitch, wave: 'sine', duration: 0.07, volume: 0.16 }),
  win: (ctx, out) => {
    [NOTE.C5, NOTE.E5, NOTE.G5, NOTE.C6].forEach((freq, i) =>
      tone(ctx, out, { freq, wave: 'triangle', at: i * 0.08, duration: 0.18, volume: 0.22 }),
    );
  },
  bigWin: (ctx, out) => {
    const line = [NOTE.C5, NOTE.E5, NOTE.G5, NOTE.C6, NOTE.G5, NOTE.C6, NOTE.E6, NOTE.G6];
    line.forEach((freq, i) =>
      tone(ctx, out, { freq, wave: 'square', at: i * 0.09, duration: 0.16, volume: 0.09 }),
    );
    [NOTE.C5, NOTE.E5, NOTE.G5, NOTE.C6].forEach((freq) =>
      tone(ctx, out, { freq, wave: 'triangle', at: 0.75, duration: 0.9, volume: 0.14 }),
    );
  },
  lose: (ctx, out) => {
    tone(ctx, out, { freq: 330, wave: 'sawtooth', duration: 0.16, volume: 0.07 });
    tone(ctx, out, {
      freq: 247,
      wave: 'sawtooth',
      at: 0.14,
      duration: 0.28,
      slideTo: 196,
      volume: 0.07,
    });
  },
  card: (ctx, out) =>
    burst(ctx, out, {
      duration: 0.09,
      filter: 'highpass',
      freq: 1800,
      sweepTo: 5200,
      volume: 0.35,
    }),
  flip: (ctx, out) => {
    burst(ctx, out, { duration: 0.06, filter: 'bandpass', freq: 2600, q: 3, volume: 0.3 });
    tone(ctx, out, { freq: 700, wave: 'triangle', at: 0.03, duration: 0.05, volume: 0.08 });
  },
  scratch: (ctx, out, pitch) =>
    burst(ctx, out, {
      duration: 0.07,
      filter: 'bandpass',
      freq: 3400 * pitch,
      q: 1.5,
      volume: 0.16,
    }),
  gem: (ctx, out, pitch) => {
    tone(ctx, out, { freq: NOTE.E6 * pitch, duration: 0.35, volume: 0.18 });
    tone(ctx, out, { freq: NOTE.G6 * pitch, at: 0.05, duration: 0.35, volume: 0.12 });
  },
  boom: (ctx, out) => {
    burst(ctx, out, { duration: 0.7, filter: 'lowpass', freq: 1200, sweepTo: 90, volume: 0.6 });
    tone(ctx, out, { freq: 90, duration: 0.5, slideTo: 32, volume: 0.5 });
  },
  roll: (ctx, out) => {
    for (let i = 0; i < 9; i += 1) {
      const at = i * 0.055 + (i % 3) * 0.008;
      burst(ctx, out, {
        at,
        duration: 0.03,
        filter: 'bandpass',
        freq: 1500 + (i % 4) * 350,
        q: 4,
        volume: 0.3,
      });
    }
  },
  coin: (ctx, out) => {
    [NOTE.G6, NOTE.C6 * 2, NOTE.G6, NOTE.C6 * 2].forEach((freq, i) =>
      tone(ctx, out, { freq, wave: 'triangle', at: i * 0.06, duration: 0.12, volume: 0.12 }),
    );
  },
};

/** Plays a sound unless the player turned sound off; `pitch` scales its frequencies. */
export function playSound(name: SoundName, pitch = 1): void {
  if (!soundPreference.isOn()) return;
  const node = audio();
  if (!node) return;
  try {
    SOUNDS[name](node.ctx, node.out, pitch);
  } catch {
    // A sound that cannot play is not worth interrupting the game for.
  }
}
