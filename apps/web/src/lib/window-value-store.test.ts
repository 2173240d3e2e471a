import { describe, expect, it, vi } from 'vitest';
import { createWindowValueStore } from './window-value-store';

function fakeWindow(initialWidth: number) {
  let width = initialWidth;
  const handlers = new Set<() => void>();
  const read = vi.fn(() => width);
  return {
    target: { addEventListener: (_type: string, handler: () => void) => handlers.add(handler) },
    read,
    resize(next: number) {
      width = next;
      for (const handler of handlers) handler();
    },
  };
}

describe('createWindowValueStore', () => {
  it('reads once for any number of renders and subscriptions, and again on each event', () => {
    const win = fakeWindow(1280);
    const store = createWindowValueStore(win.target, 'resize', () => win.read() >= 1024);
    const onChange = vi.fn();
    for (let i = 0; i < 10; i += 1) expect(store.getSnapshot()).toBe(true);
    const unsubscribe = store.subscribe(onChange);
    store.subscribe(() => {});
    expect(store.getSnapshot()).toBe(true);
    expect(win.read).toHaveBeenCalledTimes(1);

    win.resize(375);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(false);
    win.resize(380);
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    win.resize(1280);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows events while nobody is subscribed', () => {
    const win = fakeWindow(1280);
    const store = createWindowValueStore(win.target, 'resize', win.read);
    expect(store.getSnapshot()).toBe(1280);
    win.resize(900);
    expect(store.getSnapshot()).toBe(900);
  });
});
