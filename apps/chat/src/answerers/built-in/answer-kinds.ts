/**
 * The kind of answer a question asks for (docs/decisions/0098): a figure ("how many consultants?"), a
 * year ("when were you founded?"), a place ("where are you?"), a list ("what certifications?"), yes or
 * no ("do you have a demo?"), a short going-on from the question before that asks no yes or no ("and in
 * Chile?", "¿qué tal en banca?"), or none of them. Learnt, not written as rules: the team's labelled
 * questions (apps/chat/data/questions/answer-kinds.{es,en}.json) with the routing model's features and
 * solver (linear.ts), trained once (index.ts trains it right after the first index; about 0.2 s).
 */
import answerKindsEn from '../../../data/questions/answer-kinds.en.json';
import answerKindsEs from '../../../data/questions/answer-kinds.es.json';
import type { AnswerKind, AnswerKindSet } from '../../../data/questions/types';
import { featureCounts, type LinearModel, probabilities, type TrainOptions, trainLinear, unitVector } from '../../learning/linear';
import { words } from './text';

/** The kinds of answer a sentence can hold (sentences.ts): a figure, a year, a place, the editors' list. */
export type Wanted = 'figure' | 'year' | 'place' | 'list';
const WANTED: readonly string[] = ['figure', 'year', 'place', 'list'] satisfies AnswerKind[];
const isWanted = (label: string): label is Wanted => WANTED.includes(label);

/** The labelled sets, both languages. */
export const ANSWER_KIND_SETS: readonly AnswerKindSet[] = [answerKindsEs as AnswerKindSet, answerKindsEn as AnswerKindSet];

/** The routing model's constants (examples.ts, follow-up.ts): C = 1, its tolerance and temperature. */
const TRAINING: TrainOptions = { cost: 1, tolerance: 0.01, temperature: 0.2 };

/**
 * A kind of answer is wanted when the model gives it at least this chance; below, the question asks for
 * none (chosen by tests/eval/answer-kinds.ts's cross-validation on the labelled questions).
 */
export const WANTED_MIN = 0.6;

/** A question as the answerer reads it (text.ts's words: "q" is "que", "tenéis" is "tienen"). */
const asRead = (question: string) => words(question).join(' ');

/** A model of labelled questions (the eval's folds train their own). */
export function trainAnswerKinds(questions: ReadonlyArray<{ q: string; kind: AnswerKind }>): LinearModel {
  return trainLinear(
    questions.map(({ q, kind }) => ({ text: asRead(q), label: kind })),
    TRAINING,
  );
}

let model: LinearModel | null = null;
const answerKindModel = (): LinearModel => {
  model ??= trainAnswerKinds(ANSWER_KIND_SETS.flatMap((set) => set.questions));
  return model;
};

/** Each kind's chance for a question read as the answerer reads it (folded words), best first; none when no feature is known. */
export function kindChances(folded: string, m: LinearModel = answerKindModel()): Array<{ label: string; p: number }> {
  const vector = unitVector(featureCounts(folded), m.features);
  return vector.ids.length === 0 ? [] : probabilities(m, vector);
}

/** The kind of answer wanted among a question's chances: the likeliest figure, year, place or list, when likely enough. */
export function wantedIn(chances: ReadonlyArray<{ label: string; p: number }>, min = WANTED_MIN): Wanted | null {
  const best = chances.find(({ label }) => isWanted(label));
  return best && best.p >= min && isWanted(best.label) ? best.label : null;
}

/**
 * How a question (its folded words) is read, from one run of the model: the kind of answer it wants, if
 * any, and whether it asks whether, yes or no (the model's likeliest kind).
 */
export function readKinds(folded: string): { wanted: Wanted | null; yesNo: boolean } {
  const chances = kindChances(folded);
  return { wanted: wantedIn(chances), yesNo: chances[0]?.label === 'yesno' };
}
