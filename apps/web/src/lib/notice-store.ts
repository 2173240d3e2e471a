import { useSyncExternalStore } from 'react';
import { switchModal } from './ui-store';

/**
 * A short message in a modal, the answer to something the player did: the
 * redeem and KYC outcomes of SPEC §4 and §8 ('You are restricted for this
 * action.', 'KYC Verification is in Progress', the 'In Progress' modal, the
 * restricted-purchase modal with Go To Store). One store and one dialog
 * ('notice') serve every feature, so they share the look and the queue rules.
 */
export interface Notice {
  readonly title: string;
  readonly text?: string;
  /** pending: a clock; success: a check; danger: an alert. */
  readonly tone: 'pending' | 'success' | 'danger';
  /** A button that leads somewhere (the restricted-purchase modal's Go To Store). */
  readonly action?: { readonly label: string; readonly to: string };
}

type Listener = () => void;

let current: Notice | null = null;
const listeners = new Set<Listener>();

function setNotice(notice: Notice): void {
  current = notice;
  for (const listener of listeners) listener();
}

/** Puts the notice in place of the open dialog (a dialog that ends in a notice), or opens it. */
export function replaceWithNotice(notice: Notice): void {
  setNotice(notice);
  switchModal('notice');
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useNotice(): Notice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
