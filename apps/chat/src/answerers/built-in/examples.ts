/**
 * The page a question asks for, read from labelled visitor questions (docs/decisions/0072): the five
 * most similar examples vote for their page, each with its similarity. The examples are the outsiders'
 * sets (apps/chat/data/questions), in both languages: wording a rule never saw is still near the
 * wording of some earlier visitor. Similarity is the cosine of TF-IDF vectors of a question's folded
 * words, word pairs and the letter runs (3 to 5) inside its words, so a typo, a missing accent or
 * another form of a word still counts ("contratais", "contratan").
 */
import { detailPrefix } from '@site/content';
import { LABELLED_SETS } from '../../../data/questions';
import type { LabelledQuestion } from '../../../data/questions/types';
import { fold } from './text';

/** The label of an off-topic question in the sets: the answer declines. */
export const DECLINE = 'decline';

/** How many of the most similar examples vote. */
const VOTERS = 5;
/** A letter run counts less than a whole word or a pair of words. */
const RUN_WEIGHT = 0.3;
const RUN_LENGTHS = [3, 4, 5] as const;

type Vector = Map<string, number>;

export interface ExampleIndex {
  /** Each example's first right page (a detail page as its prefix, `/blog-details/*`). */
  examples: Array<{ page: string }>;
  idf: Map<string, number>;
  /** Per feature, the examples that have it and its weight in each (a question meets only those). */
  postings: Map<string, Array<[example: number, weight: number]>>;
}

interface Guess {
  /** The page the examples vote for, a prefix ending in '*' (one post, one case), or DECLINE. */
  page: string;
  /** Its share of the votes (0 to 1): above one half, a majority of the similar examples agree. */
  share: number;
}

/**
 * Lower case, without accents, letters and digits only: the words as written (not `words`, whose
 * shorthand and "vosotros" readings would make "q" and "que" one feature, which a typo should not).
 */
const tokens = (text: string): string[] => fold(text).match(/[a-z0-9]+/g) ?? [];

function features(text: string): Map<string, number> {
  const words = tokens(text);
  const counts = new Map<string, number>();
  const add = (key: string, by: number) => counts.set(key, (counts.get(key) ?? 0) + by);
  for (const word of words) add(`w:${word}`, 1);
  for (let i = 1; i < words.length; i++) add(`b:${words[i - 1]}_${words[i]}`, 1);
  for (const word of words) {
    const marked = `<${word}>`;
    for (const n of RUN_LENGTHS) for (let i = 0; i + n <= marked.length; i++) add(`c:${marked.slice(i, i + n)}`, RUN_WEIGHT);
  }
  return counts;
}

function unitVector(counts: Map<string, number>, idf: Map<string, number>): Vector {
  const vector: Vector = new Map();
  let norm = 0;
  for (const [key, count] of counts) {
    const weight = idf.get(key);
    if (weight === undefined) continue;
    // A count below one (a letter run seen once) is its weight as is: its logarithm would be negative.
    const value = (count >= 1 ? 1 + Math.log(count) : count) * weight;
    vector.set(key, value);
    norm += value * value;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [key, value] of vector) vector.set(key, value / norm);
  return vector;
}

const DETAIL_PREFIXES = [detailPrefix('blogPost'), detailPrefix('successCase')];

/** A detail page stands for its kind: any post, any success case (which one, the site's words choose). */
export const exampleLabel = (page: LabelledQuestion['page']): string => {
  const first = Array.isArray(page) ? (page[0] ?? DECLINE) : page;
  const prefix = DETAIL_PREFIXES.find((p) => first.startsWith(p) && first.length > p.length);
  return prefix ? `${prefix}*` : first;
};

export function createExamples(questions: readonly LabelledQuestion[]): ExampleIndex {
  const counted = questions.map((q) => ({ page: exampleLabel(q.page), counts: features(q.q) }));
  const documents = new Map<string, number>();
  for (const { counts } of counted) for (const key of counts.keys()) documents.set(key, (documents.get(key) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [key, n] of documents) idf.set(key, Math.log((counted.length + 1) / (n + 1)) + 1);
  // Each example's unit vector is kept only in the postings, by feature.
  const postings = new Map<string, Array<[number, number]>>();
  counted.forEach(({ counts }, i) => {
    for (const [key, weight] of unitVector(counts, idf)) {
      const list = postings.get(key);
      if (list) list.push([i, weight]);
      else postings.set(key, [[i, weight]]);
    }
  });
  return { idf, examples: counted.map(({ page }) => ({ page })), postings };
}

/** The examples' vote for a question; null without examples or without a word the examples know. */
export function guessPage(index: ExampleIndex, question: string): Guess | null {
  const vector = unitVector(features(question), index.idf);
  if (vector.size === 0 || index.examples.length === 0) return null;
  // The cosine with every example that shares a feature (the others' is zero), in the examples' order.
  const similarities = new Map<number, number>();
  for (const [key, value] of vector) {
    for (const [i, weight] of index.postings.get(key) ?? []) similarities.set(i, (similarities.get(i) ?? 0) + value * weight);
  }
  const nearest: Array<{ page: string; similarity: number }> = [];
  for (const i of [...similarities.keys()].sort((a, b) => a - b)) {
    const similarity = similarities.get(i) ?? 0;
    if (nearest.length < VOTERS || similarity > (nearest[nearest.length - 1]?.similarity ?? 0)) {
      nearest.push({ page: index.examples[i]?.page ?? DECLINE, similarity });
      nearest.sort((a, b) => b.similarity - a.similarity);
      if (nearest.length > VOTERS) nearest.pop();
    }
  }
  const votes = new Map<string, number>();
  let total = 0;
  for (const { page, similarity } of nearest) {
    votes.set(page, (votes.get(page) ?? 0) + similarity);
    total += similarity;
  }
  let best: Guess | null = null;
  for (const [page, weight] of votes) if (!best || weight > best.share) best = { page, share: weight };
  if (!best || total <= 0) return null;
  return { page: best.page, share: best.share / total };
}

let all: ExampleIndex | null = null;

/** Every labelled set's questions (made once). */
export const allExamples = (): ExampleIndex => {
  all ??= createExamples(LABELLED_SETS.flatMap((s) => s.questions));
  return all;
};

/** Every set's questions but one set's (both its languages): that set stays unseen for its evaluation. */
export const examplesWithout = (set: string): ExampleIndex =>
  createExamples(LABELLED_SETS.filter((s) => s.set !== set).flatMap((s) => s.questions));
