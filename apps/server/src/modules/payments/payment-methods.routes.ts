import type { FastifyRequest } from 'fastify';
import {
  PAYMENT_PROVIDERS,
  ZBankDetailsForm,
  ZBankDetailsResponse,
  ZFundingSourceResponse,
  ZRemoveSavedCardRequest,
  ZRemoveSavedCardResponse,
  ZUpdateFundingSourceRequest,
  ZUpdateFundingSourceResponse,
  type TBankDetailsForm,
} from '@app/contracts/payments';
import { issuePath } from '@app/contracts/zod-issues';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import { authUserId, requireAuth, requireStepUp } from '../../platform/request-auth';
import type { PaymentMethodsService } from './payment-methods.service';

const tags = ['payments'];
const NOT_MULTIPART = 'Send the bank details as multipart/form-data.';

/** The text fields of the multipart bank form, checked with the form's schema (files are refused). */
async function readBankDetailsForm(request: FastifyRequest): Promise<TBankDetailsForm> {
  if (!request.isMultipart()) throw new AppError('ValidationError', NOT_MULTIPART);
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw new AppError('ValidationError', 'The bank details form takes no files.');
      }
      fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('ValidationError', NOT_MULTIPART);
  }
  const parsed = ZBankDetailsForm.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('ValidationError', issue?.message, issue ? { field: issuePath(issue) } : {});
  }
  return parsed.data;
}

/** The player's saved banks and cards (SPEC §7 funding source calls). */
export function paymentMethodsRoutes(app: ApiApp, deps: { paymentMethods: PaymentMethodsService }) {
  const { paymentMethods } = deps;

  app.get(
    '/payment/get-funding-source',
    {
      schema: {
        tags,
        summary:
          'Saved banks and cards, with what the card form needs (application id, fraud session, tokenize URL)',
        response: { 200: ZFundingSourceResponse },
      },
      config: { allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await paymentMethods.fundingSources(authUserId(request)) }),
  );

  app.post(
    '/payment/update-funding-source',
    {
      schema: {
        tags,
        summary: 'Makes one of the player’s banks the primary (active) one',
        body: ZUpdateFundingSourceRequest,
        response: { 200: ZUpdateFundingSourceResponse },
      },
      config: { allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: {
        message: 'Bank account updated successfully.',
        list: await paymentMethods.setPrimaryBank(authUserId(request), request.body),
      },
    }),
  );

  app.put(
    '/payment/bank-details',
    {
      schema: {
        tags,
        summary:
          'Adds a bank account (multipart: accountHolderName, bankName, accountNumber, routingNumber, accountType); only a token and last digits are kept',
        consumes: ['multipart/form-data'],
        response: { 200: ZBankDetailsResponse },
      },
      onRequest: requireStepUp,
    },
    async (request) => {
      const form = await readBankDetailsForm(request);
      const bank = await paymentMethods.addBank(authUserId(request), form);
      return { data: { message: 'Bank account added successfully.', bank } };
    },
  );

  app.put(
    `/payment/${PAYMENT_PROVIDERS.CARD_TOKEN}/remove-saved-card`,
    {
      schema: {
        tags,
        summary: 'Removes a saved card',
        body: ZRemoveSavedCardRequest,
        response: { 200: ZRemoveSavedCardResponse },
      },
      onRequest: requireAuth,
    },
    async (request) => {
      await paymentMethods.removeCard(authUserId(request), request.body.paymentInformationId);
      return { data: { message: 'Card removed successfully.' } };
    },
  );
}
