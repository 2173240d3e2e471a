import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { encodeBase64Password } from './base64-password';
import {
  ZAcceptance,
  ZAddressLine1,
  ZAddressLine2,
  ZChangePasswordForm,
  ZChangePasswordRequest,
  ZCity,
  ZCountry,
  ZEmail,
  ZExistingPassword,
  ZFirstName,
  ZForgotPasswordForm,
  ZForgotPasswordRequest,
  ZGender,
  ZLastName,
  ZLoginForm,
  ZLoginPassword,
  ZLoginRequest,
  ZMiddleName,
  ZOtp,
  ZOtpForm,
  ZPhoneCode,
  ZPhoneForm,
  ZPhoneNumber,
  ZPhoneSendRequest,
  ZPhoneVerifyRequest,
  ZResendVerifyEmailRequest,
  ZResetPassword,
  ZResetPasswordForm,
  ZSignUpForm,
  ZSignUpPassword,
  ZSignUpRequest,
  ZUsername,
  ZUsernameCheckQuery,
  ZUsernameForm,
  ZVerifyEmailRequest,
  ZVerifyForgotPasswordRequest,
  ZZipCode,
  dateOfBirthField,
  isAtLeastAge,
  maxDateOfBirth,
  profileFormSchema,
  updateProfileRequestSchema,
} from './user-validation';
import { firstMessageByField, validationMessages } from './zod-issues';

/** The message a form shows for a bad value: the first one. */
const firstMessage = (schema: z.ZodType, value: unknown): string | undefined =>
  validationMessages(schema, value)[0];

/** The first message of each field of an object schema ({} when valid). */
const fieldErrors = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value);
  return result.success ? {} : firstMessageByField(result.error);
};

const b64 = encodeBase64Password;

describe('username', () => {
  it.each([
    ['', 'Username is required'],
    [undefined, 'Username is required'],
    [null, 'Username is required'],
    ['abcd', 'Username cannot be less than 5 characters'],
    ['a'.repeat(21), 'Username cannot be more than 20 characters'],
    ['      ', 'Username cannot contain only spaces'],
    [
      'john doe',
      'Username can contain only one special character (!#$%^&*_) and must be 5 to 20 characters long',
    ],
    [
      'john!!doe',
      'Username can contain only one special character (!#$%^&*_) and must be 5 to 20 characters long',
    ],
    [
      'john_doe!',
      'Username can contain only one special character (!#$%^&*_) and must be 5 to 20 characters long',
    ],
    [
      'john-doe',
      'Username can contain only one special character (!#$%^&*_) and must be 5 to 20 characters long',
    ],
  ])('refuses %j with its SPEC message', (value, message) => {
    expect(firstMessage(ZUsername, value)).toBe(message);
  });

  it('gives only the required message for an empty username', () => {
    expect(validationMessages(ZUsername, '')).toEqual(['Username is required']);
  });

  it('refuses a non-string without claiming it is missing', () => {
    expect(firstMessage(ZUsername, 12345)).toBe('Must be a text value');
  });

  it.each(['abcde', 'a'.repeat(20), 'Player_01', '!abcde', 'abcde*', 'PLAYER2024'])(
    'accepts %j',
    (value) => {
      expect(ZUsername.safeParse(value).success).toBe(true);
    },
  );

  it('uses the username rules for the sign-up form and the availability query', () => {
    expect(fieldErrors(ZUsernameForm, { userName: 'ab' })).toEqual({
      userName: 'Username cannot be less than 5 characters',
    });
    expect(fieldErrors(ZUsernameCheckQuery, {})).toEqual({ userName: 'Username is required' });
    expect(ZUsernameCheckQuery.parse({ userName: 'Player_01' })).toEqual({ userName: 'Player_01' });
  });
});

