import { useQuery } from '@tanstack/react-query';
import type { TPlayerSupportTicket } from '@app/contracts/support';
import { api } from '../../../lib/api-client';

export const supportTicketsQueryKey = ['support', 'tickets'] as const;

/** GET /support/tickets: the player's tickets with support's replies, newest activity first. */
export async function getSupportTickets(signal?: AbortSignal): Promise<TPlayerSupportTicket[]> {
  return (await api.get<{ tickets: TPlayerSupportTicket[] }>('/support/tickets', { signal }))
    .tickets;
}

export function useSupportTickets() {
  return useQuery({
    queryKey: supportTicketsQueryKey,
    queryFn: ({ signal }) => getSupportTickets(signal),
  });
}
