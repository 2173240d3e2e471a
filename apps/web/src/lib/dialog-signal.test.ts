// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { noteOffer, watchDialogSignal } from './dialog-signal';
import { clearStorage } from './storage';
import { uiStore } from './ui-store';

const signal = () => ({
  startupQueue: document.body.dataset.startupQueue,
  dialogs: document.body.dataset.dialogs,
});

afterEach(() => {
  while (uiStore.getState().modalQueue.length > 0) uiStore.closeModal();
  clearStorage();
  sessionStorage.clear();
});

describe('the page’s dialog signal (what journeys wait for instead of quiet periods)', () => {
  it('says nothing before the dialog host is on screen; a visitor then has no startup queue', () => {
    expect(signal()).toEqual({ startupQueue: undefined, dialogs: undefined });
    watchDialogSignal();
    expect(signal()).toEqual({ startupQueue: 'done', dialogs: 'settled' });
  });

  it('a signed-in player’s startup queue is pending until offered and until its dialogs left', () => {
    uiStore.enterPage('/');
    uiStore.signIn('signal_player');
    expect(signal()).toEqual({ startupQueue: 'pending', dialogs: 'pending' });

    // The runner settles and queues in one go (no one sees the moment between).
    uiStore.settleStartup();
    uiStore.requestModal('welcomeBonus');
    uiStore.requestModal('dailyBonus');
    expect(signal()).toEqual({ startupQueue: 'pending', dialogs: 'pending' });
    uiStore.closeModal();
    expect(signal().startupQueue).toBe('pending');
    uiStore.closeModal();
    expect(signal()).toEqual({ startupQueue: 'done', dialogs: 'settled' });

    // A dialog the player opens later does not reopen the startup queue.
    uiStore.openModal('profile');
    expect(signal()).toEqual({ startupQueue: 'done', dialogs: 'pending' });
  });

  it('stays pending while a dialog is due to open by itself or is still being decided', () => {
    uiStore.enterPage('/user/store');
    uiStore.signIn('signal_player_2');
    uiStore.settleStartup();
    expect(signal().dialogs).toBe('settled');

    const key = Symbol('store popup');
    noteOffer(key, undefined);
    expect(signal()).toEqual({ startupQueue: 'done', dialogs: 'pending' });
    const release = noteOffer(key, 'popup:5');
    expect(signal().dialogs).toBe('pending');
    // It opens, the player closes it: nothing more is due.
    uiStore.requestModal('popup:5');
    uiStore.closeModal();
    expect(signal().dialogs).toBe('settled');
    release();

    // An offer the policy refuses (closed this session) is not waited for.
    noteOffer(key, 'popup:5');
    expect(signal().dialogs).toBe('settled');
    noteOffer(key, null);
  });

  it('a startup queue waiting for another page is deferred, and nothing else is waited for', () => {
    uiStore.enterPage('/thank-you-purchase');
    uiStore.signIn('signal_player_4');
    expect(signal()).toEqual({ startupQueue: 'deferred', dialogs: 'settled' });
    uiStore.enterPage('/');
    expect(signal()).toEqual({ startupQueue: 'pending', dialogs: 'pending' });
  });

  it('a redeem-only session has no startup queue', () => {
    uiStore.signIn('signal_player_3', true);
    expect(signal().startupQueue).toBe('done');
  });
});
