/**
 * Cross-validation of the answer-kinds model (src/answerers/built-in/answer-kinds.ts, docs/decisions/0098):
 * the team's labelled questions (apps/chat/data/questions/answer-kinds.{es,en}.json) in ten folds, each
 * left out in turn and asked of a model trained on the others. Per language: the kind right, the kind of
 * answer wanted right (a figure, year, place or list, or none) at each threshold, and yes/no right.
 * `npx tsx apps/chat/tests/eval/answer-kinds.ts`; `KINDS_LOO=1` leaves out one question at a time (about a
 * minute); `KINDS_WRONG=1` lists the questions read wrongly.
 */
import type { Lang } from '@site/content';
import type { AnswerKind } from '../../data/questions/types';
import { ANSWER_KIND_SETS, kindChances, trainAnswerKinds, WANTED_MIN, wantedIn } from '../../src/answerers/built-in/answer-kinds';
import { words } from '../../src/answerers/built-in/text';

const THRESHOLDS = [0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8];

const all = ANSWER_KIND_SETS.flatMap((set) => set.questions.map((q) => ({ ...q, lang: set.language })));
/** Ten folds, or as many as questions (leave-one-out). */
const FOLDS = process.env.KINDS_LOO ? all.length : 10;
const started = performance.now();
trainAnswerKinds(all);
console.log(`training on all ${all.length} questions: ${(performance.now() - started).toFixed(0)} ms`);

const wantedKind = (kind: AnswerKind) => (['figure', 'year', 'place', 'list'].includes(kind) ? kind : null);
type Row = { lang: Lang; kind: AnswerKind; q: string; chances: Array<{ label: string; p: number }> };
const rows: Row[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const model = trainAnswerKinds(all.filter((_, i) => i % FOLDS !== fold));
  for (const [i, { q, kind, lang }] of all.entries())
    if (i % FOLDS === fold) rows.push({ lang, kind, q, chances: kindChances(words(q).join(' '), model) });
}

const pct = (right: number, total: number) => `${right}/${total} (${((100 * right) / total).toFixed(1)} %)`;
for (const lang of ['es', 'en'] as const) {
  const mine = rows.filter((r) => r.lang === lang);
  const right = mine.filter((r) => r.chances[0]?.label === r.kind);
  console.log(`${lang}: kind right ${pct(right.length, mine.length)}`);
  const wanted = THRESHOLDS.map((min) => ({ min, ok: mine.filter((r) => wantedIn(r.chances, min) === wantedKind(r.kind)).length }));
  const best = Math.max(...wanted.map(({ ok }) => ok));
  for (const { min, ok } of wanted)
    console.log(`  wanted right at ${min}: ${pct(ok, mine.length)}${ok === best ? ' (best)' : ''}${min === WANTED_MIN ? ' (chosen)' : ''}`);
  const yesNo = mine.filter((r) => (r.chances[0]?.label === 'yesno') === (r.kind === 'yesno')).length;
  console.log(`  yes/no right: ${pct(yesNo, mine.length)}`);
  if (process.env.KINDS_WRONG)
    for (const r of mine.filter((r) => r.chances[0]?.label !== r.kind))
      console.log(`    ${r.kind} → ${r.chances[0]?.label} (${r.chances[0]?.p.toFixed(2)}): ${r.q}`);
}
