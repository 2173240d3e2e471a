import { z } from 'zod';
import { base64PasswordField } from './base64-password';
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  COUNTRY_CODES,
  COUNTRY_ID,
  MIN_AGE,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  RESET_PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';
import type { CalendarDate } from './dates';
import {
  compareCalendarDates,
  parseCalendarDate,
  toIsoCalendarDate,
  utcCalendarDate,
} from './dates';

/**
 * Account, phone and profile fields with their SPEC §5 limits and messages,
 * and the request schemas of SPEC §7 built from them.
 *
 * How a field reports: a missing or empty value gives only the "required"
 * message; every other check runs in the order SPEC §5 lists it, so the
 * first message of a field is the one to show (react-hook-form's resolver
 * and the server's 400 description both take the first).
 */

export const USER_MESSAGES = {
  notText: 'Must be a text value',
  usernameRequired: 'Username is required',
  usernameMin: 'Username cannot be less than 5 characters',
  usernameMax: 'Username cannot be more than 20 characters',
  usernameOnlySpaces: 'Username cannot contain only spaces',
  usernameCharacters:
    'Username can contain only one special character (!#$%^&*_) and must be 5 to 20 characters long',
  emailRequired: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must contain at least 10 characters',
  passwordMax: 'Password must not contain more than 20 characters',
  passwordMix:
    'Password must contain at least one lowercase & uppercase letter, digit and special character',
  resetPasswordMin: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must not contain more than 128 characters',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
  oldPasswordRequired: 'Old Password is required',
  newPasswordRequired: 'New Password is required',
  repeatPasswordRequired: 'Repeat Password is required',
  samePassword: 'Old Password and New Password should not be the same',
  repeatPasswordMismatch: 'New Password and Repeat Password do not match',
  terms: 'Please read and accept terms and conditions',
  phoneCodeRequired: 'Phone code is required',
  phoneCodeInvalid: 'Phone code must be +1 or +91',
  phoneRequired: 'Phone number is required',
  phoneSpaces: 'Phone number cannot contain spaces',
  phoneDigits: 'Phone number must contain digits only',
  phoneMin: 'Phone number should be greater than 8 characters',
  phoneMax: 'Phone number should not be more than 10 characters',
  otpRequired: 'OTP is required',
  otpDigits: 'OTP must be exactly 6 digits',
  firstNameRequired: 'Please provide first name',
  firstNameMin: 'First Name must be at-least 3 characters',
  firstNameMax: 'First Name must not be more than 200 characters',
  lastNameRequired: 'Please provide last name',
  lastNameMin: 'Last Name must be at-least 3 characters',
  lastNameMax: 'Last Name must not be more than 200 characters',
  middleNameMax: 'Middle Name must not be more than 200 characters',
  nameCharacters: 'Only Alphabets and Space Allowed and Must Start with Alphabet',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  dateOfBirthInPast: 'Date of birth must be in the past',
  minAge: 'You must be 18 years or older',
  genderInvalid: 'Please select male, female or other',
  addressLine1Required: 'Please provide Address Line 1',
  addressLine1Min: 'Address Line 1 must be at least 3 characters',
  addressLine1Max: 'Address Line 1 must not be more than 200 characters',
  addressLine2Max: 'Address Line 2 must not be more than 200 characters',
  cityRequired: 'City is required',
  cityMax: 'City must not be more than 200 characters',
  stateMax: 'State must not be more than 100 characters',
  zipCodeRequired: 'Zip code is required',
  zipCodeDigits: 'Must be exactly 5 digits',
  countryInvalid: 'Country must be the United States (199)',
  browserRequired: 'Browser is required',
  browserMax: 'Browser must not be more than 512 characters',
  platformRequired: 'Platform is required',
  platformMax: 'Platform must not be more than 64 characters',
  referralCodeInvalid: 'Referral code is invalid',
  smsPromotionInvalid: 'SMS promotion choice must be true or false',
  resetKeyRequired: 'Password reset key is required',
  resetKeyInvalid: 'Password reset key is invalid',
  tokenRequired: 'Email verification token is required',
  tokenInvalid: 'Email verification token is invalid',
} as const;

const M = USER_MESSAGES;

