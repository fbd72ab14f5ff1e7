/**
 * Answers made of the sentences that answer (docs/decisions/0081): every text passage of the site is
 * cut into sentences (the runtime's own `Intl.Segmenter`), each kept with its content stems, and a
 * question's words weigh by how rare they are among the site's sentences of that language (inverse
 * document frequency). The answer leads with the page's sentences that hold the question's rarest
 * words; a yes/no question whose rarest word is in them is answered "Yes — …", one whose word the site
 * never writes gets an honest "The site does not mention …" and what the page does say.
 */
import { detailPrefix, type Lang } from '@site/content';
import type { Passage } from './passages';
import type { Wanted } from './answer-kinds';
import { fold } from '../../learning/fold';
import { contentStems, type QuestionWord } from './text';

interface Sentence {
  path: string;
  lang: Lang;
  text: string;
  /** Its content stems (stemmed in its own language). */
  stems: ReadonlySet<string>;
  /**
   * The stems around it: its passage's heading and sections' titles, and what it names (a sentence naming
   * countries is about countries): they count less than its own words (NEAR_WEIGHT).
   */
  near: ReadonlySet<string>;
  /** What kinds of answer it holds: a figure, a year, a place. */
  holds: ReadonlySet<Wanted>;
  /** What it is about though it does not say the word: a list of countries is about countries. */
  tags: ReadonlySet<string>;
  /** What an editors' list is about: its section's name in the content model ("clients"). */
  about: ReadonlySet<string>;
  /** The editors' list in one sentence (their structured facts: certifications, values, clients). */
  list: boolean;
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

const BLOG_PREFIX = detailPrefix('blogPost');

/** A stem this long also meets the longer stems it starts (as the passage search does). */
const PREFIX_MIN = 6;
/** Sentences shorter than this are headings or labels: kept for search, never quoted alone. */
const MIN_QUOTED = 25;
/** A second sentence is quoted when it scores this share of the first's. */
const SECOND_SHARE = 0.6;
/** At most this many sentences of a page are quoted. */
const MAX_QUOTED = 3;
/** A further sentence saying a word of the question the others do not is quoted when it scores this share of the first's. */
const COVER_SHARE = 0.25;
/** A question word naming what an editors' list is about counts this much more than one of its words. */
const ABOUT_WEIGHT = 1.5;
/** A question word met only around a sentence (its heading, what it names) counts this share of its own. */
const NEAR_WEIGHT = 0.4;
/** A sentence holding the kind of answer the question asks for (a figure for "how many") counts this much more. */
const HOLDS_BOOST = 2;
/** What holding the kind of answer asked for is worth before that boost, with none of the question's words. */
const HOLDS_BASE = 1;
/** The editors' list in one sentence counts this much more than prose with the same words. */
const LIST_BOOST = 1.3;

let countries: Record<Lang, string[]> | null = null;
/**
 * The names of the world's countries in both languages, from the runtime's own region names
 * (`Intl.DisplayNames`): a sentence naming one is about a place, and about countries.
 */
function countryNames(): Record<Lang, string[]> {
  if (countries) return countries;
  const out: Record<Lang, string[]> = { es: [], en: [] };
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const lang of ['es', 'en'] as const) {
    const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    for (const a of letters)
      for (const b of letters) {
        const name = names.of(`${a}${b}`);
        if (name && name.length > 3 && !/[()]/.test(name)) out[lang].push(fold(name));
      }
  }
  countries = out;
  return out;
}

const COUNTRY_WORDS: Record<Lang, string> = { es: 'país países', en: 'country countries' };

/** How many countries a sentence names. */
function countriesIn(text: string, lang: Lang): number {
  const folded = ` ${fold(text).replace(/[^a-z0-9]+/g, ' ')} `;
  return countryNames()[lang].filter((name) => folded.includes(` ${name.replace(/[^a-z0-9]+/g, ' ').trim()} `)).length;
}

/** A number standing as a figure: "300+", "20%", "5 a 10", "150K", "1.5". */
const FIGURE = /(?:^|[^\p{L}\p{N}/])\d/u;
/** A number that is part of a name: "S/4HANA", "Microsoft 365", "ISO/IEC 27001", "C3" (after a capitalised word or inside one). */
const NAMED_NUMBER = /[\p{L}/]\d[\p{L}\d]*|\b\p{Lu}[\p{L}/]*\s\d+\b(?![%+.,]?\d|\s?%|\+)/gu;

