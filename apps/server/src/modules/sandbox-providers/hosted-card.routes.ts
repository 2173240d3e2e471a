import type { ApiApp } from '../../platform/api-app';
import { firstIssue, ZHostedPageForm, ZHostedSubmitForm } from './hosted-card.forms';
import {
  describeCardResult,
  sendFinished,
  sendHostedForm,
  sendPaymentResult,
  sendRefused,
} from './hosted-card.pages';
import type { HostedCard, HostedPageOutcome } from './hosted-card.provider';
import { SANDBOX_ROUTES } from './sandbox-paths';
import type { FastifyReply } from 'fastify';

function sendOutcome(reply: FastifyReply, outcome: HostedPageOutcome) {
  switch (outcome.kind) {
    case 'refused':
      return sendRefused(reply, outcome.status, outcome.message);
    case 'finished':
      return sendFinished(reply, outcome.callbackUrl);
    case 'form':
      return sendHostedForm(reply, outcome.view, outcome.status);
    case 'paid':
      return sendPaymentResult(reply, {
        status: outcome.result.status,
        amountCents: outcome.amountCents,
        detail: describeCardResult(outcome.result, outcome.card.brand, outcome.card.last4),
        callbackUrl: outcome.callbackUrl,
      });
  }
}

/**
 * The hosted card page (ippay): the merchant's form posted by the browser
 * into a frame, and the page's own card form. Answers are HTML pages.
 */
export function hostedCardRoutes(app: ApiApp, deps: { hostedCard: HostedCard }) {
  app.post(SANDBOX_ROUTES.hostedPage, { schema: { hide: true } }, async (request, reply) => {
    const form = ZHostedPageForm.safeParse(request.body ?? {});
    if (!form.success) return sendRefused(reply, 400, firstIssue(form.error));
    return sendOutcome(reply, await deps.hostedCard.openPage(form.data));
  });

  app.post(SANDBOX_ROUTES.hostedPageSubmit, { schema: { hide: true } }, async (request, reply) => {
    const form = ZHostedSubmitForm.safeParse(request.body ?? {});
    if (!form.success) return sendRefused(reply, 400, firstIssue(form.error));
    return sendOutcome(reply, await deps.hostedCard.submitPayment(form.data));
  });
}
