/**
 * The forms' constants that need no validator (docs/decisions/0018): error codes, maximum lengths, the lead's
 * session keys and submission ids. Kept apart from ./schemas (zod, phone metadata) so a page that only
 * shows a download button loads neither; ./schemas re-exports them.
 */

/** Why a field is invalid. */
export type ErrorCode = 'required' | 'too_long' | 'email' | 'phone' | 'terms' | 'invalid';

/** Maximum lengths (PRODUCT §5 for the lead modal: 95, 95, 245, 295; the CMS model for the rest). */
export const LIMITS = {
  name: 95,
  last_name: 95,
  company: 95,
  email: 245,
  interest_area: 295,
  comment: 5000,
  phone: 16,
  option: 120,
  user_name: 95,
  honeypot: 200,
} as const;

/**
 * Session storage keys of the submitted lead (PRODUCT §3 "Session flag"): the flag and the lead's name
 * and e-mail, read by the document requests.
 */
export const LEAD_SESSION_KEYS = { flag: 'modalSubmitted', name: 'name', email: 'email' } as const;

/** A UUID v4 from the platform's random source (works where `crypto.randomUUID` is unavailable). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
