/**
 * The visitor's address, one rule for the site and the chat service: the peer's address, unless the
 * peer is a trusted proxy (TRUSTED_PROXIES: CIDR ranges), in which case X-Forwarded-For is read from
 * the right, skipping trusted proxies, and the first address that is not one is the visitor's.
 */
import { BlockList, isIP } from 'node:net';

/** Loopback only: the default (a proxy or the site server on the same machine). */
const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8,::1/128';

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) → `192.0.2.1`. */
function normaliseAddress(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

interface TrustedProxies {
  /** The ranges as given (for messages). */
  readonly spec: string;
  has(ip: string): boolean;
}

/**
 * Parses a comma-separated list of CIDR ranges or single addresses (`10.0.0.0/8, 192.0.2.7, ::1/128`).
 * `none` or an empty list trusts nobody; `loopback` is the default's shorthand. Throws on a bad entry
 * (the apps check their configuration at start).
 */
export function parseTrustedProxies(spec: string): TrustedProxies {
  const list = new BlockList();
  const text = spec.trim().toLowerCase() === 'loopback' ? DEFAULT_TRUSTED_PROXIES : spec;
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry || entry.toLowerCase() === 'none') continue;
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) throw new Error(`"${entry}" has a bad prefix length`);
    list.addSubnet(address, prefix, type);
  }
  return {
    spec,
    has(ip: string) {
      const address = normaliseAddress(ip);
      const family = isIP(address);
      if (!family) return false;
      return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The visitor's address from the connection's peer and its X-Forwarded-For header (as received,
 * possibly several headers joined with commas). 'unknown' without a peer.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string {
  let current = normaliseAddress(peer ?? '');
  if (!current) return 'unknown';
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(normaliseAddress)
    .filter(Boolean);
  while (trusted.has(current) && hops.length > 0) {
    const next = hops.pop() ?? '';
    if (!isIP(next)) break;
    current = next;
  }
  return current;
}

/**
 * The visitor's address that a server put in React Router's load context (`clientIp`; the site's
 * server.ts), or null when it is not known (another adapter, a test calling a loader directly).
 */
export function contextClientIp(context: unknown): string | null {
  if (context && typeof context === 'object' && 'clientIp' in context) {
    const ip = (context as { clientIp?: unknown }).clientIp;
    if (typeof ip === 'string' && ip) return normaliseAddress(ip);
  }
  return null;
}