/** Letters and digits with at most one of !#$%^&*_ anywhere. */
export const USERNAME_PATTERN = /^[A-Za-z0-9]*[!#$%^&*_]?[A-Za-z0-9]*$/;
/** Sign-up and account passwords: lower, upper, digit and one of !+@#$%^&*. */
export const PASSWORD_MIX_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!+@#$%^&*])/s;
/** Reset passwords: lower, upper, digit and one of @$!%*?&. */
export const RESET_PASSWORD_MIX_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])/s;
/** Letters, one optional single space between words, starting with a letter. */
export const PERSON_NAME_PATTERN = /^[A-Za-z]+(?: [A-Za-z]+)?$/;
/** Upper bound for passwords the SPEC gives no maximum for; bounds hashing work. */
const LONGEST_PASSWORD = 128;
const LONGEST_EMAIL = 254;

/** A missing value (undefined or null) gets `requiredMessage`; any other non-string a generic one. */
function text(requiredMessage: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? requiredMessage : M.notText,
  });
}

/** A string field whose empty value reports `requiredMessage` and nothing else. */
function requiredText(requiredMessage: string) {
  return text(requiredMessage).min(1, { error: requiredMessage, abort: true });
}

/** Same as `requiredText`, after trimming surrounding whitespace. */
function requiredTrimmedText(requiredMessage: string) {
  return text(requiredMessage).trim().min(1, { error: requiredMessage, abort: true });
}

/**
 * An optional form field: undefined, null and blank text all mean "not given"
 * (a cleared input sends ''), and give undefined; anything else must pass `schema`.
 */
function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value: z.input<T> | '' | null | undefined) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    schema.optional(),
  );
}

// ---------------------------------------------------------------- fields

export const ZUsername = requiredText(M.usernameRequired)
  .min(USERNAME_MIN_LENGTH, M.usernameMin)
  .max(USERNAME_MAX_LENGTH, M.usernameMax)
  .refine((value) => value.trim() !== '', M.usernameOnlySpaces)
  .regex(USERNAME_PATTERN, M.usernameCharacters);

/** Sign-up, login, forgot-password and resend-verification email. Trimmed. */
export const ZEmail = requiredTrimmedText(M.emailRequired)
  .max(LONGEST_EMAIL, M.emailInvalid)
  .regex(z.regexes.email, M.emailInvalid);

function passwordWithMix(requiredMessage: string) {
  return requiredText(requiredMessage)
    .min(PASSWORD_MIN_LENGTH, M.passwordMin)
    .max(PASSWORD_MAX_LENGTH, M.passwordMax)
    .regex(PASSWORD_MIX_PATTERN, M.passwordMix);
}

/** Sign-up password: 10-20 characters with the character mix. */
export const ZSignUpPassword = passwordWithMix(M.passwordRequired);

/** Login form password: the sign-up lengths without the character mix. */
export const ZLoginPassword = requiredText(M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordMin)
  .max(PASSWORD_MAX_LENGTH, M.passwordMax);

/**
 * New password chosen through the reset link: the SPEC's reset rule (at least 8, reset mix), and then
 * the account lengths (10-20), because the login form only accepts 10-20 characters and a reset to
 * 8 or 9 would lock the player out (docs/decisions/006-reset-password-length.md).
 */
export const ZResetPassword = requiredText(M.passwordRequired)
  .min(RESET_PASSWORD_MIN_LENGTH, M.resetPasswordMin)
  .regex(RESET_PASSWORD_MIX_PATTERN, M.passwordMix)
  .min(PASSWORD_MIN_LENGTH, M.passwordMin)
  .max(PASSWORD_MAX_LENGTH, M.passwordMax);

/** Account change-password form fields: 10-20 characters with the character mix. */
export const ZOldPassword = passwordWithMix(M.oldPasswordRequired);
export const ZNewPassword = passwordWithMix(M.newPasswordRequired);

/**
 * A password the account already has, as the server receives it (login, old
 * password). The server only needs it present: a wrong one is answered by
 * the password check (3065, 3028), not by format rules, so that a password
 * set under other rules (the reset link allows 8 characters) can still be sent.
 */
export const ZExistingPassword = requiredText(M.passwordRequired).max(
  LONGEST_PASSWORD,
  M.passwordTooLong,
);

