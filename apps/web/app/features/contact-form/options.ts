import type { Lang } from '@site/content';
import { useEffect, useState } from 'react';

/** An entry of an option list (country, position, industry), in both languages. */
export interface Option {
  id: number;
  name_es: string;
  name_en: string;
  /** Countries only: two-letter code (lower case) and dial code ("+52"). */
  code?: string;
  dial_code?: string;
}

/** What /api/form-options answers. */
export interface FormOptions {
  countries: Option[];
  positions: Option[];
  industries: Option[];
  /** The visitor's country guessed by the site's server from the request IP (default mx). */
  country: string;
}

export const optionName = (option: Option, lang: Lang): string => (lang === 'es' ? option.name_es : option.name_en);

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
      // SPEC §8: failed list calls are logged only.
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, []);
  return options;
}
