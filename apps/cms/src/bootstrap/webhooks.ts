import type { Core } from '@strapi/strapi';
import { secret } from '../../config/secrets';

const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', 'media.update', 'media.delete'];

/**
 * Content changes reach the site within seconds: every entry or media event is posted to each site
 * server's cache-drop endpoint (SITE_WEBHOOK_URLS, comma-separated), signed with WEBHOOK_SECRET.
 * Wired in code (Strapi's event hub) rather than through admin-managed webhooks.
 */
export async function ensureWebhooks(strapi: Core.Strapi): Promise<void> {
  const urls = (process.env.SITE_WEBHOOK_URLS || '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (!urls.length) return;
  const auth = `Bearer ${secret('WEBHOOK_SECRET')}`;
  for (const event of EVENTS) {
    strapi.eventHub.on(event, async (info: { model?: string; uid?: string }) => {
      const body = JSON.stringify({ event, model: info?.model ?? null, uid: info?.uid ?? null });
      await Promise.all(
        urls.map((url) =>
          fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: auth },
            body,
            signal: AbortSignal.timeout(5000),
          }).catch((error: unknown) => strapi.log.warn(`cache webhook ${url} failed: ${String(error)}`)),
        ),
      );
    });
  }
}
