import { describe, expect, it } from 'vitest';
import type { THostedPaymentData } from '@app/contracts/payments';
import {
  HOSTED_FORM_FIELD_NAMES,
  buildHostedFormFields,
  isWebAddress,
  readHostedPaymentState,
} from './hosted-payment-form';

const paymentData: THostedPaymentData = {
  actionUrl: 'https://pay.example.test/hosted-payment',
  customerId: 'cust-42',
  mid: 'MID-1',
  referenceID: 'ref_abc',
  amount: 9.9,
  token: 'Ab3dE5gH9k',
  customerEmail: 'player@example.test',
  callbackUrl: 'https://casino.example.test/user/store/deposit-status?referenceId=ref_abc',
  customField1: 'pkg-7',
  customField2: 'user-42',
  cardToken: '',
  templateId: 'tmpl-1',
};

describe('buildHostedFormFields (SPEC §7 Hosted card-payment page)', () => {
  it('posts exactly the fourteen fields of the SPEC, in its order', () => {
    const fields = buildHostedFormFields(paymentData, false);
    expect(fields.map(([name]) => name)).toEqual([
      'CustomerID',
      'MID',
      'ReferenceID',
      'Amount',
      'Token',
      'CustomerEmail',
      'SaveForFuture',
      'CallbackURL',
      'PaymentType',
      'TransactionType',
      'CustomField1',
      'CustomField2',
      'CardToken',
      'TemplateID',
    ]);
    expect(fields.map(([name]) => name)).toEqual([...HOSTED_FORM_FIELD_NAMES]);
  });

  it('fills them from the payment data, with CC / SALE and a two-decimal amount', () => {
    expect(Object.fromEntries(buildHostedFormFields(paymentData, true))).toEqual({
      CustomerID: 'cust-42',
      MID: 'MID-1',
      ReferenceID: 'ref_abc',
      Amount: '9.90',
      Token: 'Ab3dE5gH9k',
      CustomerEmail: 'player@example.test',
      SaveForFuture: 'true',
      CallbackURL: 'https://casino.example.test/user/store/deposit-status?referenceId=ref_abc',
      PaymentType: 'CC',
      TransactionType: 'SALE',
      CustomField1: 'pkg-7',
      CustomField2: 'user-42',
      CardToken: '',
      TemplateID: 'tmpl-1',
    });
    expect(Object.fromEntries(buildHostedFormFields(paymentData, false)).SaveForFuture).toBe(
      'false',
    );
  });
});

describe('readHostedPaymentState', () => {
  it('reads paymentData and saveForFuture from the navigation state', () => {
    const state = readHostedPaymentState({
      paymentData: { ...paymentData, isFirstDeposit: true, maximumAmount: 500 },
      saveForFuture: true,
    });
    expect(state?.saveForFuture).toBe(true);
    expect(state?.paymentData.referenceID).toBe('ref_abc');
  });

  it('answers null without state, with incomplete data or a non-web action address', () => {
    expect(readHostedPaymentState(null)).toBeNull();
    expect(readHostedPaymentState({ saveForFuture: true })).toBeNull();
    expect(readHostedPaymentState({ paymentData: { actionUrl: 'https://x.test' } })).toBeNull();
    expect(
      readHostedPaymentState({ paymentData: { ...paymentData, actionUrl: 'javascript:alert(1)' } }),
    ).toBeNull();
  });

  it('treats a missing saveForFuture as false', () => {
    expect(readHostedPaymentState({ paymentData })?.saveForFuture).toBe(false);
  });

  it('accepts relative and absolute http(s) addresses only', () => {
    expect(isWebAddress('/sandbox/ippay/hosted-payment')).toBe(true);
    expect(isWebAddress('https://pay.example.test/x')).toBe(true);
    expect(isWebAddress('data:text/html,hi')).toBe(false);
  });
});
