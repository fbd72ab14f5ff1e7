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

interface HeldOutQuestion {
  q: string;
  /**
   * The right route, or equally right routes; a route ending in '*' is a prefix. 'decline' (sets C and D):
   * an off-topic request, rightly answered by the polite refusal with the contact link and no other link.
   */
  page: string | string[];
}

interface HeldOutSet {
  heldOut: true;
  note: string;
  language: Lang;
  questions: HeldOutQuestion[];
}

const here = dirname(fileURLToPath(import.meta.url));

/** Set A (held-out.{lang}.json), sets B to V (held-out-b.{lang}.json … held-out-v.{lang}.json; see their notes). */
export const SETS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v'] as const;
export type SetName = (typeof SETS)[number];

/** The sets written with off-topic questions to decline (C onwards, docs/decisions/0040). */
export const SETS_WITH_OFF_TOPIC: readonly SetName[] = SETS.filter((set) => set !== 'a' && set !== 'b');

const setFile = (lang: Lang, set: SetName = 'a') => `held-out${set === 'a' ? '' : `-${set}`}.${lang}.json`;

/** The label of an off-topic question: the answer must decline. */
export const DECLINE = 'decline';

/** The links of an answer's text (markdown `[label](href)`). */
const linksOf = (text: string): string[] => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);

/** A refusal: no page of its own, and no link but the contact form's. */
function declined(answer: Pick<Answer, 'path' | 'text'>): boolean {
  return (
    answer.path === null && linksOf(answer.text).length > 0 && linksOf(answer.text).every((href) => /^(\/(es|en))?\/#contacto$/.test(href))
  );
}

export function readHeldOut(lang: Lang, set: SetName = 'a'): HeldOutSet {
  const file = setFile(lang, set);
  const parsed = JSON.parse(readFileSync(join(here, file), 'utf8')) as HeldOutSet;
  if (parsed.heldOut !== true || parsed.language !== lang || !Array.isArray(parsed.questions)) {
    throw new Error(`${file} is not a held-out set of language ${lang}`);
  }
  return parsed;
}

/** Whether an answer's page is one of the right ones. */
function rightPage(answer: Pick<Answer, 'path' | 'text'>, page: HeldOutQuestion['page']): boolean {
  if (page === DECLINE) return declined(answer);
  const wanted = Array.isArray(page) ? page : [page];
  const path = answer.path;
  if (!path) return false;
  return wanted.some((w) => (w.endsWith('*') ? path.startsWith(w.slice(0, -1)) : path === w));
}

interface Evaluation {
  lang: Lang;
  right: number;
  total: number;
  share: number;
  /** The on-topic questions answered with the right page, and the off-topic ones declined (set C). */
  pages: { right: number; total: number };
  declines: { right: number; total: number };
  rows: Array<{ q: string; want: HeldOutQuestion['page']; got: string | null; ok: boolean; answerLang: Lang }>;
}

/** Asks every question of a language (the widget's language hint is the visitor's own) and scores the pages. */
export function evaluate(index: ContentIndex, lang: Lang, set: SetName = 'a'): Evaluation {
  const rows = readHeldOut(lang, set).questions.map(({ q, page }) => {
    const answer = answerFrom(index, q, lang);
    return { q, want: page, got: answer.path, ok: rightPage(answer, page), answerLang: answer.lang };
  });
  const right = rows.filter((r) => r.ok).length;
  const count = (decline: boolean) => {
    const of = rows.filter((r) => (r.want === DECLINE) === decline);
    return { right: of.filter((r) => r.ok).length, total: of.length };
  };
  return { lang, right, total: rows.length, share: right / rows.length, pages: count(false), declines: count(true), rows };
}

const pct = (n: number, d: number) => `${n}/${d} (${d ? Math.round((100 * n) / d) : 0} %)`;

export const formatShare = (e: Evaluation) =>
  `${e.lang}: ${pct(e.right, e.total)}${e.declines.total ? `; right first page ${pct(e.pages.right, e.pages.total)}, off-topic declined ${pct(e.declines.right, e.declines.total)}` : ''}`;
