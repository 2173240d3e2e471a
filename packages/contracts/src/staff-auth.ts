import { z } from 'zod';
import { PERMISSIONS, STAFF_ROLES, type Permission } from './staff-permissions';

/** A 6-digit authenticator code, or a recovery code (xxxxx-xxxxx). */
export const ZStaffCode = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, 'Enter the 6-digit code or a recovery code');

export const ZStaffEmail = z.email('Enter a valid email address').trim().toLowerCase().max(254);

export const ZStaffLoginRequest = z.object({
  email: ZStaffEmail,
  password: z.string().min(1, 'Enter your password').max(200),
  code: ZStaffCode.optional(),
});
export type TStaffLoginRequest = z.infer<typeof ZStaffLoginRequest>;

export const ZStaffEnrolRequest = z.object({
  enrolmentToken: z.string().min(20).max(200),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows'),
});
export type TStaffEnrolRequest = z.infer<typeof ZStaffEnrolRequest>;

export const ZStaffReauthRequest = z.object({
  password: z.string().min(1, 'Enter your password').max(200),
  code: ZStaffCode,
});
export type TStaffReauthRequest = z.infer<typeof ZStaffReauthRequest>;

export const ZStaffRole = z.enum(STAFF_ROLES);
export const ZPermission = z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]]);

/** The signed-in member as the back office sees it. */
export const ZStaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: ZStaffRole,
  permissions: z.array(ZPermission),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** A sign-in answers either a session, or the enrolment the member must finish first. */
export const ZStaffLoginResponse = z.object({
  data: z.discriminatedUnion('status', [
    z.object({ status: z.literal('SIGNED_IN'), staff: ZStaffMember }),
    z.object({
      status: z.literal('ENROL'),
      enrolmentToken: z.string(),
      /** Base32 secret, for typing into an app that cannot scan. */
      secret: z.string(),
      otpauthUrl: z.string(),
      /** The otpauth URL as a QR code (data: URL of an SVG). */
      qrCode: z.string(),
    }),
  ]),
});
export type TStaffLoginResponse = z.infer<typeof ZStaffLoginResponse>;

export const ZStaffEnrolResponse = z.object({
  data: z.object({
    status: z.literal('SIGNED_IN'),
    staff: ZStaffMember,
    /** Shown once: each signs in once when the authenticator is lost. */
    recoveryCodes: z.array(z.string()),
  }),
});
export type TStaffEnrolResponse = z.infer<typeof ZStaffEnrolResponse>;

export const ZStaffMeResponse = z.object({ data: z.object({ staff: ZStaffMember }) });
