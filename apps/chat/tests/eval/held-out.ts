/**
 * The evaluation of the built-in answerer on the labelled question sets (docs/decisions/0083): their
 * questions, how an answer is judged (the right page), and the share answered right. Shared by
 * held-out.test.ts and `npx tsx apps/chat/tests/eval/report.ts` (a per-question table against a running
 * stack).
 */
import { readFileSync } from 'node:fs';
import { createContentClient, type Lang } from '@site/content';
import { LABELLED_SETS } from '../../data/questions';
import type { LabelledQuestion, LabelledSet } from '../../data/questions/types';
import { type Answer, answerFrom, type ContentIndex, loadContent } from '../../src/answerers/built-in';
import type { IndexContent } from '../../src/answerers/built-in/passages';
import type { Semantic } from '../../src/answerers/embeddings';
import { examplesWithout } from '../../src/answerers/built-in/examples';

type HeldOutQuestion = LabelledQuestion;
type HeldOutSet = LabelledSet;

/** The labelled sets by name, `a` to `z` (apps/chat/data/questions/labelled-a.{lang}.json … labelled-z.{lang}.json; each file's note says who wrote it and how). */
export const SETS = [
  'a',
  'b',
  'c',
  'd',
  'e',
  'f',
  'g',
  'h',
  'i',
  'j',
  'k',
  'l',
  'm',
  'n',
  'o',
  'p',
  'q',
  'r',
  's',
  't',
  'u',
  'v',
  'w',
  'x',
  'y',
  'z',
] as const;
type SetName = (typeof SETS)[number];

/** The sets written with off-topic questions to decline: all but the first two (docs/decisions/0040). */
export const SETS_WITH_OFF_TOPIC: readonly SetName[] = SETS.filter((set) => set !== 'a' && set !== 'b');

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
  const found = LABELLED_SETS.find((s) => s.set === set && s.language === lang);
  if (!found) throw new Error(`no labelled set ${set} of language ${lang}`);
  return found;
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
  /** The on-topic questions answered with the right page, and the off-topic ones declined. */
  pages: { right: number; total: number };
  declines: { right: number; total: number };
  rows: Array<{ q: string; want: HeldOutQuestion['page']; got: string | null; ok: boolean; answerLang: Lang }>;
}

/** Each set's examples without it, made once for both its languages and every report (about 0.8 s each). */
const examplesFor = new Map<SetName, ReturnType<typeof examplesWithout>>();

/** The labelled examples but a set's (both its languages), as its evaluation uses them. */
export function examplesLeavingOut(set: SetName): ReturnType<typeof examplesWithout> {
  const examples = examplesFor.get(set) ?? examplesWithout(set);
  examplesFor.set(set, examples);
  return examples;
}

/**
 * Asks every question of a language (the widget's language hint is the visitor's own) and scores the pages.
 * The answerer's labelled examples leave this set out, both its languages (decision 0072): its questions
 * are as unseen by the routing model as they were by the team when the set was written.
 */
export function evaluate(
  content: ContentIndex,
  lang: Lang,
  set: SetName = 'a',
  /** The embeddings' closeness of a question to the pages (loso.ts with EMBEDDINGS_BASE_URL; docs/decisions/0085). */
  semanticOf?: (question: string) => Semantic | undefined,
): Evaluation {
  const index = { ...content, examples: examplesLeavingOut(set) };
  const rows = readHeldOut(lang, set).questions.map(({ q, page }) => {
    const answer = answerFrom(index, q, lang, semanticOf?.(q));
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

/**
 * The content the report scripts evaluate on: a file of `loadContent`'s result saved as JSON, or the
 * running stack's CMS (STACK_CMS_URL and STACK_SITE_TOKEN, as `npm run test:stack` writes them).
 */
export async function reportContent(file?: string): Promise<IndexContent> {
  if (file) return JSON.parse(readFileSync(file, 'utf8')) as IndexContent;
  const cmsUrl = process.env.STACK_CMS_URL;
  const token = process.env.STACK_SITE_TOKEN;
  if (!cmsUrl || !token) {
    console.error('Set STACK_CMS_URL and STACK_SITE_TOKEN (npm run test:stack writes them), or give a saved content file.');
    process.exit(2);
  }
  return loadContent(createContentClient({ baseUrl: cmsUrl, token }));
}
