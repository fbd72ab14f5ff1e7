/**
 * What belongs to one person in a privacy request (docs/decisions/0039; privacy-requests.ts), as pure
 * functions:
 * - an e-mail address is found in a text only as a whole address, in any case: not preceded by a
 *   character of an address's local part nor followed by one of its domain, so `ana@example.com` is
 *   not found in `mariana@example.com` nor in `ana@example.com.mx` (other people), but is in
 *   `Escríbanme a ANA@Example.com.`; scripts/privacy.mjs matches the outbox copies the same way;
 * - the person's names and companies, as their records give them, found in a stored chat question
 *   as whole words, ignoring case and accents.
 */

/** Characters of an address's local part (RFC 5322 atext and the dot): one before the address makes another address. */
const LOCAL_CHAR = "[\\p{L}\\p{N}.!#$%&'*+/=?^_`{|}~-]";
/** Characters that continue a domain: a letter, digit, hyphen or underscore, `@`, or a dot followed by a label. */
const DOMAIN_GOES_ON = '[\\p{L}\\p{N}_@-]|\\.[\\p{L}\\p{N}]';

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern finding `email` as a whole address, ignoring case. */
export function addressPattern(email: string): RegExp {
  return new RegExp(`(?<!${LOCAL_CHAR})${escapeRegExp(email.trim())}(?!${DOMAIN_GOES_ON})`, 'iu');
}

/** Whether any string inside `value` (a text, or a JSON value such as a conversation) holds the address. */
export function holdsAddress(value: unknown, pattern: RegExp): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (Array.isArray(value)) return value.some((v) => holdsAddress(v, pattern));
  if (value && typeof value === 'object') return Object.values(value).some((v) => holdsAddress(v, pattern));
  return false;
}

/** Lower case, without accents, one space between words: how names are compared. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Particles of names that say nothing of a person on their own ("María de la Luz"). */
const PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'y',
  'e',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'van',
  'von',
  'der',
  'den',
  'le',
  'san',
]);
/** Legal forms after a company's name ("Acme S.A. de C.V."): the name is found without them too. */
const LEGAL_FORM =
  /[\s,]+(s\.?\s?a\.?\s?p\.?\s?i\.?|s\.?\s?a\.?\s?b\.?|s\.?\s?de\s?r\.?\s?l\.?|s\.?\s?a\.?|s\.?\s?l\.?\s?u\.?|s\.?\s?l\.?|s\.?\s?c\.?|de\s+c\.?\s?v\.?|inc\.?|llc\.?|ltd\.?|limited|gmbh|corp\.?|co\.?|plc\.?|ag|bv|sas)$/iu;

/** A company's name as written and without its legal form(s). */
function companyTerms(company: string): string[] {
  const out = [company];
  let bare = company.trim();
  for (let i = 0; i < 4; i++) {
    const next = bare.replace(LEGAL_FORM, '').trim();
    if (next === bare) break;
    bare = next;
  }
  if (bare && bare !== company.trim()) out.push(bare);
  return out;
}

/** What the person's records call them: the fields read (contacts, leads, document requests, download users). */
interface PersonFields {
  name?: unknown;
  last_name?: unknown;
  user_name?: unknown;
  company?: unknown;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The words that name a person in a text, from their records: each name field whole, the full name
 * (name and last name), each word of a name of three letters or more that is not a particle ("Ana",
 * "Pérez"), and each company with and without its legal form. Compared plain (lower case, no accents).
 */
export function personTerms(records: readonly PersonFields[]): string[] {
  const terms = new Set<string>();
  const add = (t: string) => {
    const p = plain(t);
    if (p.replace(/[^\p{L}\p{N}]/gu, '').length >= 2) terms.add(p);
  };
  for (const r of records) {
    const names = [str(r.name), str(r.last_name), `${str(r.name)} ${str(r.last_name)}`.trim(), str(r.user_name)].filter(Boolean);
    for (const n of names) {
      add(n);
      for (const word of plain(n).split(/[^\p{L}\p{N}'’-]+/u)) if (word.length >= 3 && !PARTICLES.has(word)) add(word);
    }
    const company = str(r.company);
    if (company) for (const c of companyTerms(company)) add(c);
  }
  return [...terms];
}

/** A pattern finding any of the terms (plain) as whole words in a plain text; null when there is none. */
export function termsPattern(terms: readonly string[]): RegExp | null {
  if (!terms.length) return null;
  // Longest first, each word apart by any spacing; not inside a longer word.
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map((t) => escapeRegExp(t).replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

/** Whether a stored text (a chat question) names the person: their address, or one of their terms. */
export function namesPerson(text: string, address: RegExp, terms: RegExp | null): boolean {
  return address.test(text) || terms?.test(plain(text)) === true;
}
