import { describe, expect, it, vi } from 'vitest';
import type { ChargeAnswer } from './api/create-instrument';
import {
  MERCHANT_VALIDATION_FAILED,
  buildApplePayRequest,
  isApplePayAvailable,
  startApplePay,
  type ApplePayFlow,
  type ApplePayPaymentAuthorizedEvent,
  type ApplePayPaymentRequest,
  type ApplePaySessionConstructor,
  type ApplePaySessionLike,
} from './apple-pay';

/** A stand-in for Safari's ApplePaySession that records what the flow does. */
function fakeSessionClass(canPay = true) {
  const sessions: FakeSession[] = [];
  class FakeSession implements ApplePaySessionLike {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = () => canPay;
    onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
    onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
    oncancel: ApplePaySessionLike['oncancel'] = null;
    began = false;
    aborted = false;
    merchantSession: unknown = undefined;
    completed: number[] = [];
    constructor(
      readonly version: number,
      readonly request: ApplePayPaymentRequest,
    ) {
      sessions.push(this);
    }
    begin() {
      this.began = true;
    }
    abort() {
      this.aborted = true;
    }
    completeMerchantValidation(merchantSession: unknown) {
      this.merchantSession = merchantSession;
    }
    completePayment(status: number) {
      this.completed.push(status);
    }
  }
  return { Session: FakeSession as unknown as ApplePaySessionConstructor, sessions };
}

const charged: ChargeAnswer = {
  success: true,
  status: 'SUCCESS',
  referenceId: 'ref_ap',
  message: '',
};

function flowWith(overrides: Partial<ApplePayFlow> = {}) {
  const { Session, sessions } = fakeSessionClass();
  const flow: ApplePayFlow = {
    Session,
    amount: 9.99,
    packageId: 7,
    label: 'Golden Sweeps',
    merchantIdentity: 'merchant.test',
    fraudSessionId: 'fs_1',
    domain: 'casino.example.test',
    validateMerchant: vi.fn(async () => ({ merchantSessionIdentifier: 'ms' })),
    charge: vi.fn(async () => charged),
    onCharged: vi.fn(),
    onError: vi.fn(),
    alert: vi.fn(),
    ...overrides,
  };
  const session = startApplePay(flow);
  const fake = sessions[0] as unknown as {
    began: boolean;
    aborted: boolean;
    merchantSession: unknown;
    completed: number[];
    request: ApplePayPaymentRequest;
    version: number;
  };
  return { flow, session, fake };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const authorized: ApplePayPaymentAuthorizedEvent = {
  payment: {
    token: { paymentData: { data: 'opaque' } },
    billingContact: { givenName: 'Jane', familyName: 'Doe', postalCode: '10001' },
  },
};

describe('isApplePayAvailable', () => {
  it('is true only where ApplePaySession exists and can make payments', () => {
    expect(isApplePayAvailable(undefined)).toBe(false);
    expect(isApplePayAvailable(fakeSessionClass(false).Session)).toBe(false);
    expect(isApplePayAvailable(fakeSessionClass(true).Session)).toBe(true);
  });
});

describe('startApplePay', () => {
  it('opens the sheet for US / USD with 3-D Secure and the four networks', () => {
    const { fake } = flowWith();
    expect(fake.began).toBe(true);
    expect(fake.request).toEqual(buildApplePayRequest(9.99, 'Golden Sweeps'));
    expect(fake.request).toMatchObject({
      countryCode: 'US',
      currencyCode: 'USD',
      merchantCapabilities: ['supports3DS'],
      supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      total: { label: 'Golden Sweeps', amount: '9.99' },
    });
  });

  it('validates the merchant through the server and hands the session to the sheet', async () => {
    const { flow, session, fake } = flowWith();
    session.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/x' });
    await flush();
    expect(flow.validateMerchant).toHaveBeenCalledWith({
      validation_url: 'https://apple-pay-gateway.apple.com/x',
      merchant_identity: 'merchant.test',
      domain: 'casino.example.test',
      display_name: 'Golden Sweeps',
    });
    expect(fake.merchantSession).toEqual({ merchantSessionIdentifier: 'ms' });
  });

  it('aborts without a merchant identity and never calls the server', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { flow, session, fake } = flowWith({ merchantIdentity: '' });
    session.onvalidatemerchant?.({ validationURL: 'https://apple.test' });
    await flush();
    expect(fake.aborted).toBe(true);
    expect(flow.validateMerchant).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('alerts and aborts when merchant validation fails', async () => {
    const { flow, session, fake } = flowWith({
      validateMerchant: vi.fn(async () => {
        throw new Error('refused');
      }),
    });
    session.onvalidatemerchant?.({ validationURL: 'https://apple.test' });
    await flush();
    expect(flow.alert).toHaveBeenCalledWith(MERCHANT_VALIDATION_FAILED);
    expect(fake.aborted).toBe(true);
  });

  it('charges the wallet token as APPLE_PAY and completes the sheet with the result', async () => {
    const { flow, session, fake } = flowWith();
    session.onpaymentauthorized?.(authorized);
    await flush();
    expect(flow.charge).toHaveBeenCalledWith({
      type: 'APPLE_PAY',
      name: 'Jane Doe',
      thirdPartyToken: JSON.stringify({ paymentData: { data: 'opaque' } }),
      address: { country: 'US', postal_code: '10001' },
      fraudSessionId: 'fs_1',
      amount: 9.99,
      packageId: 7,
    });
    expect(fake.completed).toEqual([0]);
    expect(flow.onCharged).toHaveBeenCalledWith(charged);
  });

  it('completes the sheet as failed when the charge fails or is refused', async () => {
    const declined = flowWith({
      charge: vi.fn(async () => ({ ...charged, success: false, status: 'FAILED' as const })),
    });
    declined.session.onpaymentauthorized?.(authorized);
    await flush();
    expect(declined.fake.completed).toEqual([1]);

    const error = new Error('offline');
    const broken = flowWith({
      charge: vi.fn(async () => {
        throw error;
      }),
    });
    broken.session.onpaymentauthorized?.(authorized);
    await flush();
    expect(broken.fake.completed).toEqual([1]);
    expect(broken.flow.onError).toHaveBeenCalledWith(error);
  });
});
