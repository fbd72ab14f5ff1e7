/**
 * The CRM webhook, sent by the CMS (docs/decisions/0091, replacing the site servers' of 0038): every
 * event is stored first (`api::crm-event.crm-event`, with its allow-listed payload and its delivery
 * `crm_*`), then posted in the Standard Webhooks format (events.ts) by the CMS, at once and again
 * with backoff until a 2xx answer (taken with a conditional update, like the mail outbox of 0023, so
 * two CMS processes never post the same attempt). Events:
 * - `lead.created`: a contact, lead or document request stored (a database lifecycle);
 * - `lead.updated`: its status or owner changed in the admin or through the API (a document
 *   service middleware compares before and after);
 * - `conversation.waiting`: called by the chat hand-off (`enqueueCrmEvent`);
 * - `webhook.test`: the settings page's "send a test event".
 * The address and secret are the admin's (Settings → CRM webhook, super-admins only; the secret is
 * write-only) and read at every delivery, so a change takes effect without a restart. No address:
 * nothing is stored or sent.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { type AdminRoute, everySeconds, registerAdminActions } from '../../../../strapi-helpers';
import { INBOX } from '../../../inbox/server/src/inbox';
import { adminUsers, namesByEmail } from '../../../inbox/server/src/owners';
import { type CrmEventType, conversationWaiting, leadCreated, leadUpdated, type SubmissionKind, TRIGGERS, webhookHeaders } from './events';

const CRM_EVENT = 'api::crm-event.crm-event';
type Row = Record<string, unknown>;

const seconds = (name: string, fallback: number): number => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
/** How often due events are looked for; the backoff (base·2^(n−1), at most max) and the attempts before giving up. */
const POLL_SECONDS = () => seconds('CRM_WEBHOOK_POLL_SECONDS', 5);
const RETRY_BASE = () => seconds('CRM_WEBHOOK_RETRY_BASE_SECONDS', 30);
const RETRY_MAX = () => seconds('CRM_WEBHOOK_RETRY_MAX_SECONDS', 3600);
const MAX_ATTEMPTS = () => seconds('CRM_WEBHOOK_MAX_ATTEMPTS', 20);
const LEASE_SECONDS = 120;
const TIMEOUT_SECONDS = () => seconds('CRM_WEBHOOK_TIMEOUT_SECONDS', 10);

// ---------------------------------------------------------------------------------------------
// Settings (the admin's; the secret never leaves the CMS)
// ---------------------------------------------------------------------------------------------

interface Settings {
  url: string;
  secret: string;
}
const store = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'crm-webhook', key: 'settings' });

async function readSettings(strapi: Core.Strapi): Promise<Partial<Settings>> {
  const value = (await store(strapi).get({})) as Partial<Settings> | null;
  return value ?? {};
}

/** The webhook's address and secret, when both are set. */
async function activeSettings(strapi: Core.Strapi): Promise<Settings | null> {
  const { url, secret } = await readSettings(strapi);
  return url && secret ? { url, secret } : null;
}

/** A new Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

// ---------------------------------------------------------------------------------------------
// Events: stored, then posted
// ---------------------------------------------------------------------------------------------

let kick: (() => void) | null = null;

/**
 * Stores an event for the CRM (nothing when no webhook is set) and has it posted at once. `id` is its
 * `webhook-id`, the receiver's idempotency key: the same on every retry; a second event with the same
 * id is not stored again.
 */
async function enqueueCrmEvent(
  strapi: Core.Strapi,
  type: CrmEventType,
  subject: string,
  data: Row,
  id: string = `evt_${randomUUID()}`,
): Promise<string | null> {
  if (!(await activeSettings(strapi))) return null;
  const timestamp = new Date().toISOString();
  try {
    await strapi.db.query(CRM_EVENT).create({
      data: {
        event_id: id,
        type,
        subject: subject.slice(0, 120),
        payload: { type, timestamp, data },
        crm_status: 'pending',
        crm_attempts: 0,
      },
    });
  } catch (error) {
    // The same event stored already (a unique event id): once is enough.
    if ((await strapi.db.query(CRM_EVENT).count({ where: { event_id: id } })) > 0) return id;
    throw error;
  }
  kick?.();
  return id;
}

/**
 * A chat waiting for a person, for the CRM (the hand-off calls this, plugins/live/server/src/waiting-notice.ts):
 * `documentId` is the conversation's in the admin; `id`, the wait's own, makes a repeated call a no-op.
 */
export function conversationWaitingEvent(strapi: Core.Strapi, documentId: string, data: Row, id?: string): Promise<string | null> {
  return enqueueCrmEvent(
    strapi,
    'conversation.waiting',
    `conversation ${documentId}`,
    conversationWaiting({ ...data, conversation_id: documentId }),
    id,
  );
}

