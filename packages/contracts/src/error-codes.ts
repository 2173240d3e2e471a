/**
 * Every error the API can answer, by code. SPEC §8 codes keep the SPEC's
 * text where it quotes one; codes below 3000 are platform errors of our own
 * (see docs/decisions/004-error-codes.md).
 */
export interface ErrorDefinition {
  readonly code: number;
  readonly name: string;
  readonly message: string;
  readonly httpStatus: number;
}

const define = <const T extends Record<string, Omit<ErrorDefinition, 'name'>>>(table: T) =>
  Object.fromEntries(Object.entries(table).map(([name, def]) => [name, { ...def, name }])) as {
    [K in keyof T]: T[K] & { name: K };
  };

export const ERRORS = define({
  // Platform
  ValidationError: { code: 1000, httpStatus: 400, message: 'The request is not valid.' },
  Unauthorized: { code: 1001, httpStatus: 401, message: 'Please log in to continue.' },
  Forbidden: { code: 1003, httpStatus: 403, message: 'You are not allowed to do this.' },
  NotFound: { code: 1004, httpStatus: 404, message: 'The requested resource was not found.' },
  IdempotencyConflict: {
    code: 1009,
    httpStatus: 409,
    message: 'This request was already made with different details.',
  },
  IdempotencyKeyRequired: {
    code: 1010,
    httpStatus: 400,
    message:
      'This request needs an Idempotency-Key header: 8 to 255 visible characters, new for each action.',
  },
  IdempotencyInProgress: {
    code: 1011,
    httpStatus: 409,
    message: 'This request is still being processed. Please wait a moment before trying again.',
  },
  TooManyRequests: { code: 1029, httpStatus: 429, message: 'Too Many Requests' },
  InternalServerError: {
    code: 1500,
    httpStatus: 500,
    message: 'Something Went Wrong ! Please Contact our support team.',
  },
  ServiceUnavailable: {
    code: 1503,
    httpStatus: 503,
    message: 'The service is temporarily unavailable.',
  },
  RequestTimeout: { code: 1504, httpStatus: 504, message: 'Request timeout' },
  WebhookSignatureInvalid: {
    code: 1601,
    httpStatus: 401,
    message: 'The webhook signature is missing or does not match.',
  },
  WebhookExpired: {
    code: 1602,
    httpStatus: 401,
    message: 'The webhook timestamp is more than 5 minutes from now.',
  },
  /** A dispute of a payment not credited yet: refused, so the provider sends it again (decision 055). */
  DisputeBeforeCredit: {
    code: 1603,
    httpStatus: 409,
    message:
      'This dispute is for a payment that has not been credited yet; send it again once the payment has succeeded.',
  },

  // Back office (staff): codes of our own, 4000–4099 (docs/decisions/023)
  StaffSignInFailed: {
    code: 4001,
    httpStatus: 401,
    message: 'The email, password or code is not correct.',
  },
  // Player two-factor sign-in and sessions (decision 039)
  TwoFactorCodeInvalid: {
    code: 2340,
    httpStatus: 400,
    message:
      'That code is not right or was already used. Enter the current code from your authenticator app, or an unused recovery code.',
  },
  TwoFactorStepUpRequired: {
    code: 2341,
    httpStatus: 428,
    message: 'Please enter the code from your authenticator app to continue.',
  },
  TwoFactorChallengeExpired: {
    code: 2342,
    httpStatus: 400,
    message: 'Your sign-in took too long. Please log in again.',
  },
  TwoFactorAlreadyEnabled: {
    code: 2343,
    httpStatus: 409,
    message: 'Two-factor sign-in is already on.',
  },
  TwoFactorNotEnabled: {
    code: 2344,
    httpStatus: 409,
    message: 'Two-factor sign-in is not on.',
  },
  TwoFactorSetupExpired: {
    code: 2345,
    httpStatus: 400,
    message: 'The set-up has expired. Please start again to get a new QR code.',
  },
  PlayerSessionNotFound: {
    code: 2346,
    httpStatus: 404,
    message: 'This session has already ended.',
  },
  // Staff: a support reset of a player's two-factor sign-in (decision 039, 'Support reset')
  PlayerTwoFactorNotOn: {
    code: 2347,
    httpStatus: 409,
    message: 'This player has not turned two-factor sign-in on: there is nothing to reset.',
  },
  StaffCodeRequired: {
    code: 4002,
    httpStatus: 401,
    message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  },
  StaffSessionRequired: {
    code: 4003,
    httpStatus: 401,
    message: 'Your back-office session has ended. Please sign in again.',
  },
  StaffReauthRequired: {
    code: 4004,
    httpStatus: 401,
    message: 'Confirm your password and code to continue with this action.',
  },
  StaffPermissionDenied: {
    code: 4005,
    httpStatus: 403,
    message: 'Your role does not allow this action.',
  },
  StaffEnrolmentExpired: {
    code: 4006,
    httpStatus: 400,
    message: 'This enrolment has expired. Please sign in again to start over.',
  },
  StaffEmailExists: {
    code: 4007,
    httpStatus: 409,
    message: 'A staff member with this email already exists.',
  },
  JobNotRetryable: {
    code: 4030,
    httpStatus: 409,
    message: 'Only a failed job can be retried.',
  },
  PackageBought: {
    code: 4031,
    httpStatus: 409,
    message: 'This package has purchases, so it stays in the history: retire it instead.',
  },
  AdjustmentOwnDecision: {
    code: 4008,
    httpStatus: 403,
    message: 'A second member must approve or reject an adjustment you asked for.',
  },
  AdjustmentNotPending: {
    code: 4009,
    httpStatus: 409,
    message: 'This adjustment has already been approved or rejected.',
  },
  AdjustmentInsufficientBalance: {
    code: 4010,
    httpStatus: 409,
    message: "The player's balance is lower than this debit. Nothing was moved.",
  },
  // Redemption queue (finance): 4050–4059 (docs/decisions/030)
  RedemptionOwnSecondApproval: {
    code: 4050,
    httpStatus: 403,
    message: 'A second member must give the second approval of a redemption you approved first.',
  },
  RedemptionNotPending: {
    code: 4051,
    httpStatus: 409,
    message: 'This redemption request has already been decided or cancelled.',
  },
  RedemptionNoPayoutBank: {
    code: 4052,
    httpStatus: 409,
    message:
      'This redemption request has no bank account to pay: the player must enter the bank details before it can be approved.',
  },
  /** The description names the tax year, its threshold and what the W-9 lacks (decision 051). */
  RedemptionW9Required: {
    code: 4053,
    httpStatus: 409,
    message:
      "This payout is held: with it the player's paid redemptions this tax year reach the 1099-MISC threshold, and their W-9 (legal name, address and SSN) is not complete. The player is asked to complete it; approve once it is.",
  },
  /** Nobody approves a redemption their own SC credit funded (decision 057). */
  RedemptionSelfFunded: {
    code: 4054,
    httpStatus: 403,
    message:
      'You credited SC to this player in the last 30 days (an adjustment you asked for or approved): another member must decide their redemption.',
  },

  // Accounts (SPEC §8 'Sign-up, phone, reset' and 'Login')
  EmailAlreadyExists: { code: 3007, httpStatus: 409, message: 'Email already exists.' },
  SessionExpired: {
    code: 3008,
    httpStatus: 401,
    message: 'Your session has expired. Please log in again.',
  },
  UsernameAlreadyExists: { code: 3009, httpStatus: 409, message: 'Username already exists.' },
  PhoneAlreadyRegistered: {
    code: 3016,
    httpStatus: 409,
    message:
      'This phone number is already registered at the product, please use a different phone number.',
  },
  ResetLinkInvalid: {
    code: 3022,
    httpStatus: 400,
    message: 'Password reset link is no longer valid. Kindly request a new link.',
  },
  InvalidOtp: { code: 3025, httpStatus: 400, message: 'Invalid OTP. Please enter again.' },
  EmailVerificationLinkInvalid: {
    code: 3026,
    httpStatus: 400,
    message: 'Email verification link is no longer valid. Kindly request a new link.',
  },
  EmailAlreadyVerified: { code: 3027, httpStatus: 400, message: 'Email is already verified.' },
  OldPasswordIncorrect: { code: 3028, httpStatus: 400, message: 'Old password is incorrect.' },
  SamePassword: {
    code: 3029,
    httpStatus: 400,
    message: 'Old Password and New Password should not be the same',
  },
  AccountNotFound: { code: 3052, httpStatus: 404, message: 'Please first sign up for login' },
  EmailNotRegistered: {
    code: 3053,
    httpStatus: 404,
    message: 'Please enter your registered email.',
  },
  AccountLocked: {
    code: 3064,
    httpStatus: 423,
    message: 'Too many failed login attempts. Please try again in 15 minutes.',
  },
  WrongPassword: { code: 3065, httpStatus: 400, message: 'Incorrect password.' },
  AccountDisabled: {
    code: 3082,
    httpStatus: 403,
    message: 'Your account has been disabled. Please contact our support team.',
  },
  // Breaks, self-exclusion and closure (docs/decisions/038): 2320–2339
  OnBreak: {
    code: 2320,
    httpStatus: 423,
    message: 'You are taking a break from play. You can sign in again when it ends.',
  },
  SelfExcluded: {
    code: 2321,
    httpStatus: 423,
    message: 'You have excluded yourself from play. This cannot be undone early.',
  },
  ReopenRequired: {
    code: 2322,
    httpStatus: 423,
    message:
      'Your self-exclusion has ended. Ask to reopen your account: it reopens 24 hours after you ask.',
  },
  ReopenPending: {
    code: 2323,
    httpStatus: 423,
    message: 'Your account reopens 24 hours after you asked.',
  },
  IdentityExcluded: {
    code: 2324,
    httpStatus: 409,
    message:
      'This email, phone number or SSN belongs to a self-excluded person and cannot be used to open or change an account.',
  },
  RestrictionNotShorter: {
    code: 2325,
    httpStatus: 409,
    message: 'A longer break or self-exclusion is already in effect; it cannot be shortened.',
  },
  ReopenNotAvailable: {
    code: 2326,
    httpStatus: 400,
    message: 'There is no ended self-exclusion to reopen this account from.',
  },
  // Redeem-only sessions of a player on a break or self-excluded (decision 038)
  RedeemOnlyNotExcluded: {
    code: 2327,
    httpStatus: 409,
    message: 'Your account is not on a break or self-excluded: log in as usual to redeem your SC.',
  },
  RedeemOnlyNothingToRedeem: {
    code: 2328,
    httpStatus: 409,
    message: 'You have no redeemable SC and no open redemption request.',
  },
  RedeemOnlySession: {
    code: 2329,
    httpStatus: 403,
    message:
      'You are signed in only to redeem your SC: play, purchases and bonuses are unavailable until your break or self-exclusion ends.',
  },
  EmailNotSignedUp: { code: 3183, httpStatus: 404, message: 'Please first sign up for login' },

  // KYC
  KycRequiresPurchase: {
    code: 3035,
    httpStatus: 400,
    message: 'Please purchase a package before verifying your identity.',
  },
  KycAlreadyVerified: { code: 3072, httpStatus: 400, message: 'KYC has already been verified' },
  KycInProgress: { code: 3073, httpStatus: 400, message: 'KYC Verification is in Progress' },
  // KYC codes of our own: player side 2200–2219, staff side 4040–4049 (docs/decisions/029)
  KycLabelUnavailable: {
    code: 2200,
    httpStatus: 400,
    message: 'This document type is not available. Please choose another one.',
  },
  SsnLinkedElsewhere: {
    code: 2201,
    httpStatus: 409,
    message: 'This SSN is already linked to another account.',
  },
  KycDocumentDecided: {
    code: 4040,
    httpStatus: 409,
    message: 'This document has already been reviewed.',
  },
  IdentityCheckNotInReview: {
    code: 4041,
    httpStatus: 409,
    message: 'This identity check is not waiting for a review.',
  },
  SsnNotOnFile: { code: 4042, httpStatus: 404, message: 'This player has not given an SSN.' },

  // Redemptions
  RedeemRequiresPurchase: {
    code: 3075,
    httpStatus: 400,
    message: 'You need to purchase a package first, to create a redeem request',
  },
  RedeemPending: {
    code: 3076,
    httpStatus: 400,
    message: 'Please wait to request a redemption until your previous request has been completed.',
  },
  RedeemPaymentsProcessing: {
    code: 3077,
    httpStatus: 400,
    message:
      'Redemption requests will be available once your payments have fully processed. Keep in mind it can take up to 12 hours for payments to fully process.',
  },
  Restricted: { code: 3079, httpStatus: 400, message: 'You are restricted for this action.' },
  WithdrawRequestExists: {
    code: 3093,
    httpStatus: 400,
    message: 'Withdraw request already exists, please wait for it to accept.',
  },
  // Redemptions, codes of our own: 2220–2239 (docs/decisions/030)
  RedeemKycRequired: {
    code: 2220,
    httpStatus: 400,
    message: 'Please complete your KYC verification before redeeming.',
  },
  RedeemSsnRequired: {
    code: 2221,
    httpStatus: 400,
    message: 'Please provide your SSN (W-9 information) before your next redemption.',
  },
  /** The description is dailyRedeemLimitMessage(max, remaining) (redeem-validation.ts). */
  RedeemDailyLimit: {
    code: 2222,
    httpStatus: 400,
    message: 'You cannot redeem more than your daily maximum in one day.',
  },
  RedemptionNotCancellable: {
    code: 2223,
    httpStatus: 409,
    message: 'This redemption request can no longer be cancelled.',
  },
  RedemptionBankDetailsClosed: {
    code: 2224,
    httpStatus: 409,
    message: 'This redemption request already has its bank account or is no longer open.',
  },
  RedemptionNoQuestion: {
    code: 2225,
    httpStatus: 409,
    message: 'This redemption request is not waiting for an answer from you.',
  },

  // Chargebacks (decision 055): the player side 2360–2369, the finance queue 4090–4099
  ChargebackDebtOpen: {
    code: 2360,
    httpStatus: 400,
    message:
      'Part of a payment you disputed (a chargeback) is still owed, so you cannot redeem right now. Please contact our support team.',
  },
  DisputeDebtNotOpen: {
    code: 4090,
    httpStatus: 409,
    message:
      'This dispute has no debt owed: it was settled, waived or cleared already, or there never was one.',
  },
  DisputeNothingToCollect: {
    code: 4091,
    httpStatus: 409,
    message:
      'The player holds none of the coins owed right now, so nothing was collected. Try again once they do, or waive the debt.',
  },

  // VIP tiers, codes of our own: 2240–2249 (docs/decisions/032); SPEC §8 'Failed to claim bonus'
  TierBonusNotReached: {
    code: 2240,
    httpStatus: 400,
    message: 'Failed to claim bonus',
  },
  TierBonusAlreadyClaimed: {
    code: 2241,
    httpStatus: 409,
    message: 'Failed to claim bonus',
  },
  RakebackNothingToClaim: {
    code: 2243,
    httpStatus: 409,
    message: 'There is no rakeback to claim yet. Play with Sweepstakes Coins to earn some.',
  },
  VipTierOutOfOrder: {
    code: 2242,
    httpStatus: 400,
    message:
      'A tier must ask for at least as much GC and SC as the tier below it, and no more than the tier above it',
  },

  // Spin wheel, codes of our own: 2260–2279 (docs/decisions/033); SPEC §2 'Spin wheel'
  SpinWheelAlreadyClaimed: {
    code: 2260,
    httpStatus: 409,
    message: 'You have already claimed your Spin wheel Prize',
  },
  SpinWheelUnavailable: {
    code: 2261,
    httpStatus: 400,
    message: 'The Spin wheel is not available right now. Please try again later.',
  },

  // Referrals, codes of our own: 2280–2299 (docs/decisions/034); SPEC §8 shows the toast 'Error'
  ReferralNothingToClaim: {
    code: 2280,
    httpStatus: 409,
    message: 'You have no referral bonus to claim.',
  },

  // Responsible gambling limits, codes of our own: 2300–2319 (docs/decisions/037); purchases keep 3088
  WagerLimitReached: {
    code: 2300,
    httpStatus: 400,
    message: 'This bet is over the wager limit you have set.',
  },
  LossLimitReached: {
    code: 2301,
    httpStatus: 400,
    message: 'This bet could take you over the net loss limit you have set.',
  },
  SessionLimitReached: {
    code: 2302,
    httpStatus: 400,
    message:
      'You have reached the session time limit you have set. Please sign out and take a break.',
  },
  LimitNotSet: {
    code: 2303,
    httpStatus: 404,
    message: 'You have no such limit.',
  },
  NoPendingLimitChange: {
    code: 2304,
    httpStatus: 404,
    message: 'This limit has no change waiting.',
  },
  HistoryRangeTooLong: {
    code: 2305,
    httpStatus: 400,
    message: 'Choose at most 366 days of history at a time.',
  },

  // Payments
  PaymentDeclined: {
    code: 3024,
    httpStatus: 402,
    message: 'Your card was declined. Please try a different card.',
  },
  PaymentProviderUnavailable: {
    code: 3050,
    httpStatus: 502,
    message: 'The payment provider is unavailable. Please try again later.',
  },
  BankPurchaseDisabled: {
    code: 3078,
    httpStatus: 400,
    message:
      'Purchase via online banking has been disabled for you. Please contact our support team.',
  },
  DailyPurchaseLimitReached: {
    code: 3084,
    httpStatus: 400,
    message: 'You have reached your daily purchase limit.',
  },
  PaymentInProgress: {
    code: 3086,
    httpStatus: 409,
    message: 'A previous payment is still being processed. Please wait for it to complete.',
  },
  PackageUnavailable: {
    code: 3087,
    httpStatus: 400,
    message: 'This package is no longer available.',
  },
  DepositLimitReached: {
    code: 3088,
    httpStatus: 400,
    message: 'This purchase is over the deposit limit you have set.',
  },

  // Wallet and games
  InsufficientBalance: { code: 3100, httpStatus: 400, message: 'You do not have sufficient coins' },
  BonusAlreadyClaimed: {
    code: 3101,
    httpStatus: 409,
    message: 'You have already claimed this bonus.',
  },
  BonusUnavailable: {
    code: 3102,
    httpStatus: 400,
    message: 'This bonus is not available right now.',
  },
  /** 400, never 403: SPEC §8 has the client clear its storage on any 403. */
  WelcomeBonusEmailNotVerified: {
    code: 3103,
    httpStatus: 400,
    message: 'Your email Id is not verified. Please verify your email to claim the welcome bonus.',
  },

  // Jurisdictions (decision 050): each refusal names the state it applies to in its description.
  /** 400, never 403: SPEC §8 has the client clear its storage on any 403. */
  SignUpRestrictedLocation: {
    code: 3110,
    httpStatus: 400,
    message: 'Sign-up is not available in your location: sweepstakes play is not offered there.',
  },
  PurchaseRestrictedJurisdiction: {
    code: 3111,
    httpStatus: 400,
    message: 'Purchases are not available in your state.',
  },
  ScPlayRestrictedJurisdiction: {
    code: 3112,
    httpStatus: 400,
    message:
      'Sweeps Coins play is not available in your state. You can keep playing with Gold Coins.',
  },
  RedeemRestrictedJurisdiction: {
    code: 3113,
    httpStatus: 400,
    message: 'Prize redemption is not available in your state.',
  },
  UnderMinimumAge: {
    code: 3114,
    httpStatus: 400,
    message: 'You must be 18 years or older',
  },

  // Free entry by mail (decision 052). A card that fails is recorded as refused, not answered
  // with an error: these codes are for requests that change nothing.
  AmoeProfileIncomplete: {
    code: 3115,
    httpStatus: 400,
    message:
      'Please complete your profile (legal first and last name and full address) before you request a free-entry code: the card you mail must match it.',
  },
  /** The description names the state. 400, never 403 (SPEC §8 clears storage on a 403). */
  AmoeRestrictedState: {
    code: 3116,
    httpStatus: 400,
    message: 'Free entry is not available in your state: sweepstakes play is not offered there.',
  },
  AmoeCodeUnknown: {
    code: 3117,
    httpStatus: 404,
    message: 'There is no free-entry code like this. Check the code on the card and type it again.',
  },
  /** The description says which limit the date breaks (in the future, before the code). */
  AmoeReceivedDateInvalid: {
    code: 3118,
    httpStatus: 400,
    message: 'The date received cannot be in the future or before the code was issued.',
  },

  // SC expiry reversals (back office, decision 054): 4060–4069
  ScExpiryOwnReversal: {
    code: 4060,
    httpStatus: 403,
    message: 'A second member must approve or reject a reversal you asked for.',
  },
  ScExpiryNotReversible: {
    code: 4061,
    httpStatus: 409,
    message: 'This expiry has already been reversed, or its reversal is waiting for approval.',
  },
  ScExpiryNoReversalPending: {
    code: 4062,
    httpStatus: 409,
    message:
      'This expiry has no reversal waiting for approval: it was approved or rejected already, or never asked for.',
  },

  // Dual control of money settings (back office, decision 058): 4070–4079
  ControlChangeOwnDecision: {
    code: 4070,
    httpStatus: 403,
    message: 'A second admin must approve or reject a change you proposed.',
  },
  ControlChangeNotPending: {
    code: 4071,
    httpStatus: 409,
    message: 'This change is no longer waiting: it was approved or rejected already.',
  },
  ControlChangeOutdated: {
    code: 4072,
    httpStatus: 409,
    message:
      'The setting changed since this was proposed: reject it and propose the change again from today’s value.',
  },

  // Reconciliation (back office, decision 056): 4080–4089
  ReconciliationDayNotBegun: {
    code: 4080,
    httpStatus: 400,
    message: 'This day has not begun yet in US Eastern time: choose today or an earlier day.',
  },
  ReconciliationCaseResolved: {
    code: 4081,
    httpStatus: 409,
    message: 'This case was resolved already.',
  },

  // Content pages and the re-acceptance of the terms (decision 060): player 2390–2399, staff 4120–4129
  TermsAcceptanceRequired: {
    code: 2390,
    httpStatus: 403,
    message:
      'Our terms have changed. Please review and accept the updated terms to continue playing or buying coins.',
  },
  TermsVersionOutdated: {
    code: 2391,
    httpStatus: 409,
    message: 'This page has changed again since you opened it. Please review the latest version.',
  },
  ContentPageSlugTaken: {
    code: 4120,
    httpStatus: 409,
    message: 'A page with this address already exists.',
  },
  ContentPageVersionUnknown: {
    code: 4121,
    httpStatus: 404,
    message: 'This page has no such version.',
  },
  ContentPageUnchanged: {
    code: 4122,
    httpStatus: 400,
    message: 'Nothing changed: the title and the text are those of the live version.',
  },

  // The support inbox (decision 061): 4110–4119
  SupportTicketClosed: {
    code: 4110,
    httpStatus: 409,
    message:
      'This ticket is closed. Please send a new message through Contact Us and quote its number.',
  },
  SupportAssigneeInvalid: {
    code: 4111,
    httpStatus: 400,
    message: 'A ticket can only be assigned to an active member who works the support inbox.',
  },
});

export type ErrorName = keyof typeof ERRORS;

const byCode = new Map<number, ErrorDefinition>(Object.values(ERRORS).map((e) => [e.code, e]));

export function errorByCode(code: number): ErrorDefinition | undefined {
  return byCode.get(code);
}

/** The envelope every failed API call answers with (ARCHITECTURE.md). */
export interface ApiErrorItem {
  errorCode: number;
  name: string;
  description: string;
}
export interface ApiErrorBody {
  errors: ApiErrorItem[];
  /** The server's id of the request (also its x-request-id header), for support and the logs. */
  requestId?: string;
}

/** Codes after which the client clears local storage and reloads (SPEC §8). */
export const RELOAD_ERROR_CODES: readonly number[] = [
  ERRORS.SessionExpired.code,
  ERRORS.AccountDisabled.code,
];
