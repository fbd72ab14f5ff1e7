/**
 * Whether a question goes on from the conversation's subject (docs/decisions/0098): "and the results?",
 * "is there a free trial?", "how many projects of that kind?" ask about what was said before, by pronoun
 * or ellipsis, with no subject of their own. Learnt, not written as rules: the team's follow-ups
 * (apps/chat/data/questions/followups.*.json) against every labelled question asked on its own (the
 * outside writers' sets and the team's), with the routing model's features and solver (linear.ts).
 */
import { LABELLED_SETS } from '../../../data/questions';
import followUpsEn from '../../../data/questions/followups.en.json';
import followUpsEs from '../../../data/questions/followups.es.json';
import type { FollowUpSet } from '../../../data/questions/types';
import { featureCounts, type LinearModel, probabilities, trainLinear, unitVector } from '../../learning/linear';

const FOLLOW_UP = 'follow-up';
const ALONE = 'alone';

/** The follow-up sets, both languages. */
const FOLLOW_UPS: readonly FollowUpSet[] = [followUpsEs as FollowUpSet, followUpsEn as FollowUpSet];

/**
 * The model's constants: C = 1 (the follow-ups are few beside the questions asked alone) and the routing
 * model's tolerance and temperature (examples.ts).
 */
const TRAINING = { cost: 1, tolerance: 0.01, temperature: 0.2 };

let model: LinearModel | null = null;

/** The follow-up model, trained once (a few tenths of a second at the first conversation's second turn). */
function followUpModel(): LinearModel {
  model ??= trainLinear(
    [
      ...FOLLOW_UPS.flatMap((set) => set.questions.map(({ q }) => ({ text: q, label: FOLLOW_UP }))),
      ...LABELLED_SETS.flatMap((set) => set.questions.map(({ q }) => ({ text: q, label: ALONE }))),
    ],
    TRAINING,
  );
  return model;
}

/** The chance that a question goes on from the earlier subject (0 when it has no feature the model knows). */
export function followUpChance(question: string): number {
  const m = followUpModel();
  const vector = unitVector(featureCounts(question), m.features);
  if (vector.ids.length === 0) return 0;
  return probabilities(m, vector).find((p) => p.label === FOLLOW_UP)?.p ?? 0;
}
