import {
  ZSupportAssignRequest,
  ZSupportAttachmentParam,
  ZSupportInboxQuery,
  ZSupportInboxResponse,
  ZSupportStaffMessageRequest,
  ZSupportStatusRequest,
  ZSupportTeamResponse,
  ZSupportTicketDetailResponse,
  ZSupportTicketIdParam,
} from '@app/contracts/support';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import { sendSupportFile } from './support-files';
import type { SupportService } from './support.service';

const tags = ['support'];

/** The support inbox (permission support.tickets; every ticket view audited, decision 061). */
export function supportAdminRoutes(
  app: ApiApp,
  deps: { support: SupportService; guard: StaffGuard },
) {
  const { support, guard } = deps;
  const onRequest = guard.require('support.tickets');

  app.get(
    '/admin/support/tickets',
    {
      schema: {
        tags,
        summary:
          'The inbox: tickets by status, assignee, topic or number, with each status’s count',
        querystring: ZSupportInboxQuery,
        response: { 200: ZSupportInboxResponse },
      },
      onRequest,
    },
    async (request) => ({ data: await support.inbox(actorOf(request), request.query) }),
  );

  app.get(
    '/admin/support/team',
    {
      schema: {
        tags,
        summary: 'The members a ticket can be assigned to',
        response: { 200: ZSupportTeamResponse },
      },
      onRequest,
    },
    async () => ({ data: { members: await support.team() } }),
  );

  app.get(
    '/admin/support/tickets/:ticketId',
    {
      schema: {
        tags,
        summary: 'A ticket with the sender’s name and email and its thread (audited view)',
        params: ZSupportTicketIdParam,
        response: { 200: ZSupportTicketDetailResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: { ticket: await support.view(actorOf(request), request.params.ticketId) },
    }),
  );

  app.get(
    '/admin/support/tickets/:ticketId/attachments/:messageId',
    {
      schema: {
        tags,
        summary: 'A message’s attachment (audited view)',
        params: ZSupportAttachmentParam,
      },
      onRequest,
    },
    async (request, reply) => {
      const { ticketId, messageId } = request.params;
      const file = await support.attachment(actorOf(request), ticketId, messageId);
      return sendSupportFile(reply, file.type, file.bytes);
    },
  );

  app.post(
    '/admin/support/tickets/:ticketId/messages',
    {
      schema: {
        tags,
        summary: 'A reply (emailed to the player; waits for the player) or an internal note',
        params: ZSupportTicketIdParam,
        body: ZSupportStaffMessageRequest,
        response: { 200: ZSupportTicketDetailResponse },
      },
      config: { idempotent: true },
      onRequest,
    },
    async (request) => ({
      data: {
        ticket: await support.addMessage(actorOf(request), request.params.ticketId, request.body),
      },
    }),
  );

  app.post(
    '/admin/support/tickets/:ticketId/assignee',
    {
      schema: {
        tags,
        summary: 'Assigns the ticket to a member of support, or to nobody',
        params: ZSupportTicketIdParam,
        body: ZSupportAssignRequest,
        response: { 200: ZSupportTicketDetailResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: {
        ticket: await support.assign(
          actorOf(request),
          request.params.ticketId,
          request.body.staffId,
        ),
      },
    }),
  );

  app.post(
    '/admin/support/tickets/:ticketId/status',
    {
      schema: {
        tags,
        summary: 'Closes the ticket, or reopens a closed one',
        params: ZSupportTicketIdParam,
        body: ZSupportStatusRequest,
        response: { 200: ZSupportTicketDetailResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: {
        ticket: await support.setStatus(
          actorOf(request),
          request.params.ticketId,
          request.body.status,
        ),
      },
    }),
  );
}
