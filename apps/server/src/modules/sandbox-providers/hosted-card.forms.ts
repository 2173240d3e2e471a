import { z } from 'zod';
import { HOSTED_PAYMENT_TYPE, HOSTED_TRANSACTION_TYPE } from '@app/contracts/payments';

/**
 * The form fields the hosted card page (ippay) receives: the merchant's form
 * the browser auto-submits into the frame (SPEC §7), and the page's own card
 * form. Messages name the field, never its value.
 */
const required = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`);
const optional = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, `${name} is too long`)
    .optional();

export const ZHostedPageForm = z.object({
  CustomerID: optional('CustomerID', 100),
  MID: required('MID', 100),
  ReferenceID: required('ReferenceID', 64),
  Amount: required('Amount', 20),
  Token: required('Token', 100),
  CustomerEmail: optional('CustomerEmail', 320),
  SaveForFuture: optional('SaveForFuture', 10),
  CallbackURL: optional('CallbackURL', 2000),
  PaymentType: z.literal(HOSTED_PAYMENT_TYPE, {
    error: `PaymentType must be ${HOSTED_PAYMENT_TYPE}`,
  }),
  TransactionType: z.literal(HOSTED_TRANSACTION_TYPE, {
    error: `TransactionType must be ${HOSTED_TRANSACTION_TYPE}`,
  }),
  CustomField1: optional('CustomField1', 200),
  CustomField2: optional('CustomField2', 200),
  CardToken: optional('CardToken', 100),
  TemplateID: optional('TemplateID', 100),
});
export type THostedPageForm = z.infer<typeof ZHostedPageForm>;

/** The card page's own post: the payment it belongs to, then a new card or the saved one. */
export const ZHostedSubmitForm = z.object({
  ReferenceID: required('ReferenceID', 64),
  Token: required('Token', 100),
  SaveForFuture: optional('SaveForFuture', 10),
  CardToken: optional('CardToken', 100),
  UseSavedCard: z.literal('1', { error: 'UseSavedCard must be 1' }).optional(),
  cardNumber: optional('Card number', 40),
  expiry: optional('Expiry', 10),
  cvc: optional('CVC', 10),
  cardName: optional('Name on card', 200),
});
export type THostedSubmitForm = z.infer<typeof ZHostedSubmitForm>;

/** The first problem of a refused form, for the error page. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The payment form is not valid';
}