describe('email', () => {
  it.each([
    ['', 'Please enter an email address'],
    ['   ', 'Please enter an email address'],
    [undefined, 'Please enter an email address'],
    ['player', 'Please enter a valid email address'],
    ['player@', 'Please enter a valid email address'],
    ['player@example', 'Please enter a valid email address'],
    ['pla yer@example.com', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Please enter a valid email address'],
  ])('refuses %j with its SPEC message', (value, message) => {
    expect(firstMessage(ZEmail, value)).toBe(message);
  });

  it('accepts a valid address and trims the spaces around it', () => {
    expect(ZEmail.parse('  player.one+tag@example.co.uk ')).toBe('player.one+tag@example.co.uk');
  });
});

describe('sign-up password', () => {
  const mix =
    'Password must contain at least one lowercase & uppercase letter, digit and special character';

  it.each([
    ['', 'Password is required'],
    [undefined, 'Password is required'],
    ['Abc1!abc', 'Password must contain at least 10 characters'],
    ['Abcdefgh1!Abcdefgh1!x', 'Password must not contain more than 20 characters'],
    ['abcdefgh1!', mix],
    ['ABCDEFGH1!', mix],
    ['Abcdefghi!', mix],
    ['Abcdefghi1', mix],
    ['Abcdefgh1?', mix],
  ])('refuses %j with its SPEC message', (value, message) => {
    expect(firstMessage(ZSignUpPassword, value)).toBe(message);
  });

  it.each(['Abcdefgh1!', 'Abcdefgh1+', 'Zz9@Zz9@Zz9@Zz9@Zz9@', 'Pass word 1#'])(
    'accepts %j',
    (value) => {
      expect(ZSignUpPassword.safeParse(value).success).toBe(true);
    },
  );
});

describe('login password', () => {
  it('keeps the sign-up lengths without the character mix', () => {
    expect(firstMessage(ZLoginPassword, '')).toBe('Password is required');
    expect(firstMessage(ZLoginPassword, 'short')).toBe(
      'Password must contain at least 10 characters',
    );
    expect(firstMessage(ZLoginPassword, 'x'.repeat(21))).toBe(
      'Password must not contain more than 20 characters',
    );
    expect(ZLoginPassword.safeParse('alllowercase').success).toBe(true);
  });
});

describe('reset password', () => {
  const mix =
    'Password must contain at least one lowercase & uppercase letter, digit and special character';

  it.each([
    ['', 'Password is required'],
    ['Ab1@abc', 'Password must be at least 8 characters'],
    ['abcdef1@', mix],
    ['Abcdefg1', mix],
    ['Abcdefg1#', mix],
    ['Abcdef1@x', 'Password must contain at least 10 characters'],
    [`Ab1@${'x'.repeat(17)}`, 'Password must not contain more than 20 characters'],
  ])('refuses %j with its SPEC message', (value, message) => {
    expect(firstMessage(ZResetPassword, value)).toBe(message);
  });

  it.each(['Abcdef1@xy', 'Abcdef1$xy', 'Abcdef1?xy', 'Abcdef1&xy'])('accepts %j', (value) => {
    expect(ZResetPassword.safeParse(value).success).toBe(true);
  });

  it('requires the confirmation and that it matches', () => {
    expect(
      fieldErrors(ZResetPasswordForm, { password: 'Abcdef1@xy', confirmPassword: '' }),
    ).toEqual({
      confirmPassword: 'Confirm Password is required',
    });
    expect(
      fieldErrors(ZResetPasswordForm, { password: 'Abcdef1@xy', confirmPassword: 'Abcdef1@x' }),
    ).toEqual({ confirmPassword: 'Passwords must match' });
    expect(
      ZResetPasswordForm.safeParse({ password: 'Abcdef1@xy', confirmPassword: 'Abcdef1@xy' })
        .success,
    ).toBe(true);
  });

  it('shows the mismatch together with a weak password', () => {
    expect(fieldErrors(ZResetPasswordForm, { password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords must match',
    });
  });
});

describe('account change-password form', () => {
  const valid = { password: 'OldPass12!', newPassword: 'NewPass12!', repeatPassword: 'NewPass12!' };

  it('accepts different old and new passwords with a matching repeat', () => {
    expect(ZChangePasswordForm.safeParse(valid).success).toBe(true);
  });

  it('applies the 10-20 and character-mix rules to both passwords', () => {
    expect(fieldErrors(ZChangePasswordForm, { ...valid, password: 'Old1!' })).toEqual({
      password: 'Password must contain at least 10 characters',
    });
    expect(
      fieldErrors(ZChangePasswordForm, {
        ...valid,
        newPassword: 'newpass12!x',
        repeatPassword: 'newpass12!x',
      }),
    ).toEqual({
      newPassword:
        'Password must contain at least one lowercase & uppercase letter, digit and special character',
    });
    expect(
      fieldErrors(ZChangePasswordForm, {
        ...valid,
        newPassword: 'NewPass12!NewPass12!x',
        repeatPassword: 'NewPass12!NewPass12!x',
      }),
    ).toEqual({ newPassword: 'Password must not contain more than 20 characters' });
  });

  it('names each missing field', () => {
    expect(
      fieldErrors(ZChangePasswordForm, { password: '', newPassword: '', repeatPassword: '' }),
    ).toEqual({
      password: 'Old Password is required',
      newPassword: 'New Password is required',
      repeatPassword: 'Repeat Password is required',
    });
  });

  it('refuses a new password equal to the old one', () => {
    expect(
      fieldErrors(ZChangePasswordForm, {
        password: 'OldPass12!',
        newPassword: 'OldPass12!',
        repeatPassword: 'OldPass12!',
      }),
    ).toEqual({ newPassword: 'Old Password and New Password should not be the same' });
  });

  it('refuses a repeat that differs from the new password', () => {
    expect(fieldErrors(ZChangePasswordForm, { ...valid, repeatPassword: 'NewPass12?' })).toEqual({
      repeatPassword: 'New Password and Repeat Password do not match',
    });
  });
});

describe('terms acknowledgements', () => {
  it.each([false, undefined, 'true', 1])('refuses %j', (value) => {
    expect(firstMessage(ZAcceptance, value)).toBe('Please read and accept terms and conditions');
  });

  it('accepts a ticked box', () => {
    expect(ZAcceptance.parse(true)).toBe(true);
  });

  it('requires both boxes at login', () => {
    const form = { email: 'a@example.com', password: 'Password12' };
    expect(
      fieldErrors(ZLoginForm, { ...form, termsAccept: false, stateRestrictionAccept: false }),
    ).toEqual({
      termsAccept: 'Please read and accept terms and conditions',
      stateRestrictionAccept: 'Please read and accept terms and conditions',
    });
    expect(
      ZLoginForm.safeParse({ ...form, termsAccept: true, stateRestrictionAccept: true }).success,
    ).toBe(true);
  });
});

describe('phone', () => {
  it.each([
    [undefined, 'Phone code is required'],
    ['', 'Phone code is required'],
    ['44', 'Phone code must be +1 or +91'],
    [1, 'Phone code must be +1 or +91'],
  ])('refuses the country code %j', (value, message) => {
    expect(firstMessage(ZPhoneCode, value)).toBe(message);
  });

  it.each(['1', '91'])('accepts the country code %j', (value) => {
    expect(ZPhoneCode.parse(value)).toBe(value);
  });

  it.each([
    ['', 'Phone number is required'],
    [undefined, 'Phone number is required'],
    ['   ', 'Phone number cannot contain spaces'],
    ['555 123 4567', 'Phone number cannot contain spaces'],
    ['555-1234567', 'Phone number must contain digits only'],
    ['1234567', 'Phone number should be greater than 8 characters'],
    ['12345678901', 'Phone number should not be more than 10 characters'],
  ])('refuses the number %j', (value, message) => {
    expect(firstMessage(ZPhoneNumber, value)).toBe(message);
  });

  it.each(['12345678', '123456789', '5551234567'])('accepts the number %j', (value) => {
    expect(ZPhoneNumber.parse(value)).toBe(value);
  });

  it('checks both fields of the phone dialog', () => {
    expect(fieldErrors(ZPhoneForm, { phoneCode: '', phoneNumber: '' })).toEqual({
      phoneCode: 'Phone code is required',
      phoneNumber: 'Phone number is required',
    });
    expect(ZPhoneForm.safeParse({ phoneCode: '91', phoneNumber: '9876543210' }).success).toBe(true);
  });
});

describe('one-time code', () => {
  it.each([
    ['', 'OTP is required'],
    [undefined, 'OTP is required'],
    ['12345', 'OTP must be exactly 6 digits'],
    ['1234567', 'OTP must be exactly 6 digits'],
    ['12345a', 'OTP must be exactly 6 digits'],
    [' 12345', 'OTP must be exactly 6 digits'],
  ])('refuses %j', (value, message) => {
    expect(firstMessage(ZOtp, value)).toBe(message);
  });

  it('accepts six digits, leading zeros included', () => {
    expect(ZOtp.parse('012345')).toBe('012345');
    expect(ZOtpForm.parse({ otp: '999999' })).toEqual({ otp: '999999' });
  });
});

describe('names', () => {
  it.each([
    [ZFirstName, '', 'Please provide first name'],
    [ZFirstName, '   ', 'Please provide first name'],
    [ZFirstName, 'Al', 'First Name must be at-least 3 characters'],
    [ZFirstName, 'A'.repeat(201), 'First Name must not be more than 200 characters'],
    [ZFirstName, '1John', 'Only Alphabets and Space Allowed and Must Start with Alphabet'],
    [ZFirstName, 'Mary  Ann', 'Only Alphabets and Space Allowed and Must Start with Alphabet'],
    [ZFirstName, 'Mary Ann Lee', 'Only Alphabets and Space Allowed and Must Start with Alphabet'],
    [ZFirstName, "O'Neil", 'Only Alphabets and Space Allowed and Must Start with Alphabet'],
    [ZLastName, '', 'Please provide last name'],
    [ZLastName, 'Li', 'Last Name must be at-least 3 characters'],
    [ZLastName, 'B'.repeat(201), 'Last Name must not be more than 200 characters'],
    [ZLastName, 'Smith-Jones', 'Only Alphabets and Space Allowed and Must Start with Alphabet'],
    [ZMiddleName, 'C'.repeat(201), 'Middle Name must not be more than 200 characters'],
    [ZMiddleName, 'J.', 'Only Alphabets and Space Allowed and Must Start with Alphabet'],
  ])('refuses %#: %j', (schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it('accepts names of letters with one space and trims the ends', () => {
    expect(ZFirstName.parse(' Mary Ann ')).toBe('Mary Ann');
    expect(ZLastName.parse('Smith')).toBe('Smith');
    expect(ZFirstName.parse('A'.repeat(200))).toBe('A'.repeat(200));
    expect(ZMiddleName.parse('J')).toBe('J');
  });
});

describe('date of birth', () => {
  const now = () => new Date('2026-06-15T12:00:00Z');
  const dateOfBirth = dateOfBirthField(now);

  it.each([
    ['', 'Date of birth is required'],
    [undefined, 'Date of birth is required'],
    ['06/15/2000', 'Please enter a valid date of birth'],
    ['2001-02-29', 'Please enter a valid date of birth'],
    ['2000-13-01', 'Please enter a valid date of birth'],
    ['1899-12-31', 'Please enter a valid date of birth'],
    ['2026-06-15', 'Date of birth must be in the past'],
    ['2030-01-01', 'Date of birth must be in the past'],
    ['2008-06-16', 'You must be 18 years or older'],
    ['2020-01-01', 'You must be 18 years or older'],
  ])('refuses %j with a single message', (value, message) => {
    expect(validationMessages(dateOfBirth, value)).toEqual([message]);
  });

  it('accepts someone who turns 18 today, and older', () => {
    expect(dateOfBirth.parse('2008-06-15')).toBe('2008-06-15');
    expect(dateOfBirth.parse('1950-01-31')).toBe('1950-01-31');
  });

  it('reads "today" at parse time', () => {
    let current = new Date('2026-06-14T23:59:59Z');
    const schema = dateOfBirthField(() => current);
    expect(schema.safeParse('2008-06-15').success).toBe(false);
    current = new Date('2026-06-15T00:00:00Z');
    expect(schema.safeParse('2008-06-15').success).toBe(true);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    const birth = { year: 2008, month: 2, day: 29 };
    expect(isAtLeastAge(birth, { year: 2026, month: 2, day: 28 })).toBe(false);
    expect(isAtLeastAge(birth, { year: 2026, month: 3, day: 1 })).toBe(true);
  });

  it('gives the date picker the latest date that passes', () => {
    expect(maxDateOfBirth(now())).toBe('2008-06-15');
    expect(dateOfBirth.safeParse(maxDateOfBirth(now())).success).toBe(true);
    expect(maxDateOfBirth(new Date('2028-02-29T10:00:00Z'))).toBe('2010-02-28');
  });
});

describe('address, city, zip, gender, country and SSN', () => {
  it.each([
    [ZAddressLine1, '', 'Please provide Address Line 1'],
    [ZAddressLine1, 'ab', 'Address Line 1 must be at least 3 characters'],
    [ZAddressLine1, 'a'.repeat(201), 'Address Line 1 must not be more than 200 characters'],
    [ZAddressLine2, 'a'.repeat(201), 'Address Line 2 must not be more than 200 characters'],
    [ZCity, '', 'City is required'],
    [ZCity, undefined, 'City is required'],
    [ZCity, 'c'.repeat(201), 'City must not be more than 200 characters'],
    [ZZipCode, '', 'Zip code is required'],
    [ZZipCode, '1234', 'Must be exactly 5 digits'],
    [ZZipCode, '123456', 'Must be exactly 5 digits'],
    [ZZipCode, '1234a', 'Must be exactly 5 digits'],
    [ZGender, 'unknown', 'Please select male, female or other'],
    [ZCountry, 200, 'Country must be the United States (199)'],
  ])('refuses %#: %j', (schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it('accepts good values', () => {
    expect(ZAddressLine1.parse(' 1 Main St ')).toBe('1 Main St');
    expect(ZCity.parse('Austin')).toBe('Austin');
    expect(ZZipCode.parse('01234')).toBe('01234');
    expect(ZGender.options).toEqual(['male', 'female', 'other']);
    expect(ZCountry.parse('199')).toBe(199);
    expect(ZCountry.parse(199)).toBe(199);
  });
});

describe('profile form and PUT /user/profile', () => {
  const now = () => new Date('2026-06-15T12:00:00Z');
  const profileForm = profileFormSchema(now);
  const valid = {
    firstName: 'Mary',
    middleName: '',
    lastName: 'Smith',
    gender: 'female',
    dateOfBirth: '1990-05-20',
    phone: '5551234567',
    addressLine_1: '1 Main Street',
    addressLine_2: '',
    state: '12',
    city: 'Austin',
    zipCode: '73301',
  };

  it('accepts a full profile and turns cleared optional fields into undefined', () => {
    expect(profileForm.parse(valid)).toEqual({
      ...valid,
      middleName: undefined,
      addressLine_2: undefined,
    });
  });

  it('lets the optional fields be left out or null', () => {
    const {
      middleName: _m,
      gender: _g,
      phone: _p,
      addressLine_2: _a,
      state: _s,
      ...required
    } = valid;
    expect(profileForm.safeParse(required).success).toBe(true);
    expect(profileForm.safeParse({ ...required, gender: null, phone: null }).success).toBe(true);
  });

  it('checks optional fields when they are given', () => {
    expect(
      fieldErrors(profileForm, { ...valid, phone: '123', gender: 'x', middleName: '9' }),
    ).toEqual({
      phone: 'Phone number should be greater than 8 characters',
      gender: 'Please select male, female or other',
      middleName: 'Only Alphabets and Space Allowed and Must Start with Alphabet',
    });
  });

  it('names every missing required field with its SPEC message', () => {
    expect(fieldErrors(profileForm, {})).toEqual({
      firstName: 'Please provide first name',
      lastName: 'Please provide last name',
      dateOfBirth: 'Date of birth is required',
      addressLine_1: 'Please provide Address Line 1',
      city: 'City is required',
      zipCode: 'Zip code is required',
    });
  });

  it('refuses an under-18 date of birth', () => {
    expect(fieldErrors(profileForm, { ...valid, dateOfBirth: '2010-01-01' })).toEqual({
      dateOfBirth: 'You must be 18 years or older',
    });
  });

  it('adds the fixed country to the request', () => {
    const request = updateProfileRequestSchema(now);
    expect(request.parse({ ...valid, country: '199' }).country).toBe(199);
    expect(request.parse(valid).country).toBeUndefined();
    expect(fieldErrors(request, { ...valid, country: 1 })).toEqual({
      country: 'Country must be the United States (199)',
    });
  });
});

describe('sign-up form and request', () => {
  const form = {
    email: 'new@example.com',
    password: 'Abcdefgh1!',
    isTermsAccepted: true,
    stateRestrictionAccept: true,
  };
  const request = {
    email: 'new@example.com',
    password: b64('Abcdefgh1!'),
    userName: 'Player_01',
    isTermsAccepted: true,
    stateRestrictionAccept: true,
    smsPromotionAccept: false,
    browser: 'Chrome',
    friendsReferralCode: 'ABC123',
    platform: 'web',
  };

  it('accepts a valid form', () => {
    expect(ZSignUpForm.safeParse(form).success).toBe(true);
  });

  it('reports every field of an empty form', () => {
    expect(fieldErrors(ZSignUpForm, { isTermsAccepted: false })).toEqual({
      email: 'Please enter an email address',
      password: 'Password is required',
      isTermsAccepted: 'Please read and accept terms and conditions',
      stateRestrictionAccept: 'Please read and accept terms and conditions',
    });
  });

  it('accepts a valid request and keeps the password encoded', () => {
    expect(ZSignUpRequest.parse(request)).toEqual(request);
  });

  it('defaults the SMS choice to false and lets the referral code be left out', () => {
    const { smsPromotionAccept: _s, friendsReferralCode: _f, ...rest } = request;
    expect(ZSignUpRequest.parse(rest)).toEqual({ ...rest, smsPromotionAccept: false });
    expect(
      ZSignUpRequest.parse({ ...rest, friendsReferralCode: '' }).friendsReferralCode,
    ).toBeUndefined();
  });

  it.each([
    ['', 'Password is required'],
    [b64('Abc1!'), 'Password must contain at least 10 characters'],
    [b64('Abcdefgh1!Abcdefgh1!x'), 'Password must not contain more than 20 characters'],
    [
      b64('abcdefgh1!'),
      'Password must contain at least one lowercase & uppercase letter, digit and special character',
    ],
    ['Abcdefgh1!', 'Password must be base64-encoded'],
  ])('checks the decoded password: %j', (password, message) => {
    expect(fieldErrors(ZSignUpRequest, { ...request, password })).toEqual({ password: message });
  });

  it('refuses a missing password, bad username, unticked boxes and a bad referral code', () => {
    expect(
      fieldErrors(ZSignUpRequest, {
        ...request,
        password: undefined,
        userName: 'a b',
        isTermsAccepted: false,
        stateRestrictionAccept: undefined,
        friendsReferralCode: 'has space',
        browser: '',
        platform: undefined,
      }),
    ).toEqual({
      password: 'Password is required',
      userName: 'Username cannot be less than 5 characters',
      isTermsAccepted: 'Please read and accept terms and conditions',
      stateRestrictionAccept: 'Please read and accept terms and conditions',
      friendsReferralCode: 'Referral code is invalid',
      browser: 'Browser is required',
      platform: 'Platform is required',
    });
  });
});

describe('login request', () => {
  const request = {
    email: 'player@example.com',
    password: b64('Password12'),
    isTermsAccepted: true,
    stateRestrictionAccept: true,
  };

  it('accepts a valid request', () => {
    expect(ZLoginRequest.parse(request)).toEqual(request);
  });

  it('accepts any present password, such as one set through the 8-character reset', () => {
    expect(ZLoginRequest.safeParse({ ...request, password: b64('Abcdef1@') }).success).toBe(true);
  });

  it('refuses a missing or unencoded password, a bad email and unticked boxes', () => {
    expect(
      fieldErrors(ZLoginRequest, {
        email: 'nope',
        password: b64(''),
        isTermsAccepted: false,
        stateRestrictionAccept: false,
      }),
    ).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
      isTermsAccepted: 'Please read and accept terms and conditions',
      stateRestrictionAccept: 'Please read and accept terms and conditions',
    });
    expect(fieldErrors(ZLoginRequest, { ...request, password: '%%%' })).toEqual({
      password: 'Password must be base64-encoded',
    });
    expect(fieldErrors(ZLoginRequest, { ...request, password: b64('x'.repeat(129)) })).toEqual({
      password: 'Password must not contain more than 128 characters',
    });
  });

  it('bounds an existing password at 128 characters', () => {
    expect(ZExistingPassword.safeParse('x'.repeat(128)).success).toBe(true);
  });
});

describe('forgot, reset and verification requests', () => {
  it('checks the email of the forgot-password form and request', () => {
    expect(fieldErrors(ZForgotPasswordForm, { email: '' })).toEqual({
      email: 'Please enter an email address',
    });
    expect(fieldErrors(ZForgotPasswordRequest, { email: 'x@' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(ZForgotPasswordRequest.parse({ email: 'a@example.com' })).toEqual({
      email: 'a@example.com',
    });
  });

  it('applies the reset rules to the decoded new password', () => {
    const ok = { newPasswordKey: 'token-123', password: b64('Abcdef1@xy') };
    expect(ZVerifyForgotPasswordRequest.parse(ok)).toEqual(ok);
    expect(fieldErrors(ZVerifyForgotPasswordRequest, { ...ok, password: b64('Ab1@') })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(fieldErrors(ZVerifyForgotPasswordRequest, { password: b64('Abcdef1#') })).toEqual({
      newPasswordKey: 'Password reset key is required',
      password:
        'Password must contain at least one lowercase & uppercase letter, digit and special character',
    });
  });

  it('checks the resend-verification email and the verification token', () => {
    expect(fieldErrors(ZResendVerifyEmailRequest, {})).toEqual({
      email: 'Please enter an email address',
    });
    expect(ZResendVerifyEmailRequest.parse({ email: 'a@example.com' })).toEqual({
      email: 'a@example.com',
    });
    expect(fieldErrors(ZVerifyEmailRequest, { token: ' ' })).toEqual({
      token: 'Email verification token is required',
    });
    expect(ZVerifyEmailRequest.parse({ token: 'abc' })).toEqual({ token: 'abc' });
  });
});

describe('change-password request', () => {
  it('accepts an encoded old password and an encoded new password that passes the account rules', () => {
    const ok = { password: b64('Abcdef1@'), newPassword: b64('NewPass12!') };
    expect(ZChangePasswordRequest.parse(ok)).toEqual(ok);
  });

  it('applies the account rules to the decoded new password', () => {
    expect(
      fieldErrors(ZChangePasswordRequest, {
        password: b64('OldPass12!'),
        newPassword: b64('NewPass1!'),
      }),
    ).toEqual({ newPassword: 'Password must contain at least 10 characters' });
    expect(fieldErrors(ZChangePasswordRequest, {})).toEqual({
      password: 'Old Password is required',
      newPassword: 'New Password is required',
    });
  });
});

describe('phone requests', () => {
  it('accepts a code, a phone and an OTP', () => {
    expect(ZPhoneSendRequest.parse({ code: '1', phone: '5551234567' })).toEqual({
      code: '1',
      phone: '5551234567',
    });
    expect(ZPhoneVerifyRequest.parse({ code: '91', phone: '9876543210', otp: '123456' })).toEqual({
      code: '91',
      phone: '9876543210',
      otp: '123456',
    });
  });

  it('refuses a bad code, phone and OTP with their messages', () => {
    expect(fieldErrors(ZPhoneVerifyRequest, { code: '7', phone: '12 34', otp: '12' })).toEqual({
      code: 'Phone code must be +1 or +91',
      phone: 'Phone number cannot contain spaces',
      otp: 'OTP must be exactly 6 digits',
    });
  });
});
