import { type Lang, type LangText, type SharedParagraphComponent, type Shown, shown, textOf } from '@site/content';

/** The non-empty paragraphs of a CMS paragraph list, in the current language. */
export function paragraphTexts(list: SharedParagraphComponent[] | null | undefined, lang: Lang): Shown[] {
  return (list ?? []).map((p) => shown(p, 'paragraph', lang)).filter((p) => Boolean(p.text));
}

/** Non-empty texts only (optional CMS texts). */
export function present<T extends LangText>(values: Array<T | null | undefined>): T[] {
  return values.filter((v): v is T => Boolean(textOf(v).trim()));
}

/**
 * "Assessment: we identify…" → lead "Assessment", rest "we identify…", so cards can show the lead in
 * bold. Only a short lead counts; otherwise the whole text is the rest.
 */
export function splitLead(text: string): { lead: string; rest: string } {
  const at = text.indexOf(': ');
  if (at > 0 && at <= 48) return { lead: text.slice(0, at), rest: text.slice(at + 2) };
  return { lead: '', rest: text };
}

const MAX_DESCRIPTION = 160;

/** A meta description: the CMS text, cut on a word boundary near 160 characters. */
export function summary(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_DESCRIPTION) return clean;
  const cut = clean.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`;
}
