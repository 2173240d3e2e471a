import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { seedPageBanners } from '../lib/get-banners';
import { whenIdle } from '../lib/idle';
import {
  TOAST_DURATION_MS,
  TOAST_LAYER_ID,
  TOAST_POSITION,
  loadToastLibrary,
  raiseToasts,
} from '../lib/toast';
import { createQueryClient } from './query-client';

const Toaster = lazy(async () => ({ default: (await loadToastLibrary()).Toaster }));

/**
 * App-wide providers: server state (TanStack Query) and toasts (SPEC §9:
 * 2 s, top-right), placed below the header so they never cover its buttons,
 * in a popover layer that stays above open dialogs.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedPageBanners(client);
    return client;
  });
  // Into the top layer once the page is idle (or with the first toast), off the app's start.
  useEffect(() => whenIdle(raiseToasts), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <div id={TOAST_LAYER_ID} className="toast-layer" popover="manual">
        <Suspense fallback={null}>
          <Toaster
            position={TOAST_POSITION}
            duration={TOAST_DURATION_MS}
            offset={{ top: 'calc(var(--header-height) + 12px)', right: 24 }}
            mobileOffset={{ top: 'calc(var(--header-height) + 8px)', right: 12, left: 12 }}
            theme="dark"
            richColors
            closeButton
          />
        </Suspense>
      </div>
    </QueryClientProvider>
  );
}
