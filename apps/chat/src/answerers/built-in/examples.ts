/**
 * The page a question asks for, read from labelled visitor questions (docs/decisions/0082). The examples
 * are the outside writers' sets and the team's own (apps/chat/data/questions), in both languages: wording
 * no one foresaw is still near the wording of some earlier visitor. A question is its vector of words, word
 * pairs and letter runs; one linear SVM per page, trained at start-up (linear.ts), whose scores' softmax is
 * each page's probability. The router (router.ts) adds the site's words to it.
 */
import { detailPrefix } from '@site/content';
import { LABELLED_SETS } from '../../../data/questions';
import type { LabelledQuestion } from '../../../data/questions/types';
import { type Features, featureCounts, featuresOf, scores, trainWeights, unitVector } from '../../learning/linear';

/** The label of an off-topic question in the sets: the answer declines. */
export const DECLINE = 'decline';

/**
 * The cost of an example on the wrong side of its page's margin (C of a linear SVM): 2 was best of 0.5 to
 * 8 with the sets left out in turn (leaving each set out in turn); higher fits each writer's wording more closely.
 */
const MARGIN_COST = 2;
/**
 * A page's training stops when no example's dual gradient (projected on alpha >= 0) exceeds this: 15 to 40
 * passes over the sets' examples, about 0.7 s for all the pages. Liblinear's default, 0.1, stops sooner, but
 * leaves two identical examples of two pages at 0.506 against 0.494: a majority where none is due.
 */
const TOLERANCE = 0.01;
/**
 * The softmax temperature turning the pages' scores into probabilities: with the sets left out in turn, their
 * log-loss is lowest near it (0.17 to 0.2), so a share above one half is right about as often as it says.
 */
const TEMPERATURE = 0.2;

export interface ExampleIndex {
  /** Each example's first right page (a detail page as its prefix, `/blog-details/*`). */
  examples: Array<{ page: string }>;
  /** Each feature the examples have: its index in `weights` and its inverse document frequency. */
  features: Features;
  /** The pages the examples are labelled with, in the order of their weights. */
  pages: string[];
  /** Per feature, then per page, its weight (the feature count's row is the pages' bias). */
  weights: Float64Array;
}

const DETAIL_PREFIXES = [detailPrefix('blogPost'), detailPrefix('successCase')];

/** A detail page stands for its kind: any post, any success case (which one, the site's words choose). */
export const exampleLabel = (page: LabelledQuestion['page']): string => {
  const first = Array.isArray(page) ? (page[0] ?? DECLINE) : page;
  const prefix = DETAIL_PREFIXES.find((p) => first.startsWith(p) && first.length > p.length);
  return prefix ? `${prefix}*` : first;
};

export function createExamples(questions: readonly LabelledQuestion[]): ExampleIndex {
  const counted = questions.map((q) => ({ page: exampleLabel(q.page), counts: featureCounts(q.q) }));
  const features = featuresOf(counted.map(({ counts }) => counts));
  const pages = [...new Set(counted.map(({ page }) => page))];
  const vectors = counted.map(({ counts }) => unitVector(counts, features));
  const labels = counted.map(({ page }) => pages.indexOf(page));
  const weights = trainWeights(vectors, labels, features.size, pages.length, { cost: MARGIN_COST, tolerance: TOLERANCE });
  return { examples: counted.map(({ page }) => ({ page })), features, pages, weights };
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

/** The model's probability of each page (and of DECLINE) for a question, best first; null without a feature the examples have. */
export function pageProbabilities(index: ExampleIndex, question: string): Array<{ page: string; p: number }> | null {
  const counts = featureCounts(question);
  const vector = unitVector(counts, index.features);
  if (vector.ids.length === 0 || index.pages.length === 0) return null;
  // Letter runs alone (no word the examples have): too little to go on; the site's words decide.
  if (![...counts.keys()].some((key) => key.startsWith('w:') && index.features.has(key))) return null;
  const s = scores({ features: index.features, labels: index.pages, weights: index.weights }, vector);
  const top = Math.max(...s);
  let total = 0;
  for (const score of s) total += Math.exp((score - top) / TEMPERATURE);
  return index.pages.map((page, i) => ({ page, p: Math.exp(((s[i] ?? 0) - top) / TEMPERATURE) / total })).sort((a, b) => b.p - a.p);
}
