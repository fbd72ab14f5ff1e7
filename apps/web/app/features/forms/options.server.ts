/**
 * The option lists of the forms (PRODUCT §7: 200 countries, 100 positions, 100 industries), both
 * languages, from the CMS through the server's content cache, and the visitor's country guess.
 */
import { cached, cms } from '~/content/content.server';
import type { Lang } from '@site/content';
import { byName, type FormLists, type FormOptions, type NativeLists, type Option, optionName, withRanks } from './options';
import { phoneCountries } from './phone';

async function list(name: 'country-dropdowns' | 'position-dropdowns' | 'industry-dropdowns', pageSize: number): Promise<Option[]> {
  try {
    // The options as the forms read them, made once per CMS change: the countries' ranks by name take
    // two collator sorts of the 200 names, which a page or /api/form-options should not repeat.
    return await cached(`form-options:${name}`, async () => {
      const { data } = await cms().list(name, {
        pageSize,
        sort: ['id:asc'],
        fields: name === 'country-dropdowns' ? ['name_es', 'name_en', 'code', 'dial_code'] : ['name_es', 'name_en'],
      });
      const options = data.map((item): Option => {
        const base = { id: item.id, name_es: item.name_es ?? item.name_en ?? '', name_en: item.name_en ?? item.name_es ?? '' };
        if ('code' in item) return { ...base, code: (item.code ?? '').toLowerCase(), dial_code: item.dial_code ?? '' };
        return base;
      });
      return name === 'country-dropdowns' ? withRanks(options) : options;
    });
  } catch (error) {
    // PRODUCT §8: a failed list call is logged only; the form shows its empty list ('Cargando...').
    console.error(`[forms] ${name} unavailable: ${String(error)}`);
    return [];
  }
}

/** The three lists, for a page whose forms render them as native selects before scripts run. */
async function formLists(): Promise<FormLists> {
  const [countries, positions, industries] = await Promise.all([
    list('country-dropdowns', 200),
    list('position-dropdowns', 100),
    list('industry-dropdowns', 100),
  ]);
  return { countries, positions, industries };
}

export async function formOptions(country: string): Promise<FormOptions> {
  return { ...(await formLists()), country };
}

/**
 * The lists as the plain HTML forms show them before scripts run (native selects), in the page's
 * language only: countries, positions and industries by id, and the phone's countries by code
 * (preferred first, as the scripted picker orders them).
 */
export async function nativeLists(lang: Lang): Promise<NativeLists> {
  const { countries, positions, industries } = await formLists();
  const named = (list: Option[]) => list.map((o) => ({ value: String(o.id), label: optionName(o, lang) }));
  return {
    country: named([...countries].sort(byName(lang))),
    position: named(positions),
    industry: named(industries),
    phone: phoneCountries(countries, lang).map((c) => ({
      value: c.code ?? '',
      label: `${(c.code ?? '').toUpperCase()} ${c.dial_code ?? ''}`,
    })),
  };
}
