import type { Core, UID } from '@strapi/strapi';
import { scheduledTypes } from './schedule';

/**
 * One way to schedule (docs/decisions/0078): `publish_at` / `unpublish_at` schedule, and a publication
 * date is only the date shown. Older versions of the site hid a blog post or download dated in the
 * future until that day (UTC), while the admin called it "Published"; the site now shows every
 * published entry. So that an installation's entries scheduled that way do not appear early, once per
 * installation (a marker in the core store) each published entry dated after today becomes what it was
 * in effect: a draft scheduled to publish at 00:00 UTC of its date (when the older site showed it),
 * unless its draft already has a `publish_at`. It is unpublished through the document service, as the
 * Unpublish button does (the site drops its cache); a draft with changes not yet published keeps them,
 * and they go live with it.
 */

const STORE = { type: 'core', name: 'site-migrations' } as const;
const KEY = 'future-dates-scheduled';

interface Row {
  id: number;
  documentId: string;
  publication_date: string | null;
  publish_at?: string | null;
}

export async function scheduleFutureDated(strapi: Core.Strapi, now = new Date()): Promise<void> {
  const store = strapi.store(STORE);
  if (await store.get({ key: KEY })) return;
  const today = now.toISOString().slice(0, 10);
  for (const model of scheduledTypes(strapi).filter((m) => 'publication_date' in m.attributes)) {
    const uid = model.uid as UID.ContentType;
    const rows = strapi.db.query(uid);
    const dated = (await rows.findMany({
      where: { publishedAt: { $notNull: true }, publication_date: { $gt: today } },
      select: ['id', 'documentId', 'publication_date'],
    })) as Row[];
    for (const entry of dated) {
      const at = `${entry.publication_date}T00:00:00.000Z`;
      const draft = (await rows.findOne({
        where: { documentId: entry.documentId, publishedAt: null },
        select: ['id', 'publish_at'],
      })) as Row | null;
      if (draft && !draft.publish_at) await rows.update({ where: { id: draft.id }, data: { publish_at: at } });
      await strapi.documents(uid).unpublish({ documentId: entry.documentId });
      strapi.log.info(
        `[schedule] ${uid} ${entry.documentId}: dated ${entry.publication_date}, now a draft scheduled for ${draft?.publish_at ?? at}`,
      );
    }
  }
  await store.set({ key: KEY, value: true });
}
