import { describe, expect, it } from 'vitest';
import { isTimeZone } from './settings';

describe('the firm time zone check', () => {
  it('knows IANA names and UTC', () => {
    for (const zone of ['America/Mexico_City', 'Europe/Madrid', 'UTC']) expect(isTimeZone(zone), zone).toBe(true);
  });
  it('refuses a misspelt or empty name and a non-string', () => {
    for (const zone of ['America/Mexico City', 'Mars/Olympus', '', '  ', 42, null]) expect(isTimeZone(zone), String(zone)).toBe(false);
  });
});
