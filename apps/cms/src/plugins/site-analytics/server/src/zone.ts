/**
 * Days in the firm's time zone (docs/decisions/0088, 0090): the day an event is counted on, the
 * visitor salt's day and the dashboard's ranges follow the zone the editors set, not UTC, so a visit
 * at 19:00 in Mexico City is counted that day, not the next.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, f);
  }
  return f;
}

function parts(ms: number, zone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of format(zone).formatToParts(new Date(ms))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** The day (YYYY-MM-DD) of an instant in `zone`. */
export function dayIn(ms: number, zone: string): string {
  const p = parts(ms, zone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** How far `zone` is ahead of UTC at an instant, in milliseconds. */
function offset(ms: number, zone: string): number {
  const p = parts(ms, zone);
  const asUtc = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - (ms - (ms % 1000));
}

/** The instant a day (YYYY-MM-DD) starts in `zone` (its midnight, or its first hour when a change of time skips it). */
export function dayStart(day: string, zone: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let guess = utcMidnight - offset(utcMidnight, zone);
  // Once more with the offset at the guess: the day's midnight may be on the other side of a change of time.
  guess = utcMidnight - offset(guess, zone);
  return dayIn(guess, zone) === day ? guess : guess + 60 * 60 * 1000;
}

/** A day plus `n` days (calendar arithmetic on the date, independent of any zone). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included (at most 1000). */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 1000; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The Monday of a day's week. */
export function weekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return addDays(day, -((d.getUTCDay() + 6) % 7));
}
