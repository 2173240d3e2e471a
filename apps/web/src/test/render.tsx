import type { ReactNode } from 'react';
import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has <dialog> without the modal methods: open and close it as a browser would.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

// jsdom does not scroll; the router's scroll restoration asks it to.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

/**
 * Mounts `ui` with a fresh query cache and a router at `path` (as the admin app's tests do);
 * path null: `ui` brings its own router (a data router for the app's layout).
 */
export function render(ui: ReactNode, path: string | null = '/') {
  const container = document.createElement('div');
  document.body.append(container);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={queryClient}>
        {path === null ? ui : <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>}
      </QueryClientProvider>,
    );
  });
  return {
    container,
    queryClient,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Lets pending fetches and renders settle. */
export async function settle(times = 8) {
  for (let i = 0; i < times; i += 1) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

export const buttonNamed = (container: ParentNode, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

/** Types into an input the way React sees it (the native setter, then an input event). */
export function typeInto(element: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A fetch that answers each call from `route(method, url, body)` with `{ data }` or errors. */
export function fakeServer(
  route: (
    method: string,
    url: string,
    body: unknown,
  ) => { status?: number; data?: unknown; errors?: unknown[] },
) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const answer = route(method, url, body);
    const status = answer.status ?? 200;
    const payload =
      status < 400 ? { data: answer.data ?? null, errors: [] } : { errors: answer.errors };
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}
