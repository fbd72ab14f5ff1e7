/**
 * The question-and-answer pairs editors write in the chat-bot entry (`qa_pairs`, docs/decisions/0017):
 * each pair has question variants (one per line) and an answer per language, and an optional page
 * link. A visitor's question that matches a variant closely is answered with the pair, before any
 * page is quoted; the LLM provider receives the pairs with the Context.
 */
import type { ChatQaPairComponent, Lang } from '@site/content';
import { contentStems, questionWords, words } from './text';

/** One language side of a pair, ready to match. */
export interface QaEntry {
  lang: Lang;
  questions: string[];
  /** The content stems of each question variant. */
  stems: string[][];
  answer: string;
  /** A site path (/servicio-sap, /#contacto) or an https address; null without one. */
  link: string | null;
}

/** A link editors may set: a path of this site, or an https address. Anything else is ignored. */
export function safeLink(value: string | null | undefined): string | null {
  const link = (value ?? '').trim();
  if (!link) return null;
  if (/^\/(?!\/)[^\s\\]*$/.test(link)) return link;
  if (/^https:\/\/[^\s\\]+$/i.test(link)) return link;
  return null;
}

const variants = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((q) => q.trim())
    .filter(Boolean);

/** The usable sides of the pairs: a side needs at least one question and an answer. */
export function qaEntries(pairs: ReadonlyArray<Partial<ChatQaPairComponent>>): QaEntry[] {
  const out: QaEntry[] = [];
  for (const pair of pairs) {
    const link = safeLink(pair.link);
    for (const lang of ['es', 'en'] as const) {
      const questions = variants(pair[`questions_${lang}`]);
      const answer = (pair[`answer_${lang}`] ?? '').trim();
      if (!questions.length || !answer) continue;
      out.push({ lang, questions, stems: questions.map((q) => contentStems(q, lang)), answer, link });
    }
  }
  return out;
}

/** How closely a question matches a pair: 1 for the same words, 0 for none in common. */
export function pairScore(question: string, entry: QaEntry): number {
  const folded = words(question).join(' ');
  if (entry.questions.some((q) => words(q).join(' ') === folded)) return 1;
  const qwords = questionWords(question);
  if (qwords.length === 0) return 0;
  let best = 0;
  for (const variant of entry.stems) {
    if (variant.length === 0) continue;
    const set = new Set(variant);
    // Words of the question found in the variant, and words of the variant found in the question.
    const found = qwords.filter((w) => w.stems.some((s) => set.has(s))).length;
    const stemsOfQuestion = new Set(qwords.flatMap((w) => w.stems));
    const covered = variant.filter((s) => stemsOfQuestion.has(s)).length;
    const precision = found / qwords.length;
    const recall = covered / variant.length;
    if (precision === 0 || recall === 0) continue;
    best = Math.max(best, (2 * precision * recall) / (precision + recall));
  }
  return best;
}

/** A pair answers when this close (both ways: most words of each side in the other). */
export const PAIR_THRESHOLD = 0.75;

/** The best pair for a question in a language, when it matches closely enough. */
export function bestPair(entries: QaEntry[], question: string, lang: Lang): QaEntry | null {
  let best: { entry: QaEntry; score: number } | null = null;
  for (const entry of entries) {
    if (entry.lang !== lang) continue;
    const score = pairScore(question, entry);
    if (score >= PAIR_THRESHOLD && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry ?? null;
}

/** The pairs as text for an LLM's system prompt, after the Context. */
export function pairsForPrompt(entries: QaEntry[]): string {
  if (entries.length === 0) return '';
  const lines = entries.map((e) => {
    const link = e.link ? ` (${e.link})` : '';
    return `Q (${e.lang}): ${e.questions.join(' | ')}\nA (${e.lang}): ${e.answer}${link}`;
  });
  return `QUESTIONS AND ANSWERS (written by the editors; prefer these answers when a question matches)\n\n${lines.join('\n\n')}`;
}
