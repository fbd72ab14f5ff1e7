/**
 * Privacy requests (GDPR access and erasure in Spain; LFPDPPP "derechos ARCO" in Mexico;
 * docs/decisions/0039): everything the CMS holds about one e-mail address — contacts,
 * leads, document requests, download users (their attribution is on the same records), chat
 * conversations in which the visitor wrote it or that a contact of theirs was sent from, and the
 * measurement's stored chat questions that name them — exported as JSON, or erased. Admin routes for a
 * super-admin (permission `api::inbox.privacy`); `npm run privacy` calls them (and cleans the site's
 * outbox copies with the submission ids an erasure answers). An erasure is logged with counts and a
 * request id, never the address.
 *
 * The address is matched whole and ignoring case (match.ts): `ana@example.com` is not
 * `mariana@example.com` nor `ana@example.com.mx`.
 *
 * Retention (applied at start and every 12 hours, like the chat IPs' in retention.ts; Strapi's cron): submissions older
 * than LEADS_RETENTION_DAYS and chat conversations unchanged for CHAT_RETENTION_DAYS are deleted.
 */
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { type AdminRoute, registerAdminActions } from '../../../../strapi-helpers';
import { DAILY_TABLE, EVENTS_TABLE } from '../../../site-analytics/server/src/store';
import { addressPattern, holdsAddress, namesPerson, personTerms, termsPattern } from './match';

/** The collections holding a visitor's e-mail address in a field of their own. */
const BY_EMAIL = {
  contacts: 'api::contact.contact',
  leads: 'api::lead.lead',
  download_requests: 'api::download-request.download-request',
  download_users: 'api::download-user.download-user',
} as const;
const CONVERSATIONS = 'api::chatbot-conversation.chatbot-conversation';
/** The person gathering the address's submissions, and the CRM events about them (docs/decisions/0091). */
const PEOPLE = 'api::person.person';
const CRM_EVENTS = 'api::crm-event.crm-event';
const NOTIFICATIONS = 'api::notification.notification';
const PRIVACY_ACTION = 'api::inbox.privacy';
/** The measurement's rows whose `detail` is a visitor's words (a chat question); a document's title is not. */
const QUESTION_TYPES = ['chat_unanswered', 'chat_answered'];

type Row = Record<string, unknown>;
type Holdings = Record<keyof typeof BY_EMAIL | 'chat_conversations' | 'people', Row[]>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const validEmail = (v: unknown): v is string => typeof v === 'string' && v.length <= 245 && EMAIL.test(v.trim());

/**
 * Conversations whose text holds the address as a whole address, or whose id a contact of the person
 * names (`chat_conversation`: the chat panel's contact form sent from it). Read in pages: a JSON column
 * cannot be filtered portably.
 */
async function conversationsOf(strapi: Core.Strapi, email: string, linked: ReadonlySet<string>): Promise<Row[]> {
  const address = addressPattern(email);
  const found: Row[] = [];
  const pageSize = 200;
  for (let offset = 0; ; offset += pageSize) {
    const rows = (await strapi.db.query(CONVERSATIONS).findMany({ orderBy: { id: 'asc' }, offset, limit: pageSize })) as Row[];
    for (const row of rows)
      if (linked.has(String(row.idConversation ?? '').toLowerCase()) || holdsAddress(row.Conversation, address)) found.push(row);
    if (rows.length < pageSize) return found;
  }
}

/** Everything held about an address (the whole address, ignoring case). */
async function findHoldings(strapi: Core.Strapi, email: string): Promise<Holdings> {
  const address = email.trim();
  const out = {} as Holdings;
  for (const [name, uid] of Object.entries(BY_EMAIL) as Array<[keyof typeof BY_EMAIL, string]>) {
    out[name] = (await strapi.db.query(uid).findMany({
      where: { email: { $eqi: address } },
      orderBy: { id: 'asc' },
      ...(name === 'download_requests' ? { populate: { download_card: { select: ['documentId', 'title_es', 'title_en'] } } } : {}),
    })) as Row[];
  }
  // The chat panel's contact names the conversation it was sent from (ids compared ignoring case, as the site's proxy does).
  const linked = new Set(
    out.contacts.map((c) => (typeof c.chat_conversation === 'string' ? c.chat_conversation.trim().toLowerCase() : '')).filter(Boolean),
  );
  out.chat_conversations = await conversationsOf(strapi, address, linked);
  out.people = (await strapi.db.query(PEOPLE).findMany({ where: { email: { $eqi: address } }, orderBy: { id: 'asc' } })) as Row[];
  return out;
}

interface StoredQuestion {
  table: typeof EVENTS_TABLE | typeof DAILY_TABLE;
  id: number;
  day: string;
  question: string;
}

/**
 * The measurement's stored chat questions (both tables) that name the person: their address (whole),
 * or a name or company of their records (privacy-match.ts). Read in pages of ids.
 */