/** A ticked acknowledgement checkbox (terms, state restriction). */
export const ZAcceptance = z.boolean({ error: M.terms }).refine((ticked) => ticked, M.terms);

export const ZPhoneCode = z.enum(COUNTRY_CODES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? M.phoneCodeRequired
      : M.phoneCodeInvalid,
});

/** Phone number without the country code: 8-10 digits, no spaces. */
export const ZPhoneNumber = requiredText(M.phoneRequired)
  .regex(/^\S+$/, M.phoneSpaces)
  .regex(/^\d+$/, M.phoneDigits)
  .min(PHONE_MIN_LENGTH, M.phoneMin)
  .max(PHONE_MAX_LENGTH, M.phoneMax);

export const ZOtp = requiredText(M.otpRequired).regex(/^\d{6}$/, M.otpDigits);

function personName(messages: { required: string; min: string; max: string }) {
  return requiredTrimmedText(messages.required)
    .min(NAME_MIN_LENGTH, messages.min)
    .max(NAME_MAX_LENGTH, messages.max)
    .regex(PERSON_NAME_PATTERN, M.nameCharacters);
}

export const ZFirstName = personName({
  required: M.firstNameRequired,
  min: M.firstNameMin,
  max: M.firstNameMax,
});
export const ZLastName = personName({
  required: M.lastNameRequired,
  min: M.lastNameMin,
  max: M.lastNameMax,
});
/** Optional in the form; no minimum, so a middle initial is accepted. */
export const ZMiddleName = text(M.notText)
  .trim()
  .max(NAME_MAX_LENGTH, M.middleNameMax)
  .regex(PERSON_NAME_PATTERN, M.nameCharacters);

export const GENDERS = ['male', 'female', 'other'] as const;
export const ZGender = z.enum(GENDERS, { error: M.genderInvalid });

export const ZAddressLine1 = requiredTrimmedText(M.addressLine1Required)
  .min(ADDRESS_MIN_LENGTH, M.addressLine1Min)
  .max(ADDRESS_MAX_LENGTH, M.addressLine1Max);
export const ZAddressLine2 = text(M.notText).trim().max(ADDRESS_MAX_LENGTH, M.addressLine2Max);
export const ZCity = requiredTrimmedText(M.cityRequired).max(NAME_MAX_LENGTH, M.cityMax);
/** The state's id, sent as a string (SPEC §7 PUT /user/profile). */
export const ZState = text(M.notText).trim().max(100, M.stateMax);
export const ZZipCode = requiredTrimmedText(M.zipCodeRequired).regex(/^\d{5}$/, M.zipCodeDigits);
/** The country is fixed (SPEC §3); 199 or '199' is accepted and 199 comes out. */
export const ZCountry = z
  .union([z.literal(COUNTRY_ID), z.literal(`${COUNTRY_ID}` as const)], { error: M.countryInvalid })
  .transform(() => COUNTRY_ID);

// ---------------------------------------------------------- date of birth

/** Whether someone born on `birth` is at least `years` old on `today` (29 Feb birthdays count from 1 Mar). */
export function isAtLeastAge(birth: CalendarDate, today: CalendarDate, years = MIN_AGE): boolean {
  return compareCalendarDates({ ...birth, year: birth.year + years }, today) <= 0;
}

/**
 * The latest date of birth that passes the 18+ rule on the UTC day of `now`,
 * as 'YYYY-MM-DD': the date picker's maximum.
 */
export function maxDateOfBirth(now: Date = new Date()): string {
  const today = utcCalendarDate(now);
  const year = today.year - MIN_AGE;
  const latest = { year, month: today.month, day: today.day };
  if (!parseCalendarDate(toIsoCalendarDate(latest))) latest.day -= 1; // 29 Feb → 28 Feb
  return toIsoCalendarDate(latest);
}

const EARLIEST_BIRTH_YEAR = 1900;

/**
 * dateOfBirth as 'YYYY-MM-DD': a real date, in the past, 18 years ago or more.
 * "Today" is the UTC calendar day of `now()`, read at parse time, so the
 * browser and the server agree; tests pass a fixed clock.
 */
