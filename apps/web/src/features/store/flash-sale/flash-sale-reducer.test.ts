import { describe, expect, it } from 'vitest';
import { testPackage } from '../test-packages';
import {
  flashSaleReducer,
  initialFlashSaleState,
  minutesToSeconds,
  type FlashSaleAction,
  type FlashSaleOffer,
  type FlashSaleState,
} from './flash-sale-reducer';

const NOW = 1_000_000;
const offer = (countdownMinutes: number): FlashSaleOffer => ({
  countdownMinutes,
  title: 'Enable offer before it ends',
  description: 'Bonus purchase available for limited time only',
  details: { kind: 'welcome', pkg: testPackage({ packageId: 8 }) },
});
const run = (state: FlashSaleState, ...actions: FlashSaleAction[]) =>
  actions.reduce(flashSaleReducer, state);
const flags = (state: FlashSaleState) => ({ box: state.isBoxShow, popup: state.isPopupShow });

describe('flash sale reducer', () => {
  it('starts hidden and empty', () => {
    expect(initialFlashSaleState).toEqual({
      isBoxShow: false,
      isPopupShow: false,
      countdown: 0,
      endsAt: null,
      title: '',
      description: '',
      details: null,
    });
  });

  it('takes the time in minutes and counts in seconds from now', () => {
    const state = run(initialFlashSaleState, { type: 'showTimer', now: NOW, offer: offer(90) });
    expect(state).toMatchObject({
      countdown: 5400,
      endsAt: NOW + 5_400_000,
      title: 'Enable offer before it ends',
      description: 'Bonus purchase available for limited time only',
      details: { kind: 'welcome', pkg: { packageId: 8 } },
    });
  });

  it('shows the popup, the timer or both', () => {
    expect(
      flags(run(initialFlashSaleState, { type: 'showPopup', now: NOW, offer: offer(5) })),
    ).toEqual({ box: false, popup: true });
    expect(
      flags(run(initialFlashSaleState, { type: 'showTimer', now: NOW, offer: offer(5) })),
    ).toEqual({ box: true, popup: false });
    expect(
      flags(run(initialFlashSaleState, { type: 'showBoth', now: NOW, offer: offer(5) })),
    ).toEqual({ box: true, popup: true });
  });

  it('adds to what is shown and shows the held offer when none is given', () => {
    const timer = run(initialFlashSaleState, { type: 'showTimer', now: NOW, offer: offer(5) });
    const both = run(timer, { type: 'showPopup', now: NOW + 1000 });
    expect(flags(both)).toEqual({ box: true, popup: true });
    expect(both.endsAt).toBe(timer.endsAt);
  });

  it('hides the popup, the timer or both and keeps the offer', () => {
    const both = run(initialFlashSaleState, { type: 'showBoth', now: NOW, offer: offer(5) });
    expect(flags(run(both, { type: 'hidePopup' }))).toEqual({ box: true, popup: false });
    expect(flags(run(both, { type: 'hideTimer' }))).toEqual({ box: false, popup: true });
    const hidden = run(both, { type: 'hideBoth' });
    expect(flags(hidden)).toEqual({ box: false, popup: false });
    expect(hidden.details).toEqual(both.details);
  });

  it('returns the same state when a hide changes nothing', () => {
    expect(run(initialFlashSaleState, { type: 'hidePopup' })).toBe(initialFlashSaleState);
    expect(run(initialFlashSaleState, { type: 'hideTimer' })).toBe(initialFlashSaleState);
    expect(run(initialFlashSaleState, { type: 'hideBoth' })).toBe(initialFlashSaleState);
  });

  it('resets to the initial state', () => {
    const both = run(initialFlashSaleState, { type: 'showBoth', now: NOW, offer: offer(5) });
    expect(run(both, { type: 'reset' })).toBe(initialFlashSaleState);
  });

  it('shows nothing without an offer or once the time is up', () => {
    expect(flags(run(initialFlashSaleState, { type: 'showBoth', now: NOW }))).toEqual({
      box: false,
      popup: false,
    });
    expect(
      flags(run(initialFlashSaleState, { type: 'showBoth', now: NOW, offer: offer(0) })),
    ).toEqual({ box: false, popup: false });
    const timer = run(initialFlashSaleState, { type: 'showTimer', now: NOW, offer: offer(1) });
    expect(flags(run(timer, { type: 'showBoth', now: NOW + 60_000 }))).toEqual({
      box: false,
      popup: false,
    });
  });

  it('replaces the held offer with a new one', () => {
    const first = run(initialFlashSaleState, { type: 'showBoth', now: NOW, offer: offer(5) });
    const next = run(first, {
      type: 'showTimer',
      now: NOW + 10_000,
      offer: { ...offer(30), details: { kind: 'oneTime', pkg: testPackage({ packageId: 9 }) } },
    });
    expect(next).toMatchObject({ countdown: 1800, endsAt: NOW + 10_000 + 1_800_000 });
    expect(next.details?.pkg.packageId).toBe(9);
    expect(flags(next)).toEqual({ box: true, popup: true });
  });
});

describe('minutes to seconds', () => {
  it('converts to whole seconds, never below zero', () => {
    expect(minutesToSeconds(1)).toBe(60);
    expect(minutesToSeconds(0.5)).toBe(30);
    expect(minutesToSeconds(59.99)).toBe(3599);
    expect(minutesToSeconds(-3)).toBe(0);
    expect(minutesToSeconds(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