async function questionsNaming(strapi: Core.Strapi, email: string, held: Holdings): Promise<StoredQuestion[]> {
  const knex = strapi.db.connection;
  const address = addressPattern(email);
  const terms = termsPattern(personTerms([...held.contacts, ...held.leads, ...held.download_requests, ...held.download_users]));
  const found: StoredQuestion[] = [];
  for (const table of [EVENTS_TABLE, DAILY_TABLE] as const) {
    for (let after = 0; ; ) {
      const rows = (await knex(table)
        .whereIn('type', QUESTION_TYPES)
        .andWhere('detail', '<>', '')
        .andWhere('id', '>', after)
        .orderBy('id')
        .limit(1000)
        .select('id', 'day', 'detail')) as Array<{ id: number; day: string; detail: string }>;
      for (const r of rows) if (namesPerson(r.detail, address, terms)) found.push({ table, id: r.id, day: r.day, question: r.detail });
      if (rows.length < 1000) break;
      after = rows[rows.length - 1]?.id ?? after;
    }
  }
  return found;
}

/** Blanks those questions' text; the rows stay, so that the measurement keeps its counts. */
async function redactQuestions(strapi: Core.Strapi, questions: StoredQuestion[]): Promise<Record<string, number>> {
  const knex = strapi.db.connection;
  const redacted: Record<string, number> = {};
  for (const [name, table] of [
    ['analytics_events', EVENTS_TABLE],
    ['analytics_daily', DAILY_TABLE],
  ] as const) {
    const ids = questions.filter((q) => q.table === table).map((q) => q.id);
    let n = 0;
    for (let i = 0; i < ids.length; i += 500)
      n += await knex(table)
        .whereIn('id', ids.slice(i, i + 500))
        .update({ detail: '' });
    redacted[name] = n;
  }
  return redacted;
}

const counts = (h: Record<string, Row[] | number>): string =>
  Object.entries(h)
    .map(([name, rows]) => `${typeof rows === 'number' ? rows : rows.length} ${name}`)
    .join(', ');

interface Erasure {
  /** Records deleted, by collection. */
  deleted: Record<string, number>;
  /** Stored chat questions blanked, by table. */
  redacted: Record<string, number>;
  /** The submission ids of the contacts, leads and document requests deleted: the site's outbox copies carry them. */
  submissions: string[];
}

/** Deletes everything held about an address and blanks the questions naming the person. */
async function eraseHoldings(strapi: Core.Strapi, email: string): Promise<Erasure> {
  const held = await findHoldings(strapi, email);
  const questions = await questionsNaming(strapi, email, held);
  const request = randomUUID();
  const submissions = [...held.contacts, ...held.leads, ...held.download_requests]
    .map((r) => r.submission_id)
    .filter((id): id is string => typeof id === 'string' && id !== '');
  const redacted = await redactQuestions(strapi, questions);
  const deleted: Record<string, number> = {};
  for (const [name, rows] of Object.entries(held) as Array<[keyof Holdings, Row[]]>) {
    const uid = name === 'chat_conversations' ? CONVERSATIONS : name === 'people' ? PEOPLE : BY_EMAIL[name];
    const ids = rows.map((r) => r.id);
    deleted[name] = ids.length ? ((await strapi.db.query(uid).deleteMany({ where: { id: { $in: ids } } })) as { count: number }).count : 0;
  }
  // The CRM events about those submissions: their copies of the payloads (the CRM's own are erased there).
  const subjects = [
    ...held.contacts.map((r) => ['contact', r]),
    ...held.leads.map((r) => ['lead', r]),
    ...held.download_requests.map((r) => ['download-request', r]),
  ].map(([kind, r]) => `${String(kind)} ${String((r as Row).submission_id ?? '')}`);
  if (subjects.length) await strapi.db.query(CRM_EVENTS).deleteMany({ where: { subject: { $in: subjects } } });
  // The e-mails told to the firm's users about them (a visitor waiting, a lead assigned): their keys name
  // the record (apps/cms/src/plugins/notifications/server/src/notify.ts), and a waiting visitor's carries the transcript.
  const records = Object.values(held)
    .flat()
    .map((r) => r.documentId)
    .filter((id): id is string => typeof id === 'string' && id !== '');
  if (records.length)
    await strapi.db.query(NOTIFICATIONS).deleteMany({ where: { $or: records.map((id) => ({ key: { $contains: `:${id}:` } })) } });
  // Logged without the address or any of the data (docs/decisions/0039).
  strapi.log.info(`[privacy] erasure ${request}: deleted ${counts(held)}; redacted ${counts(redacted)} stored chat question(s)`);
  return { deleted, redacted, submissions };
}

