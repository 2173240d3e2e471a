import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TStaffMember } from '@app/contracts/staff-auth';
import { ROLE_PERMISSIONS, type StaffRole } from '@app/contracts/staff-permissions';
import { STAFF_SESSION_KEY } from '../lib/staff-session';

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

export const member = (role: StaffRole, id = 1): TStaffMember => ({
  id,
  email: `${role}@example.com`,
  name: role,
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
});

/**
 * Mounts `ui` as a signed-in member of `role` sees it, with a fresh query cache and a router at
 * `path` (the ui may hold its own <Routes>).
 */
export function renderAs(role: StaffRole, ui: ReactNode, path = '/') {
  const container = document.createElement('div');
  document.body.append(container);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(STAFF_SESSION_KEY, member(role));
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
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
export async function settle(times = 5) {
  for (let i = 0; i < times; i += 1) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

export const buttonNamed = (container: ParentNode, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

/** Types into a textarea or input the way React sees it (the native setter, then an input event). */
export function typeInto(element: HTMLTextAreaElement | HTMLInputElement, value: string) {
  const prototype =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A fetch that answers each call from `route(method, url, body)` with `{ data }` or an error. */
export function fakeServer(
  route: (
    method: string,
    url: string,
    body: unknown,
  ) => { status?: number; data?: unknown; errors?: unknown[] },
) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const answer = route(method, url, body);
    const status = answer.status ?? 200;
    const payload = status < 400 ? { data: answer.data ?? null } : { errors: answer.errors };
    return new Response(JSON.stringify(payload), { status });
  };
  return { fetch, calls };
}
