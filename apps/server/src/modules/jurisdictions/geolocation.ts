import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import type * as GeoipLiteModule from 'geoip-lite';

/**
 * Where a request comes from, by its address (decision 050): a US state's postal code, 'abroad'
 * for an address outside the United States, or null when the address says nothing (private,
 * loopback and link-local addresses, or an address the database does not know).
 */
export type Located = string | 'abroad' | null;

/** The geolocation behind the compliance gates; a commercial provider implements the same. */
export interface Geolocation {
  locate(ip: string): Located;
}

/** Private, loopback, link-local, CGNAT and unique-local addresses: no place on the map. */
export function isNonPublicAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return true; // not an address at all
}

type GeoipLite = typeof GeoipLiteModule;
const requireModule = createRequire(import.meta.url);

/**
 * geoip-lite 1.4 (its database ships in the npm package; 2.x needs Node 24). Its data, about
 * 150 MB in memory, is loaded at the first public address, never for local ones: the embedded
 * demo and the tests on localhost do not pay for it.
 */
export function createGeoipLiteGeolocation(): Geolocation {
  let geoip: GeoipLite | undefined;
  return {
    locate(ip) {
      if (isNonPublicAddress(ip)) return null;
      geoip ??= requireModule('geoip-lite') as GeoipLite;
      const found = geoip.lookup(ip);
      if (!found?.country) return null;
      if (found.country !== 'US') return 'abroad';
      return /^[A-Z]{2}$/.test(found.region) ? found.region : null;
    },
  };
}

/** A fixed answer per address (tests, and a provider's answers replayed); others are unknown. */
export function createFixedGeolocation(places: Readonly<Record<string, Located>>): Geolocation {
  return { locate: (ip) => places[ip] ?? null };
}