/** Posts one event; throws on anything but a 2xx answer. */
async function post(settings: Settings, id: string, payload: unknown): Promise<number> {
  const body = JSON.stringify(payload);
  const res = await fetch(settings.url, {
    method: 'POST',
    headers: webhookHeaders(settings.secret, id, Math.floor(Date.now() / 1000), body),
    body,
    signal: AbortSignal.timeout(TIMEOUT_SECONDS() * 1000),
  });
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok) throw new Error(`the webhook answered ${res.status}`);
  return res.status;
}

/** Due: pending, or failed with its retry time passed; nobody's lease running. */
function due(now: Date): Row {
  return {
    $and: [
      { $or: [{ crm_status: 'pending' }, { crm_status: 'failed', crm_next_attempt_at: { $notNull: true, $lte: now } }] },
      { $or: [{ crm_lease_until: { $null: true } }, { crm_lease_until: { $lt: now } }] },
    ],
  };
}

const KIND_OF = new Map<string, SubmissionKind>(Object.entries(INBOX).map(([k, uid]) => [uid, k as SubmissionKind]));

/** A `lead.created` event's outcome shown on its submission too (`crm_*`; no lease, no stale error once sent). */
async function mirror(strapi: Core.Strapi, event: Row, data: Row): Promise<void> {
  if (event.type !== 'lead.created') return;
  const payload = (event.payload ?? {}) as { data?: { kind?: string; submission_id?: string } };
  const kind = payload.data?.kind;
  const submission = payload.data?.submission_id;
  const uid = kind && kind in INBOX ? INBOX[kind as SubmissionKind] : null;
  if (uid && submission) await strapi.db.query(uid).updateMany({ where: { submission_id: submission }, data });
}

let claim = randomUUID();

/** One attempt of an event this process holds the lease of, its result recorded (never throws). */
async function attempt(strapi: Core.Strapi, event: Row, settings: Settings): Promise<{ ok: boolean; error?: string }> {
  const attempts = Number(event.crm_attempts ?? 0) + 1;
  let data: Row;
  let outcome: { ok: boolean; error?: string };
  try {
    await post(settings, String(event.event_id), event.payload);
    data = {
      crm_status: 'sent',
      crm_sent_at: new Date(),
      crm_attempts: attempts,
      crm_last_error: null,
      crm_next_attempt_at: null,
      crm_lease_until: null,
      crm_claim: null,
    };
    outcome = { ok: true };
  } catch (error) {
    const message = String(
      error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : error,
    );
    // A test event is not retried: the person who sent it reads the answer.
    const retryIn =
      event.type === 'webhook.test' || attempts >= MAX_ATTEMPTS() ? null : Math.min(RETRY_MAX(), RETRY_BASE() * 2 ** (attempts - 1));
    data = {
      crm_status: 'failed',
      crm_attempts: attempts,
      crm_last_error: message.slice(0, 1000),
      crm_next_attempt_at: retryIn === null ? null : new Date(Date.now() + retryIn * 1000),
      crm_lease_until: null,
      crm_claim: null,
    };
    outcome = { ok: false, error: message };
    strapi.log.warn(`[crm] event ${String(event.event_id)} (${String(event.type)}): attempt ${attempts} failed: ${message}`);
  }
  const { count } = await strapi.db.query(CRM_EVENT).updateMany({ where: { id: event.id, crm_claim: claim }, data });
  if (count === 1) {
    const { crm_claim: _c, crm_lease_until: _l, ...shown } = data;
    await mirror(strapi, event, shown);
  }
  return outcome;
}

let looking = false;

/** One look for due events: each taken with a conditional update (one process gets it), then posted. */
async function sweep(strapi: Core.Strapi): Promise<void> {
  if (looking) return;
  looking = true;
  try {
    const settings = await activeSettings(strapi);
    if (!settings) return;
    const now = new Date();
    const rows = (await strapi.db.query(CRM_EVENT).findMany({ where: due(now), orderBy: { id: 'asc' }, limit: 20 })) as Row[];
    for (const row of rows) {
      const { count } = await strapi.db.query(CRM_EVENT).updateMany({
        where: { $and: [{ id: row.id }, due(now)] },
        data: { crm_lease_until: new Date(now.getTime() + LEASE_SECONDS * 1000), crm_claim: claim },
      });
      if (count === 1) await attempt(strapi, row, settings);
    }
  } catch (error) {
    strapi.log.warn(`[crm] could not look for due events: ${String(error)}`);
  } finally {
    looking = false;
  }
}

// ---------------------------------------------------------------------------------------------
// Where events come from: submissions stored and changed
// ---------------------------------------------------------------------------------------------

