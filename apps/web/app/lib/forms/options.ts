import type { Lang } from '@site/content';
import { useEffect, useMemo, useState } from 'react';

/** One choice of a dropdown (components/form/Select). */
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
      country: toOptions(options?.countries).sort((a, b) => a.label.localeCompare(b.label, lang)),
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
