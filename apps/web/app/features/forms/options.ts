import type { Lang } from '@site/content';
import { useEffect, useMemo, useState } from 'react';

/** One choice of a dropdown (features/forms/fields/Select). */
export interface SelectOption {
  value: string;
  /** Text shown and matched by type-to-find. */
  label: string;
}

/** An entry of an option list (country, position, industry), in both languages. */
export interface Option {
  id: number;
  name_es: string;
  name_en: string;
  /** Countries only: two-letter code (lower case) and dial code ("+52"). */
  code?: string;
  dial_code?: string;
  /**
   * Countries only: the place of the name in each language's order, set by the server, so the browser
   * sorts without a collator of its own (making one loads the language's collation data: about 10 ms
   * on a desktop CPU, in the task that draws the first form).
   */
  rank?: Record<Lang, number>;
}

/** The option lists of the forms (in the loader data of a page with a form, and in /api/form-options). */
export interface FormLists {
  countries: Option[];
  positions: Option[];
  industries: Option[];
}

/**
 * The lists of a page's plain HTML form (native selects before scripts run), in the page's language:
 * country, position and industry options by id, and the phone's countries by code.
 */
export interface NativeLists {
  country: SelectOption[];
  position: SelectOption[];
  industry: SelectOption[];
  phone: SelectOption[];
}

/** What /api/form-options answers. */
export interface FormOptions extends FormLists {
  /** The visitor's country guessed by the site's server from the request IP (default mx). */
  country: string;
}

export const optionName = (option: Option, lang: Lang): string => (lang === 'es' ? option.name_es : option.name_en);

const collators = new Map<Lang, Intl.Collator>();

/**
 * Compares two names in the language's order (the server's ranks; in the browser only for a list
 * without them). One collator per language, made once: `localeCompare(b, lang)` with a language makes
 * one per comparison (1.6 ms against 0.15 ms to sort the 200 countries on a desktop CPU).
 */
export function compareNames(lang: Lang): (a: string, b: string) => number {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang);
    collators.set(lang, collator);
  }
  return collator.compare;
}

/** Orders options by name in the language: by the server's ranks when both have one, else by a collator. */
export function byName(lang: Lang): (a: Option, b: Option) => number {
  return (a, b) => (a.rank && b.rank ? a.rank[lang] - b.rank[lang] : compareNames(lang)(optionName(a, lang), optionName(b, lang)));
}

/** The options with their rank by name in each language (the server's, once per list). */
export function withRanks(options: Option[]): Option[] {
  const ranks = new Map<number, Record<Lang, number>>(options.map((o) => [o.id, { es: 0, en: 0 }]));
  for (const lang of ['es', 'en'] as const) {
    const compare = compareNames(lang);
    [...options]
      .sort((a, b) => compare(optionName(a, lang), optionName(b, lang)))
      .forEach((o, i) => {
        const rank = ranks.get(o.id);
        if (rank) rank[lang] = i;
      });
  }
  return options.map((o) => ({ ...o, rank: ranks.get(o.id) }));
}

/** The name, in the language, of the chosen option (by id); '' when nothing is chosen. */
export function nameOf(list: Option[] | undefined, id: number | null, lang: Lang): string {
  const o = id === null ? undefined : list?.find((x) => x.id === id);
  return o ? optionName(o, lang) : '';
}

/** The three dropdowns' options in the language: countries sorted by name, the others in the CMS's order. */
export function useDropdownOptions(options: FormOptions | null, lang: Lang): Record<'country' | 'position' | 'industry', SelectOption[]> {
  return useMemo(() => {
    const toOptions = (list: Option[] | undefined) => (list ?? []).map((o) => ({ value: String(o.id), label: optionName(o, lang) }));
    return {
      country: toOptions([...(options?.countries ?? [])].sort(byName(lang))),
      position: toOptions(options?.positions),
      industry: toOptions(options?.industries),
    };
  }, [options, lang]);
}

let request: Promise<FormOptions> | null = null;

/** Loads the option lists once per page (the contact form and the lead modal share the request). */
function loadOptions(): Promise<FormOptions> {
  if (!request) {
    request = fetch('/api/form-options', { headers: { accept: 'application/json' } })
      .then((res) => {
        if (!res.ok) throw new Error(`form options: ${res.status}`);
        return res.json() as Promise<FormOptions>;
      })
      .catch((error: unknown) => {
        request = null;
        throw error;
      });
  }
  return request;
}

/** The option lists, null until they arrive (the dropdowns show 'Cargando...' meanwhile). */
export function useFormOptions(): FormOptions | null {
  const [options, setOptions] = useState<FormOptions | null>(null);
  useEffect(() => {
    let live = true;
    loadOptions().then(
      (o) => live && setOptions(o),
      // PRODUCT §8: failed list calls are logged only.
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, []);
  return options;
}
