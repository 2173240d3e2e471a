import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_POSITION } from '../lib/toast';
import { createQueryClient } from './query-client';

/** App-wide providers: server state (TanStack Query) and toasts (SPEC §9: 2 s, top-right). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position={TOAST_POSITION}
        duration={TOAST_DURATION_MS}
        theme="dark"
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
