// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { buttonNamed, renderAs } from '../test/staff-render';
import { ModalDialog } from './modal-dialog';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

/** A button that shows a dialog; the dialog's Cancel takes it off the page again. */
function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Adjust balance
      </button>
      {open && (
        <ModalDialog title="Adjust balance" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </ModalDialog>
      )}
    </>
  );
}

const click = (button: HTMLButtonElement | undefined) =>
  act(() => {
    if (!button) throw new Error('no such button');
    button.click();
  });

describe('ModalDialog', () => {
  it('gives focus back to the control that opened it when it closes', () => {
    const screen = renderAs('admin', <Screen />);
    unmount = screen.unmount;
    const opener = buttonNamed(screen.container, 'Adjust balance');
    opener?.focus();
    click(opener);
    const cancel = buttonNamed(screen.container, 'Cancel');
    cancel?.focus();
    click(cancel);
    expect(screen.container.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
