import { randomInt } from 'node:crypto';

const LETTERS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Uniformly drawn letters and digits from node:crypto. */
function randomText(length: number, alphabet = LETTERS_AND_DIGITS): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** The public ReferenceID of a purchase: 'GS-' and 20 random characters (about 119 bits). */
export const newReferenceId = () => `GS-${randomText(20)}`;

/** SPEC §9: the hosted page's random payment token, 10 letters and digits. */
export const newPaymentToken = () => randomText(10);

/** Public id of a saved card (paymentInformationId). */
export const newPaymentInformationId = () => `PI-${randomText(20)}`;

/** A fresh fraud-session id for the card form, one per funding-source call. */
export const newFraudSessionId = () => `FS-${randomText(24)}`;

/** source_id of a bank saved from a paid redemption (ours, not a bank provider's token). */
export const newSavedBankId = () => `SB-${randomText(20)}`;
