import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { AVATAR_FILE_MESSAGE, type UploadFileType } from '@app/contracts/document-upload';
import { AppError } from '../../platform/app-error';
import type { RateLimiter } from '../../platform/rate-limiter';
import { hashToken, newOtp, safeEqual } from '../../platform/secure-tokens';
import type { SmsSender } from '../../platform/sms-sender';
import { decodeImage } from '../../platform/upload-decoding';
import * as repo from './users.repository';
import { toUserEntity, DEFAULT_USER_EXTRAS, type UserEntityExtras } from './user-entity';

const MINUTE = 60_000;
const OTP_TTL_MS = 3 * MINUTE;
export const OTP_MAX_ATTEMPTS = 5;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  middleName?: string | null;
  dateOfBirth: string;
  gender?: 'male' | 'female' | 'other' | null;
  addressLine_1: string;
  addressLine_2?: string | null;
  phone?: string | null;
  city: string;
  state?: string | null;
  zipCode: string;
}

/**
 * Later modules add their fields to the User entity through this hook (wallet, bonuses, VIP). The
 * sources are independent: a profile asks them all at once and merges their fields in the order
 * they were added.
 */
export type UserFieldsSource = (userId: number) => Promise<Partial<UserEntityExtras>>;

const codeHash = (userId: number, phoneCode: string, phone: string, otp: string) =>
  hashToken(`${userId}:${phoneCode}:${phone}:${otp}`);

