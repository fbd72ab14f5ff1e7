/**
 * The visitor's country from the request IP, with the bundled GeoIP country database of
 * `geoip-country` (no third-party call; PRODUCT §10.1 (D4), a deviation from §7's lookup services). Loopback,
 * private and unknown addresses fall back to Mexico, PRODUCT's default phone country.
 */
import { createRequire } from 'node:module';

const DEFAULT_COUNTRY = 'mx';

interface GeoIp {
  lookup(ip: string): { country?: string } | null;
}

let geoip: GeoIp | null | undefined;

function database(): GeoIp | null {
  if (geoip === undefined) {
    try {
      // Loaded on first use: the database is a few megabytes held in memory.
      geoip = createRequire(import.meta.url)('geoip-country') as GeoIp;
    } catch (error) {
      console.warn(`[forms] GeoIP database unavailable: ${String(error)}`);
      geoip = null;
    }
  }
  return geoip;
}

/** Two-letter lower-case country code of an IP address, or the default (mx). */
export function countryOf(ip: string): string {
  return knownCountryOf(ip) || DEFAULT_COUNTRY;
}

/** Two-letter lower-case country code of an IP address, or '' when unknown (loopback, private). */
export function knownCountryOf(ip: string): string {
  if (!ip || ip === 'unknown') return '';
  try {
    const code = database()?.lookup(ip)?.country;
    return code && /^[A-Z]{2}$/.test(code) ? code.toLowerCase() : '';
  } catch {
    return '';
  }
}
