/**
 * The details a visitor typed into the chat, to pre-fill the panel's contact form (docs/decisions/0086):
 * their name, e-mail address, phone number and, when clearly given, their company, from the visitor's
 * own messages of the conversation (never the assistant's), the latest given winning.
 *
 *   "soy Ana López de Acme, ana@acme.mx, 55 1234 5678" → {name: "Ana López", company: "Acme",
 *   email: "ana@acme.mx", phone: "55 1234 5678", phoneCountry: "mx"}
 *
 * Phone numbers are found by libphonenumber-js (its full metadata: a number must be a valid one of a
 * country, not any run of digits such as a budget or a year): an international number (+52 …) by its own
 * dial code (given as its national number and its country, as the form takes it), a national one as a number of the countries the site's visitors come from (Mexico first,
 * then Spain and Latin America, or the United States first in English). A name follows "soy", "me llamo",
 * "mi nombre es", "my name is", "I'm", "I am", "this is": capitalised words (after "me llamo" or "my name
 * is" any words, as visitors often type in lower case); a company follows the name ("de Acme", "from
 * Acme"), or "trabajo en", "I work at", "mi empresa es", "somos", "our company is". Details given as a
 * list beside an e-mail address or a phone ("Tom Haskins, 330-555-0147, Holt Inc.") are read by their parts.
 */
import type { ChatPrefill } from '@site/content/chat';
import { type CountryCode, findPhoneNumbersInText } from 'libphonenumber-js/max';
import { fold } from '../learning/fold';
import { isCommonWord } from './general';

/** Where the site's visitors are: the countries a national number is read as, in order. */
const PHONE_COUNTRIES: Record<'es' | 'en', CountryCode[]> = {
  es: ['MX', 'ES', 'CO', 'AR', 'PE', 'CL', 'EC', 'GT', 'CR', 'US', 'UY', 'VE', 'BO', 'PY', 'DO', 'PA', 'SV', 'HN', 'NI'],
  en: ['US', 'MX', 'CA', 'GB', 'ES', 'CO', 'AR', 'PE', 'CL', 'AU', 'IN', 'IE', 'NZ'],
};

/** An e-mail address inside text (the form checks it again with the contact form's own rule). */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** A capitalised word of a name: "Ana", "López", "O'Neill", "O'Connell", "Jean-Luc". */
const CAPITALISED = "\\p{Lu}(?:['’]\\p{Lu})?[\\p{Ll}'’-]*\\p{Ll}[\\p{L}'’-]*";
/** Any word of a name typed in lower case ("me llamo ana lopez"). */
const ANY_WORD = "\\p{L}[\\p{L}'’-]*";
/** Lower-case particles inside a name: "María de la Fuente" — but "de" followed by one word is the company's. */
const NAME_PARTICLE = '(?:del|de la|de los|van|von|da|dos)';

/** A name of one to three words (with particles), capitalised. */
const NAME = `${CAPITALISED}(?:\\s+(?:${NAME_PARTICLE}\\s+)?${CAPITALISED}){0,2}`;
const LOOSE_NAME = `${ANY_WORD}(?:\\s+(?:${NAME_PARTICLE}\\s+)?${ANY_WORD}){0,2}`;

