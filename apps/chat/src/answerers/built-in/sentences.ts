/**
 * Answers made of the sentences that answer (docs/decisions/0081): every text passage of the site is
 * cut into sentences (the runtime's own `Intl.Segmenter`), each kept with its content stems, and a
 * question's words weigh by how rare they are among the site's sentences of that language (inverse
 * document frequency). The answer leads with the page's sentences that hold the question's rarest
 * words; a yes/no question whose rarest word is in them is answered "Yes — …", one whose word the site
 * never writes gets an honest "The site does not mention …" and what the page does say.
 */
import type { Lang } from '@site/content';
import { isGeneralWord } from './general';
import type { Passage } from './passages';
import { contentStems, type QuestionWord } from './text';

interface Sentence {
  path: string;
  lang: Lang;
  text: string;
  /** Its content stems (stemmed in its own language). */
  stems: ReadonlySet<string>;
  /** Its place on the page (the page's order). */
  order: number;
}

export interface SentenceIndex {
  /** A page's sentences per language (`${path} ${lang}`), in the page's order. */
  byPage: Map<string, Sentence[]>;
  /** In how many sentences of a language each stem is. */
  df: Record<Lang, Map<string, number>>;
  count: Record<Lang, number>;
  /** The average number of content stems of a sentence, per language (BM25's length norm). */
  length: Record<Lang, number>;
}

/** A stem this long also meets the longer stems it starts (as the passage search does). */
const PREFIX_MIN = 6;
/** Sentences shorter than this are headings or labels: kept for search, never quoted alone. */
const MIN_QUOTED = 25;
/** A second sentence is quoted when it scores this share of the first's. */
const SECOND_SHARE = 0.6;

const segmenters: Partial<Record<Lang, Intl.Segmenter>> = {};
const segmenter = (lang: Lang) => {
  segmenters[lang] ??= new Intl.Segmenter(lang, { granularity: 'sentence' });
  return segmenters[lang];
};

/** A text's sentences, trimmed (a line break also ends one: lists are written a line an item). */
export function splitSentences(text: string, lang: Lang): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    for (const { segment } of segmenter(lang).segment(line)) {
      const s = segment.trim();
      if (s) out.push(s);
    }
  }
  return out;
}

/** The sentences of the site's text passages (never the editors' keywords or Context lines). */
export function sentenceIndex(passages: readonly Passage[]): SentenceIndex {
  const byPage = new Map<string, Sentence[]>();
  const df: SentenceIndex['df'] = { es: new Map(), en: new Map() };
  const count = { es: 0, en: 0 };
  const stemsIn = { es: 0, en: 0 };
  const ordered = passages.filter((p) => p.kind === 'text').sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  for (const p of ordered) {
    const key = `${p.path} ${p.lang}`;
    const list = byPage.get(key) ?? [];
    for (const text of splitSentences(p.text, p.lang)) {
      const stems = new Set(contentStems(text, p.lang));
      if (stems.size === 0) continue;
      list.push({ path: p.path, lang: p.lang, text, stems, order: list.length });
      count[p.lang] += 1;
      stemsIn[p.lang] += stems.size;
      for (const s of stems) df[p.lang].set(s, (df[p.lang].get(s) ?? 0) + 1);
    }
    byPage.set(key, list);
  }
  const length = { es: stemsIn.es / Math.max(1, count.es), en: stemsIn.en / Math.max(1, count.en) };
  return { byPage, df, count, length };
}

/** How rare a stem is among a language's sentences (0 when no sentence has it). */
function idf(index: SentenceIndex, lang: Lang, stem: string): number {
  const n = index.df[lang].get(stem) ?? 0;
  return n === 0 ? 0 : Math.log(1 + index.count[lang] / n);
}

/** Whether a sentence has a word of the question (its stem, or a longer word its long stem starts). */
function has(sentence: Sentence, stem: string): boolean {
  if (sentence.stems.has(stem)) return true;
  if (stem.length < PREFIX_MIN) return false;
  for (const s of sentence.stems) if (s.startsWith(stem)) return true;
  return false;
}