export function createUsersService(deps: {
  db: Db;
  sms: SmsSender;
  limiter: RateLimiter;
  uploadsDir: string;
  stateExists: (stateId: number) => Promise<boolean>;
  /** Refuses a date of birth under the address state's minimum age (decision 050). */
  assertOldEnough?: (dateOfBirth: string, stateId: number | null) => Promise<void>;
  /** The self-exclusion register (decision 038): a self-excluded person's phone is refused. */
  assertIdentityFree?: (
    identity: { phoneCode: string; phone: string },
    ownUserId: number,
  ) => Promise<void>;
}) {
  const { db, sms, limiter } = deps;
  const fieldSources: UserFieldsSource[] = [];

  async function sendCode(userId: number, phoneCode: string, phone: string, ip: string) {
    await limiter.consume('otp-send-user', String(userId), { max: 5, windowMs: 15 * MINUTE });
    await limiter.consume('otp-send-ip', ip, { max: 30, windowMs: 60 * MINUTE });
    await deps.assertIdentityFree?.({ phoneCode, phone }, userId);
    if (await repo.isPhoneTakenByOther(db, phoneCode, phone, userId))
      throw new AppError('PhoneAlreadyRegistered');
    const otp = newOtp();
    await repo.insertPhoneCode(db, {
      userId,
      phoneCode,
      phone,
      codeHash: codeHash(userId, phoneCode, phone, otp),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
    });
    await sms.send(
      `+${phoneCode}${phone}`,
      `Your Golden Sweeps verification code is ${otp}. It expires in 3 minutes.`,
    );
  }

  return {
    /** In the caller's transaction when given (PGlite serves one transaction at a time). */
    findById: (id: number, tx: DbOrTx = db) => repo.findUserById(tx, id),
    findByEmail: (email: string) => repo.findUserByEmail(db, email),
    findByUsername: (username: string) => repo.findUserByUsername(db, username),
    findByReferralCode: (code: string) => repo.findUserByReferralCode(db, code),

    addFieldsSource(source: UserFieldsSource) {
      fieldSources.push(source);
    },

    /** Creates an account; a parallel sign-up with the same email or username loses cleanly. */
    async createAccount(values: repo.NewUserRow, tx: DbOrTx = db) {
      try {
        return await repo.insertUser(tx, values);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_lower_key'))
          throw new AppError('EmailAlreadyExists');
        if (isUniqueViolation(error, 'users_username_lower_key'))
          throw new AppError('UsernameAlreadyExists');
        throw error;
      }
    },

    async markEmailVerified(userId: number, tx: DbOrTx = db) {
      await repo.updateUser(tx, userId, { isEmailVerified: true });
    },

    async setPasswordHash(userId: number, passwordHash: string, tx: DbOrTx = db) {
      await repo.updateUser(tx, userId, {
        passwordHash,
        lockedUntil: null,
        passwordChangedAt: new Date(),
      });
    },

    /** Restricts the account (isRestrict: no purchase or redemption, 3079) until staff lift it. */
    async restrict(userId: number, tx: DbOrTx = db) {
      await repo.updateUser(tx, userId, { isRestrict: true });
    },

    async lockUntil(userId: number, until: Date) {
      await repo.updateUser(db, userId, { lockedUntil: until });
    },

    /** The User entity of SPEC §3 with every field. */
    async getProfile(userId: number) {
      // The row and every module's fields at once: the profile waits for the slowest, not the sum.
      const [row, ...fields] = await Promise.allSettled([
        repo.findUserById(db, userId),
        ...fieldSources.map((source) => source(userId)),
      ]);
      if (row.status === 'rejected') throw row.reason;
      if (!row.value) throw new AppError('Unauthorized');
      const extras: UserEntityExtras = { ...DEFAULT_USER_EXTRAS };
      for (const part of fields) {
        if (part.status === 'rejected') throw part.reason;
        Object.assign(extras, part.value);
      }
      return toUserEntity(row.value, extras);
    },

    async updateProfile(userId: number, input: ProfileUpdate) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('Unauthorized');
      const stateId = input.state ? Number(input.state) : null;
      if (stateId !== null && (!Number.isInteger(stateId) || !(await deps.stateExists(stateId)))) {
        throw new AppError('ValidationError', 'Please select a valid state');
      }
      await deps.assertOldEnough?.(input.dateOfBirth, stateId);
      const phone = input.phone?.trim() || null;
      // A new number must be verified by one-time code first (SPEC §4 'Profile save').
      if (phone && phone !== user.phone) {
        throw new AppError(
          'ValidationError',
          'Please verify your new phone number before saving your profile',
        );
      }
      await repo.updateUser(db, userId, {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        middleName: input.middleName?.trim() || null,
        dateOfBirth: input.dateOfBirth,
        gender: input.gender ?? null,
        addressLine1: input.addressLine_1.trim(),
        addressLine2: input.addressLine_2?.trim() || null,
        city: input.city.trim(),
        stateId,
        zipCode: input.zipCode,
      });
    },

    sendPhoneCode: sendCode,

    /** 'Resend Otp': a new code to the number of the last request. */
    async resendPhoneCode(userId: number, ip: string) {
      const last = await repo.latestPhoneCode(db, userId);
      if (!last) throw new AppError('ValidationError', 'Please enter your phone number first');
      await sendCode(userId, last.phoneCode, last.phone, ip);
    },

    async verifyPhone(userId: number, phoneCode: string, phone: string, otp: string) {
      await limiter.consume('otp-verify-user', String(userId), { max: 20, windowMs: 15 * MINUTE });
      const code = await repo.latestPhoneCode(db, userId);
      const usable =
        code &&
        code.phoneCode === phoneCode &&
        code.phone === phone &&
        !code.consumedAt &&
        code.expiresAt > new Date();
      if (!code || !usable) throw new AppError('InvalidOtp');
      const counted = await repo.registerPhoneCodeAttempt(db, code.id, OTP_MAX_ATTEMPTS);
      if (!counted) throw new AppError('InvalidOtp');
      if (!safeEqual(code.codeHash, codeHash(userId, phoneCode, phone, otp)))
        throw new AppError('InvalidOtp');
      await deps.assertIdentityFree?.({ phoneCode, phone }, userId);
      await db.transaction(async (tx) => {
        if (!(await repo.consumePhoneCode(tx, code.id))) throw new AppError('InvalidOtp');
        try {
          await repo.updateUser(tx, userId, { phoneCode, phone, phoneVerified: true });
        } catch (error) {
          if (isUniqueViolation(error, 'users_verified_phone_key'))
            throw new AppError('PhoneAlreadyRegistered');
          throw error;
        }
      });
    },

    /**
     * Stores a profile picture when it decodes as the PNG or JPEG it claims to be (by its name
     * and MIME type), re-encoded without its metadata; anything else is refused and nothing is written.
     */
    async uploadAvatar(userId: number, bytes: Buffer, claimed: UploadFileType | null) {
      const image =
        claimed === 'png' || claimed === 'jpeg' ? await decodeImage(bytes, claimed) : null;
      if (!image) throw new AppError('ValidationError', AVATAR_FILE_MESSAGE);
      const dir = path.join(deps.uploadsDir, 'avatars');
      await mkdir(dir, { recursive: true });
      const fileName = `${userId}-${randomBytes(8).toString('hex')}.${image.extension}`;
      await writeFile(path.join(dir, fileName), image.bytes);
      const url = `/uploads/avatars/${fileName}`;
      await repo.updateUser(db, userId, { profileImage: url });
      return url;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
