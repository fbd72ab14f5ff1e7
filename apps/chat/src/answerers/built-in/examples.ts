/**
 * The page a question asks for, read from labelled visitor questions (docs/decisions/0072, 0077). The
 * examples are the outsiders' sets (apps/chat/data/questions), in both languages: wording a rule never saw
 * is still near the wording of some earlier visitor. A question is its vector of words, word pairs and
 * letter runs (linear.ts). Two readers of the same vectors:
 * - a model: one linear SVM per page, trained at start-up, whose scores' softmax is each page's
 *   probability (a page's weights are learnt from all its examples and all the others');
 * - the neighbours: the five most similar examples, each voting with its similarity (decision 0072).
 * The examples choose a page only when both readers choose it, each with close to half or more of its
 * weight and one of them with more than half: with each set left out in turn, the answerer then chose the
 * right page more often than with either reader alone, and no set lost a question (decision 0077).
 */
import { detailPrefix } from '@site/content';
import { LABELLED_SETS } from '../../../data/questions';
import type { LabelledQuestion } from '../../../data/questions/types';
import { type Features, featureCounts, featuresOf, scores, trainWeights, unitVector, type Vector } from './linear';

/** The label of an off-topic question in the sets: the answer declines. */
export const DECLINE = 'decline';

/**
 * The cost of an example on the wrong side of its page's margin (C of a linear SVM): 2 was best of 0.5 to
 * 8 with the sets left out in turn (docs/decisions/0077); higher fits each writer's wording more closely.
 */
const MARGIN_COST = 2;
/**
 * A page's training stops when no example's dual gradient (projected on alpha >= 0) exceeds this: 15 to 40
 * passes over the sets' examples, about 0.7 s for all the pages. Liblinear's default, 0.1, stops sooner, but
 * leaves two identical examples of two pages at 0.506 against 0.494: a majority where none is due.
 */
const TOLERANCE = 0.01;
/** How many of the most similar examples vote. */
const NEIGHBOURS = 5;
/**
 * The share each reader must give the page they agree on (and one of them more than half): 0.45 rather than
 * one half lets a model at 0.497 agree with a neighbours' majority (docs/decisions/0077).
 */
const AGREEMENT = 0.45;
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
  /** Per feature (by its index), the examples that have it and its weight in each: a question meets only those. */
  postings: Array<Array<[example: number, weight: number]>>;
}

interface Guess {
  /** The page the examples choose, a prefix ending in '*' (one post, one case), or DECLINE. */
  page: string;
  /** The lower of the two readers' shares of it (0 to 1): the model's probability, the neighbours' weight. */
  share: number;
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
  const postings: ExampleIndex['postings'] = Array.from({ length: features.size }, () => []);
  vectors.forEach(({ ids, values }, i) => {
    for (let k = 0; k < ids.length; k++) postings[ids[k] ?? 0]?.push([i, values[k] ?? 0]);
  });
  return { examples: counted.map(({ page }) => ({ page })), features, pages, weights, postings };
}

/** The model's page for a question, with its probability. */
function modelGuess(index: ExampleIndex, vector: Vector): Guess {
  // Each page's score, then their softmax: a probability per page.
  const s = scores({ features: index.features, labels: index.pages, weights: index.weights }, vector);
  let best = 0;
  for (let page = 1; page < s.length; page++) if ((s[page] ?? 0) > (s[best] ?? 0)) best = page;
  const top = s[best] ?? 0;
  let total = 0;
  for (const score of s) total += Math.exp((score - top) / TEMPERATURE);
  return { page: index.pages[best] ?? DECLINE, share: 1 / total };
}

/** The most similar examples' vote (the cosine of the unit vectors), with the page's share of it; null when none is similar. */
function neighboursGuess(index: ExampleIndex, { ids, values }: Vector): Guess | null {
  const similarities = new Map<number, number>();
  for (let k = 0; k < ids.length; k++) {
    for (const [i, weight] of index.postings[ids[k] ?? 0] ?? [])
      similarities.set(i, (similarities.get(i) ?? 0) + (values[k] ?? 0) * weight);
  }
  const nearest = [...similarities]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, NEIGHBOURS)
    .map(([i, similarity]) => ({ page: index.examples[i]?.page ?? DECLINE, similarity }));
  const votes = new Map<string, number>();
  let total = 0;
  for (const { page, similarity } of nearest) {
    votes.set(page, (votes.get(page) ?? 0) + similarity);
    total += similarity;
  }
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  // Pages tied at the top are no choice of the neighbours'.
  if (!best || total <= 0 || (second && second[1] >= best[1])) return null;
  return { page: best[0], share: best[1] / total };
}

/**
 * The examples' page for a question: the one the model and the neighbours both choose, each with at least
 * AGREEMENT of its weight and one with more than half; null otherwise, without examples, or without a
 * feature they have.
 */
export function guessPage(index: ExampleIndex, question: string): Guess | null {
  const vector = unitVector(featureCounts(question), index.features);
  if (vector.ids.length === 0 || index.pages.length === 0) return null;
  const model = modelGuess(index, vector);
  const neighbours = neighboursGuess(index, vector);
  if (!neighbours || neighbours.page !== model.page) return null;
  const shares = [model.share, neighbours.share];
  if (Math.min(...shares) < AGREEMENT || Math.max(...shares) <= 0.5) return null;
  return { page: model.page, share: Math.min(...shares) };
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
