/**
 * The option lists of the plain HTML forms' native selects (country, position, industry, the
 * phone's country), in the page's language (docs/decisions/0066). The server entry gives them to a
 * document's render only, for a route whose `handle` says it has such a form: they are the HTML of
 * the native selects, shown and posted before (and without) scripts, and are never part of the page's
 * loader data. In the browser there are none: the scripts keep the server's options as they are until
 * the scripted dropdowns replace the native selects, and those load their lists from
 * /api/form-options.
 */
import { createContext, useContext } from 'react';
import type { NativeLists, SelectOption } from './options';

export const NativeListsContext = createContext<NativeLists | null>(null);

/** The lists, while the server renders a document with a plain HTML form; null in the browser. */
export const useNativeLists = (): NativeLists | null => useContext(NativeListsContext);

/** A route's `handle` when its page renders the plain HTML form with native selects. */
export interface NativeListsHandle {
  nativeLists: true;
}

export const hasNativeLists = (handle: unknown): handle is NativeListsHandle =>
  typeof handle === 'object' && handle !== null && (handle as Partial<NativeListsHandle>).nativeLists === true;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The `<option>`s of a native select as HTML: the placeholder first (empty value), the chosen one selected. */
export function optionsHtml(options: SelectOption[], chosen: string | null, placeholder?: string): string {
  const option = (value: string, label: string) =>
    `<option value="${escapeHtml(value)}"${value === (chosen ?? '') ? ' selected=""' : ''}>${escapeHtml(label)}</option>`;
  return (placeholder !== undefined ? option('', placeholder) : '') + options.map((o) => option(o.value, o.label)).join('');
}
