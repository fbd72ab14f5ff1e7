/**
 * `npm run check:waits` (a step of `npm test`): no `waitForTimeout(` in the end-to-end tests
 * without a `// real wait:` comment saying why (on its line or right above it). Prints each one; exits
 * 1 when there is one.
 */
import { REAL_WAIT_MARK, unjustifiedWaitsIn } from './lib/real-waits';
import { ROOT } from './lib/stack';

const problems = unjustifiedWaitsIn(ROOT);
for (const p of problems) console.error(`real wait without a reason: ${p}`);
if (problems.length) {
  console.error(`Wait on a condition or move page.clock instead; if real time is the only way, say why in a "${REAL_WAIT_MARK}" comment.`);
}
console.log(`e2e/tests: ${problems.length} real wait(s) without a reason`);
process.exit(problems.length ? 1 : 0);
