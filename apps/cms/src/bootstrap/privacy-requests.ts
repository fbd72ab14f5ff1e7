/**
 * Privacy requests (GDPR access and erasure in Spain; LFPDPPP "derechos ARCO" in Mexico;
 * docs/decisions/0039): everything the CMS holds about one e-mail address — contacts,
 * leads, document requests, download users (their attribution is on the same records), and chat
 * conversations in which the visitor wrote it — exported as JSON, or erased. Admin routes for a
 * super-admin (permission `api::inbox.privacy`); `npm run privacy` calls them. An erasure is logged
 * with counts and a request id, never the address.
 *
 * Retention (applied at start and every 12 hours, like the chat IPs' in privacy.ts): submissions older
 * than LEADS_RETENTION_DAYS and chat conversations unchanged for CHAT_RETENTION_DAYS are deleted.
 */
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** The collections holding a visitor's e-mail address in a field of their own. */
const BY_EMAIL = {
  contacts: 'api::contact.contact',
  leads: 'api::lead.lead',
  download_requests: 'api::download-request.download-request',
  download_users: 'api::download-user.download-user',
} as const;
const CONVERSATIONS = 'api::chatbot-conversation.chatbot-conversation';
const PRIVACY_ACTION = 'api::inbox.privacy';

type Row = Record<string, unknown>;
type Holdings = Record<keyof typeof BY_EMAIL | 'chat_conversations', Row[]>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const validEmail = (v: unknown): v is string => typeof v === 'string' && v.length <= 245 && EMAIL.test(v.trim());

/** Conversations whose text mentions the address (read in pages; a JSON column cannot be filtered portably). */
async function conversationsMentioning(strapi: Core.Strapi, email: string): Promise<Row[]> {
  const needle = email.toLowerCase();
  const found: Row[] = [];
  const pageSize = 200;
  for (let offset = 0; ; offset += pageSize) {
    const rows = (await strapi.db.query(CONVERSATIONS).findMany({ orderBy: { id: 'asc' }, offset, limit: pageSize })) as Row[];
    for (const row of rows)
      if (
        JSON.stringify(row.Conversation ?? '')
          .toLowerCase()
          .includes(needle)
      )
        found.push(row);
    if (rows.length < pageSize) return found;
  }
}

/** Everything held about an address (case-insensitive). */
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
  out.chat_conversations = await conversationsMentioning(strapi, address);
  return out;
}

const counts = (h: Holdings): string =>
  Object.entries(h)
    .map(([name, rows]) => `${rows.length} ${name}`)
    .join(', ');

/** Deletes everything held about an address; returns what was deleted, by collection (counts). */
async function eraseHoldings(strapi: Core.Strapi, email: string): Promise<Record<string, number>> {
  const held = await findHoldings(strapi, email);
  const request = randomUUID();
  const deleted: Record<string, number> = {};
  for (const [name, rows] of Object.entries(held) as Array<[keyof Holdings, Row[]]>) {
    const uid = name === 'chat_conversations' ? CONVERSATIONS : BY_EMAIL[name];
    const ids = rows.map((r) => r.id);
    deleted[name] = ids.length ? ((await strapi.db.query(uid).deleteMany({ where: { id: { $in: ids } } })) as { count: number }).count : 0;
  }
  // Logged without the address or any of the data (docs/decisions/0039).
  strapi.log.info(`[privacy] erasure ${request}: deleted ${counts(held)}`);
  return deleted;
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

/** Register phase: the permission (super-admins hold every one) and the two admin routes. */
export async function registerPrivacyRequests(strapi: Core.Strapi): Promise<void> {
  const permission = strapi.service('admin::permission') as unknown as {
    actionProvider: { registerMany: (a: Array<Record<string, unknown>>) => Promise<unknown> | unknown };
  };
  await permission.actionProvider.registerMany([
    {
      section: 'settings',
      category: 'Inbox',
      subCategory: 'privacy',
      displayName: 'Privacy requests: export and erase by e-mail',
      uid: 'inbox.privacy',
    },
  ]);
  const policies = ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [PRIVACY_ACTION] } }];
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/inbox/privacy/export',
        handler: async (ctx: PrivacyCtx) => {
          const email = emailOf(ctx);
          if (!validEmail(email)) return ctx.badRequest('email: an e-mail address');
          const held = await findHoldings(strapi, email);
          strapi.log.info(`[privacy] export by admin user ${String(ctx.state.user?.id ?? '?')}: ${counts(held)}`);
          ctx.set('cache-control', 'no-store');
          ctx.body = { email: email.trim(), exported_at: new Date().toISOString(), ...held };
        },
        config: { policies },
      },
      {
        method: 'POST',
        path: '/inbox/privacy/erase',
        handler: async (ctx: PrivacyCtx) => {
          const email = emailOf(ctx);
          if (!validEmail(email)) return ctx.badRequest('email: an e-mail address');
          ctx.body = { deleted: await eraseHoldings(strapi, email) };
        },
        config: { policies },
      },
    ],
  } as unknown as Parameters<Core.Strapi['server']['routes']>[0]);
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
  const chat = chatRetentionDays();
  if (chat > 0) {
    deleted.chat_conversations = (
      (await strapi.db.query(CONVERSATIONS).deleteMany({ where: { updatedAt: { $lt: cutoff(chat) } } })) as { count: number }
    ).count;
  }
  return deleted;
}
