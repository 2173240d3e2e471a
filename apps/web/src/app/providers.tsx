import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LAYER_ID, TOAST_POSITION, raiseToasts } from '../lib/toast';
import { createQueryClient } from './query-client';

/**
 * App-wide providers: server state (TanStack Query) and toasts (SPEC §9:
 * 2 s, top-right), placed below the header so they never cover its buttons,
 * in a popover layer that stays above open dialogs.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(raiseToasts, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <div id={TOAST_LAYER_ID} className="toast-layer" popover="manual">
        <Toaster
          position={TOAST_POSITION}
          duration={TOAST_DURATION_MS}
          offset={{ top: 'calc(var(--header-height) + 12px)', right: 24 }}
          mobileOffset={{ top: 'calc(var(--header-height) + 8px)', right: 12, left: 12 }}
          theme="dark"
          richColors
          closeButton
        />
      </div>
    </QueryClientProvider>
  );
}
