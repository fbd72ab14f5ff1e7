import type { Lang } from '@site/content';
import { byName, type Option } from './options';

/** PRODUCT §4/§9: default phone country Mexico; preferred Mexico, United States, Brazil. */
export const DEFAULT_PHONE_COUNTRY = 'mx';
export const PREFERRED_PHONE_COUNTRIES = ['mx', 'us', 'br'] as const;
/** The dial code of the default country, until the lists arrive. */
export const DEFAULT_DIAL_CODE = '+52';

/** The picker's countries: the preferred three first, then every other one by name in the language. */
export function phoneCountries(countries: Option[], lang: Lang): Option[] {
  const withCode = countries.filter((c) => c.code && c.dial_code);
  const preferred = PREFERRED_PHONE_COUNTRIES.map((code) => withCode.find((c) => c.code === code)).filter((c): c is Option => Boolean(c));
  const rest = withCode
    .filter((c) => !PREFERRED_PHONE_COUNTRIES.includes(c.code as (typeof PREFERRED_PHONE_COUNTRIES)[number]))
    .sort(byName(lang));
  return [...preferred, ...rest];
}
