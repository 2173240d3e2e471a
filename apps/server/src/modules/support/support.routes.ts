import type { FastifyRequest } from 'fastify';
import { uploadFileType } from '@app/contracts/document-upload';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  ZContactResponse,
  ZPlayerSupportTicketResponse,
  ZPlayerSupportTicketsResponse,
  ZSupportReplyRequest,
  ZTicketNumberParam,
} from '@app/contracts/support';
import { z } from 'zod';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import { authUserId, clientIp, requireAuth } from '../../platform/request-auth';
import { sendSupportFile } from './support-files';
import type { ContactInput, SupportService } from './support.service';

const tags = ['support'];
const MULTIPART_MESSAGE = 'Send the form as multipart/form-data.';

/** Reads the form's text fields and its `attachment` file (up to the size limit: cut, not thrown). */
async function readContactForm(request: FastifyRequest): Promise<ContactInput> {
  if (!request.isMultipart()) throw new AppError('ValidationError', MULTIPART_MESSAGE);
  const fields: Record<string, unknown> = {};
  let file: ContactInput['file'];
  try {
    // (@fastify/multipart reads throwFileSizeLimit per call; its typings omit it.)
    const options = {
      limits: { fileSize: SUPPORT_ATTACHMENT_MAX_BYTES, files: 1, fields: 10 },
      throwFileSizeLimit: false,
    };
    for await (const part of request.parts(options)) {
      if (part.type !== 'file') {
        fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      // An empty file input sends a part with no name and no bytes: no attachment.
      if (part.fieldname === 'attachment' && (part.filename || bytes.length > 0))
        file = {
          fileName: part.filename,
          claimed: uploadFileType(part.filename, part.mimetype),
          bytes,
          tooLarge: part.file.truncated,
        };
    }
  } catch {
    throw new AppError('ValidationError', MULTIPART_MESSAGE);
  }
  return { fields, file };
}

const ZPlayerAttachmentParam = ZTicketNumberParam.extend({
  messageId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/**
 * Contact Us (signed in or not; rate limited) and the player's own tickets on the account page
 * (decision 061).
 */
export function supportRoutes(app: ApiApp, deps: { support: SupportService }) {
  const { support } = deps;

  app.post(
    '/support/contact',
    {
      schema: {
        tags,
        summary:
          'Sends the Contact Us form (multipart: topic, name, message, a visitor’s email, an optional attachment): a ticket and an email copy with its number',
        consumes: ['multipart/form-data'],
        response: { 200: ZContactResponse },
      },
      // A player on a break or self-excluded can still reach support (decision 061).
      config: { allowRedeemOnly: true },
    },
    async (request) => {
      const input = await readContactForm(request);
      return {
        data: await support.contact(request.auth?.userId ?? null, clientIp(request), input),
      };
    },
  );

  app.get(
    '/support/tickets',
    {
      schema: {
        tags,
        summary: 'The player’s tickets with support’s replies (never internal notes)',
        response: { 200: ZPlayerSupportTicketsResponse },
      },
      config: { allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: { tickets: await support.playerTickets(authUserId(request)) },
    }),
  );

  app.post(
    '/support/tickets/:ticketNumber/replies',
    {
      schema: {
        tags,
        summary: 'The player answers one of their tickets that is not closed',
        params: ZTicketNumberParam,
        body: ZSupportReplyRequest,
        response: { 200: ZPlayerSupportTicketResponse },
      },
      config: { idempotent: true, allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: {
        ticket: await support.playerReply(
          authUserId(request),
          request.params.ticketNumber,
          request.body.message,
        ),
      },
    }),
  );

  app.get(
    '/support/tickets/:ticketNumber/attachments/:messageId',
    {
      schema: { tags, summary: 'An attachment the player sent', params: ZPlayerAttachmentParam },
      config: { allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request, reply) => {
      const { ticketNumber, messageId } = request.params;
      const file = await support.playerAttachment(authUserId(request), ticketNumber, messageId);
      return sendSupportFile(reply, file.type, file.bytes);
    },
  );
}