export function dateOfBirthField(now: () => Date = () => new Date()) {
  const birthDate = (value: string): CalendarDate | null => {
    const date = parseCalendarDate(value);
    return date && date.year >= EARLIEST_BIRTH_YEAR ? date : null;
  };
  return requiredTrimmedText(M.dateOfBirthRequired)
    .refine((value) => birthDate(value) !== null, { error: M.dateOfBirthInvalid, abort: true })
    .refine(
      (value) => {
        const birth = birthDate(value);
        return birth !== null && compareCalendarDates(birth, utcCalendarDate(now())) < 0;
      },
      { error: M.dateOfBirthInPast, abort: true },
    )
    .refine(
      (value) => {
        const birth = birthDate(value);
        return birth !== null && isAtLeastAge(birth, utcCalendarDate(now()));
      },
      { error: M.minAge, abort: true },
    );
}

export const ZDateOfBirth = dateOfBirthField();

// ---------------------------------------------------------- forms (web)

export const ZUsernameForm = z.object({ userName: ZUsername });
export type TUsernameForm = z.infer<typeof ZUsernameForm>;

/** Sign-up step 2 (the username comes from step 1). */
export const ZSignUpForm = z.object({
  email: ZEmail,
  password: ZSignUpPassword,
  isTermsAccepted: ZAcceptance,
  stateRestrictionAccept: ZAcceptance,
  smsPromotionAccept: z.boolean({ error: M.smsPromotionInvalid }).optional(),
});
export type TSignUpForm = z.infer<typeof ZSignUpForm>;

export const ZLoginForm = z.object({
  email: ZEmail,
  password: ZLoginPassword,
  termsAccept: ZAcceptance,
  stateRestrictionAccept: ZAcceptance,
});
export type TLoginForm = z.infer<typeof ZLoginForm>;

export const ZForgotPasswordForm = z.object({ email: ZEmail });
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;

/** Runs a cross-field check whenever the named fields are both non-empty strings. */
function whenFilled(...fields: string[]) {
  return (payload: { value: unknown }): boolean => {
    const value = payload.value;
    if (typeof value !== 'object' || value === null) return false;
    const record = value as Record<string, unknown>;
    return fields.every((field) => typeof record[field] === 'string' && record[field] !== '');
  };
}

