/**
 * A declared form's state in the browser (packages/content/src/forms.ts): its empty values, the values
 * of a plain post the page rendered again, what was typed before the scripts ran, and the JSON payload
 * its endpoint checks with the form's schema. The same for every declared form.
 */
import type { Lang } from '@site/content';
import { type FormSpec, isTicked } from '@site/content/forms';
import { idValue } from './form-post';
import { type FormOptions, nameOf } from './options';

/** A field's value: text, a chosen option's id (or none), or a ticked box. */
export type FieldValue = string | number | null | boolean;

/** Each field's value by name, with the phone's country (`phoneCountry`) and the honeypot (`website`). */
export type FormState = Record<string, FieldValue> & { phoneCountry: string; website: string };

const emptyOf = (kind: FormSpec['fields'][number]['kind']): FieldValue => (kind === 'choice' ? null : kind === 'terms' ? false : '');

/** The field's text (a text, e-mail, comment or phone field). */
export const textOf = (state: FormState, name: string): string => {
  const v = state[name];
  return typeof v === 'string' ? v : '';
};
/** The chosen option's id, or null. */
export const choiceOf = (state: FormState, name: string): number | null => {
  const v = state[name];
  return typeof v === 'number' ? v : null;
};

/** A form with nothing typed, its phone in `phoneCountry`. */
export function emptyState(form: FormSpec, phoneCountry: string): FormState {
  const state: FormState = { phoneCountry, website: '' };
  for (const f of form.fields) state[f.name] = emptyOf(f.kind);
  return state;
}

/** The values of a plain post the page renders again (docs/decisions/0012), as the form's state. */
export function stateFromPost(form: FormSpec, values: Record<string, string> | undefined, phoneCountry: string): FormState {
  const v = values ?? {};
  const state = emptyState(form, v.phone_country || phoneCountry);
  for (const f of form.fields) {
    const posted = v[f.name];
    if (f.kind === 'choice') state[f.name] = idValue(posted);
    else if (f.kind === 'terms') state[f.name] = isTicked(posted);
    else if (f.kind === 'phone') state[f.name] = (posted ?? '').replace(/\D/g, '');
    else state[f.name] = posted ?? '';
  }
  return state;
}

/**
 * What the visitor typed or chose in the plain HTML form before the scripts took over (null when
 * nothing): the state starts from it, so nothing typed before hydration is lost.
 */
export function typedBeforeHydration(form: FormSpec, element: HTMLFormElement, current: FormState): FormState | null {
  const data = new FormData(element);
  const next: FormState = { ...current };
  let changed = false;
  const take = (name: string, value: FieldValue) => {
    if (value !== current[name]) {
      next[name] = value;
      changed = true;
    }
  };
  for (const f of form.fields) {
    const posted = data.get(f.name);
    if (f.kind === 'terms') take(f.name, posted !== null);
    else if (f.kind === 'choice') {
      const v = idValue(String(posted ?? ''));
      if (v !== null) take(f.name, v);
    } else if (typeof posted === 'string' && posted !== '') take(f.name, f.kind === 'phone' ? posted.replace(/\D/g, '') : posted);
    if (f.kind === 'phone') {
      const country = data.get('phone_country');
      if (typeof country === 'string' && country) take('phoneCountry', country);
    }
  }
  const website = data.get('website');
  if (typeof website === 'string' && website !== '') take('website', website);
  return changed ? next : null;
}

/**
 * The JSON its endpoint checks (the form's schema): text as typed, a choice as the option's name in
 * the visitor's language, the phone with its country and dial code, the terms box as a boolean.
 */
export function payloadOf(
  form: FormSpec,
  state: FormState,
  context: { lang: Lang; options: FormOptions | null; dialCode: string; submissionId: string | null },
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of form.fields) {
    if (f.kind === 'choice') out[f.name] = nameOf(context.options?.[f.list], choiceOf(state, f.name), context.lang);
    else if (f.kind === 'terms') out[f.name] = state[f.name] === true;
    else if (f.kind === 'phone') {
      out.dial_code = context.dialCode;
      out.phone_country = state.phoneCountry;
      out[f.name] = textOf(state, f.name);
    } else out[f.name] = textOf(state, f.name);
  }
  return {
    ...out,
    language: context.lang,
    submission_id: context.submissionId ?? '00000000-0000-4000-8000-000000000000',
    website: state.website,
  };
}
