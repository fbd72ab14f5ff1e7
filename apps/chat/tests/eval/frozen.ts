/**
 * The frozen held-out evaluation of the chat (apps/chat/data/held-out/): conversations written by
 * outsiders who saw only the page list, frozen before the answerer's redesign, never examples and
 * never read while working. Each conversation is played turn by turn through a real chat service
 * (its HTTP contract, the log growing as the widget sends it) against a stack's CMS, and only
 * aggregate figures are printed, per language: never a question, an answer or a label.
 *
 *   set -a; . .data/me.env; set +a; npx tsx apps/chat/tests/eval/frozen.ts [--json FILE]
 *   … frozen.ts --set FILE.es.json --set FILE.en.json [--show]
 * With `--set`, the same figures on other conversations of the same shape (the team's development sets,
 * a new outside writer's before it becomes examples); `--show` then prints each missed turn, which it
 * refuses for a set in the frozen folder.
 *
 * What is measured (from each reply's answer record):
 * - right first page: a route, fact or follow-up turn whose label is a page, answered with exactly that
 *   page (the record's `page`, as a site path: anchors count);
 * - off-topic declined: a `decline` turn the service says it did not answer (`answered` false), with no
 *   page but the contact form's, which it links or offers;
 * - the asked fact stated: a fact the site states (`mustContain`: every group found as whole words in the
 *   reply's text, its link lines left out, accents and case aside, in an answer that answered); a fact the
 *   site does not state: the reply says so, or is the honest "I couldn't find an answer";
 * - follow-ups about the right subject: follow-up turns with the right page;
 * - a person asked for: `offerContact` true, and every detail the visitor gave in `prefill` (a phone by its
 *   digits); and the form offered where nobody asked (lower is better);
 * - failed requests (HTTP status not 200), left out of every other figure;
 * - time: each turn's answer time, p50 and p95.
 * The conversations are never stored in the CMS (the service's `storeConversations: false`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Lang } from '@site/content';
import { loadConfig } from '../../src/config';
import { startChatService } from '../../src/server';
import { fold, statesFact } from './fact-check';
import { samePage } from './pages';

interface Turn {
  q: string;
  /** The right page, or equally right pages (the team's sets); 'decline' or 'contact'. */
  page: string | string[];
  kind: 'route' | 'fact' | 'followup' | 'contact' | 'decline';
  fact?: string;
  siteStates?: boolean;
  mustContain?: string[][];
  prefill?: Record<string, string>;
}
interface FrozenSet {
  language: Lang;
  conversations: Array<{ turns: Turn[] }>;
}

/** What one turn's reply gave. */
interface Reply {
  /** The request succeeded (HTTP 200). */
  ok: boolean;
  text: string;
  page: string | null;
  /** The answer record's `answered` (undefined from a service without the record). */
  answered: boolean | undefined;
  offerContact: boolean;
  prefill: Record<string, string>;
  ms: number;
}

const SETS = ['frozen-2026-12'];
const FROZEN_DIR = new URL('../../data/held-out/', import.meta.url);

/** The sets to play: the frozen ones, or the files given with `--set` (one language each). */
function setFiles(): Array<{ file: URL; show: boolean }> {
  const given = process.argv.flatMap((a, i) => (a === '--set' && process.argv[i + 1] ? [process.argv[i + 1] ?? ''] : []));
  if (!given.length)
    return SETS.flatMap((name) =>
      (['es', 'en'] as const).map((lang) => ({ file: new URL(`${name}.${lang}.json`, FROZEN_DIR), show: false })),
    );
  return given.map((path) => {
    const file = pathToFileURL(resolve(path));
    const frozen = file.href.startsWith(FROZEN_DIR.href);
    if (frozen && process.argv.includes('--show')) {
      console.error('The frozen sets are never read: --show is refused for them.');
      process.exit(2);
    }
    return { file, show: !frozen && process.argv.includes('--show') };
  });
}
const CHAT_TOKEN = 'frozen-eval-credential-0123456789';

/** A decline: the request succeeded, the service says it did not answer, and it points to the contact form (or offers it). */
const isDecline = (r: Reply) =>
  r.ok && r.answered === false && (r.page === null || r.page === '/#contacto') && (r.offerContact || /\]\([^)]*#contacto\)/.test(r.text));

function statesFactOf(turn: Turn, reply: Reply): boolean {
  return reply.ok && statesFact(turn, reply.text, reply.answered !== false);
}

/** A pre-filled detail as given: a phone by its digits (the form takes the national number), the rest folded and spaced alike. */
function samePrefill(key: string, given: string, filled: string | undefined): boolean {
  if (!filled) return false;
  if (key === 'phone') {
    const want = given.replace(/\D/g, '');
    const got = filled.replace(/\D/g, '');
    return got.length >= 7 && want.endsWith(got);
  }
  const norm = (v: string) =>
    fold(v)
      .replace(/[^\p{L}\p{N}@.]+/gu, ' ')
      .trim();
  return norm(filled) === norm(given);
}

interface Tally {
  [name: string]: { right: number; total: number };
}
const add = (t: Tally, name: string, ok: boolean) => {
  const row = t[name] ?? { right: 0, total: 0 };
  row.total += 1;
  if (ok) row.right += 1;
  t[name] = row;
};

