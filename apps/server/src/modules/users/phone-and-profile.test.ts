import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_FILE_MESSAGE } from '@app/contracts/document-upload';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, lastMessageTo, postJson, signUpVerified } from '../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

let phoneCounter = 0;
const newPhone = () =>
  `55501${String(Date.now() % 10000).padStart(4, '0')}${phoneCounter++ % 10}`.slice(0, 10);

async function sendCode(cookie: string, phone: string) {
  const res = await postJson(t, '/user/phoneVerify', { code: '1', phone }, cookie);
  const sms = await lastMessageTo(t, `+1${phone}`);
  return { res, otp: sms?.bodyText.match(/\b(\d{6})\b/)?.[1] ?? '' };
}

describe('phone verification', () => {
  it('sends a 6-digit code by SMS, refuses a wrong one with 3025 and accepts the right one', async () => {
    const { cookie } = await signUpVerified(t);
    const phone = newPhone();
    const { res, otp } = await sendCode(cookie, phone);
    expect((await json(res)).data.message).toBe('Verification code sent successfully');
    expect(otp).toMatch(/^\d{6}$/);
    const wrongOtp = otp === '000000' ? '111111' : '000000';
    const wrong = await postJson(t, '/user/phone', { code: '1', phone, otp: wrongOtp }, cookie);
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).errors[0]).toMatchObject({
      errorCode: 3025,
      description: 'Invalid OTP. Please enter again.',
    });
    const right = await postJson(t, '/user/phone', { code: '1', phone, otp }, cookie);
    expect(right.status).toBe(200);
    const body = await json(right);
    expect(body.data.message).toBe('Phone number verified successfully');
    expect(body.data.user).toMatchObject({ phone, phoneVerified: true });
  });

  it('stores the code only as a hash', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const { otp } = await sendCode(cookie, newPhone());
    const rows = await queryRows(
      t.db,
      sql`select code_hash from phone_codes where user_id = ${userId}`,
    );
    expect((rows[0] as { code_hash: string }).code_hash).not.toContain(otp);
  });

  it('refuses a number another player verified with 3016', async () => {
    const first = await signUpVerified(t);
    const phone = newPhone();
    const { otp } = await sendCode(first.cookie, phone);
    await postJson(t, '/user/phone', { code: '1', phone, otp }, first.cookie);
    const second = await signUpVerified(t);
    const res = await postJson(t, '/user/phoneVerify', { code: '1', phone }, second.cookie);
    expect(res.status).toBe(409);
    expect((await json(res)).errors[0]).toMatchObject({
      errorCode: 3016,
      description:
        'This phone number is already registered at the product, please use a different phone number.',
    });
  });

  it('refuses an expired code', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const phone = newPhone();
    const { otp } = await sendCode(cookie, phone);
    await t.db.execute(
      sql`update phone_codes set expires_at = now() - interval '1 second' where user_id = ${userId}`,
    );
    const res = await postJson(t, '/user/phone', { code: '1', phone, otp }, cookie);
    expect((await json(res)).errors[0].errorCode).toBe(3025);
  });

  it('allows at most 5 tries per code, even for the right code afterwards', async () => {
    const { cookie } = await signUpVerified(t);
    const phone = newPhone();
    const { otp } = await sendCode(cookie, phone);
    const wrongOtp = otp === '000000' ? '111111' : '000000';
    const tries = await Promise.all(
      Array.from({ length: 6 }, () =>
        postJson(t, '/user/phone', { code: '1', phone, otp: wrongOtp }, cookie),
      ),
    );
    expect(tries.every((r) => r.status === 400)).toBe(true);
    const right = await postJson(t, '/user/phone', { code: '1', phone, otp }, cookie);
    expect((await json(right)).errors[0].errorCode).toBe(3025);
  });

  it('resends a code to the last number and rate limits sending with 429', async () => {
    const { cookie } = await signUpVerified(t);
    const phone = newPhone();
    await sendCode(cookie, phone);
    const resend = await getJson(t, '/user/phone', cookie);
    expect(resend.status).toBe(200);
    for (let i = 0; i < 3; i += 1)
      await postJson(t, '/user/phoneVerify', { code: '1', phone }, cookie);
    const limited = await postJson(t, '/user/phoneVerify', { code: '1', phone }, cookie);
    expect(limited.status).toBe(429);
  });

  it('checks the OTP form rules on the server', async () => {
    const { cookie } = await signUpVerified(t);
    const res = await postJson(
      t,
      '/user/phone',
      { code: '1', phone: '5551234567', otp: '12ab' },
      cookie,
    );
    expect((await json(res)).errors[0].description).toBe('OTP must be exactly 6 digits');
  });
});

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jane',
  lastName: 'Player',
  middleName: '',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  addressLine_1: '12 Main Street',
  addressLine_2: '',
  city: 'Austin',
  state: '43',
  zipCode: '73301',
  country: '199',
  ...overrides,
});

