import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlayerSupportTicket } from '@app/contracts/support';
import { api } from '../../../lib/api-client';
import { supportTicketsQueryKey } from './get-support-tickets';

/** POST /support/tickets/:number/replies: the player answers a ticket that is not closed. */
export async function replyToTicket(input: {
  ticketNumber: string;
  message: string;
}): Promise<TPlayerSupportTicket> {
  const data = await api.post<{ ticket: TPlayerSupportTicket }>(
    `/support/tickets/${encodeURIComponent(input.ticketNumber)}/replies`,
    { message: input.message },
    { idempotent: true },
  );
  return data.ticket;
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportTicketsQueryKey }),
  });
}
