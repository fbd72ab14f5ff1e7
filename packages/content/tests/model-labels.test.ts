/**
 * Every field of the content model has a readable label and a one-line hint in Spanish and English
 * (docs/decisions/0042): a field added to model.ts without them fails here.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_TEXTS, fieldText, modelFields } from '../src/model-labels';

const fields = modelFields().flatMap((m) => Object.keys(m.attributes).map((name) => ({ owner: m.owner, name })));

describe('model labels', () => {
  it('covers every field of every content type and component, in both admin languages', () => {
    expect(fields.length).toBeGreaterThan(500);
    const missing: string[] = [];
    for (const { owner, name } of fields) {
      for (const lang of ['es', 'en'] as const) {
        const text = fieldText(owner, name, lang);
        if (!text?.label.trim() || !text.hint.trim()) missing.push(`${owner}.${name} (${lang})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('a label is never the raw attribute name, and says the language of a bilingual field', () => {
    for (const { owner, name } of fields) {
      const es = fieldText(owner, name, 'es');
      const en = fieldText(owner, name, 'en');
      if (/[a-z]_[a-z]/.test(name)) expect(es?.label, `${owner}.${name}`).not.toBe(name);
      const lang = /_(es|en)$/.exec(name)?.[1];
      if (lang) {
        expect(es?.label, `${owner}.${name}`).toContain(`(${lang.toUpperCase()})`);
        expect(en?.label, `${owner}.${name}`).toContain(`(${lang.toUpperCase()})`);
      }
    }
  });

  it('reads as decision 0042 shows: “Título del banner (ES)”, with where it shows', () => {
    expect(fieldText('home', 'tittle_banner_es', 'es')).toEqual({
      label: 'Título del banner (ES)',
      hint: 'El titular grande arriba de la portada',
    });
    expect(fieldText('home', 'tittle_banner_en', 'en')?.label).toBe('Banner title (EN)');
    expect(fieldText('blog.detail', 'paragraphs_en', 'es')?.label).toBe('Cuerpo del artículo (EN)');
    expect(fieldText('blog.detail', 'tittle_es', 'en')?.label).toBe('Own post heading (ES)');
  });

  it('has no table for a content type or component the model does not have, nor a key for a field it does not have', () => {
    const owners = new Map(modelFields().map((m) => [m.owner, Object.keys(m.attributes)]));
    const tables = Object.values(FIELD_TEXTS);
    const stray: string[] = [];
    for (const [owner, table] of Object.entries(FIELD_TEXTS)) {
      const names = owners.get(owner);
      if (!names) {
        stray.push(owner);
        continue;
      }
      // A table the inbox's types share holds the fields of all of them.
      if (tables.filter((t) => t === table).length > 1) continue;
      for (const key of Object.keys(table))
        if (!names.some((n) => n === key || n.replace(/_(es|en)$/, '') === key)) stray.push(`${owner}.${key}`);
    }
    expect(stray).toEqual([]);
  });
});