interface PrivacyCtx {
  query: Record<string, unknown>;
  request: { body?: unknown };
  state: { user?: { id?: unknown } };
  set: (name: string, value: string) => void;
  body: unknown;
  badRequest: (message: string) => void;
}

const emailOf = (ctx: PrivacyCtx): unknown =>
  ctx.query.email ?? (ctx.request.body && typeof ctx.request.body === 'object' ? (ctx.request.body as Row).email : undefined);

/** Register phase: the permission (super-admins hold every one). */
export async function registerPrivacyActions(strapi: Core.Strapi): Promise<void> {
  await registerAdminActions(strapi, [
    {
      section: 'settings',
      category: 'Inbox',
      subCategory: 'privacy',
      displayName: 'Privacy requests: export and erase by e-mail',
      uid: 'inbox.privacy',
    },
  ]);
}

/** The two admin routes `npm run privacy` calls. */
export function privacyRoutes(strapi: Core.Strapi): Array<AdminRoute<PrivacyCtx>> {
  const policies = ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [PRIVACY_ACTION] } }];
  return [
    {
      method: 'GET',
      path: '/inbox/privacy/export',
      handler: async (ctx: PrivacyCtx) => {
        const email = emailOf(ctx);
        if (!validEmail(email)) return ctx.badRequest('email: an e-mail address');
        const held = await findHoldings(strapi, email);
        const questions = await questionsNaming(strapi, email, held);
        strapi.log.info(
          `[privacy] export by admin user ${String(ctx.state.user?.id ?? '?')}: ${counts(held)}, ${questions.length} analytics_questions`,
        );
        ctx.set('cache-control', 'no-store');
        ctx.body = {
          email: email.trim(),
          exported_at: new Date().toISOString(),
          ...held,
          // The measurement's stored chat questions naming the person (by day; the daily totals repeat the raw events').
          analytics_questions: questions.map(({ table, day, question }) => ({ table, day, question })),
        };
      },
      config: { policies },
    },
    {
      method: 'POST',
      path: '/inbox/privacy/erase',
      handler: async (ctx: PrivacyCtx) => {
        const email = emailOf(ctx);
        if (!validEmail(email)) return ctx.badRequest('email: an e-mail address');
        ctx.set('cache-control', 'no-store');
        ctx.body = await eraseHoldings(strapi, email);
      },
      config: { policies },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Retention
// ---------------------------------------------------------------------------------------------

const days = (name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number => {
  const value = Number(env[name] ?? String(fallback));
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};
/** LEADS_RETENTION_DAYS (default 730; 0 keeps them for good): contacts, leads, document requests, download users. */
export const leadsRetentionDays = (env: NodeJS.ProcessEnv = process.env): number => days('LEADS_RETENTION_DAYS', 730, env);
/** CHAT_RETENTION_DAYS (default 365; 0 keeps them for good): chat conversations unchanged that long. */
export const chatRetentionDays = (env: NodeJS.ProcessEnv = process.env): number => days('CHAT_RETENTION_DAYS', 365, env);

/** Deletes what is past its retention; returns the counts deleted. */
export async function applyRetention(strapi: Core.Strapi, now = Date.now()): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  const cutoff = (d: number) => new Date(now - d * 24 * 60 * 60 * 1000);
  const leads = leadsRetentionDays();
  if (leads > 0) {
    for (const [name, uid] of Object.entries(BY_EMAIL)) {
      deleted[name] = (
        (await strapi.db.query(uid).deleteMany({ where: { createdAt: { $lt: cutoff(leads) } } })) as { count: number }
      ).count;
    }
  }
  if (leads > 0) {
    // A person nobody heard from within the period (one with newer submissions is gathered again at the next start).
    deleted.people = (
      (await strapi.db.query(PEOPLE).deleteMany({ where: { last_touch: { $lt: cutoff(leads) } } })) as { count: number }
    ).count;
    // The CRM events' copies of the payloads, as old as the submissions deleted.
    deleted.crm_events = (
      (await strapi.db.query(CRM_EVENTS).deleteMany({ where: { createdAt: { $lt: cutoff(leads) } } })) as { count: number }
    ).count;
  }
  // The notices to the firm's users (a waiting visitor's carries the transcript): as old as the
  // conversations or the submissions deleted, whichever period is shorter.
  const notices = [leads, chatRetentionDays()].filter((d) => d > 0);
  if (notices.length > 0) {
    deleted.notifications = (
      (await strapi.db.query(NOTIFICATIONS).deleteMany({ where: { createdAt: { $lt: cutoff(Math.min(...notices)) } } })) as {
        count: number;
      }
    ).count;
  }
  const chat = chatRetentionDays();
  if (chat > 0) {
    deleted.chat_conversations = (
      (await strapi.db.query(CONVERSATIONS).deleteMany({ where: { updatedAt: { $lt: cutoff(chat) } } })) as { count: number }
    ).count;
  }
  return deleted;
}