/** The name of the admin user behind the current request, if any. */
function currentAdmin(strapi: Core.Strapi): string | null {
  const ctx = strapi.requestContext.get() as
    | { state?: { user?: { email?: unknown; firstname?: unknown; lastname?: unknown } } }
    | undefined;
  const user = ctx?.state?.user;
  if (!user) return null;
  const name = [user.firstname, user.lastname].filter((x) => typeof x === 'string' && x).join(' ');
  return name || (typeof user.email === 'string' ? user.email : null);
}

async function submission(strapi: Core.Strapi, uid: string, where: Row): Promise<Row | null> {
  const kind = KIND_OF.get(uid);
  return (await strapi.db.query(uid).findOne({
    where,
    ...(kind === 'download-request' ? { populate: { download_card: { select: ['documentId', 'title_es', 'title_en'] } } } : {}),
  })) as Row | null;
}

/** The names of the CRM webhook's jobs in Strapi's cron (`strapi.cron.jobs`). */
const CRM_POLL_JOB = 'crm-webhook-poll';
const CRM_FIRST_LOOK_JOB = 'crm-webhook-first-look';

/** Bootstrap phase: `lead.created` of each stored submission, and the look for due events. */
export function startCrmWebhook(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: Object.values(INBOX),
    async afterCreate(event) {
      const kind = KIND_OF.get(event.model.uid);
      const id = (event.result as Row | undefined)?.id;
      if (!kind || id === undefined) return;
      const row = await submission(strapi, event.model.uid, { id });
      if (!row?.submission_id) return;
      const queued = await enqueueCrmEvent(
        strapi,
        'lead.created',
        `${kind} ${String(row.submission_id)}`,
        leadCreated(kind, row),
        `lead.created.${String(row.submission_id)}`.slice(0, 64),
      );
      if (queued) await strapi.db.query(event.model.uid).update({ where: { id }, data: { crm_status: 'pending', crm_attempts: 0 } });
    },
  });
  const look = () => void sweep(strapi);
  // An event just stored is posted at once (after the write that stored it), not at the next look.
  kick = () => setImmediate(look).unref();
  // The look for due events, in Strapi's cron: a second after the start, then every CRM_WEBHOOK_POLL_SECONDS.
  strapi.cron.add({
    [CRM_FIRST_LOOK_JOB]: { task: () => sweep(strapi), options: new Date(Date.now() + 1000) },
    [CRM_POLL_JOB]: { task: () => sweep(strapi), options: { rule: everySeconds(POLL_SECONDS()) } },
  });
  claim = randomUUID();
}

// ---------------------------------------------------------------------------------------------
// The admin's routes: settings (super-admins), a test event, the last deliveries
// ---------------------------------------------------------------------------------------------

interface AdminCtx {
  request: { body?: unknown };
  query: Record<string, unknown>;
  state: { user?: { preferedLanguage?: unknown; roles?: Array<{ code?: string }> } };
  body: unknown;
  status: number;
  badRequest: (message: string) => void;
  forbidden: (message: string) => void;
}

const langOf = (ctx: AdminCtx): 'es' | 'en' => ((ctx.query.lang ?? ctx.state.user?.preferedLanguage) === 'en' ? 'en' : 'es');
const isSuperAdmin = (ctx: AdminCtx): boolean => Boolean(ctx.state.user?.roles?.some((r) => r.code === 'strapi-super-admin'));

