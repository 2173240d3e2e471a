import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

export function AdminProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(client);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
