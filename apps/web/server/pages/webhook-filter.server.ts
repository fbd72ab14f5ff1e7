/**
 * Which CMS events change what the site shows (docs/decisions/0020): entries of the content types and media do;
 * submissions (contact, lead, download requests and users, chat conversations — the `submission`
 * entities of the content model) and admin or plugin records do not, and must not drop the caches.
 * The CMS filters the same way before sending (apps/cms/src/bootstrap/webhooks.ts); this is the
 * receiving side's check.
 */
import { entities } from '@site/content/model';

const SUBMISSIONS: ReadonlySet<string> = new Set(entities.filter((e) => e.submission).map((e) => e.singularName));

export interface WebhookEvent {
  event?: unknown;
  model?: unknown;
  uid?: unknown;
}

/** Whether the event is a content change. An event naming no model at all is taken as one (safe side). */
export function changesContent(body: WebhookEvent | null): boolean {
  if (!body) return true;
  if (typeof body.event === 'string' && body.event.startsWith('media.')) return true;
  const uid = typeof body.uid === 'string' ? body.uid : '';
  if (uid) {
    const m = /^api::([a-z0-9-]+)\./.exec(uid);
    return m ? !SUBMISSIONS.has(m[1] ?? '') : false;
  }
  const model = typeof body.model === 'string' ? body.model : '';
  return !model || !SUBMISSIONS.has(model);
}
