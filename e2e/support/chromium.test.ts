import { describe, expect, it } from 'vitest';
import { missingChromiumMessage } from './chromium';

describe('missingChromiumMessage', () => {
  it('tells how to install Debian Chromium when the binary is missing', () => {
    const message = missingChromiumMessage('/usr/bin/chromium', () => false);
    expect(message).toContain('no Chromium at /usr/bin/chromium');
    expect(message).toContain('apt-get install -y chromium');
    expect(message).toContain('CHROMIUM_PATH');
  });

  it('says nothing when the binary is there', () => {
    expect(
      missingChromiumMessage('/usr/bin/chromium', (file) => file === '/usr/bin/chromium'),
    ).toBe(undefined);
  });
});