async function main() {
  const cmsUrl = process.env.STACK_CMS_URL;
  const chatCmsToken = process.env.STACK_CHAT_CMS_TOKEN;
  if (!cmsUrl || !chatCmsToken) {
    console.error('Set the stack variables (npm run test:stack -- .data/me.env; set -a; . .data/me.env; set +a).');
    process.exit(2);
  }
  const service = await startChatService(
    loadConfig({
      CHAT_HOST: '127.0.0.1',
      CHAT_PORT: '0',
      CMS_URL: cmsUrl,
      CMS_API_TOKEN: chatCmsToken,
      CHAT_API_TOKEN: CHAT_TOKEN,
      CHAT_RATE_LIMIT: '100000',
      OPENAI_API_KEY: '',
      LOG_LEVEL: 'warn',
      EMBEDDINGS_BASE_URL: '',
    }),
    // The held-out conversations are never stored in the CMS, where anyone could read them.
    { storeConversations: false },
  );
  await service.ready();
  const figures: Record<string, Tally> = {};
  const times: number[] = [];
  try {
    for (const { file, show } of setFiles()) {
      const set = JSON.parse(readFileSync(file, 'utf8')) as FrozenSet;
      const lang = set.language;
      const t: Tally = figures[lang] ?? {};
      figures[lang] = t;
      const miss = (what: string, turn: Turn, reply: Reply) => {
        if (show)
          console.log(
            `MISS ${lang} ${what}: «${turn.q}» want ${turn.page} got ${reply.page} → ${reply.text.replace(/\s+/g, ' ').slice(0, 220)}`,
          );
      };
      for (const conversation of set.conversations) {
        const log: Array<{ role: 'user' | 'assistant'; content: string; answered?: boolean }> = [];
        let idConversation: string | undefined;
        for (const turn of conversation.turns) {
          log.push({ role: 'user', content: turn.q });
          const started = performance.now();
          const res = await fetch(`${service.url}/api/Chat/Send`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${CHAT_TOKEN}` },
            body: JSON.stringify({ contextUrl: `${cmsUrl}/api/chat-bot`, message: JSON.stringify(log), idConversation, language: lang }),
          });
          const ms = performance.now() - started;
          times.push(ms);
          // An error is no answer: counted on its own, and its turn left out of every other figure.
          add(t, 'requests failed (HTTP status not 200)', res.status !== 200);
          const body = (await res.json().catch(() => ({}))) as {
            choices?: Array<{ message?: { content?: string } }>;
            idConversation?: string;
            answer?: { page?: string | null; answered?: boolean; offerContact?: boolean; prefill?: Record<string, string> };
          };
          idConversation = body.idConversation;
          const text = body.choices?.[0]?.message?.content ?? '';
          // The reply's answer record goes back with the log, as the widget sends it (its declines count).
          log.push({
            role: 'assistant',
            content: text,
            ...(typeof body.answer?.answered === 'boolean' ? { answered: body.answer.answered } : {}),
          });
          if (res.status !== 200) continue;
          const reply: Reply = {
            ok: true,
            text,
            page: body.answer?.page ?? null,
            answered: body.answer?.answered,
            offerContact: body.answer?.offerContact === true,
            prefill: body.answer?.prefill ?? {},
            ms,
          };
          const onTopic = turn.kind !== 'decline' && turn.kind !== 'contact' && turn.page !== 'decline' && turn.page !== 'contact';
          if (onTopic) add(t, 'right first page', samePage(turn.page, reply.page));
          if (onTopic && !samePage(turn.page, reply.page)) miss(turn.kind === 'followup' ? 'follow-up page' : 'page', turn, reply);
          if (onTopic && log.length === 2) add(t, "right first page (a conversation's first question)", samePage(turn.page, reply.page));
          if (turn.kind === 'decline' || turn.page === 'decline') add(t, 'off-topic declined', isDecline(reply));
          if ((turn.kind === 'decline' || turn.page === 'decline') && !isDecline(reply)) miss('decline', turn, reply);
          if (turn.fact !== undefined || turn.kind === 'fact') {
            add(t, 'fact stated (all)', statesFactOf(turn, reply));
            add(t, turn.siteStates ? 'fact stated (site states it)' : 'says the site does not say', statesFactOf(turn, reply));
            if (!statesFactOf(turn, reply)) miss(`fact (${JSON.stringify(turn.mustContain ?? 'not stated')})`, turn, reply);
          }
          if (turn.kind === 'followup') add(t, 'follow-up about the right subject', samePage(turn.page, reply.page));
          // The form offered where nobody asked for a person (always offering it would pass the figure below).
          if (onTopic) add(t, 'form offered unasked (lower is better)', reply.offerContact);
          if (turn.kind === 'contact' || turn.page === 'contact') {
            add(t, 'person asked for: form offered', reply.offerContact);
            if (!reply.offerContact) miss('contact', turn, reply);
            if (turn.prefill) {
              const given = Object.entries(turn.prefill);
              const filled = reply.offerContact && given.every(([k, v]) => samePrefill(k, v, reply.prefill[k]));
              add(t, 'form pre-filled with what was given', filled);
              if (!filled) miss(`pre-fill (${JSON.stringify(turn.prefill)} got ${JSON.stringify(reply.prefill)})`, turn, reply);
            }
          }
        }
      }
    }
  } finally {
    await service.close();
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(0);
  for (const [lang, t] of Object.entries(figures)) {
    console.log(`${lang}:`);
    for (const [name, { right, total }] of Object.entries(t)) {
      console.log(`  ${name}: ${right}/${total} (${total ? Math.round((100 * right) / total) : 0} %)`);
    }
  }
  console.log(`answer time over ${times.length} turns: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms`);
  const out = process.argv.indexOf('--json');
  if (out > 0 && process.argv[out + 1])
    writeFileSync(process.argv[out + 1] ?? '', `${JSON.stringify({ figures, p50: q(0.5), p95: q(0.95) }, null, 2)}\n`);
}

await main();
