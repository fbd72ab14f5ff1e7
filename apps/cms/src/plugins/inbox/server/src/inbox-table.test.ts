import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../../tests/csv-read';
import { DEFAULT_TIME_ZONE } from '../../../../firm/settings';
import { dayStart, inboxCsv, inboxHeaders, internationalPhone, localDateTime } from './inbox-table';

const contact = {
  id: 7,
  documentId: 'abc',
  createdAt: '2026-12-07T03:49:00.000Z',
  lead_status: 'qualified',
  owner: 'laura@firm.example',
  name: '=HYPERLINK("http://x","y")',
  last_name: 'Núñez',
  email: 'ana@example.com',
  phone: '525512345678',
  company: 'Señal, "Ñandú"',
  comment: '@SUM(A1)',
  position: '-2+3',
  language: 'es',
  sent_from: 'chat',
  utm_campaign: 'otoño',
  mail_status: 'sent',
  mail_claim: 'x',
  crm_last_error: 'boom',
  submission_id: 'sub-1',
};

describe("the inbox's CSV for people", () => {
  it('heads the business columns in the admin language, the date naming the firm time zone', () => {
    expect(inboxHeaders('lead', 'es', 'America/Mexico_City')).toEqual([
      'Fecha (America/Mexico_City)',
      'Estado',
      'Responsable',
      'Nombre',
      'Correo',
      'Empresa',
      'Puesto',
      'Industria',
      'País',
      'Área de interés',
      'Idioma',
      'Origen',
      'Campaña',
      'Página de llegada',
    ]);
    expect(inboxHeaders('download-request', 'en', 'UTC')).toEqual([
      'Date (UTC)',
      'Status',
      'Owner',
      'Name',
      'E-mail',
      'Document',
      'Language',
      'Source',
      'Campaign',
      'Landing page',
    ]);
  });

  it('reads as a spreadsheet would: local dates, words for values, the phone as text, formulas inert, no bookkeeping', () => {
    const owners = new Map([['laura@firm.example', 'Laura Pérez']]);
    const [header, row, ...rest] = parseCsv(inboxCsv('contact', [contact], 'es', DEFAULT_TIME_ZONE, owners));
    expect(rest).toEqual([]);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    // The business columns and, for a contact, its chat transcript (filled by the export; empty here).
    expect(header).toHaveLength(19);
    expect(header?.at(-1)).toBe('Transcripción del chat');
    expect(cell('Transcripción del chat')).toBe('');
    expect(cell('Fecha (America/Mexico_City)')).toBe('2026-12-06 21:49');
    expect(cell('Estado')).toBe('Calificado');
    // The owner, an admin user, by name (docs/decisions/0091).
    expect(cell('Responsable')).toBe('Laura Pérez');
    expect(cell('Idioma')).toBe('Español');
    expect(cell('Enviado desde')).toBe('Chat');
    expect(cell('Nombre')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(cell('Empresa')).toBe('Señal, "Ñandú"');
    expect(cell('Comentario')).toBe(`'@SUM(A1)`);
    expect(cell('Puesto')).toBe(`'-2+3`);
    // International format, kept as text: a spreadsheet would show 525512345678 as 5.25512E+11.
    expect(cell('Teléfono')).toBe(`'+52 55 1234 5678`);
    const everything = row?.join('\n') ?? '';
    for (const internal of ['sent', 'boom', 'sub-1', 'abc']) expect(everything).not.toContain(internal);
    for (const c of row ?? []) expect(c).not.toMatch(/^[=+\-@\t\r]/);
    const [en] = parseCsv(inboxCsv('contact', [contact], 'en', 'UTC'));
    expect(en?.slice(0, 4)).toEqual(['Date (UTC)', 'Status', 'Owner', 'Name']);
  });

  it("a document request's document is its title in the admin language", () => {
    const request = { createdAt: '2026-06-01T12:00:00Z', download_card: { title_es: 'Guía SAP', title_en: 'SAP guide' }, email: 'x@y.z' };
    const [, es] = parseCsv(inboxCsv('download-request', [request], 'es', 'Europe/Madrid'));
    const [, en] = parseCsv(inboxCsv('download-request', [request], 'en', 'Europe/Madrid'));
    expect(es?.[5]).toBe('Guía SAP');
    expect(en?.[5]).toBe('SAP guide');
    expect(es?.[0]).toBe('2026-06-01 14:00');
  });

  it('formats phones internationally, and keeps what it cannot read', () => {
    expect(internationalPhone('14155550123')).toBe('+1 415 555 0123');
    expect(internationalPhone('')).toBe('');
    expect(internationalPhone('999')).toBe('+999');
    expect(localDateTime('not a date', 'UTC')).toBe('');
  });

  it("finds the start of the firm's day, daylight saving included", () => {
    expect(dayStart('2026-12-06', 'America/Mexico_City').toISOString()).toBe('2026-12-06T06:00:00.000Z');
    expect(dayStart('2026-07-01', 'Europe/Madrid').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(dayStart('2026-01-15', 'Europe/Madrid').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(dayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStart('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStart('2026-12-06', 'UTC').toISOString()).toBe('2026-12-06T00:00:00.000Z');
  });
});