/** What kinds of answer a sentence holds. */
function holdsOf(text: string, lang: Lang, list: boolean): Set<Wanted> {
  const holds = new Set<Wanted>();
  if (
    FIGURE.test(
      text
        // A year alone is no figure ("founded in 2014" does not say how many people work there), nor a number in a name.
        .replace(/\b(19|20)\d\d\b/g, ' ')
        .replace(NAMED_NUMBER, ' '),
    ) ||
    /\b(one|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\b/i.test(text)
  )
    holds.add('figure');
  if (/\b(19|20)\d\d\b/.test(text) && !/\+\d/.test(text)) holds.add('year');
  if (countriesIn(text, lang) > 0) holds.add('place');
  if (list) holds.add('list');
  return holds;
}

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
  const ordered = passages
    .filter((p) => p.kind === 'text' && p.role !== 'meta')
    .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  for (const p of ordered) {
    const key = `${p.path} ${p.lang}`;
    const list = byPage.get(key) ?? [];
    const around = contentStems(`${p.heading} ${p.context}`, p.lang);
    for (const [i, said] of splitSentences(p.text, p.lang).entries()) {
      // A list item's first sentence is quoted after the item's title ("ISO/IEC 27001: Our information security …").
      const text = i === 0 && p.title && !fold(said).includes(fold(p.title)) ? `${p.title.replace(/[:.]$/, '')}: ${said}` : said;
      // A name is stemmed in the other language too: "Partner" in a Spanish sentence meets "partners".
      const names = (text.match(/[\p{Lu}][\p{L}\p{N}]*/gu) ?? []).join(' ');
      const stems = new Set([...contentStems(text, p.lang), ...contentStems(names, p.lang === 'es' ? 'en' : 'es')]);
      if (stems.size === 0) continue;
      const holds = holdsOf(text, p.lang, p.role === 'list');
      // A sentence naming several countries is about countries ("with projects in Mexico, … and Chile").
      const tags = new Set(countriesIn(text, p.lang) > 1 ? contentStems(COUNTRY_WORDS[p.lang], p.lang) : []);
      // A list is about its section as the content model names it ("Companies that trust us: …" lists the
      // clients); the model's names are English words, stemmed as English too.
      const about = new Set(p.role === 'list' && p.about ? [...contentStems(p.about, p.lang), ...contentStems(p.about, 'en')] : []);
      const near = new Set(around.filter((x) => !stems.has(x)));
      list.push({ path: p.path, lang: p.lang, text, stems, near, holds, tags, about, list: p.role === 'list', order: list.length });
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
  if (sentence.stems.has(stem) || sentence.tags.has(stem)) return true;
  if (stem.length < PREFIX_MIN) return false;
  // A longer word the stem starts ("certif" meets "certification"), or a plural the stemmer of the
  // other language left ("partners" in a Spanish question meets "Partner").
  for (const s of sentence.stems)
    if (s.startsWith(stem) || (s.length > PREFIX_MIN && stem.startsWith(s) && stem.length - s.length <= 2)) return true;
  return false;
}

/**
 * A question word's weight in a language: its own stem's rarity (its other language's stem too: a product's
 * English name in a Spanish sentence; a synonym's at half; around the sentence, less), times the word's own
 * weight (a word carried from the question before counts less).
 */
function weightIn(index: SentenceIndex, lang: Lang, word: QuestionWord & { weight?: number }, sentence: Sentence): number {
  return (word.weight ?? 1) * ownWeight(index, lang, word, sentence);
}

function ownWeight(index: SentenceIndex, lang: Lang, word: QuestionWord, sentence: Sentence): number {
  const own = word.by[lang].stem;
  // What the list is about counts more than a word it says in passing ("Commitment to our clients").
  const about = word.stems.find((x) => sentence.about.has(x));
  if (about) return ABOUT_WEIGHT * (idf(index, lang, about) || 1);
  if (has(sentence, own)) return idf(index, lang, own) || 1;
  const other = word.stems.find((x) => x !== own && sentence.stems.has(x));
  if (other) return idf(index, lang, other) || 1;
  const synonym = word.by[lang].related.find((r) => has(sentence, r));
  if (synonym) return 0.5 * (idf(index, lang, synonym) || 1);
  if (sentence.near.has(own)) return NEAR_WEIGHT * (idf(index, lang, own) || 1);
  const nearSynonym = word.by[lang].related.find((r) => sentence.near.has(r));
  return nearSynonym ? 0.5 * NEAR_WEIGHT * (idf(index, lang, nearSynonym) || 1) : 0;
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
export function pageSentences(
  index: SentenceIndex,
  path: string,
  lang: Lang,
  asked: readonly QuestionWord[],
  wanted: Wanted | null = null,
): Scored[] {
  const scored: Scored[] = [];
  for (const sentence of index.byPage.get(`${path} ${lang}`) ?? []) {
    const s = scoreOf(index, lang, sentence, asked, wanted);
    if (s) scored.push(s);
  }
  return scored.sort((a, b) => b.score - a.score || a.sentence.order - b.sentence.order);
}

/** A sentence's BM25 score for the question's words (null when it has none and not the kind of answer asked for). */
function scoreOf(
  index: SentenceIndex,
  lang: Lang,
  sentence: Sentence,
  asked: readonly QuestionWord[],
  wanted: Wanted | null,
): Scored | null {
  // An editors' list is as long as its items are many: no longer than an average sentence for the length norm.
  const average = Math.max(1, index.length[lang]);
  const length = sentence.list ? Math.min(sentence.stems.size, average) : sentence.stems.size;
  const norm = (K1 + 1) / (1 + K1 * (1 - B + (B * length) / average));
  let score = 0;
  const matched: QuestionWord[] = [];
  for (const w of asked) {
    const weight = weightIn(index, lang, w, sentence);
    if (weight > 0) {
      score += weight * norm;
      matched.push(w);
    }
  }
  // The kind of answer asked for counts on its own ("how soon could they start?": the sentence with the days).
  if (wanted && sentence.holds.has(wanted)) score = (score + HOLDS_BASE) * HOLDS_BOOST;
  if (sentence.list) score *= LIST_BOOST;
  return score > 0 ? { sentence, score, matched } : null;
}

/** The best sentence of the whole site in a language for the question's words (another page may say it). */
export function siteSentence(
  index: SentenceIndex,
  lang: Lang,
  asked: readonly QuestionWord[],
  wanted: Wanted | null = null,
  keep: (sentence: Sentence) => boolean = () => true,
): Scored | null {
  let best: Scored | null = null;
  for (const [key, sentences] of index.byPage) {
    // A post's body is one writer's article, not what the firm states: it answers on its own post only.
    if (!key.endsWith(` ${lang}`) || key.startsWith(BLOG_PREFIX)) continue;
    for (const sentence of sentences) {
      if (sentence.text.length < MIN_QUOTED || !keep(sentence)) continue;
      const s = scoreOf(index, lang, sentence, asked, wanted);
      if (s && (!best || s.score > best.score)) best = s;
    }
  }
  return best;
}

/** The page's sentences to quote: the best one or two that answer, and one more saying a word of the question they do not (else none). */
export function quotedSentences(scored: readonly Scored[]): Sentence[] {
  const long = scored.filter((s) => s.sentence.text.length >= MIN_QUOTED);
  // A page of short texts only (a label, a tagline) is quoted as it is.
  const quotable = long.length ? long : scored;
  const first = quotable[0];
  if (!first) return [];
  const picked = [first];
  const said = new Set(first.matched.map((w) => w.word));
  for (const s of quotable.slice(1)) {
    if (picked.length >= MAX_QUOTED) break;
    if (picked.some((p) => p.sentence.text === s.sentence.text)) continue;
    // A second sentence that answers nearly as well; or one that says what the others do not ("FI, MM and SD?").
    const close = picked.length === 1 && s.score >= first.score * SECOND_SHARE;
    const adds = s.matched.some((w) => !said.has(w.word)) && s.score >= first.score * COVER_SHARE;
    if (!close && !adds) continue;
    picked.push(s);
    for (const w of s.matched) said.add(w.word);
  }
  return picked.sort((a, b) => a.sentence.order - b.sentence.order).map((s) => s.sentence);
}

/** The page's first sentences worth quoting (its opening), when none answers. */
export function openingSentences(index: SentenceIndex, path: string, lang: Lang, count = 2): Sentence[] {
  const all = index.byPage.get(`${path} ${lang}`) ?? [];
  const long = all.filter((s) => s.text.length >= MIN_QUOTED);
  return (long.length ? long : all).slice(0, count);
}

/**
 * The question's rarest word on the site in a language: what a yes/no question hinges on; and the words
 * no sentence of either language has (`unsaid`, in the question's order): the site may not mention them
 * (a city it never names, a product it does not sell), unless they are common words (compose.ts).
 */
export function keyWord(
  index: SentenceIndex,
  lang: Lang,
  asked: readonly QuestionWord[],
): { word: QuestionWord | null; unsaid: QuestionWord[] } {
  let word: QuestionWord | null = null;
  let rarest = 0;
  const unsaid: QuestionWord[] = [];
  for (const w of asked) {
    const known = (['es', 'en'] as const).some((l) => idf(index, l, w.by[l].stem) > 0 || w.by[l].related.some((r) => idf(index, l, r) > 0));
    if (!known) {
      if (w.word.length >= 3 && !/^\d+$/.test(w.word)) unsaid.push(w);
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
