import type { Core } from '@strapi/strapi';
import { scheduledTypes } from './schedule';
import { trackedTypes } from './translation';

/**
 * The content manager's views of the schedule and translation status (docs/decisions/0043), set at
 * every start after the content-manager's own sync:
 * - edit view: `publish_at` and `unpublish_at` side by side, last, with a hint; `translation_missing`
 *   read-only and out of the form (the admin's side panel shows the gaps live, admin/editorial);
 * - list view: the admin adds the "Schedule" and "Translation" columns itself (translated, from the
 *   row's fields), so nothing changes in the stored list layout.
 */

interface Metadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}
interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: Array<Array<{ name: string; size: number }>> };
}
interface CmService {
  findConfiguration: (ct: { uid: string }) => Promise<Configuration>;
  updateConfiguration: (ct: { uid: string }, config: Configuration) => Promise<unknown>;
}

const SCHEDULE = ['publish_at', 'unpublish_at'];
const HINTS: Record<string, string> = {
  publish_at: 'Publicar el borrador a esta hora (se borra al publicar) · Publishes the draft at this time (cleared once done)',
  unpublish_at: 'Retirar de la web a esta hora (se borra al retirar) · Unpublishes at this time (cleared once done)',
};

export async function configureEditorialViews(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service('content-types') as unknown as CmService;
  const uids = new Set([...scheduledTypes(strapi), ...trackedTypes(strapi)].map((m) => m.uid ?? ''));
  for (const uid of uids) {
    if (!uid) continue;
    const current = await service.findConfiguration({ uid });
    const metadatas = { ...current.metadatas };
    for (const name of SCHEDULE) {
      const meta = metadatas[name];
      if (meta) metadatas[name] = { ...meta, edit: { ...meta.edit, description: HINTS[name] } };
    }
    const status = metadatas.translation_missing;
    if (status) metadatas.translation_missing = { ...status, edit: { ...status.edit, editable: false, visible: false } };
    const rows = current.layouts.edit
      .map((row) => row.filter((f) => !SCHEDULE.includes(f.name) && f.name !== 'translation_missing'))
      .filter((row) => row.length);
    const scheduled = SCHEDULE.filter((name) => name in metadatas).map((name) => ({ name, size: 6 }));
    const edit = scheduled.length ? [...rows, scheduled] : rows;
    const list = current.layouts.list.filter((name) => !SCHEDULE.includes(name) && name !== 'translation_missing');
    await service.updateConfiguration({ uid }, { ...current, metadatas, layouts: { ...current.layouts, edit, list } });
  }
}