/** After these, capitalised words are a name: "soy Ana", "I'm Ana", "this is Ana". */
const NAME_CUE = /(?:^|[\s,.;:¡¿!?(])(?:soy|yo soy|i'm|i’m|im|i am|this is|les habla|te habla)\s+/giu;
/** After these, any words are a name: "me llamo ana", "my name is ana". */
const STRONG_NAME_CUE = /(?:^|[\s,.;:¡¿!?(])(?:me llamo|mi nombre es|my name is|my name's|name:|nombre:)\s+/giu;
/** Words that follow "soy" / "I'm" and are not a name: "soy El responsable", "I'm Interested". */
const NOT_A_NAME = new Set([
  'el',
  'la',
  'un',
  'una',
  'de',
  'del',
  'director',
  'directora',
  'gerente',
  'the',
  'a',
  'an',
  'from',
  'interested',
  'looking',
  'not',
  'here',
  'just',
  'also',
  'mexican',
  'mexicano',
  'mexicana',
  'español',
  'española',
  'spanish',
  'american',
  'new',
  'nuevo',
  'nueva',
  'cliente',
  'client',
  // Greetings and sign-offs, capitalised like a name at a list's start or end ("Best Regards", "Buenas Tardes").
  'best',
  'kind',
  'warm',
  'regards',
  'thanks',
  'thank',
  'hello',
  'hi',
  'dear',
  'good',
  'hola',
  'gracias',
  'saludos',
  'buenas',
  'buenos',
  'estimado',
  'estimada',
  'estimados',
  'atentamente',
  'cordialmente',
]);

/** A company's name: one to four words starting with a capital or a digit ("Acme", "Grupo Bimbo", "3M", "ACME S.A."). */
const COMPANY = "[\\p{Lu}\\d][\\p{L}\\d&.'’-]*(?:\\s+(?:(?:de|del|de la|de los)\\s+)?[\\p{Lu}\\d&][\\p{L}\\d&.'’-]*){0,3}";
/** Before the company right after a name: "Ana de Acme", "Mark from Globex", "Mark at Globex". */
const COMPANY_AFTER_NAME = new RegExp(
  `^\\s*,?\\s*(?:de|del|from|at|with|of|con|desde)\\s+(?:la empresa\\s+|the company\\s+)?(${COMPANY})`,
  'u',
);
/** A company named on its own: "trabajo en Acme", "I work at Acme", "mi empresa es Acme", "our company is Acme". */
const COMPANY_CUE = new RegExp(
  `(?:trabajo (?:en|para)|trabajamos (?:en|para)|mi empresa es|nuestra empresa es|la empresa es|mi compañía es|somos|i work (?:at|for)|we work (?:at|for)|my company is|our company is|the company is|we are|we're|company:|empresa:)\\s+(${COMPANY})`,
  'giu',
);

/**
 * Details given as a list ("Tom Haskins, 330-555-0147", "Mis datos: Jorge Ramírez, jr@x.cl, Grupo
 * Altiplano"): the message's parts between commas, semicolons or line breaks, a label before a colon left
 * out. In a message that gives an e-mail address or a phone number, the first part that is only a name of
 * two or three capitalised words is the name, and a later part (or any, when a cue gave the name) that is
 * only a company's name, or ends with "at"/"en" and one ("Head of Operations at Kestrel Logistics Ltd"),
 * is the company.
 */
/** A name of two or three capitalised words in a list of details ("de" inside is a particle there: "Willem de Vries"). */
const LISTED_NAME = `${CAPITALISED}(?:\\s+(?:(?:${NAME_PARTICLE}|de)\\s+)?${CAPITALISED}){1,2}`;
const WHOLE_NAME = new RegExp(`^${LISTED_NAME}$`, 'u');
/** A company ending a part ("Head of Operations at Kestrel Ltd"); right after the name, also "de"/"of" ("CIO de Acme"). */
const WHOLE_COMPANY = new RegExp(`^(?:.*\\s(?:at|en)\\s+)?(${COMPANY})$`, 'u');
const COMPANY_AFTER_ROLE = new RegExp(`^(?:.*\\s(?:at|en|de|of|from|with)\\s+)(${COMPANY})$`, 'u');
/** A name at the end of the part before an e-mail address or a phone ("… pricing to Diane Martinez, dm@x.org"). */
const NAME_AT_END = new RegExp(`(?:^|\\s)(${LISTED_NAME})$`, 'u');
/** A title before a name: "Dr Fiona McLeod" is Fiona McLeod. */
const TITLE = /^(?:dr|dra|mr|mrs|ms|miss|sr|sra|srta|ing|lic|prof)\.?\s+/iu;

/** A first name alone: one capitalised word that is no common word of either language ("Raj", not "Urgente"). */
const isFirstName = (text: string) =>
  new RegExp(`^${CAPITALISED}$`, 'u').test(text) && !NOT_A_NAME.has(text.toLowerCase()) && !isCommonWord(fold(text));

const isName = (text: string) => WHOLE_NAME.test(text) && !NOT_A_NAME.has(text.split(/\s+/)[0]?.toLowerCase() ?? '');

function listedDetails(message: string, nameEnd: number | null): { name?: string; company?: string } {
  // Each part with where it starts; what is in brackets ("Grupo Horizonte (Guadalajara)") left out.
  const parts: Array<{ text: string; at: number; details: boolean }> = [];
  const splitter = /[,;\n]+|(?<=[.?!])\s+(?=[¿¡]?\p{Lu})|\s[-–—]\s/gu;
  let start = 0;
  for (const m of [...message.matchAll(splitter), null]) {
    const end = m ? (m.index ?? 0) : message.length;
    const raw = message.slice(start, end);
    const text = raw
      .replace(/\([^)]*\)/g, ' ')
      .replace(/^[^:]*:\s*/, '')
      .replace(/\s+/g, ' ')
      .replace(/\s([.,;:])/g, '$1')
      .trim()
      .replace(/[!?]+$/, '');
    if (text) parts.push({ text, at: start, details: /[@\d]/.test(raw) });
    start = end + (m?.[0].length ?? 0);
  }
  const out: { name?: string; company?: string } = {};
  let namePart = nameEnd === null ? -1 : parts.findIndex((_part, i) => (parts[i + 1]?.at ?? Number.POSITIVE_INFINITY) > nameEnd);
  parts.forEach((part, i) => {
    if (part.details) return;
    const text = part.text.replace(TITLE, '').replace(/\.$/, '');
    if (namePart < 0 && isName(text)) {
      out.name = text;
      namePart = i;
      return;
    }
    if (namePart < 0 && parts[i + 1]?.details) {
      const m = NAME_AT_END.exec(text);
      if (m?.[1] && isName(m[1])) {
        out.name = m[1];
        namePart = i;
        return;
      }
    }
    // One capitalised word right beside the details, and no common word ("Raj, 0412 555 019", "… al 310 456 7890, Andrés").
    if (namePart < 0 && (parts[i + 1]?.details || parts[i - 1]?.details) && isFirstName(text)) {
      out.name = text;
      namePart = i;
      return;
    }
    // The company comes after the name, never before it (a greeting is no company).
    if (namePart < 0 || i <= namePart || out.company) return;
    const m = (i === namePart + 1 ? COMPANY_AFTER_ROLE.exec(part.text) : null) ?? WHOLE_COMPANY.exec(part.text);
    if (m?.[1]) out.company = companyName(m[1]);
  });
  return out;
}

/** A legal form's abbreviation ending a company's name, with its point ("Inc.", "S.A."). */
const LEGAL_FORMS = '(?:inc|ltd|co|corp|ltda|cía|cia|s\\.a|s\\.l|s\\.a\\.s|s\\.c)';
const LEGAL_FORM = new RegExp(`(?:^|\\s)${LEGAL_FORMS}\\.$`, 'iu');

/** A company's name without the punctuation after it, but a legal form's point ("Holt Fabrication Inc."). */
const companyName = (raw: string) => {
  const trimmed = trimPunctuation(raw);
  return LEGAL_FORM.test(raw.trim()) ? `${trimmed}.` : trimmed;
};

const trimPunctuation = (s: string) => s.replace(/[\s.,;:!?¡¿]+$/u, '').trim();
const capitalise = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => (/^(?:de|del|la|los|van|von|da|dos)$/.test(w) ? w : w.charAt(0).toLocaleUpperCase() + w.slice(1)))
    .join(' ');

/** The name given in a message, with where it ends (the company may follow), or null. */
function nameIn(message: string): { name: string; end: number } | null {
  let found: { name: string; end: number; at: number } | null = null;
  const keep = (name: string, at: number, end: number) => {
    if (!found || at >= found.at) found = { name, end, at };
  };
  for (const cue of message.matchAll(STRONG_NAME_CUE)) {
    const at = (cue.index ?? 0) + cue[0].length;
    const m = new RegExp(`^(?:${NAME}|${LOOSE_NAME})`, 'u').exec(message.slice(at));
    if (!m) continue;
    // Lower-case words stop at the first one that is not part of a name: "me llamo ana y quiero…".
    const words = m[0].split(/\s+/);
    const stop = words.findIndex(
      (w, i) =>
        i > 0 && (/^(?:y|and|from|at|con|with|desde|soy|i)$/i.test(w) || (/^de$/i.test(w) && !/^(?:la|los)$/i.test(words[i + 1] ?? ''))),
    );
    const kept = stop > 0 ? words.slice(0, stop) : words;
    keep(capitalise(kept.join(' ')), at, at + kept.join(' ').length);
  }
  for (const cue of message.matchAll(NAME_CUE)) {
    const at = (cue.index ?? 0) + cue[0].length;
    const m = new RegExp(`^${NAME}`, 'u').exec(message.slice(at));
    if (!m) continue;
    const first = m[0].split(/\s+/)[0] ?? '';
    if (NOT_A_NAME.has(first.toLowerCase())) continue;
    keep(m[0], at, at + m[0].length);
  }
  return found ? { name: (found as { name: string }).name, end: (found as { end: number }).end } : null;
}

/** A company's name stops where its sentence does ("Seguros Andinos. Quisiera…"), a legal form's point kept. */
const SENTENCE_END = new RegExp(`(?<!(?:^|\\s)${LEGAL_FORMS})\\.\\s.*$`, 'iu');
const untilSentenceEnd = (text: string) => text.replace(SENTENCE_END, '');

/** The company given in a message (after the name, or named on its own), or null. */
function companyIn(message: string, nameEnd: number | null): string | null {
  let company: string | null = null;
  if (nameEnd !== null) {
    const m = COMPANY_AFTER_NAME.exec(message.slice(nameEnd));
    if (m?.[1]) company = trimPunctuation(untilSentenceEnd(m[1]));
  }
  // The cue is read in any case, so the name's words are cut at the first one in lower case ("Acme en Lima").
  for (const m of message.matchAll(COMPANY_CUE))
    if (m[1] && !/^\p{Ll}/u.test(m[1]))
      company = trimPunctuation(untilSentenceEnd(m[1]).replace(/\s+(?!(?:de|del|la|los)\s)\p{Ll}.*$/u, ''));
  return company;
}

/** The labels of an e-mail domain that are no company's name ("co" of "acme.co.uk", "com" of "acme.com.ar"). */
const SUFFIX_LABELS = new Set(['co', 'com', 'org', 'net', 'gob', 'gov', 'edu', 'ac', 'mx', 'es']);

/** The e-mail domain's own name: "harrowgatefoods" of "m.o@harrowgatefoods.co.uk". */
function domainName(email: string): string {
  const labels = (email.split('@')[1] ?? '').toLowerCase().split('.').slice(0, -1);
  while (labels.length > 1 && SUFFIX_LABELS.has(labels[labels.length - 1] ?? '')) labels.pop();
  return labels[labels.length - 1] ?? '';
}

const letters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The company an e-mail address names: the capitalised words of the message (a line at a time) whose first
 * word starts the address's domain, or that are the domain ("Trimex Logistics" beside anna@trimex.pl,
 * "Viña Los Robles" beside r@vinalosrobles.cl), unless the address's own part names them (a person's domain).
 */
