/**
 * The admin roles' names and descriptions in the admin's language (docs/decisions/0094): the roles the
 * product configures (Super Admin, Editor, Author: Strapi's own, and Sales: plugins/inbox/server/src/roles.ts) keep
 * their English names in the database (the code finds them by `code`), and read in Spanish in the
 * Spanish admin:
 * - where Strapi translates a role by its code (`global.<code>`: the roles picked in a user's form and
 *   the invitation), through the admin's translations (`roleTranslations`);
 * - where Strapi shows the stored name (Settings → Roles, a role's own page, Settings → Users, the
 *   user's menu and the home page's profile widget), through the answers it reads: `GET /admin/roles`,
 *   `/admin/roles/:id`, `/admin/users` and `/admin/users/me` answer with the Spanish name and
 *   description (admin-answers.ts); a role's page saves them back as the stored English ones
 *   (`storedRoleText`), so saving never renames a role.
 * A role renamed by a super-admin keeps the name given (only the product's English names are translated).
 */

type Lang = 'en' | 'es';

interface RoleText {
  name: Record<Lang, string>;
  description: Record<Lang, string>;
}

/** The product's roles by code: their stored (English) name and description, and the Spanish. */
const ROLES: Record<string, RoleText> = {
  'strapi-super-admin': {
    name: { en: 'Super Admin', es: 'Superadministrador' },
    description: {
      en: 'Super Admins can access and manage all features and settings.',
      es: 'Los superadministradores acceden a todas las funciones y ajustes y los gestionan.',
    },
  },
  'strapi-editor': {
    name: { en: 'Editor', es: 'Editor' },
    description: {
      en: 'Editors can manage and publish contents including those of other users.',
      es: 'Los editores gestionan y publican el contenido, también el de otros usuarios.',
    },
  },
  'strapi-author': {
    name: { en: 'Author', es: 'Autor' },
    description: {
      en: 'Authors can manage the content they have created.',
      es: 'Los autores gestionan el contenido que han creado.',
    },
  },
  sales: {
    name: { en: 'Sales', es: 'Ventas' },
    description: {
      en: 'Reads contacts, leads, document requests and chat conversations; sets status and owner; exports. No content.',
      es: 'Lee contactos, leads, solicitudes de documentos y conversaciones del chat; fija el estado y el responsable; exporta. Sin contenido.',
    },
  },
};

/** The names as Strapi translates a role by its code (`global.<code>`), in both languages. */
export const roleTranslations: Record<Lang, Record<string, string>> = {
  en: Object.fromEntries(Object.entries(ROLES).map(([code, r]) => [`global.${code}`, r.name.en])),
  es: Object.fromEntries(Object.entries(ROLES).map(([code, r]) => [`global.${code}`, r.name.es])),
};

/**
 * Every role in an admin API answer (any object with a product role's `code`) with its name and
 * description in `lang`, where they are the product's English ones. Changes `body` in place; each role's
 * id and code go into `codes` when given (a role's page saves by id).
 */
export function localizeRoles(body: unknown, lang: Lang, codes?: Map<string, string>): void {
  if (Array.isArray(body)) {
    for (const item of body) localizeRoles(item, lang, codes);
    return;
  }
  if (!body || typeof body !== 'object') return;
  const o = body as Record<string, unknown>;
  const role = typeof o.code === 'string' ? ROLES[o.code] : undefined;
  if (role) {
    if (codes && (typeof o.id === 'number' || typeof o.id === 'string')) codes.set(String(o.id), o.code as string);
    if (o.name === role.name.en) o.name = role.name[lang];
    if (o.description === role.description.en) o.description = role.description[lang];
  }
  for (const value of Object.values(o)) if (value && typeof value === 'object') localizeRoles(value, lang, codes);
}

/**
 * A role's save (`PUT /admin/roles/:id`) with the product's name and description in `lang` put back to
 * the stored English ones, so that saving a role's page in Spanish never renames it; what a
 * super-admin wrote stays as written.
 */
export function storedRoleText<T extends { name?: unknown; description?: unknown }>(body: T, code: string | undefined, lang: Lang): T {
  const role = code ? ROLES[code] : undefined;
  if (!role) return body;
  return {
    ...body,
    ...(body.name === role.name[lang] ? { name: role.name.en } : {}),
    ...(body.description === role.description[lang] ? { description: role.description.en } : {}),
  };
}

/** The admin API answers that show roles by their stored name: the roles, a role, the users, the signed-in user. */
const ROLE_ANSWERS = /\/admin\/(roles(\/\d+)?|users|users\/me)\/?$/;

/** Whether a GET of `url` answers with roles that read in the admin's language. */
export function showsRoleNames(url: string, method = 'GET'): boolean {
  if (method.toUpperCase() !== 'GET') return false;
  return ROLE_ANSWERS.test(new URL(url, 'http://admin.invalid').pathname);
}

/** The id of the role a `PUT` of `url` saves (a role's page), else undefined. */
export function savedRoleId(url: string, method = 'GET'): string | undefined {
  if (method.toUpperCase() !== 'PUT') return undefined;
  return /\/admin\/roles\/(\d+)\/?$/.exec(new URL(url, 'http://admin.invalid').pathname)?.[1];
}
