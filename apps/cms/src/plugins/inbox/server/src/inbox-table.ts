/**
 * The inbox's CSV as people read it (docs/decisions/0091): the business columns only, headed in the
 * admin's language, the values a sales person reads (the status and language as words, the date and
 * time in the firm's time zone, the phone in international format, the document's title), written by
 * the CMS's one CSV writer (csv.ts), which also makes every formula start inert. Pure: the admin route
 * (inbox.ts) reads the rows and the firm's time zone and hands them here.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { csvTable } from '../../../../csv';
import { FIELD_LABELS } from '../../../../field-labels';

type InboxKind = 'contact' | 'lead' | 'download-request';
export type AdminLang = 'es' | 'en';
type Row = Record<string, unknown>;

/** [Spanish, English]. */
type Words = readonly [string, string];

/** Each column: the model's field its header is the label of, and how a value reads. */
interface Column {
  field: string;
  value: (row: Row, lang: AdminLang, timeZone: string, owners: ReadonlyMap<string, string>) => string;
}

const word = (words: Words, lang: AdminLang): string => (lang === 'es' ? words[0] : words[1]);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** The values of the enumerations, as words. */
const VALUES: Record<string, Record<string, Words>> = {
  lead_status: {
    new: ['Nuevo', 'New'],
    contacted: ['Contactado', 'Contacted'],
    qualified: ['Calificado', 'Qualified'],
    discarded: ['Descartado', 'Discarded'],
  },
  language: { es: ['Español', 'Spanish'], en: ['Inglés', 'English'] },
  sent_from: { form: ['Formulario', 'Form'], chat: ['Chat', 'Chat'] },
};

/** A date and time in `timeZone`, as a spreadsheet reads one: `2026-12-06 21:49`. */
export function localDateTime(value: unknown, timeZone: string): string {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * A stored phone (the dial code and the number's digits, no "+": `525512345678`) in international
 * format, `+52 55 1234 5678`; a number libphonenumber cannot read keeps its digits behind a "+".
 */
export function internationalPhone(value: unknown): string {
  const raw = text(value);
  if (!raw) return '';
  const digits = raw.replace(/\D/g, '');
  if (!digits) return raw;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed ? parsed.formatInternational() : `+${digits}`;
}

const field =
  (name: string) =>
  (row: Row): string =>
    text(row[name]);
const enumerated =
  (name: string) =>
  (row: Row, lang: AdminLang): string => {
    const v = text(row[name]);
    const words = VALUES[name]?.[v];
    return words ? word(words, lang) : v;
  };

const COLUMNS: Record<string, Column> = {
  createdAt: { field: 'createdAt', value: (row, _lang, zone) => localDateTime(row.createdAt, zone) },
  lead_status: { field: 'lead_status', value: enumerated('lead_status') },
  /** An admin user, by name (docs/decisions/0091); one the CMS no longer knows, by their stored address. */
  owner: { field: 'owner', value: (row, _lang, _zone, owners) => owners.get(text(row.owner).toLowerCase()) ?? text(row.owner) },
  name: { field: 'name', value: field('name') },
  last_name: { field: 'last_name', value: field('last_name') },
  user_name: { field: 'user_name', value: field('user_name') },
  email: { field: 'email', value: field('email') },
  phone: { field: 'phone', value: (row) => internationalPhone(row.phone) },
  company: { field: 'company', value: field('company') },
  position: { field: 'position', value: field('position') },
  industry: { field: 'industry', value: field('industry') },
  country: { field: 'country', value: field('country') },
  interest_area: { field: 'interest_area', value: field('interest_area') },
  comment: { field: 'comment', value: field('comment') },
  document: {
    field: 'download_card',
    value: (row, lang) => {
      const card = (row.download_card ?? {}) as Row;
      const [first, second] = lang === 'es' ? [card.title_es, card.title_en] : [card.title_en, card.title_es];
      return text(first) || text(second);
    },
  },
  language: { field: 'language', value: enumerated('language') },
  sent_from: { field: 'sent_from', value: enumerated('sent_from') },
  source: { field: 'source', value: field('source') },
  utm_campaign: { field: 'utm_campaign', value: field('utm_campaign') },
  landing_page: { field: 'landing_page', value: field('landing_page') },
  /** A contact from the chat: its conversation's readable transcript (docs/decisions/0092; filled by the export). */
  chat_transcript: { field: 'chat_transcript', value: field('chat_transcript') },
};

/** The business columns of each kind, left to right: what sales reads first, then where it came from. */
const KIND_COLUMNS: Record<InboxKind, string[]> = {
  contact: [
    'createdAt',
    'lead_status',
    'owner',
    'name',
    'last_name',
    'email',
    'phone',
    'company',
    'position',
    'industry',
    'country',
    'interest_area',
    'comment',
    'language',
    'sent_from',
    'source',
    'utm_campaign',
    'landing_page',
    'chat_transcript',
  ],
  lead: [
    'createdAt',
    'lead_status',
    'owner',
    'name',
    'email',
    'company',
    'position',
    'industry',
    'country',
    'interest_area',
    'language',
    'source',
    'utm_campaign',
    'landing_page',
  ],
  'download-request': [
    'createdAt',
    'lead_status',
    'owner',
    'user_name',
    'email',
    'document',
    'language',
    'source',
    'utm_campaign',
    'landing_page',
  ],
};

/** The date's header (not a field of the model); it names the time zone, so nobody reads it as UTC. */
const DATE: Words = ['Fecha', 'Date'];
/** The chat transcript's header (not a field of the contact: its conversation's). */
const TRANSCRIPT: Words = ['Transcripción del chat', 'Chat transcript'];

/**
 * The headers of a kind's CSV in `lang`: each field's label in the admin (packages/content/src/
 * model-labels.ts, through the generated field-labels.ts; docs/decisions/0042), the campaign's without
 * its parameter name.
 */
export function inboxHeaders(kind: InboxKind, lang: AdminLang, timeZone: string): string[] {
  const labels = FIELD_LABELS[`api::${kind}.${kind}`]?.fields ?? {};
  return KIND_COLUMNS[kind].map((name) => {
    const { field } = COLUMNS[name] as Column;
    if (field === 'createdAt') return `${word(DATE, lang)} (${timeZone})`;
    if (field === 'chat_transcript') return word(TRANSCRIPT, lang);
    const label = labels[field];
    const header = label ? (lang === 'es' ? label[0] : label[2]) : field;
    return header.replace(/\s*\(utm_\w+\)$/, '');
  });
}

/** A kind's submissions as the CSV's text: the header row, then one line per submission (`owners`: the admin users' names by e-mail). */
export function inboxCsv(
  kind: InboxKind,
  rows: readonly Row[],
  lang: AdminLang,
  timeZone: string,
  owners: ReadonlyMap<string, string> = new Map(),
): string {
  const columns = KIND_COLUMNS[kind].map((name) => COLUMNS[name] as Column);
  return csvTable(
    inboxHeaders(kind, lang, timeZone),
    rows.map((row) => columns.map((c) => c.value(row, lang, timeZone, owners))),
  );
}

/** How far `zone`'s clock is ahead of UTC at `at` (ms). */
function zoneOffset(at: number, zone: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((x) => [x.type, Number(x.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a day (`YYYY-MM-DD`) starts in `zone` (midnight there; daylight saving taken into account). */
export function dayStart(day: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  const first = midnightUtc - zoneOffset(midnightUtc, zone);
  return new Date(midnightUtc - zoneOffset(first, zone));
}
