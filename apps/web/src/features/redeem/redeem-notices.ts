import { ERRORS } from '@app/contracts/error-codes';
import type { Notice } from '../../lib/notice-store';
import { PATHS } from '../../lib/paths';
import { IN_PROGRESS_TITLE } from './redeem-errors';

/** The modals of the redeem flow (SPEC §4 Redeem entry, §8 Redeem). */
export const REDEEM_NOTICE_TITLE = 'Redeem';
export const GO_TO_STORE = { label: 'Go To Store', to: PATHS.store } as const;

/** isRestrict: 'You are restricted for this action.' */
export const RESTRICTED_NOTICE: Notice = {
  title: REDEEM_NOTICE_TITLE,
  text: ERRORS.Restricted.message,
  tone: 'danger',
};

/** Never purchased: the store prompt. */
export const PURCHASE_FIRST_NOTICE: Notice = {
  title: REDEEM_NOTICE_TITLE,
  text: ERRORS.RedeemRequiresPurchase.message,
  tone: 'danger',
  action: GO_TO_STORE,
};

/** A refused request's SPEC text (3075 offers the store). */
export const messageNotice = (text: string, toStore: boolean): Notice => ({
  title: REDEEM_NOTICE_TITLE,
  text,
  tone: 'danger',
  ...(toStore ? { action: GO_TO_STORE } : {}),
});

/** The 'In Progress' modal, with 3086's description or without a message. */
export const inProgressNotice = (text?: string): Notice => ({
  title: IN_PROGRESS_TITLE,
  tone: 'pending',
  ...(text ? { text } : {}),
});
