import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS, readItem, writeItem } from '../../lib/storage';

/** The wheel's sounds (made by apps/web/build/spin-wheel-sounds.ts), served from public/media. */
export const WHEEL_SOUNDS = {
  music: '/media/spin-wheel/music.mp3',
  spin: '/media/spin-wheel/spin.mp3',
  jackpot: '/media/spin-wheel/jackpot.mp3',
} as const;

type SoundName = keyof typeof WHEEL_SOUNDS;

/** The player's mute choice, remembered in this browser. */
export function useMutedPreference(): [boolean, () => void] {
  const [muted, setMuted] = useState(() => readItem(STORAGE_KEYS.spinWheelMuted) === '1');
  const toggle = useCallback(() => {
    setMuted((was) => {
      writeItem(STORAGE_KEYS.spinWheelMuted, was ? '0' : '1');
      return !was;
    });
  }, []);
  return [muted, toggle];
}

function start(audio: HTMLAudioElement | undefined) {
  if (!audio || !audio.paused) return;
  // A browser may refuse to play before the player interacted; the wheel then stays silent.
  void Promise.resolve(audio.play()).catch(() => undefined);
}

function stop(audio: HTMLAudioElement | undefined, rewind = false) {
  if (!audio) return;
  audio.pause();
  if (rewind) audio.currentTime = 0;
}

/**
 * SPEC §2 sounds, only while the bonus is unclaimed (`active`): background music looping, the
 * spin sound looping while the wheel turns, the jackpot once per result (`jackpotKey` changes).
 */
export function useWheelSounds(options: {
  active: boolean;
  spinning: boolean;
  jackpotKey: string | null;
  muted: boolean;
}) {
  const { active, spinning, jackpotKey, muted } = options;
  const sounds = useRef<Partial<Record<SoundName, HTMLAudioElement>>>({});

  const audio = useCallback((name: SoundName) => {
    if (typeof Audio === 'undefined') return undefined;
    let element = sounds.current[name];
    if (!element) {
      element = new Audio(WHEEL_SOUNDS[name]);
      element.loop = name !== 'jackpot';
      element.volume = name === 'music' ? 0.45 : 0.8;
      sounds.current[name] = element;
    }
    return element;
  }, []);

  useEffect(() => {
    if (active && !muted) start(audio('music'));
    else stop(sounds.current.music);
  }, [active, muted, audio]);

  useEffect(() => {
    if (active && spinning && !muted) start(audio('spin'));
    else stop(sounds.current.spin, true);
  }, [active, spinning, muted, audio]);

  useEffect(() => {
    if (!jackpotKey || !active || muted) return;
    const jackpot = audio('jackpot');
    if (!jackpot) return;
    jackpot.currentTime = 0;
    start(jackpot);
  }, [jackpotKey, active, muted, audio]);

  useEffect(() => {
    if (muted) stop(sounds.current.jackpot, true);
  }, [muted]);

  useEffect(() => {
    const all = sounds.current;
    return () => {
      for (const element of Object.values(all)) stop(element, true);
    };
  }, []);
}
