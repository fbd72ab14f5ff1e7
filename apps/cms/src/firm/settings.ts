/**
 * The firm's settings (the `firm-setting` single type, docs/decisions/0088): what the admin's dates,
 * the dashboard's days and the chat's office hours follow. One reader for every feature of the CMS,
 * and one check on save, so a misspelt zone is refused with a message instead of shifting every day.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { inAdminLanguage } from '../admin-language';

const FIRM_SETTINGS_UID = 'api::firm-setting.firm-setting';

export const DEFAULT_TIME_ZONE = 'America/Mexico_City';
/** The firm's time zone: the editors' setting, else the default (no entry yet, or one saved before the check). */
export async function firmTimeZone(strapi: Core.Strapi): Promise<string> {
  const row = (await strapi.db.query(FIRM_SETTINGS_UID).findOne({ select: ['time_zone'] })) as { time_zone?: string } | null;
  return isTimeZone(row?.time_zone) ? row.time_zone : DEFAULT_TIME_ZONE;
}

/** Whether `zone` is a time zone this runtime knows (an IANA name such as `Europe/Madrid`, or `UTC`). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Office hours as HH:MM with closing after opening, and a wait of 10 to 3600 seconds (docs/decisions/0092). */
function checkOfficeHours(strapi: Core.Strapi, data: Record<string, unknown>): void {
  const refuse = (path: string, es: string, en: string): never => {
    const message = inAdminLanguage(strapi, (lang) => (lang === 'es' ? es : en));
    throw new errors.ValidationError(message, { errors: [{ path: [path], message }] });
  };
  for (const field of ['office_opens', 'office_closes']) {
    if (!(field in data)) continue;
    const value = typeof data[field] === 'string' ? data[field].trim() : data[field];
    if (typeof value !== 'string' || !CLOCK.test(value))
      refuse(
        field,
        'Escriba la hora como HH:MM, de 00:00 a 23:59 (p. ej. 09:00).',
        'Write the time as HH:MM, 00:00 to 23:59 (e.g. 09:00).',
      );
    data[field] = value;
  }
  const opens = data.office_opens;
  const closes = data.office_closes;
  if (typeof opens === 'string' && typeof closes === 'string' && closes <= opens)
    refuse('office_closes', 'La hora de cierre debe ser posterior a la de apertura.', 'The closing time must be after the opening time.');
  const wait = data.handoff_wait_seconds;
  if (wait !== undefined && wait !== null && wait !== '' && !(Number.isInteger(Number(wait)) && Number(wait) >= 10 && Number(wait) <= 3600))
    refuse('handoff_wait_seconds', 'La espera va de 10 a 3600 segundos (vacío: 60).', 'The wait is 10 to 3600 seconds (empty: 60).');
}

/** Refuses an unknown time zone on create and update of the settings (a document service middleware). */
export function checkFirmSettings(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== FIRM_SETTINGS_UID || !['create', 'update'].includes(context.action)) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (data && 'time_zone' in data) {
      const zone = typeof data.time_zone === 'string' ? data.time_zone.trim() : data.time_zone;
      if (!isTimeZone(zone)) {
        const message = inAdminLanguage(strapi, (lang) =>
          lang === 'es'
            ? 'Zona horaria desconocida: escriba un nombre IANA como America/Mexico_City o Europe/Madrid.'
            : 'Unknown time zone: write an IANA name such as America/Mexico_City or Europe/Madrid.',
        );
        throw new errors.ValidationError(message, { errors: [{ path: ['time_zone'], message }] });
      }
      data.time_zone = zone;
    }
    if (data) checkOfficeHours(strapi, data);
    return next();
  });
}
