/**
 * The firm's office hours (the `firm-setting` single type; docs/decisions/0088, 0092): which days, from
 * when to when, on the firm's clock. Whether it is open now, and when the firm will reply, said in the
 * visitor's language ("today, before 18:00", "on Monday from 9:00"), computed from the zone's wall clock
 * by the runtime's Intl (no table of our own).
 */

type Lang = 'es' | 'en';
export type OfficeDays = 'monday-friday' | 'monday-saturday' | 'every-day';

export interface OfficeHours {
  days: OfficeDays;
  /** `HH:MM`, 24 hours. */
  opens: string;
  closes: string;
  timeZone: string;
}

/** Weekdays open, 0 = Sunday. */
const OPEN_DAYS: Record<OfficeDays, readonly number[]> = {
  'monday-friday': [1, 2, 3, 4, 5],
  'monday-saturday': [1, 2, 3, 4, 5, 6],
  'every-day': [0, 1, 2, 3, 4, 5, 6],
};
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_NAMES: Record<Lang, readonly string[]> = {
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** `HH:MM` (24 hours) as minutes after midnight, or null. */
export function minutesOf(clock: unknown): number | null {
  if (typeof clock !== 'string') return null;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The zone's weekday (0 = Sunday) and minutes after midnight at `now`. */
function wallClock(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAY.indexOf(part('weekday')), minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Whether the firm is open at `now`. */
export function isOpen(hours: OfficeHours, now: Date): boolean {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  if (opens === null || closes === null || closes <= opens) return false;
  const { weekday, minutes } = wallClock(now, hours.timeZone);
  return OPEN_DAYS[hours.days].includes(weekday) && minutes >= opens && minutes < closes;
}

const city = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * When the firm will reply, as words in the visitor's language: "today, before 18:00" while open,
 * else its next opening ("tomorrow from 9:00", "on Monday from 9:00"), with the zone's city.
 */
export function replyWhen(hours: OfficeHours, now: Date, lang: Lang): string {
  const opens = minutesOf(hours.opens) ?? 9 * 60;
  const closes = minutesOf(hours.closes) ?? 18 * 60;
  const zone = lang === 'es' ? `(hora de ${city(hours.timeZone)})` : `(${city(hours.timeZone)} time)`;
  if (isOpen(hours, now)) return lang === 'es' ? `hoy, antes de las ${clock(closes)} ${zone}` : `today, before ${clock(closes)} ${zone}`;
  const { weekday, minutes } = wallClock(now, hours.timeZone);
  const open = OPEN_DAYS[hours.days];
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = (weekday + ahead) % 7;
    if (!open.includes(day) || (ahead === 0 && minutes >= opens)) continue;
    const at = clock(opens);
    if (ahead === 0) return lang === 'es' ? `hoy a partir de las ${at} ${zone}` : `today from ${at} ${zone}`;
    if (ahead === 1) return lang === 'es' ? `mañana a partir de las ${at} ${zone}` : `tomorrow from ${at} ${zone}`;
    return lang === 'es' ? `el ${DAY_NAMES.es[day]} a partir de las ${at} ${zone}` : `on ${DAY_NAMES.en[day]} from ${at} ${zone}`;
  }
  return lang === 'es' ? 'lo antes posible' : 'as soon as we can';
}