/** A question word's weight in a language: its own stem's rarity (a synonym's at half). */
function weightIn(index: SentenceIndex, lang: Lang, word: QuestionWord, sentence: Sentence): number {
  const own = word.by[lang].stem;
  if (has(sentence, own)) return idf(index, lang, own) || 1;
  const synonym = word.by[lang].related.find((r) => has(sentence, r));
  return synonym ? 0.5 * (idf(index, lang, synonym) || 1) : 0;
}

interface Scored {
  sentence: Sentence;
  score: number;
  /** The question words it has. */
  matched: QuestionWord[];
}

/** BM25's constants: how fast a repeated match saturates, and how much a long sentence is discounted. */
const K1 = 1.2;
const B = 0.75;

/**
 * A page's sentences in a language that have any of the question's words, best first (ties: page
 * order): BM25 over the sentences, each question word once, so a short sentence that says the asked
 * thing ("35+ Customers") outranks a long one that mentions it in passing.
 */
export function pageSentences(index: SentenceIndex, path: string, lang: Lang, asked: readonly QuestionWord[]): Scored[] {
  const scored: Scored[] = [];
  for (const sentence of index.byPage.get(`${path} ${lang}`) ?? []) {
    const norm = (K1 + 1) / (1 + K1 * (1 - B + (B * sentence.stems.size) / Math.max(1, index.length[lang])));
    let score = 0;
    const matched: QuestionWord[] = [];
    for (const w of asked) {
      const weight = weightIn(index, lang, w, sentence);
      if (weight > 0) {
        score += weight * norm;
        matched.push(w);
      }
    }
    if (score > 0) scored.push({ sentence, score, matched });
  }
  return scored.sort((a, b) => b.score - a.score || a.sentence.order - b.sentence.order);
}

/** The best sentence of the whole site in a language for the question's words (another page may say it). */
export function siteSentence(index: SentenceIndex, lang: Lang, asked: readonly QuestionWord[]): Scored | null {
  let best: Scored | null = null;
  for (const [key] of index.byPage) {
    if (!key.endsWith(` ${lang}`)) continue;
    const top = pageSentences(index, key.slice(0, -3), lang, asked).find((s) => s.sentence.text.length >= MIN_QUOTED);
    if (top && (!best || top.score > best.score)) best = top;
  }
  return best;
}

/** The page's sentences to quote: the best one or two that answer, else none. */
export function quotedSentences(scored: readonly Scored[]): Sentence[] {
  const long = scored.filter((s) => s.sentence.text.length >= MIN_QUOTED);
  // A page of short texts only (a label, a tagline) is quoted as it is.
  const quotable = long.length ? long : scored;
  const first = quotable[0];
  if (!first) return [];
  const second = quotable.slice(1).find((s) => s.score >= first.score * SECOND_SHARE && s.sentence.text !== first.sentence.text);
  return (second ? [first, second].sort((a, b) => a.sentence.order - b.sentence.order) : [first]).map((s) => s.sentence);
}

/** The page's first sentences worth quoting (its opening), when none answers. */
export function openingSentences(index: SentenceIndex, path: string, lang: Lang, count = 2): Sentence[] {
  const all = index.byPage.get(`${path} ${lang}`) ?? [];
  const long = all.filter((s) => s.text.length >= MIN_QUOTED);
  return (long.length ? long : all).slice(0, count);
}

/**
 * The question's rarest word on the site in a language: what a yes/no question hinges on. A word no
 * sentence of either language has, and that is no general word of Spanish or English, is `unsaid`:
 * the site does not mention it (a city it never names, a product it does not sell).
 */
export function keyWord(
  index: SentenceIndex,
  lang: Lang,
  asked: readonly QuestionWord[],
): { word: QuestionWord | null; unsaid: QuestionWord | null } {
  let word: QuestionWord | null = null;
  let rarest = 0;
  let unsaid: QuestionWord | null = null;
  for (const w of asked) {
    const known = (['es', 'en'] as const).some((l) => idf(index, l, w.by[l].stem) > 0 || w.by[l].related.some((r) => idf(index, l, r) > 0));
    if (!known) {
      if (!unsaid && w.word.length >= 3 && !isGeneralWord(w.word) && !/^\d+$/.test(w.word)) unsaid = w;
      continue;
    }
    const weight = idf(index, lang, w.by[lang].stem);
    if (weight > rarest) {
      rarest = weight;
      word = w;
    }
  }
  return { word, unsaid };
}