function validUrl(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  try {
    const url = new URL(v.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The settings as the admin shows them: the address, whether a secret is set (never the secret). */
async function shownSettings(strapi: Core.Strapi): Promise<Row> {
  const { url, secret } = await readSettings(strapi);
  return { url: url ?? '', secretSet: Boolean(secret) };
}

function handlers(strapi: Core.Strapi) {
  const guard = (ctx: AdminCtx): boolean => {
    if (isSuperAdmin(ctx)) return true;
    ctx.forbidden(
      langOf(ctx) === 'es' ? 'Solo un superadministrador configura el webhook del CRM.' : 'Only a super-admin sets up the CRM webhook.',
    );
    return false;
  };
  return {
    async get(ctx: AdminCtx) {
      if (!guard(ctx)) return;
      ctx.body = { data: await shownSettings(strapi) };
    },
    /** `{url, secret?}` or `{url, generateSecret: true}` (the new secret answered once); an empty url turns the webhook off. */
    async put(ctx: AdminCtx) {
      if (!guard(ctx)) return;
      const es = langOf(ctx) === 'es';
      const body = (ctx.request.body ?? {}) as Row;
      const current = await readSettings(strapi);
      const off = body.url === '' || body.url === null;
      const url = off ? '' : validUrl(body.url);
      if (url === null) return ctx.badRequest(es ? 'La dirección debe ser una URL http(s).' : 'The address must be an http(s) URL.');
      let secret = current.secret ?? '';
      let generated: string | null = null;
      if (body.generateSecret === true) {
        generated = newSecret();
        secret = generated;
      } else if (typeof body.secret === 'string' && body.secret !== '') {
        if (body.secret.trim().length < 24)
          return ctx.badRequest(es ? 'El secreto debe tener 24 caracteres o más.' : 'The secret must be 24 characters or more.');
        secret = body.secret.trim();
      }
      if (url && !secret)
        return ctx.badRequest(es ? 'Falta el secreto: escríbalo o genere uno.' : 'A secret is needed: write one or generate one.');
      await store(strapi).set({ value: { url, secret } });
      ctx.body = { data: { ...(await shownSettings(strapi)), ...(generated ? { secret: generated } : {}) } };
    },
    /** Sends a `webhook.test` event now and answers how it went (it is listed with the deliveries too). */
    async test(ctx: AdminCtx) {
      if (!guard(ctx)) return;
      const settings = await activeSettings(strapi);
      if (!settings) return ctx.badRequest(langOf(ctx) === 'es' ? 'El webhook no está configurado.' : 'The webhook is not set up.');
      const id = await enqueueCrmEvent(strapi, 'webhook.test', 'test', { message: 'A test event from the site’s CMS.' });
      const now = new Date();
      const { count } = await strapi.db.query(CRM_EVENT).updateMany({
        where: { $and: [{ event_id: id }, due(now)] },
        data: { crm_lease_until: new Date(now.getTime() + LEASE_SECONDS * 1000), crm_claim: claim },
      });
      const row = (await strapi.db.query(CRM_EVENT).findOne({ where: { event_id: id } })) as Row | null;
      ctx.body = { data: count === 1 && row ? { id, ...(await attempt(strapi, row, settings)) } : { id, ok: row?.crm_status === 'sent' } };
    },
    /** The last 20 events: what, when, how it went (the error only while not delivered; no lease). */
    async deliveries(ctx: AdminCtx) {
      if (!guard(ctx)) return;
      const rows = (await strapi.db.query(CRM_EVENT).findMany({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: 20,
        select: [
          'event_id',
          'type',
          'subject',
          'createdAt',
          'crm_status',
          'crm_attempts',
          'crm_last_error',
          'crm_sent_at',
          'crm_next_attempt_at',
        ],
      })) as Row[];
      ctx.body = {
        data: rows.map((r) => ({
          id: r.event_id,
          type: r.type,
          subject: r.subject,
          createdAt: r.createdAt,
          status: r.crm_status,
          attempts: r.crm_attempts,
          sentAt: r.crm_sent_at ?? null,
          nextAttemptAt: r.crm_status === 'sent' ? null : (r.crm_next_attempt_at ?? null),
          error: r.crm_status === 'sent' ? null : (r.crm_last_error ?? null),
        })),
      };
    },
  };
}

/**
 * Register phase: `lead.updated` of a changed status or owner (a document service middleware).
 */
export function registerCrmWebhook(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const kind = KIND_OF.get(context.uid);
    const documentId = (context.params as { documentId?: unknown }).documentId;
    if (!kind || context.action !== 'update' || typeof documentId !== 'string') return next();
    const before = await submission(strapi, context.uid, { documentId });
    const result = await next();
    const data = (context.params as { data?: Row }).data ?? {};
    if (before && TRIGGERS.some((f) => f in data)) {
      const after = await submission(strapi, context.uid, { documentId });
      const names = namesByEmail(await adminUsers(strapi));
      const payload = after ? leadUpdated(kind, before, after, currentAdmin(strapi), names) : null;
      if (payload) await enqueueCrmEvent(strapi, 'lead.updated', `${kind} ${String(after?.submission_id ?? documentId)}`, payload);
    }
    return result;
  });
}

/** The admin routes under /crm-webhook (signed-in admins; the handlers let super-admins only). */
export function crmRoutes(strapi: Core.Strapi): Array<AdminRoute<AdminCtx>> {
  const h = handlers(strapi);
  const policies = ['admin::isAuthenticatedAdmin'];
  return [
    { method: 'GET', path: '/crm-webhook/settings', handler: h.get, config: { policies } },
    { method: 'PUT', path: '/crm-webhook/settings', handler: h.put, config: { policies } },
    { method: 'POST', path: '/crm-webhook/test', handler: h.test, config: { policies } },
    { method: 'GET', path: '/crm-webhook/deliveries', handler: h.deliveries, config: { policies } },
  ];
}

/** Register phase: the permission that shows Settings → CRM webhook. */
export async function registerCrmActions(strapi: Core.Strapi): Promise<void> {
  await registerAdminActions(strapi, [
    {
      // No role holds it but the super-admin (docs/decisions/0091): it only shows the settings link.
      section: 'settings',
      category: 'CRM webhook',
      subCategory: 'general',
      displayName: 'Set up the CRM webhook (super-admins)',
      uid: 'crm-webhook.settings',
    },
  ]);
}
