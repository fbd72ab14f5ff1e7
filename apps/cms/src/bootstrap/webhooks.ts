import type { Core } from '@strapi/strapi';
import Redis from 'ioredis';
import { secret } from '../../config/secrets';
import { SUBMISSIONS } from './content-types';

const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', 'media.update', 'media.delete'];

/**
 * Whether an event changes what the site shows: media, and entries of the content types — not
 * submissions (a contact, a lead, a download request, a chat exchange: SUBMISSIONS) nor admin or
 * plugin records. Only these drop the site's caches (docs/decisions/0020).
 */
export function changesContent(event: string, info: { model?: string; uid?: string } | undefined): boolean {
  if (event.startsWith('media.')) return true;
  const uid = info?.uid ?? '';
  if (uid) {
    const m = /^api::([a-z0-9-]+)\./.exec(uid);
    return m ? !SUBMISSIONS.has(m[1] ?? '') : false;
  }
  return !info?.model || !SUBMISSIONS.has(info.model);
}

/**
 * The Redis channel of content changes: the same name as CONTENT_CHANNEL in
 * packages/server-kit/src/redis.ts, where the site and chat servers subscribe (the CMS is a
 * separate CommonJS project and cannot import it; a test compares the two).
 */
const CONTENT_CHANNEL = 'site:content-changed';

/**
 * Content changes reach the site within seconds. Every entry or media event is
 * - published on Redis (REDIS_URL set): every site server and chat service subscribed hears it, so
 *   servers come and go without a list here;
 * - posted to each site server's cache-drop endpoint in SITE_WEBHOOK_URLS (comma-separated), signed
 *   with WEBHOOK_SECRET: the one-machine setup without Redis.
 * Wired in code (Strapi's event hub) rather than through admin-managed webhooks.
 */
export async function ensureWebhooks(strapi: Core.Strapi): Promise<void> {
  const urls = (process.env.SITE_WEBHOOK_URLS || '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const redisUrl = process.env.REDIS_URL?.trim() || '';
  if (!urls.length && !redisUrl) return;
  const redis = redisUrl ? connect(strapi, redisUrl) : null;
  const auth = urls.length ? `Bearer ${secret('WEBHOOK_SECRET')}` : '';
  for (const event of EVENTS) {
    strapi.eventHub.on(event, async (info: { model?: string; uid?: string }) => {
      if (!changesContent(event, info)) return;
      const body = JSON.stringify({ event, model: info?.model ?? null, uid: info?.uid ?? null });
      await Promise.all([
        ...(redis
          ? [
              redis
                .publish(CONTENT_CHANNEL, body)
                .catch((error: unknown) => strapi.log.warn(`content change not published on Redis: ${String(error)}`)),
            ]
          : []),
        ...urls.map((url) =>
          fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: auth },
            body,
            signal: AbortSignal.timeout(5000),
          }).catch((error: unknown) => strapi.log.warn(`cache webhook ${url} failed: ${String(error)}`)),
        ),
      ]);
    });
  }
}

function connect(strapi: Core.Strapi, url: string): Redis {
  const client = new Redis(url, { connectionName: 'cms-publisher', maxRetriesPerRequest: 1, connectTimeout: 3000 });
  let warned = false;
  client.on('error', (error: Error) => {
    if (!warned)
      strapi.log.warn(`Redis (${url.replace(/\/\/[^@]*@/, '//')}): ${error.message}; content changes are not broadcast until it answers`);
    warned = true;
  });
  client.on('ready', () => {
    warned = false;
    strapi.log.info('Redis: content changes are published on the channel site:content-changed');
  });
  return client;
}
