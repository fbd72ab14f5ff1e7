/**
 * `npm run check:references` (a step of `npm test`): no issue number, work-session number or
 * evaluation-set letter in code or docs — cite the decision record (`docs/decisions/00NN`), the file
 * or plain words instead (scripts/lib/references.ts). Prints each one; exits 1 when there is one.
 */
import { BEING_REWRITTEN, referencesInCheckout } from './lib/references';
import { ROOT } from './lib/stack';

const problems = referencesInCheckout(ROOT);
for (const p of problems) console.error(p);
if (problems.length) {
  console.error('A newcomer cannot follow these: cite the decision record, the file, or say it in plain words.');
}
console.log(
  `code and docs: ${problems.length} line(s) citing an issue, a session or a set letter (${BEING_REWRITTEN.length} paths being rewritten left out)`,
);
process.exit(problems.length ? 1 : 0);
