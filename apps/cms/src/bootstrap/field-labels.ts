/**
 * Fields an editor understands (docs/decisions/0042): every field of every content type and
 * component gets, in the content-manager's configuration, the readable label and the one-line hint of
 * packages/content/src/model-labels.ts (through the generated field-labels.ts), and the edit view lays
 * the fields out in the model's order — the order of the page —, each Spanish field beside its English
 * one and each desktop picture beside its mobile one. Set here at every start, like the inbox's views
 * (plugins/inbox/server/src/inbox.ts), so the model stays the one source: a change made in "Configure the view" is put
 * back at the next start.
 *
 * The configuration holds one label and one description per field: the English ones. The admin shows
 * the label and hint of its own language from the admin translations (src/admin/field-labels.tsx).
 */
import type { Core } from '@strapi/strapi';
import { FIELD_LABELS } from '../field-labels';
import { componentSchemas, contentTypeSchemas, pluginService } from '../strapi-helpers';

/** The admin's language the configuration's single label and description are written in (the translations give each language its own). */
const CONFIG_LANG = 'en';

const SYSTEM = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations']);
/** Types the content-manager shows full width only. */
const WIDE = new Set(['component', 'dynamiczone', 'richtext', 'json', 'blocks']);

interface Attr {
  type: string;
}
interface Metadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}
interface CmConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list?: string[]; edit: Array<Array<{ name: string; size: number }>> };
}
interface ConfigService {
  findConfiguration: (model: { uid: string }) => Promise<CmConfiguration>;
  updateConfiguration: (model: { uid: string }, config: CmConfiguration) => Promise<unknown>;
}

/** The English label and hint of a field of a content type or component (null: not in the model). */
export function configLabel(uid: string, field: string): { label: string; hint: string } | null {
  const text = FIELD_LABELS[uid]?.fields[field];
  if (!text) return null;
  return CONFIG_LANG === 'en' ? { label: text[2], hint: text[3] } : { label: text[0], hint: text[1] };
}

/**
 * The edit view's rows: the model's order; a bilingual pair (`x_es`, `x_en`) and a desktop/mobile pair
 * share a row, a component or rich text takes a row of its own.
 */
function editRows(order: string[], attributes: Record<string, Attr>): CmConfiguration['layouts']['edit'] {
  const rows: CmConfiguration['layouts']['edit'] = [];
  let row: Array<{ name: string; size: number }> = [];
  let used = 0;
  const flush = () => {
    if (row.length) rows.push(row);
    row = [];
    used = 0;
  };
  for (const name of order) {
    const type = attributes[name]?.type;
    if (!type) continue;
    const size = WIDE.has(type) ? 12 : 6;
    // A pair starts its own row, so that its two halves are side by side.
    const startsPair = /_es$/.test(name) || /_desktop$/.test(name);
    if (used + size > 12 || (startsPair && used > 0)) flush();
    row.push({ name, size });
    used += size;
    if (size === 12) flush();
  }
  flush();
  return rows;
}

/** Labels, hints and the page order of one content type or component. */
async function configure(service: ConfigService, uid: string, attributes: Record<string, Attr>, layout: boolean): Promise<void> {
  const current = await service.findConfiguration({ uid });
  const metadatas: Record<string, Metadata> = { ...current.metadatas };
  for (const [name, meta] of Object.entries(metadatas)) {
    const text = configLabel(uid, name);
    if (!text || SYSTEM.has(name)) continue;
    metadatas[name] = {
      edit: { ...meta.edit, label: text.label, description: text.hint },
      list: { ...meta.list, label: text.label },
    };
  }
  const order = Object.keys(FIELD_LABELS[uid]?.fields ?? {});
  await service.updateConfiguration(
    { uid },
    {
      ...current,
      metadatas,
      layouts: { ...current.layouts, ...(layout ? { edit: editRows(order, attributes) } : {}) },
    },
  );
}

/**
 * Every content type's and component's labels, hints and edit layout (at every start, after the
 * content-manager's own sync). `ownLayout`: content types whose views another module lays out (the
 * inbox): they get the labels and hints only.
 */
export async function configureFieldLabels(strapi: Core.Strapi, ownLayout: readonly string[] = []): Promise<void> {
  const types = pluginService<ConfigService>(strapi, 'content-manager', 'content-types');
  const comps = pluginService<ConfigService>(strapi, 'content-manager', 'components');
  const schemas = { ...contentTypeSchemas(strapi), ...componentSchemas(strapi) };
  for (const [uid, model] of Object.entries(FIELD_LABELS)) {
    const schema = schemas[uid];
    if (!schema) continue;
    await configure(model.kind === 'component' ? comps : types, uid, schema.attributes, !ownLayout.includes(uid));
  }
}
