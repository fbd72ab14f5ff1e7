import type { Core } from '@strapi/strapi';
import { secret } from '../../config/secrets';
import { SUBMISSIONS } from './content-types';

const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', 'media.update', 'media.delete'];

/**
 * Whether an event changes what the site shows: media, and entries of the content types — not
 * submissions (a contact, a lead, a download request, a chat exchange: SUBMISSIONS) nor admin or
 * plugin records. Only these drop the site's caches (issue 14).
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
      if (!changesContent(event, info)) return;
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