function companyOfDomain(message: string, email: string): string | null {
  const domain = domainName(email);
  const local = letters(email.split('@')[0] ?? '');
  if (domain.length < 3) return null;
  for (const line of message.replace(EMAIL, ' ').split('\n')) {
    for (const m of line.matchAll(new RegExp(COMPANY, 'gu'))) {
      const run = m[0];
      const first = letters(run.split(/\s+/)[0] ?? '');
      const whole = letters(run);
      const named = whole === domain || (first.length >= 4 && domain.startsWith(first));
      if (named && !(first.length >= 3 && local.includes(first))) return companyName(run);
    }
  }
  return null;
}

/** A nationally formatted number without the digits before its national number ("0711 5552040" → "711 5552040"). */
function withoutTrunkPrefix(formatted: string, national: string): string {
  let out = formatted;
  if (out.replace(/\D/g, '').length <= national.length) return out;
  while (out.replace(/\D/g, '').length > national.length) out = out.replace(/^\D*\d/, '');
  // "(08) 9321 4470" → "8 9321 4470": the trunk prefix's brackets go with it.
  return out.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The phone number in a message, as the visitor typed it, with its country when it is sure. */
function phoneIn(message: string, lang: 'es' | 'en'): { phone: string; country: string; typed: string } | null {
  // Without the e-mail addresses (their digits are not a number to call).
  const text = message.replace(EMAIL, (m) => ' '.repeat(m.length));
  for (const country of PHONE_COUNTRIES[lang]) {
    const found = findPhoneNumbersInText(text, { defaultCountry: country }).filter((f) => f.number.isValid());
    const last = found[found.length - 1];
    if (!last) continue;
    const typed = text.slice(last.startsAt, last.endsAt).trim();
    // The form takes the national number beside its country (no dial code): "+52 55 1234 5678" → "55 1234 5678";
    // without the trunk prefix a call from home would add, which the dial code replaces: "+49 711 …" → "711 …".
    const phone = typed.startsWith('+') ? withoutTrunkPrefix(last.number.formatNational(), last.number.nationalNumber) : typed;
    return { phone, country: (last.number.country ?? country).toLowerCase(), typed };
  }
  return null;
}

/** The details one message gives: its (last) e-mail address and phone, the name and the company. */
function detailsIn(
  message: string,
  lang: 'es' | 'en',
): { email?: string; phone?: ReturnType<typeof phoneIn>; name?: string; company?: string } {
  const emails = message.match(EMAIL);
  const email = emails?.[emails.length - 1];
  const phone = phoneIn(message, lang);
  const name = nameIn(message);
  const listed = email || phone ? listedDetails(message, name?.end ?? null) : {};
  // The company the e-mail address's domain names is surer than any cue.
  const company = (email ? companyOfDomain(message, email) : null) ?? companyIn(message, name?.end ?? null) ?? listed.company;
  return {
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(name ? { name: trimPunctuation(name.name.replace(TITLE, '')) } : listed.name ? { name: listed.name } : {}),
    ...(company ? { company } : {}),
  };
}

/**
 * The details the visitor gave in their messages (oldest first), the latest of each kind winning; empty
 * when none. `lang` orders the countries a national phone number is read as.
 */
export function prefillFrom(userMessages: readonly string[], lang: 'es' | 'en' = 'es'): ChatPrefill {
  const prefill: ChatPrefill = {};
  for (const message of userMessages) {
    const { email, phone, name, company } = detailsIn(message, lang);
    if (email) prefill.email = email;
    if (phone) {
      prefill.phone = phone.phone;
      prefill.phoneCountry = phone.country;
    }
    if (name) prefill.name = name;
    if (company) prefill.company = company;
    // A name that is the company is none.
    if (company && prefill.name && letters(prefill.name) === letters(company)) delete prefill.name;
  }
  return prefill;
}

/**
 * The message without the details a visitor typed in it (e-mail addresses, phone numbers, the name and the
 * company read as prefillFrom reads them): what the message asks, where a name is no word the site lacks;
 * and whether it gave an e-mail address or a phone number ("my e-mail is …" asks for no address of ours).
 */
export function withoutDetails(message: string, lang: 'es' | 'en' = 'es'): { asking: string; gave: boolean } {
  const { email, phone, name, company } = detailsIn(message, lang);
  let out = message.replace(EMAIL, ' ');
  if (phone) out = out.replace(phone.typed, ' ');
  for (const typed of [name, company]) if (typed) out = out.split(typed).join(' ');
  return { asking: out.replace(/\s+/g, ' ').trim(), gave: Boolean(email || phone) };
}
