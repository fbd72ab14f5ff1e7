import type { Lang } from '@site/content';
import { byName, type FormOptions, type Option } from './options';

/** PRODUCT §4/§9: default phone country Mexico; preferred Mexico, United States, Brazil. */
export const DEFAULT_PHONE_COUNTRY = 'mx';
export const PREFERRED_PHONE_COUNTRIES = ['mx', 'us', 'br'] as const;
/** The dial code of the default country, until the lists arrive. */
const DEFAULT_DIAL_CODE = '+52';

/** The picker's countries: the preferred three first, then every other one by name in the language. */
export function phoneCountries(countries: Option[], lang: Lang): Option[] {
  const withCode = countries.filter((c) => c.code && c.dial_code);
  const preferred = PREFERRED_PHONE_COUNTRIES.map((code) => withCode.find((c) => c.code === code)).filter((c): c is Option => Boolean(c));
  const rest = withCode
    .filter((c) => !PREFERRED_PHONE_COUNTRIES.includes(c.code as (typeof PREFERRED_PHONE_COUNTRIES)[number]))
    .sort(byName(lang));
  return [...preferred, ...rest];
}

/** A phone country's dial code: the list's, else the default country's until the lists arrive, else none. */
export function dialCodeOf(countries: readonly Option[] | undefined, code: string): string {
  return countries?.find((c) => c.code === code)?.dial_code ?? (code === DEFAULT_PHONE_COUNTRY ? DEFAULT_DIAL_CODE : '');
}

/** The phone country the visitor's own country (the site server's guess) preselects, when the list knows its dial code. */
export function guessedPhoneCountry(options: FormOptions): string | undefined {
  return options.countries.find((c) => c.code === options.country && c.dial_code)?.code || undefined;
}