/** Change-password dialog opened from the reset link. */
export const ZResetPasswordForm = z
  .object({
    password: ZResetPassword,
    confirmPassword: requiredText(M.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: M.passwordsMustMatch,
    path: ['confirmPassword'],
    when: whenFilled('password', 'confirmPassword'),
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** Change-password form of the account page. */
export const ZChangePasswordForm = z
  .object({
    password: ZOldPassword,
    newPassword: ZNewPassword,
    repeatPassword: requiredText(M.repeatPasswordRequired),
  })
  .refine((form) => form.newPassword !== form.password, {
    error: M.samePassword,
    path: ['newPassword'],
    when: whenFilled('password', 'newPassword'),
  })
  .refine((form) => form.repeatPassword === form.newPassword, {
    error: M.repeatPasswordMismatch,
    path: ['repeatPassword'],
    when: whenFilled('newPassword', 'repeatPassword'),
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

export const ZPhoneForm = z.object({ phoneCode: ZPhoneCode, phoneNumber: ZPhoneNumber });
export type TPhoneForm = z.infer<typeof ZPhoneForm>;

export const ZOtpForm = z.object({ otp: ZOtp });
export type TOtpForm = z.infer<typeof ZOtpForm>;

/** Profile modal. `now` fixes "today" for the age rule (tests); by default it is read at parse time. */
export function profileFormSchema(now?: () => Date) {
  return z.object({
    firstName: ZFirstName,
    middleName: optionalField(ZMiddleName),
    lastName: ZLastName,
    gender: optionalField(ZGender),
    dateOfBirth: dateOfBirthField(now),
    phone: optionalField(ZPhoneNumber),
    addressLine_1: ZAddressLine1,
    addressLine_2: optionalField(ZAddressLine2),
    state: optionalField(ZState),
    city: ZCity,
    zipCode: ZZipCode,
  });
}
export const ZProfileForm = profileFormSchema();
export type TProfileForm = z.output<typeof ZProfileForm>;
export type TProfileFormInput = z.input<typeof ZProfileForm>;

// ------------------------------------------------------- requests (API)

/**
 * Passwords in requests are base64 of the UTF-8 password (SPEC §3) and stay
 * encoded after parsing; the decoded password must pass the same rules, with
 * the same messages, as the form field. New passwords (sign-up, reset,
 * change) carry the full rules; existing ones (login, old password) only need
 * to be present, see `ZExistingPassword`.
 */

/** GET /user/sign-up?userName= : is the username taken? */
export const ZUsernameCheckQuery = z.object({ userName: ZUsername });
export type TUsernameCheckQuery = z.infer<typeof ZUsernameCheckQuery>;

/** POST /user/sign-up */
export const ZSignUpRequest = z.object({
  email: ZEmail,
  password: base64PasswordField(ZSignUpPassword, M.passwordRequired),
  userName: ZUsername,
  isTermsAccepted: ZAcceptance,
  stateRestrictionAccept: ZAcceptance,
  smsPromotionAccept: z.boolean({ error: M.smsPromotionInvalid }).default(false),
  browser: requiredTrimmedText(M.browserRequired).max(512, M.browserMax),
  friendsReferralCode: optionalField(
    text(M.notText)
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, M.referralCodeInvalid),
  ),
  platform: requiredTrimmedText(M.platformRequired).max(64, M.platformMax),
});
export type TSignUpRequest = z.output<typeof ZSignUpRequest>;
export type TSignUpRequestInput = z.input<typeof ZSignUpRequest>;

/** POST /user/login */
export const ZLoginRequest = z.object({
  email: ZEmail,
  password: base64PasswordField(ZExistingPassword, M.passwordRequired),
  isTermsAccepted: ZAcceptance,
  stateRestrictionAccept: ZAcceptance,
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** POST /user/forgetPassword */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** POST /user/verifyForgetPassword: the reset link's token and the new password. */
export const ZVerifyForgotPasswordRequest = z.object({
  newPasswordKey: requiredTrimmedText(M.resetKeyRequired).max(512, M.resetKeyInvalid),
  password: base64PasswordField(ZResetPassword, M.passwordRequired),
});
export type TVerifyForgotPasswordRequest = z.infer<typeof ZVerifyForgotPasswordRequest>;

/**
 * PUT /user/changePassword: old and new password, both base64 like sign-up.
 * "New differs from old" is left to the server, which compares the decoded
 * passwords and answers 3029 (SamePassword) with the SPEC text.
 */
export const ZChangePasswordRequest = z.object({
  password: base64PasswordField(ZExistingPassword, M.oldPasswordRequired),
  newPassword: base64PasswordField(ZNewPassword, M.newPasswordRequired),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** POST /user/phoneVerify: sends the one-time code. */
export const ZPhoneSendRequest = z.object({ code: ZPhoneCode, phone: ZPhoneNumber });
export type TPhoneSendRequest = z.infer<typeof ZPhoneSendRequest>;

/** POST /user/phone: checks the one-time code. */
export const ZPhoneVerifyRequest = z.object({ code: ZPhoneCode, phone: ZPhoneNumber, otp: ZOtp });
export type TPhoneVerifyRequest = z.infer<typeof ZPhoneVerifyRequest>;

/** POST /user/resendVerifyEmail */
export const ZResendVerifyEmailRequest = z.object({ email: ZEmail });
export type TResendVerifyEmailRequest = z.infer<typeof ZResendVerifyEmailRequest>;

/** GET or POST /user/verifyEmail: the token from the emailed link. */
export const ZVerifyEmailRequest = z.object({
  token: requiredTrimmedText(M.tokenRequired).max(512, M.tokenInvalid),
});
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** PUT /user/profile: the profile form plus the fixed country. */
export function updateProfileRequestSchema(now?: () => Date) {
  return profileFormSchema(now).extend({ country: optionalField(ZCountry) });
}
export const ZUpdateProfileRequest = updateProfileRequestSchema();
export type TUpdateProfileRequest = z.output<typeof ZUpdateProfileRequest>;
export type TUpdateProfileRequestInput = z.input<typeof ZUpdateProfileRequest>;
