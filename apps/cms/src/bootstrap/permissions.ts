import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { serviceOf } from '../strapi-helpers';
import { secret } from '../../config/secrets';
import { apiContentTypes } from './content-types';

/**
 * The public (anonymous) and authenticated roles of users-permissions grant nothing: the site and the
 * chat service read with their own API token (docs/decisions/0008), and the product has no visitor accounts, so
 * registration, sign-in, password reset and e-mail confirmation are off too (their routes answer 403,
 * and registration is also switched off in the plugin's settings). Set in code at every start, so
 * the admin cannot drift from it.
 */
export async function ensurePublicPermissions(strapi: Core.Strapi): Promise<void> {
  const roles: Array<{ id: number; type: string }> = await strapi.db
    .query('plugin::users-permissions.role')
    .findMany({ where: { type: { $in: ['public', 'authenticated'] } } });
  if (!roles.some((r) => r.type === 'public')) throw new Error('users-permissions public role missing');
  for (const role of roles) {
    await strapi.db.query('plugin::users-permissions.permission').deleteMany({ where: { role: role.id } });
  }
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
}

/** Reading the published content: every content type that is not a submission. */
function contentReadPermissions(strapi: Core.Strapi): string[] {
  const actions: string[] = [];
  for (const ct of apiContentTypes(strapi)) {
    if (ct.submission) continue;
    actions.push(`${ct.uid}.find`);
    if (ct.kind === 'collectionType') actions.push(`${ct.uid}.findOne`);
  }
  return actions;
}

/** The submissions the site's forms store (features/forms/endpoints.server.ts): created, never read back. */
const SITE_SUBMISSIONS = ['contact', 'lead', 'download-request'] as const;

/**
 * What the site's server may do with its API token (least privilege, docs/decisions/0037): read the
 * content, create contacts, leads and document requests, and the mail outbox's two routes. It cannot
 * list or read any submission (403), nor touch chat conversations (the chat service stores them).
 */
function siteTokenPermissions(strapi: Core.Strapi): string[] {
  const actions = contentReadPermissions(strapi);
  for (const name of SITE_SUBMISSIONS) actions.push(`api::${name}.${name}.create`);
  // The media library's records (size, formats), read by the site to size the images an editor puts
  // in a blog body (docs/decisions/0013). Read only: the files themselves are public under /uploads.
  actions.push('plugin::upload.content-api.find');
  // The mail outbox of the submissions (docs/decisions/0023): claim the e-mails due, report the result.
  actions.push('api::mail-outbox.mail-outbox.claim', 'api::mail-outbox.mail-outbox.report');
  // The visitor's side of the live hand-off, for a conversation the site has checked the visitor owns
  // (docs/decisions/0092): ask for a person, poll, write, type, end. Never a list or another field.
  for (const name of ['request', 'state', 'message', 'typing', 'end']) actions.push(`api::chat-live.chat-live.${name}`);
  return actions.sort();
}

/**
 * What the chat service may do with its own API token (docs/decisions/0037): read the content (its
 * answers and index) and store conversations (apps/chat/src/store.ts: find one by idConversation,
 * create, update). Nothing of the contacts, leads or document requests.
 */
function chatTokenPermissions(strapi: Core.Strapi): string[] {
  const conversation = 'api::chatbot-conversation.chatbot-conversation';
  return [...contentReadPermissions(strapi), `${conversation}.find`, `${conversation}.create`, `${conversation}.update`].sort();
}

interface ManagedToken {
  name: string;
  description: string;
  secret: 'SITE_API_TOKEN' | 'CHAT_SERVICE_API_TOKEN';
  permissions: string[];
}

/**
 * Provisions an API token managed in code: its access key is the secret's value (or the generated one
 * of the embedded default), so the CMS and its caller agree on it with no manual step, and its
 * permissions are set to exactly `permissions` at every start.
 */
async function ensureToken(strapi: Core.Strapi, managed: ManagedToken): Promise<void> {
  const accessKey = secret(managed.secret);
  const salt = strapi.config.get('admin.apiToken.salt') as string;
  const hashed = createHmac('sha512', salt).update(accessKey).digest('hex');
  const { permissions } = managed;
  const tokens = strapi.db.query('admin::api-token');
  let token = await tokens.findOne({ where: { name: managed.name }, populate: ['permissions'] });
  if (!token) {
    const service = serviceOf<{
      create: (attrs: Record<string, unknown>) => Promise<{ id: number }>;
    }>(strapi, 'admin::api-token');
    const created = await service.create({
      name: managed.name,
      description: managed.description,
      type: 'custom',
      lifespan: null,
      permissions,
    });
    token = await tokens.findOne({ where: { id: created.id }, populate: ['permissions'] });
  }
  const encryption = serviceOf<{ encrypt: (v: string) => string }>(strapi, 'admin::encryption');
  if (token.accessKey !== hashed) {
    await tokens.update({ where: { id: token.id }, data: { accessKey: hashed, encryptedKey: encryption.encrypt(accessKey) } });
  }
  const have = new Set<string>((token.permissions ?? []).map((p: { action: string }) => p.action));
  for (const action of permissions) {
    if (!have.has(action)) {
      await strapi.db.query('admin::api-token-permission').create({ data: { action, token: token.id } });
    }
  }
  for (const p of token.permissions ?? []) {
    if (!permissions.includes(p.action)) {
      await strapi.db.query('admin::api-token-permission').delete({ where: { id: p.id } });
    }
  }
}

/** The site server's token (SITE_API_TOKEN) and the chat service's (CHAT_SERVICE_API_TOKEN). */
export async function ensureSiteToken(strapi: Core.Strapi): Promise<void> {
  await ensureToken(strapi, {
    name: 'site-server',
    description: 'Used by the site server (server-side only): reads content, stores form submissions. Managed in code.',
    secret: 'SITE_API_TOKEN',
    permissions: siteTokenPermissions(strapi),
  });
  await ensureToken(strapi, {
    name: 'chat-service',
    description: 'Used by the chat service: reads content, stores chat conversations. Managed in code.',
    secret: 'CHAT_SERVICE_API_TOKEN',
    permissions: chatTokenPermissions(strapi),
  });
}
