import {
  ZPhoneSendRequest,
  ZPhoneVerifyRequest,
  ZUpdateProfileRequest,
} from '@app/contracts/user-validation';
import { uploadFileType } from '@app/contracts/document-upload';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import { authUserId, requireAuth } from '../../platform/request-auth';
import { AVATAR_MAX_BYTES, type UsersService } from './users.service';

export function usersRoutes(
  app: ApiApp,
  deps: {
    users: UsersService;
    /** The profile as the session's scope sees it (auth service, decision 038). */
    profileFor: (userId: number, scope: 'full' | 'redeem') => Promise<object>;
  },
) {
  const { users, profileFor } = deps;

  app.get(
    '/user/profile',
    { schema: { tags: ['users'] }, onRequest: requireAuth, config: { allowRedeemOnly: true } },
    async (request) => {
      return { data: await profileFor(authUserId(request), request.auth?.scope ?? 'full') };
    },
  );

  app.put(
    '/user/profile',
    { schema: { tags: ['users'], body: ZUpdateProfileRequest }, onRequest: requireAuth },
    async (request) => {
      const userId = authUserId(request);
      await users.updateProfile(userId, request.body);
      return {
        data: { message: 'Profile updated successfully.', user: await users.getProfile(userId) },
      };
    },
  );

  app.post(
    '/user/phoneVerify',
    { schema: { tags: ['users'], body: ZPhoneSendRequest }, onRequest: requireAuth },
    async (request) => {
      await users.sendPhoneCode(
        authUserId(request),
        request.body.code,
        request.body.phone,
        request.ip,
      );
      return { data: { message: 'Verification code sent successfully' } };
    },
  );

  app.get(
    '/user/phone',
    { schema: { tags: ['users'] }, onRequest: requireAuth },
    async (request) => {
      await users.resendPhoneCode(authUserId(request), request.ip);
      return { data: { message: 'Verification code sent successfully' } };
    },
  );

  app.post(
    '/user/phone',
    { schema: { tags: ['users'], body: ZPhoneVerifyRequest }, onRequest: requireAuth },
    async (request) => {
      const userId = authUserId(request);
      await users.verifyPhone(userId, request.body.code, request.body.phone, request.body.otp);
      return {
        data: {
          message: 'Phone number verified successfully',
          user: await users.getProfile(userId),
        },
      };
    },
  );

  app.post(
    '/user/upload-image',
    { schema: { tags: ['users'], consumes: ['multipart/form-data'] }, onRequest: requireAuth },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('ValidationError', 'Send the image as multipart/form-data.');
      let file;
      try {
        file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      } catch {
        throw new AppError('ValidationError', 'Send the image as multipart/form-data.');
      }
      if (!file) throw new AppError('ValidationError', 'Please choose an image to upload.');
      const bytes = await file.toBuffer().catch(() => {
        throw new AppError('ValidationError', 'The image must be 2 MB or smaller.');
      });
      if (file.file.truncated)
        throw new AppError('ValidationError', 'The image must be 2 MB or smaller.');
      const claimed = uploadFileType(file.filename, file.mimetype);
      const url = await users.uploadAvatar(authUserId(request), bytes, claimed);
      return { data: { message: 'Profile picture updated successfully.', profileImage: url } };
    },
  );
}
