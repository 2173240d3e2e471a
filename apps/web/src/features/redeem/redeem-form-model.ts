import {
  FIAT_PROVIDER_TYPE,
  IPPAY_PROVIDER_TYPE,
  PAYMENT_TYPES,
  REDEEM_DEFAULT_AMOUNT,
} from '@app/contracts/constants';
import type {
  RedeemLimits,
  TRedeemForm,
  TRedeemFormInput,
  TRedeemRequestInput,
} from '@app/contracts/redeem-validation';
import type { User } from '../../lib/user';

/**
 * The Redeem modal's data (SPEC §2, §5, §6): the methods offered, the
 * player's limits and the request a valid form becomes.
 */
export interface RedeemMethod {
  readonly value: string;
  readonly label: string;
}

/** SPEC §6: 'ACH' (fiat) for everyone; the provider ACH method (IPPAY) for internal users only. */
export function redeemMethods(user: Pick<User, 'isInternalUser'>): RedeemMethod[] {
  const methods: RedeemMethod[] = [{ value: FIAT_PROVIDER_TYPE, label: 'ACH' }];
  if (user.isInternalUser === true) {
    methods.push({ value: IPPAY_PROVIDER_TYPE, label: 'Provider ACH' });
  }
  return methods;
}

/** The player's limits from the User answer; a limit the answer lacks does not bind. */
export function redeemLimitsOf(
  user: Pick<User, 'minRedeemableCoins' | 'maxRedeemableCoins' | 'userWallet'>,
): RedeemLimits {
  return {
    min: user.minRedeemableCoins ?? 0,
    max: user.maxRedeemableCoins ?? Number.POSITIVE_INFINITY,
    redeemable: user.userWallet?.scCoin.wsc ?? 0,
  };
}

export const DEFAULT_REDEEM_FORM: TRedeemFormInput = {
  providerType: FIAT_PROVIDER_TYPE,
  amount: REDEEM_DEFAULT_AMOUNT,
  cardHolderName: '',
  accountNumber: '',
  routingNumber: '',
};

export const needsBankFields = (providerType: string | undefined): boolean =>
  providerType === IPPAY_PROVIDER_TYPE;

/**
 * The request a checked form becomes: 'fiat' goes to POST /payment/redeem-request
 * with providerType, amount and paymentType; IPPAY to POST /payment/init-pay with
 * the bank details too (SPEC §3 Redeem payload, §7).
 */
export function toRedeemRequest(form: TRedeemForm): TRedeemRequestInput {
  const base = {
    providerType: form.providerType,
    amount: form.amount,
    paymentType: PAYMENT_TYPES.REDEEM,
  };
  if (!needsBankFields(form.providerType)) return base;
  return {
    ...base,
    cardHolderName: form.cardHolderName?.trim(),
    accountNumber: form.accountNumber?.trim(),
    routingNumber: form.routingNumber?.trim(),
  };
}
