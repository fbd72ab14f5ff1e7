/**
 * The held-out evaluation set of the built-in answerer (docs/decisions/0017): its questions, how an
 * answer is judged (the right page), and the share answered right. Shared by held-out.test.ts and
 * `npx tsx apps/chat/tests/eval/report.ts` (a per-question table against a running stack).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '@site/content';
import { type Answer, answerFrom, type ContentIndex } from '../../src/answerers/built-in';

export interface HeldOutQuestion {
  q: string;
  /** The right route, or equally right routes; a route ending in '*' is a prefix. */
  page: string | string[];
}

export interface HeldOutSet {
  heldOut: true;
  note: string;
  language: Lang;
  questions: HeldOutQuestion[];
}

const here = dirname(fileURLToPath(import.meta.url));

/** Set A (held-out.{lang}.json) and set B (held-out-b.{lang}.json; see its note). */
export type SetName = 'a' | 'b';

export const setFile = (lang: Lang, set: SetName = 'a') => `held-out${set === 'b' ? '-b' : ''}.${lang}.json`;

export function readHeldOut(lang: Lang, set: SetName = 'a'): HeldOutSet {
  const file = setFile(lang, set);
  const parsed = JSON.parse(readFileSync(join(here, file), 'utf8')) as HeldOutSet;
  if (parsed.heldOut !== true || parsed.language !== lang || !Array.isArray(parsed.questions)) {
    throw new Error(`${file} is not a held-out set of language ${lang}`);
  }
  return parsed;
}

/** Whether an answer's page is one of the right ones. */
export function rightPage(answer: Pick<Answer, 'path'>, page: HeldOutQuestion['page']): boolean {
  const wanted = Array.isArray(page) ? page : [page];
  const path = answer.path;
  if (!path) return false;
  return wanted.some((w) => (w.endsWith('*') ? path.startsWith(w.slice(0, -1)) : path === w));
}

export interface Evaluation {
  lang: Lang;
  right: number;
  total: number;
  share: number;
  rows: Array<{ q: string; want: HeldOutQuestion['page']; got: string | null; ok: boolean; answerLang: Lang }>;
}

/** Asks every question of a language (the widget's language hint is the visitor's own) and scores the pages. */
export function evaluate(index: ContentIndex, lang: Lang, set: SetName = 'a'): Evaluation {
  const rows = readHeldOut(lang, set).questions.map(({ q, page }) => {
    const answer = answerFrom(index, q, lang);
    return { q, want: page, got: answer.path, ok: rightPage(answer, page), answerLang: answer.lang };
  });
  const right = rows.filter((r) => r.ok).length;
  return { lang, right, total: rows.length, share: right / rows.length, rows };
}

export const formatShare = (e: Evaluation) => `${e.lang}: ${e.right}/${e.total} (${Math.round(100 * e.share)} %)`;
