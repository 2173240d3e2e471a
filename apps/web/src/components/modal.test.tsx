// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { buttonNamed, render } from '../test/render';
import { Modal } from './modal';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

/** An opener button and the dialog it shows; `unmountOnClose` takes the dialog off the page to close it. */
function Screen({ unmountOnClose = false }: { unmountOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <Modal open={open} title="Rules" onClose={() => setOpen(false)}>
      <button type="button" data-autofocus>
        Got it
      </button>
    </Modal>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open rules
      </button>
      {unmountOnClose ? open && dialog : dialog}
    </>
  );
}

const click = (button: HTMLButtonElement | undefined) =>
  act(() => {
    if (!button) throw new Error('no such button');
    button.click();
  });

describe('Modal gives focus back to the control that opened it', () => {
  for (const unmountOnClose of [false, true])
    it(`when it closes${unmountOnClose ? ' by leaving the page' : ''}`, () => {
      const screen = render(<Screen unmountOnClose={unmountOnClose} />);
      unmount = screen.unmount;
      const opener = buttonNamed(screen.container, 'Open rules');
      opener?.focus();
      click(opener);
      expect(document.activeElement?.textContent).toBe('Got it');
      click(
        screen.container.querySelector<HTMLButtonElement>('button[aria-label="Close"]') ??
          undefined,
      );
      expect(screen.container.querySelector('dialog[open]')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });

  it('leaves focus where the screen put it after closing', () => {
    const screen = render(<Screen />);
    unmount = screen.unmount;
    const opener = buttonNamed(screen.container, 'Open rules');
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    opener?.focus();
    click(opener);
    elsewhere.focus();
    click(
      screen.container.querySelector<HTMLButtonElement>('button[aria-label="Close"]') ?? undefined,
    );
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});
