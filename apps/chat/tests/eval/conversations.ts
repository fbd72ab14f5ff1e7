/**
 * The built-in answerer on the team's development conversations (apps/chat/data/questions/conversations.*.json,
 * docs/decisions/0098): each conversation played turn by turn through `answerConversation`, the log growing
 * as the widget sends it, and per language:
 * - right page: every turn's answer page against its label (a conversation's first turns apart);
 * - fact stated: a fact the site states, every `mustContain` group in the reply's text (its link lines left
 *   out, accents and case aside); a fact it does not state: the reply says so, or is the honest "I don't know";
 * - follow-up about the right subject: follow-up turns answered with the right page;
 * - answer time: p50 and p95 of a turn (in process, the follow-up model trained first as the service does).
 *
 *   npx tsx apps/chat/tests/eval/conversations.ts [content.json] [--show]
 * (with no file: a running stack's CMS, as loso.ts). `--show` prints each missed turn.
 */
import type { Lang } from '@site/content';
import en from '../../data/questions/conversations.en.json';
import es from '../../data/questions/conversations.es.json';
import type { LabelledConversations } from '../../data/questions/types';
import { answerConversation, indexContent } from '../../src/answerers/built-in';
import { followUpChance } from '../../src/answerers/built-in/follow-up';
import { kindChances } from '../../src/answerers/built-in/answer-kinds';
import { statesFact } from './fact-check';
import { reportContent } from './held-out';

const SETS: Record<Lang, LabelledConversations> = { es: es as LabelledConversations, en: en as LabelledConversations };

const rightPage = (label: string | string[], page: string | null) =>
  page !== null && (Array.isArray(label) ? label : [label]).some((l) => (l.endsWith('*') ? page.startsWith(l.slice(0, -1)) : page === l));

interface Tally {
  right: number;
  total: number;
}
const count = (tallies: Record<string, Tally>, name: string, ok: boolean) => {
  const t = tallies[name] ?? { right: 0, total: 0 };
  tallies[name] = t;
  t.total++;
  if (ok) t.right++;
};

const args = process.argv.slice(2);
const show = args.includes('--show');
const index = indexContent(await reportContent(args.find((a) => !a.startsWith('--'))));
// As the service does at its index's build: the follow-up and answer-kinds models trained before the first question.
followUpChance('');
kindChances('');
const times: number[] = [];
for (const lang of ['es', 'en'] as const) {
  const tallies: Record<string, Tally> = {};
  for (const { turns } of SETS[lang].conversations) {
    const log: Array<{ role: 'user' | 'assistant'; content: string }> = [];
    for (const [i, turn] of turns.entries()) {
      log.push({ role: 'user', content: turn.q });
      const started = performance.now();
      const answer = answerConversation(index, log, lang);
      times.push(performance.now() - started);
      log.push({ role: 'assistant', content: answer.text });
      const answered = answer.source !== 'unknown';
      const page = rightPage(turn.page, answer.path);
      count(tallies, 'right page', page);
      count(tallies, i === 0 ? 'right page (first turn)' : 'right page (later turns)', page);
      let fact: boolean | null = null;
      if (turn.siteStates !== undefined) {
        fact = statesFact(turn, answer.text, answered);
        count(tallies, turn.siteStates ? 'fact stated (site states it)' : 'says the site does not say', fact);
      }
      if (turn.kind === 'followup') count(tallies, 'follow-up about the right subject', page);
      if (show && (!page || fact === false))
        console.log(
          `  MISS ${lang} [${turn.kind}] ${turn.q} → ${answer.path}${fact === false ? ' (fact missing)' : ''}\n    ${answer.text.replace(/\n+/g, ' | ')}`,
        );
    }
  }
  console.log(`${lang}:`);
  for (const [name, { right, total }] of Object.entries(tallies))
    console.log(`  ${name}: ${right}/${total} (${total ? Math.round((100 * right) / total) : 0} %)`);
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1);
console.log(`answer time over ${times.length} turns: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms`);
