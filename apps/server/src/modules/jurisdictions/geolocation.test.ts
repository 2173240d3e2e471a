import { describe, expect, it } from 'vitest';
import {
  createFixedGeolocation,
  createGeoipLiteGeolocation,
  isNonPublicAddress,
} from './geolocation';

describe('geolocation (decision 050)', () => {
  it('places no private, loopback, link-local or shared address', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.20',
      '169.254.0.1',
      '100.64.1.1',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
      'not an address',
    ])
      expect(isNonPublicAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '203.0.113.10', '2001:4860:4860::8888'])
      expect(isNonPublicAddress(ip), ip).toBe(false);
  });

  it('reads the state from the geoip-lite database shipped in the package', () => {
    const geo = createGeoipLiteGeolocation();
    expect(geo.locate('127.0.0.1')).toBeNull();
    // Addresses of geoip-lite 1.4.10's data (the lockfile pins it).
    expect(geo.locate('207.97.227.239')).toBe('NY');
    expect(geo.locate('4.2.2.2')).toBe('SC');
    expect(geo.locate('81.2.69.142')).toBe('abroad');
    // In the United States without a region, or in no country: the address says nothing.
    expect(geo.locate('8.8.8.8')).toBeNull();
    expect(geo.locate('1.1.1.1')).toBeNull();
  });

  it('answers fixed places for a test or a replayed provider, nothing for the rest', () => {
    const geo = createFixedGeolocation({ '203.0.113.10': 'NY', '198.51.100.7': 'abroad' });
    expect(geo.locate('203.0.113.10')).toBe('NY');
    expect(geo.locate('198.51.100.7')).toBe('abroad');
    expect(geo.locate('203.0.113.11')).toBeNull();
  });
});
