/**
 * The frozen held-out evaluation of the chat (apps/chat/data/held-out/): conversations written by
 * outsiders who saw only the page list, frozen before the answerer's redesign, never examples and
 * never read while working. Each conversation is played turn by turn through a real chat service
 * (its HTTP contract, the log growing as the widget sends it) against a stack's CMS, and only
 * aggregate figures are printed, per language: never a question, an answer or a label.
 *
 *   set -a; . .data/me.env; set +a; npx tsx apps/chat/tests/eval/frozen.ts [--json FILE]
 *
 * What is measured (the answer record's fields where the service returns them, else the reply):
 * - right first page: a route, fact or follow-up turn whose label is a page, answered with that page
 *   first (the record's `page`, else the first link of the site in the reply);
 * - off-topic declined: a `decline` turn answered with no page but the contact form;
 * - the asked fact stated: a fact the site states (`mustContain`: every group found in the reply,
 *   accents and case aside); a fact the site does not state: the reply says so (`siteSilent`);
 * - follow-ups about the right subject: follow-up turns with the right page;
 * - a person asked for: `offerContact` true, and every detail the visitor gave in `prefill`;
 * - time: each turn's answer time, p50 and p95.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Lang } from '@site/content';
import { loadConfig } from '../../src/config';
import { startChatService } from '../../src/server';

interface Turn {
  q: string;
  page: string;
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
  text: string;
  page: string | null;
  offerContact: boolean;
  prefill: Record<string, string>;
  ms: number;
}

const SETS = ['frozen-2026-12'];
const CHAT_TOKEN = 'frozen-eval-credential-0123456789';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The links of a reply (markdown `[label](href)`), as site paths without the language prefix. */
function sitePaths(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((href) => href.startsWith('/'))
    .map((href) => href.replace(/^\/(es|en)(?=\/|$)/, '') || '/');
}

/** A label's page matched by a path ('*' ends a prefix; a post or case page counts for its kind). */
function samePage(label: string, path: string | null): boolean {
  if (!path) return false;
  const clean = path.split('?')[0] ?? path;
  if (label.endsWith('*')) return clean.startsWith(label.slice(0, -1));
  if (label === '/#contacto' || label === '/#incorporate') return clean === label;
  return clean.replace(/#.*$/, '') === label || clean === label;
}

const isDecline = (r: Reply) => (r.page === null || r.page === '/#contacto') && sitePaths(r.text).every((p) => p === '/#contacto');

/** The site does not say: the reply says so in either language. */
const SILENT =
  /(no (lo )?(dice|indica|menciona|especifica|detalla|tengo ese dato)|no aparece|does not (say|mention|state|specify)|doesn't (say|mention|state)|not (stated|mentioned) on)/;

function statesFact(turn: Turn, reply: Reply): boolean {
  const text = fold(reply.text);
  if (turn.siteStates && turn.mustContain) return turn.mustContain.every((group) => group.some((alt) => text.includes(fold(alt))));
  return SILENT.test(text);
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
  );
  await service.ready();
  const figures: Record<string, Tally> = {};
  const times: number[] = [];
  try {
    for (const name of SETS) {
      for (const lang of ['es', 'en'] as const) {
        const set = JSON.parse(readFileSync(new URL(`../../data/held-out/${name}.${lang}.json`, import.meta.url), 'utf8')) as FrozenSet;
        const t: Tally = {};
        figures[lang] = t;
        for (const conversation of set.conversations) {
          const log: Array<{ role: 'user' | 'assistant'; content: string }> = [];
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
            const body = (await res.json()) as {
              choices?: Array<{ message?: { content?: string } }>;
              idConversation?: string;
              offerContact?: boolean;
              answer?: { page?: string | null; prefill?: Record<string, string> };
              /** The details read from the visitor's messages (ChatSendResponse.prefill, with offerContact). */
              prefill?: Record<string, string>;
            };
            idConversation = body.idConversation;
            const text = body.choices?.[0]?.message?.content ?? '';
            log.push({ role: 'assistant', content: text });
            const paths = sitePaths(text);
            const reply: Reply = {
              text,
              // The answer record's page; before it existed, the reply's first page of the site (the
              // contact form's only when it is the one page linked: a decline links it too).
              page: body.answer
                ? (body.answer.page ?? null)
                : (paths.find((p) => p !== '/#contacto') ?? (paths.length ? '/#contacto' : null)),
              offerContact: body.offerContact === true,
              prefill: body.prefill ?? body.answer?.prefill ?? {},
              ms,
            };
            const onTopic = turn.kind !== 'decline' && turn.kind !== 'contact' && turn.page !== 'decline' && turn.page !== 'contact';
            if (onTopic) add(t, 'right first page', samePage(turn.page, reply.page));
            if (onTopic && log.length === 2) add(t, "right first page (a conversation's first question)", samePage(turn.page, reply.page));
            if (turn.kind === 'decline' || turn.page === 'decline') add(t, 'off-topic declined', isDecline(reply));
            if (turn.fact !== undefined || turn.kind === 'fact') {
              add(t, 'fact stated (all)', statesFact(turn, reply));
              add(t, turn.siteStates ? 'fact stated (site states it)' : 'says the site does not say', statesFact(turn, reply));
            }
            if (turn.kind === 'followup') add(t, 'follow-up about the right subject', samePage(turn.page, reply.page));
            if (turn.kind === 'contact' || turn.page === 'contact') {
              add(t, 'person asked for: form offered', reply.offerContact);
              if (turn.prefill) {
                const given = Object.entries(turn.prefill);
                add(
                  t,
                  'form pre-filled with what was given',
                  reply.offerContact && given.every(([k, v]) => fold(reply.prefill[k] ?? '') === fold(v)),
                );
              }
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
