import { describe, expect, it } from 'vitest';
import { isOpen, minutesOf, type OfficeHours, replyWhen } from './hours';

const mexico: OfficeHours = { days: 'monday-friday', opens: '09:00', closes: '18:00', timeZone: 'America/Mexico_City' };
// Monday 7 December 2026; Mexico City is UTC-6.
const at = (iso: string) => new Date(iso);

describe('office hours on the firm clock', () => {
  it('is open on its days between opening and closing, in its own zone', () => {
    expect(isOpen(mexico, at('2026-12-07T15:00:00Z'))).toBe(true); // Monday 09:00
    expect(isOpen(mexico, at('2026-12-07T14:59:00Z'))).toBe(false); // Monday 08:59
    expect(isOpen(mexico, at('2026-12-08T00:00:00Z'))).toBe(false); // Monday 18:00
    expect(isOpen(mexico, at('2026-12-12T17:00:00Z'))).toBe(false); // Saturday 11:00
    expect(isOpen({ ...mexico, days: 'monday-saturday' }, at('2026-12-12T17:00:00Z'))).toBe(true);
    expect(isOpen({ ...mexico, timeZone: 'Europe/Madrid' }, at('2026-12-07T15:00:00Z'))).toBe(true); // 16:00 in Madrid
    expect(isOpen({ ...mexico, opens: '18:00', closes: '09:00' }, at('2026-12-07T15:00:00Z'))).toBe(false);
  });

  it('says when the firm will reply, in the visitor language', () => {
    expect(replyWhen(mexico, at('2026-12-07T15:00:00Z'), 'es')).toBe('hoy, antes de las 18:00 (hora de Mexico City)');
    expect(replyWhen(mexico, at('2026-12-07T13:00:00Z'), 'en')).toBe('today from 9:00 (Mexico City time)');
    expect(replyWhen(mexico, at('2026-12-08T01:00:00Z'), 'es')).toBe('mañana a partir de las 9:00 (hora de Mexico City)');
    expect(replyWhen(mexico, at('2026-12-12T01:00:00Z'), 'en')).toBe('on Monday from 9:00 (Mexico City time)'); // Friday 19:00
    expect(replyWhen(mexico, at('2026-12-12T17:00:00Z'), 'es')).toBe('el lunes a partir de las 9:00 (hora de Mexico City)');
  });

  it('reads HH:MM only', () => {
    expect(minutesOf('09:30')).toBe(570);
    for (const bad of ['9:30', '24:00', '12:60', '', null, 930]) expect(minutesOf(bad), String(bad)).toBeNull();
  });
});
