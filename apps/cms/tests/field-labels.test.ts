/**
 * Fields an editor understands, against the real CMS (docs/decisions/0042): the
 * content-manager configuration of every content type and component, as the admin reads it (admin
 * API), carries each field's label and hint from the model's labels, and the edit view lists the
 * fields in the model's order (the order of the page); the admin translations hold the Spanish and
 * English label and hint of every field.
 */
import { describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { FIELD_LABELS } from '../src/field-labels';
import { labelTranslations } from '../src/admin/field-label-messages';

const stack = inject('stack');

interface Configuration {
  metadatas: Record<string, { edit: { label?: string; description?: string }; list: { label?: string } }>;
  layouts: { edit: Array<Array<{ name: string; size: number }>> };
}

async function configuration(uid: string, kind: 'entity' | 'component'): Promise<Configuration> {
  const path =
    kind === 'component' ? `/content-manager/components/${uid}/configuration` : `/content-manager/content-types/${uid}/configuration`;
  const res = await adminFetch(stack.cmsUrl, path);
  expect(res.status, uid).toBe(200);
  const body = (await res.json()) as { data: { contentType?: Configuration; component?: Configuration } };
  const config = body.data.contentType ?? body.data.component;
  if (!config) throw new Error(`no configuration for ${uid}`);
  return config;
}

const INBOX = new Set([
  'api::contact.contact',
  'api::lead.lead',
  'api::download-request.download-request',
  'api::chatbot-conversation.chatbot-conversation',
]);

describe('labels and hints of every field in the admin', () => {
  const models = Object.entries(FIELD_LABELS);

  it('the model has content types and components to label', () => {
    expect(models.filter(([, m]) => m.kind === 'entity').length).toBeGreaterThan(30);
    expect(models.filter(([, m]) => m.kind === 'component').length).toBeGreaterThan(40);
  });

  it('every field of every content type and component has its label and hint in the configuration, in the page order', async () => {
    const problems: string[] = [];
    for (const [uid, model] of models) {
      const config = await configuration(uid, model.kind);
      for (const [field, [, , enLabel, enHint]] of Object.entries(model.fields)) {
        const meta = config.metadatas[field];
        if (meta?.edit.label !== enLabel) problems.push(`${uid}.${field}: label ${JSON.stringify(meta?.edit.label)}`);
        if (meta?.edit.description !== enHint) problems.push(`${uid}.${field}: hint ${JSON.stringify(meta?.edit.description)}`);
        if (model.kind === 'entity' && meta?.list.label !== enLabel) problems.push(`${uid}.${field}: list label`);
      }
      if (INBOX.has(uid)) continue;
      // The edit view: the model's order, a Spanish field beside its English one.
      const shown = config.layouts.edit.flat().map((f) => f.name);
      const order = Object.keys(model.fields).filter((f) => shown.includes(f));
      if (shown.join() !== order.join()) problems.push(`${uid}: edit order ${shown.join()}`);
      for (const row of config.layouts.edit) {
        const es = row.find((f) => f.name.endsWith('_es'));
        if (
          es &&
          Object.hasOwn(model.fields, es.name.replace(/_es$/, '_en')) &&
          !row.some((f) => f.name === es.name.replace(/_es$/, '_en'))
        )
          problems.push(`${uid}: ${es.name} without its English field beside it`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the home page reads as decision 0042 shows, and the inbox keeps its own columns', async () => {
    const home = await configuration('api::home.home', 'entity');
    expect(home.metadatas.tittle_banner_es?.edit.label).toBe('Banner title (ES)');
    expect(home.metadatas.tittle_banner_es?.edit.description).toBe('The large headline at the top of the home page');
    expect(home.layouts.edit[0]?.map((f) => f.name)).toEqual(['tittle_banner_es', 'tittle_banner_en']);
    const contact = await configuration('api::contact.contact', 'entity');
    expect(contact.metadatas.lead_status?.list.label).toBe('Status');
  });

  it('the admin translations give every field its Spanish and English label and hint', () => {
    const t = labelTranslations();
    expect(t.es['content-manager.content-types.api::home.home.tittle_banner_es']).toBe('Título del banner (ES)');
    expect(t.es['site.field-hint.api::home.home.tittle_banner_es']).toBe('El titular grande arriba de la portada');
    expect(t.en['content-manager.components.blog.detail.paragraphs_en']).toBe('Post body (EN)');
    const missing: string[] = [];
    for (const [uid, model] of models) {
      const prefix = model.kind === 'component' ? 'content-manager.components' : 'content-manager.content-types';
      for (const field of Object.keys(model.fields)) {
        for (const lang of ['es', 'en'] as const) {
          if (!t[lang][`${prefix}.${uid}.${field}`]?.trim()) missing.push(`${lang} label ${uid}.${field}`);
          if (!t[lang][`site.field-hint.${uid}.${field}`]?.trim()) missing.push(`${lang} hint ${uid}.${field}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // Spanish and English differ (a translation, not a copy) for the page fields.
    expect(t.es['content-manager.content-types.api::blog-card.blog-card.tittle_en']).toBe('Título del artículo (EN)');
    expect(t.en['content-manager.content-types.api::blog-card.blog-card.tittle_en']).toBe('Post title (EN)');
  });
});
