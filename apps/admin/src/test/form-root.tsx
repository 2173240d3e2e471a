import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';
import { typeInto } from './staff-render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The element the current test's form is mounted in (fresh for each test). */
export let container: HTMLDivElement;
let root: Root;

/**
 * Gives every test of the file a fresh container and React root for a form mounted on its own
 * (no router, no query cache), removed after the test.
 */
export function mountFormsInFreshRoots() {
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
}

/** Renders `ui` into the current test's root. */
export function renderForm(ui: ReactNode) {
  act(() => root.render(ui));
}

/** The input whose label reads `label` exactly. */
export const input = (label: string) => {
  const found = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  const element = found && (document.getElementById(found.htmlFor) as HTMLInputElement | null);
  if (!element) throw new Error(`no field labelled ${label}`);
  return element;
};

/** Types into an input the way React sees it (the native setter, then an input event). */
export const type = (element: HTMLInputElement, value: string) => typeInto(element, value);

/** Submits the form as its submit button would, and lets the checks and the save settle. */
export async function submit() {
  await act(async () => {
    container.querySelector('form')?.requestSubmit();
  });
}

/** The texts of everything announced as an alert, in document order. */
export const alerts = () =>
  [...container.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