describe('profile', () => {
  it('saves every field and answers the User entity with them', async () => {
    const { cookie } = await signUpVerified(t);
    const res = await postJson(t, '/user/profile', profile(), cookie, 'PUT');
    expect(res.status).toBe(200);
    expect((await json(res)).data.message).toBe('Profile updated successfully.');
    const me = (await json(await getJson(t, '/user/profile', cookie))).data;
    expect(me).toMatchObject({
      firstName: 'Jane',
      lastName: 'Player',
      gender: 'female',
      dateOfBirth: '1990-04-12',
      addressLine_1: '12 Main Street',
      city: 'Austin',
      state: 43,
      zipCode: '73301',
      country: 199,
    });
  });

  it.each([
    [{ zipCode: '1234' }, 'Must be exactly 5 digits'],
    [{ firstName: 'Jo' }, 'First Name must be at-least 3 characters'],
    [{ firstName: '1Jane' }, 'Only Alphabets and Space Allowed and Must Start with Alphabet'],
    [{ addressLine_1: '' }, 'Please provide Address Line 1'],
    [{ city: '' }, 'City is required'],
  ])('refuses %o with the SPEC message and changes nothing', async (override, message) => {
    const { cookie } = await signUpVerified(t);
    const res = await postJson(t, '/user/profile', profile(override), cookie, 'PUT');
    expect(res.status).toBe(400);
    expect((await json(res)).errors[0].description).toBe(message);
    expect((await json(await getJson(t, '/user/profile', cookie))).data.firstName).toBeNull();
  });

  it('refuses a player under 18', async () => {
    const { cookie } = await signUpVerified(t);
    const year = new Date().getFullYear() - 17;
    const res = await postJson(
      t,
      '/user/profile',
      profile({ dateOfBirth: `${year}-01-01` }),
      cookie,
      'PUT',
    );
    expect((await json(res)).errors[0].description).toBe('You must be 18 years or older');
  });

  it('refuses an unknown state and an unverified new phone number', async () => {
    const { cookie } = await signUpVerified(t);
    expect(
      (await postJson(t, '/user/profile', profile({ state: '999' }), cookie, 'PUT')).status,
    ).toBe(400);
    const res = await postJson(t, '/user/profile', profile({ phone: '5550009999' }), cookie, 'PUT');
    expect((await json(res)).errors[0].description).toBe(
      'Please verify your new phone number before saving your profile',
    );
  });
});

describe('profile picture', () => {
  const SECRET = 'EXIF-GPS-51.5N-0.1W';
  const SCRIPT = Buffer.from('<html><script>alert(document.cookie)</script></html>');
  /** A picture as a phone writes it: EXIF text inside. */
  const picture = (format: 'png' | 'jpeg') =>
    sharp({ create: { width: 48, height: 32, channels: 3, background: '#e8b024' } })
      .withExif({ IFD0: { Copyright: SECRET } })
      .toFormat(format)
      .toBuffer();

  const upload = (cookie: string, bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    return t.request('/api/v1/user/upload-image', {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
  };
  const avatarsDir = () => path.join(t.config.DATA_DIR, 'uploads', 'avatars');
  const storedFiles = () => (existsSync(avatarsDir()) ? readdirSync(avatarsDir()) : []);

  it.each([
    ['png', 'me.png', 'image/png'],
    ['jpeg', 'me.jpg', 'image/jpeg'],
  ] as const)(
    'stores a real %s re-encoded without its metadata and serves it as an image',
    async (format, name, type) => {
      const { cookie } = await signUpVerified(t);
      const original = await picture(format);
      expect(original.includes(SECRET)).toBe(true);
      const res = await upload(cookie, original, name, type);
      expect(res.status).toBe(200);
      const url = (await json(res)).data.profileImage as string;
      expect(url).toMatch(format === 'png' ? /\.png$/ : /\.jpg$/);
      expect((await json(await getJson(t, '/user/profile', cookie))).data.profileImage).toBe(url);
      const stored = readFileSync(path.join(avatarsDir(), path.basename(url)));
      expect(stored.includes(SECRET)).toBe(false);
      expect(await sharp(stored).metadata()).toMatchObject({ format, width: 48, height: 32 });
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      const served = await t.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBeNull();
      expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    },
  );

  it('refuses a PNG signature followed by HTML, a truncated image and a mislabelled one, and writes nothing', async () => {
    const { cookie } = await signUpVerified(t);
    const before = storedFiles();
    const png = await picture('png');
    const jpeg = await picture('jpeg');
    const refused = [
      await upload(cookie, Buffer.concat([png.subarray(0, 8), SCRIPT]), 'me.png', 'image/png'),
      await upload(cookie, jpeg.subarray(0, jpeg.length - 40), 'me.jpg', 'image/jpeg'),
      await upload(cookie, jpeg, 'me.png', 'image/png'),
      await upload(cookie, png, 'me.gif', 'image/gif'),
      await upload(cookie, SCRIPT, 'me.png', 'image/png'),
    ];
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect((await json(res)).errors[0]).toMatchObject({
        errorCode: 1000,
        description: AVATAR_FILE_MESSAGE,
      });
    }
    expect(storedFiles()).toEqual(before);
    expect((await json(await getJson(t, '/user/profile', cookie))).data.profileImage).toBeNull();
  });

  it('refuses a file too large and writes nothing', async () => {
    const { cookie } = await signUpVerified(t);
    const before = storedFiles();
    const big = await upload(
      cookie,
      Buffer.concat([await picture('png'), Buffer.alloc(3 * 1024 * 1024)]),
      'big.png',
      'image/png',
    );
    expect(big.status).toBe(400);
    expect((await json(big)).errors[0].description).toBe('The image must be 2 MB or smaller.');
    expect(storedFiles()).toEqual(before);
    expect((await json(await getJson(t, '/user/profile', cookie))).data.profileImage).toBeNull();
  });
});
