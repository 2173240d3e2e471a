import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TSupportInboxPage,
  TSupportInboxQuery,
  TSupportStaffRef,
  TSupportTicketDetail,
} from '@app/contracts/support';
import { apiRequest } from '../../lib/api-client';

/** Every support query starts with this key: a change to a ticket refreshes them all. */
export const SUPPORT_KEY = ['support'] as const;

/** GET /admin/support/tickets: one page of the inbox with the count of each status. */
export function useSupportInbox(query: Partial<TSupportInboxQuery>) {
  return useQuery({
    queryKey: [...SUPPORT_KEY, 'inbox', query],
    queryFn: ({ signal }) =>
      apiRequest<TSupportInboxPage>('/admin/support/tickets', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/support/team: who a ticket can be assigned to. */
export function useSupportTeam() {
  return useQuery({
    queryKey: [...SUPPORT_KEY, 'team'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ members: TSupportStaffRef[] }>('/admin/support/team', { signal }))
        .members,
    staleTime: 60_000,
  });
}

/** GET /admin/support/tickets/:id: the ticket and its thread (each read is audited). */
export function useSupportTicket(ticketId: number) {
  return useQuery({
    queryKey: [...SUPPORT_KEY, 'ticket', ticketId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ ticket: TSupportTicketDetail }>(`/admin/support/tickets/${ticketId}`, {
          signal,
        })
      ).ticket,
    staleTime: Infinity,
  });
}

/** The ticket a change answered goes straight into the cache (no second, audited read). */
function useTicketChange<TInput>(
  ticketId: number,
  send: (input: TInput) => Promise<{ ticket: TSupportTicketDetail }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => (await send(input)).ticket,
    onSuccess: async (ticket) => {
      queryClient.setQueryData([...SUPPORT_KEY, 'ticket', ticketId], ticket);
      await queryClient.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'inbox'] });
    },
  });
}

/** POST …/messages: a reply (emailed to the player) or an internal note. */
export function useAddSupportMessage(ticketId: number) {
  return useTicketChange(
    ticketId,
    (input: { kind: 'reply' | 'note'; message: string; idempotencyKey: string }) =>
      apiRequest(`/admin/support/tickets/${ticketId}/messages`, {
        method: 'POST',
        body: { kind: input.kind, message: input.message },
        idempotencyKey: input.idempotencyKey,
      }),
  );
}

/** POST …/assignee: a member of support, or nobody. */
export function useAssignTicket(ticketId: number) {
  return useTicketChange(ticketId, (staffId: number | null) =>
    apiRequest(`/admin/support/tickets/${ticketId}/assignee`, {
      method: 'POST',
      body: { staffId },
    }),
  );
}

/** POST …/status: close, or reopen. */
export function useSetTicketStatus(ticketId: number) {
  return useTicketChange(ticketId, (status: 'closed' | 'open') =>
    apiRequest(`/admin/support/tickets/${ticketId}/status`, {
      method: 'POST',
      body: { status },
    }),
  );
}
