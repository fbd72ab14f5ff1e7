/**
 * The option lists of the forms (SPEC §7: 200 countries, 100 positions, 100 industries), both
 * languages, from the CMS through the server's content cache, and the visitor's country guess.
 */
import { cached, cms } from '~/content/content.server';
import type { FormOptions, Option } from '~/features/contact-form/options';

async function list(name: 'country-dropdowns' | 'position-dropdowns' | 'industry-dropdowns', pageSize: number): Promise<Option[]> {
  try {
    const { data } = await cached(`form-options:${name}`, () =>
      cms().list(name, {
        pageSize,
        sort: ['id:asc'],
        fields: name === 'country-dropdowns' ? ['name_es', 'name_en', 'code', 'dial_code'] : ['name_es', 'name_en'],
      }),
    );
    return data.map((item) => {
      const base = { id: item.id, name_es: item.name_es ?? item.name_en ?? '', name_en: item.name_en ?? item.name_es ?? '' };
      if ('code' in item) return { ...base, code: (item.code ?? '').toLowerCase(), dial_code: item.dial_code ?? '' };
      return base;
    });
  } catch (error) {
    // SPEC §8: a failed list call is logged only; the form shows its empty list ('Cargando...').
    console.error(`[forms] ${name} unavailable: ${String(error)}`);
    return [];
  }
}

export async function formOptions(country: string): Promise<FormOptions> {
  const [countries, positions, industries] = await Promise.all([
    list('country-dropdowns', 200),
    list('position-dropdowns', 100),
    list('industry-dropdowns', 100),
  ]);
  return { countries, positions, industries, country };
}
