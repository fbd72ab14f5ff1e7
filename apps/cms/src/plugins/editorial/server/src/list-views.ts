import type { Core } from '@strapi/strapi';
import { pluginService } from '../../../../strapi-helpers';
import { scheduledTypes } from './schedule';
import { trackedTypes } from './translation';

/**
 * The content manager's views of the schedule and translation status (docs/decisions/0043), set at
 * every start after the content-manager's own sync:
 * - edit view: `publish_at` and `unpublish_at` where the field labels put them, with their label and
 *   hint in the admin's language (docs/decisions/0042); `translation_missing` read-only and out of the
 *   form (the admin's side panel shows the gaps live, admin/editorial);
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
export async function configureEditorialViews(strapi: Core.Strapi): Promise<void> {
  const service = pluginService<CmService>(strapi, 'content-manager', 'content-types');
  const uids = new Set([...scheduledTypes(strapi), ...trackedTypes(strapi)].map((m) => m.uid ?? ''));
  for (const uid of uids) {
    if (!uid) continue;
    const current = await service.findConfiguration({ uid });
    const metadatas = { ...current.metadatas };
    const status = metadatas.translation_missing;
    if (status) metadatas.translation_missing = { ...status, edit: { ...status.edit, editable: false, visible: false } };
    // The schedule fields keep the place, label and hint the field labels gave them (docs/decisions/0042).
    const edit = current.layouts.edit.map((row) => row.filter((f) => f.name !== 'translation_missing')).filter((row) => row.length);
    const list = current.layouts.list.filter((name) => !SCHEDULE.includes(name) && name !== 'translation_missing');
    await service.updateConfiguration({ uid }, { ...current, metadatas, layouts: { ...current.layouts, edit, list } });
  }
}
