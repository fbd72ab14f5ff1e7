import { describe, expect, test } from 'vitest';
import { byName, compareNames, type Option, withRanks } from './options';
import { dialCodeOf, guessedPhoneCountry, phoneCountries } from './phone';

const country = (id: number, code: string, name_es: string, name_en: string): Option => ({
  id,
  code,
  dial_code: `+${id}`,
  name_es,
  name_en,
});

describe('names in the language’s order', () => {
  test('accents sort with their letter, as the language reads them', () => {
    const names = ['Zimbabue', 'Ómán', 'Perú', 'Österreich', 'Alemania', 'Ángola'];
    expect([...names].sort(compareNames('es'))).toEqual(['Alemania', 'Ángola', 'Ómán', 'Österreich', 'Perú', 'Zimbabue']);
    expect([...names].sort(compareNames('es'))).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  test('one collator per language, made once', () => {
    expect(compareNames('en')).toBe(compareNames('en'));
    expect(compareNames('es')).not.toBe(compareNames('en'));
  });

  test('the phone picker: the preferred three first, then the rest by name in the language', () => {
    const list = [
      country(1, 'us', 'Estados Unidos', 'United States'),
      country(2, 'de', 'Alemania', 'Germany'),
      country(3, 'mx', 'México', 'Mexico'),
      country(4, 'es', 'España', 'Spain'),
      country(5, 'br', 'Brasil', 'Brazil'),
      country(6, 'at', 'Austria', 'Austria'),
    ];
    expect(phoneCountries(list, 'es').map((c) => c.code)).toEqual(['mx', 'us', 'br', 'de', 'at', 'es']);
    expect(phoneCountries(list, 'en').map((c) => c.code)).toEqual(['mx', 'us', 'br', 'at', 'de', 'es']);
  });

  test('the server ranks the names in each language; the browser orders by the ranks, with no collator', () => {
    const list = withRanks([
      country(1, 'de', 'Alemania', 'Germany'),
      country(2, 'at', 'Austria', 'Austria'),
      country(3, 'es', 'España', 'Spain'),
    ]);
    expect(list.map((c) => c.rank)).toEqual([
      { es: 0, en: 1 },
      { es: 1, en: 0 },
      { es: 2, en: 2 },
    ]);
    // Ranks win over the names (a list ranked by the server is ordered by its ranks alone) …
    const ranked = [
      { ...country(1, 'zz', 'Zeta', 'Zeta'), rank: { es: 0, en: 1 } },
      { ...country(2, 'aa', 'Alfa', 'Alfa'), rank: { es: 1, en: 0 } },
    ];
    expect([...ranked].sort(byName('es')).map((c) => c.id)).toEqual([1, 2]);
    expect([...ranked].sort(byName('en')).map((c) => c.id)).toEqual([2, 1]);
    // … and a list without them (a response cached before the ranks) is ordered by name.
    expect([country(1, 'zz', 'Zeta', 'Zeta'), country(2, 'aa', 'Alfa', 'Alfa')].sort(byName('es')).map((c) => c.id)).toEqual([2, 1]);
  });
});

describe('the dial code and the preselected phone country', () => {
  const list = [country(34, 'es', 'España', 'Spain'), { ...country(99, 'aq', 'Antártida', 'Antarctica'), dial_code: '' }];

  test("a country's dial code is the list's; the default country's is known before the lists arrive", () => {
    expect(dialCodeOf(list, 'es')).toBe('+34');
    expect(dialCodeOf(undefined, 'mx')).toBe('+52');
    expect(dialCodeOf([], 'mx')).toBe('+52');
    expect(dialCodeOf(undefined, 'es')).toBe('');
  });

  test("the visitor's country preselects the phone country only when the list has its dial code", () => {
    expect(guessedPhoneCountry({ countries: list, positions: [], industries: [], country: 'es' })).toBe('es');
    expect(guessedPhoneCountry({ countries: list, positions: [], industries: [], country: 'aq' })).toBeUndefined();
    expect(guessedPhoneCountry({ countries: list, positions: [], industries: [], country: 'fr' })).toBeUndefined();
  });
});
