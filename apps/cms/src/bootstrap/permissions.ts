import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { secret } from '../../config/secrets';
import { apiContentTypes } from './content-types';

/**
 * The public (anonymous) and authenticated roles of users-permissions grant nothing: the site and the
 * chat service read with their own API token (issue 11), and the product has no visitor accounts, so
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

/** What the site's server (and the chat service) may do with its API token. */
export function siteTokenPermissions(strapi: Core.Strapi): string[] {
  const actions: string[] = [];
  for (const ct of apiContentTypes(strapi)) {
    if (ct.submission) {
      actions.push(`${ct.uid}.create`);
      if (ct.singularName === 'chatbot-conversation') actions.push(`${ct.uid}.find`, `${ct.uid}.update`);
    } else {
      actions.push(`${ct.uid}.find`);
      if (ct.kind === 'collectionType') actions.push(`${ct.uid}.findOne`);
    }
  }
  // The media library's records (size, formats), read by the site to size the images an editor puts
  // in a blog body (docs/decisions/0013). Read only: the files themselves are public under /uploads.
  actions.push('plugin::upload.content-api.find');
  // The mail outbox of the submissions (docs/decisions/0023): claim the e-mails due, report the result.
  actions.push('api::mail-outbox.mail-outbox.claim', 'api::mail-outbox.mail-outbox.report');
  return actions.sort();
}

const TOKEN_NAME = 'site-server';

/**
 * Provisions the API token of the site's server: a custom token that reads content and creates
 * submissions. Its access key is SITE_API_TOKEN (or the generated one of the embedded default), so
 * the site and the CMS agree on it with no manual step.
 */
export async function ensureSiteToken(strapi: Core.Strapi): Promise<void> {
  const accessKey = secret('SITE_API_TOKEN');
  const salt = strapi.config.get('admin.apiToken.salt') as string;
  const hashed = createHmac('sha512', salt).update(accessKey).digest('hex');
  const permissions = siteTokenPermissions(strapi);
  const tokens = strapi.db.query('admin::api-token');
  let token = await tokens.findOne({ where: { name: TOKEN_NAME }, populate: ['permissions'] });
  if (!token) {
    const service = strapi.service('admin::api-token') as unknown as {
      create: (attrs: Record<string, unknown>) => Promise<{ id: number }>;
    };
    const created = await service.create({
      name: TOKEN_NAME,
      description: 'Used by the site server and the chat service (server-side only). Managed in code.',
      type: 'custom',
      lifespan: null,
      permissions,
    });
    token = await tokens.findOne({ where: { id: created.id }, populate: ['permissions'] });
  }
  const encryption = strapi.service('admin::encryption') as unknown as { encrypt: (v: string) => string };
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
