import { describe, expect, it } from 'vitest';
import { FRAME_RETURN_MESSAGE, readFrameReturn } from './frame-return';

const origin = 'https://casino.example.test';
const message = (data: unknown, from = origin) => ({ origin: from, data });

describe('readFrameReturn', () => {
  it('answers the status page address a frame of this site reports', () => {
    expect(
      readFrameReturn(
        message({
          type: FRAME_RETURN_MESSAGE,
          path: '/user/store/deposit-status?providerType=fiat&referenceId=ref_1',
        }),
        origin,
      ),
    ).toBe('/user/store/deposit-status?providerType=fiat&referenceId=ref_1');
  });

  it('ignores other origins, other message types and other pages', () => {
    const path = '/user/store/deposit-status?referenceId=ref_1';
    expect(
      readFrameReturn(message({ type: FRAME_RETURN_MESSAGE, path }, 'https://evil.test'), origin),
    ).toBeNull();
    expect(readFrameReturn(message({ type: 'other', path }), origin)).toBeNull();
    expect(
      readFrameReturn(
        message({ type: FRAME_RETURN_MESSAGE, path: '/user/account-details' }),
        origin,
      ),
    ).toBeNull();
    expect(
      readFrameReturn(
        message({
          type: FRAME_RETURN_MESSAGE,
          path: 'https://evil.test/user/store/deposit-status',
        }),
        origin,
      ),
    ).toBeNull();
    expect(readFrameReturn(message('hello'), origin)).toBeNull();
    expect(readFrameReturn(message(null), origin)).toBeNull();
  });
});
