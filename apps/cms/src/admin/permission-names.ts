/**
 * The permissions the product adds (the inbox's export, privacy requests and live conversations, the
 * CRM webhook's settings: registered in English by the CMS at start) read in the admin's language on a
 * role's page, Settings tab (docs/decisions/0094). Strapi shows each action's stored `displayName`,
 * `category` and `subCategory` as they come in `GET /admin/permissions`; the Spanish admin gets them in
 * Spanish. Strapi's own actions keep Strapi's texts. The content types and their fields in the
 * permission matrix, which Strapi lists by their API names ("Blog-card", `tittle_es`), read as in the
 * content manager: the type's display name and the field's label in the admin's language.
 */

import { FIELD_LABELS } from '../field-labels';
import { CONTENT_TYPE_NAMES_ES } from './admin-spanish';

type Lang = 'en' | 'es';

/** Each product action (its id in `GET /admin/permissions`) in Spanish: [name, category, sub-category]. */
const ACTIONS_ES: Record<string, readonly [string, string, string]> = {
  'api::inbox.export': ['Exportar contactos, leads y solicitudes de documentos (CSV)', 'Bandeja de entrada', 'exportar'],
  'api::inbox.privacy': ['Solicitudes de privacidad: exportar y borrar por correo electrónico', 'Bandeja de entrada', 'privacidad'],
  'api::inbox.conversations': ['Atender en vivo a los visitantes del chat (página Conversaciones)', 'Bandeja de entrada', 'conversaciones'],
  'api::crm-webhook.settings': ['Configurar el webhook del CRM (superadministradores)', 'Webhook del CRM', 'general'],
};

interface Action {
  action?: unknown;
  displayName?: unknown;
  category?: unknown;
  subCategory?: unknown;
}

interface Property {
  label?: unknown;
  value?: unknown;
  children?: Property[];
}

/** A content type's name as the content manager shows it in `lang`. */
const typeName = (uid: string, lang: Lang): string | undefined => {
  const name = FIELD_LABELS[uid]?.displayName;
  return name && lang === 'es' ? (CONTENT_TYPE_NAMES_ES[name] ?? name) : name;
};

/** The matrix's content types and their fields named as in the content manager. */
function nameSubjects(sections: Record<string, unknown> | undefined, lang: Lang): void {
  for (const kind of ['collectionTypes', 'singleTypes']) {
    const subjects = (sections?.[kind] as { subjects?: Array<{ uid?: unknown; label?: unknown; properties?: Property[] }> } | undefined)
      ?.subjects;
    for (const subject of subjects ?? []) {
      if (typeof subject.uid !== 'string') continue;
      const fields = FIELD_LABELS[subject.uid]?.fields;
      subject.label = typeName(subject.uid, lang) ?? subject.label;
      for (const property of subject.properties ?? [])
        for (const field of property.children ?? []) {
          const text = typeof field.value === 'string' ? fields?.[field.value] : undefined;
          if (text) field.label = lang === 'es' ? text[0] : text[2];
        }
    }
  }
}

/** The product's actions and content types in `GET /admin/permissions`'s answer in `lang`. Changes `body` in place. */
export function localizePermissions(body: unknown, lang: Lang): void {
  const sections = (body as { data?: { sections?: Record<string, unknown> } } | null)?.data?.sections;
  nameSubjects(sections, lang);
  if (lang === 'en') return;
  for (const list of [sections?.settings, sections?.plugins]) {
    if (!Array.isArray(list)) continue;
    for (const item of list as Action[]) {
      const es = typeof item.action === 'string' ? ACTIONS_ES[item.action] : undefined;
      if (!es) continue;
      [item.displayName, item.category, item.subCategory] = es;
    }
  }
}

/** Whether a GET of `url` is the permissions' layout a role's page reads. */
export function showsPermissions(url: string, method = 'GET'): boolean {
  return method.toUpperCase() === 'GET' && /\/admin\/permissions\/?$/.test(new URL(url, 'http://admin.invalid').pathname);
}

/** The product's action ids with a Spanish text (a test checks the CMS registers each). */
export const TRANSLATED_ACTIONS = Object.keys(ACTIONS_ES);
