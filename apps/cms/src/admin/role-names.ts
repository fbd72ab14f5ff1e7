/**
 * The admin roles' names and descriptions in the admin's language (docs/decisions/0094): the roles the
 * product configures (Super Admin, Editor, Author: Strapi's own, and Sales: bootstrap/roles.ts) keep
 * their English names in the database (the code finds them by `code`), and read in Spanish in the
 * Spanish admin:
 * - where Strapi translates a role by its code (`global.<code>`: the roles picked in a user's form and
 *   the invitation), through the admin's translations (`roleTranslations`);
 * - where Strapi shows the stored name (Settings → Roles, Settings → Users, the user's menu and the
 *   home page's profile widget), through the lists it reads: `GET /admin/roles`, `GET /admin/users`
 *   and `GET /admin/users/me` answer with the Spanish name (`localizeRoleNames`). A role's own page
 *   (`/admin/roles/:id`, whose form saves the name) reads the stored one, so saving never renames it.
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
 * description in `lang`, where they are the product's English ones. Changes `body` in place.
 */
export function localizeRoles(body: unknown, lang: Lang): void {
  if (Array.isArray(body)) {
    for (const item of body) localizeRoles(item, lang);
    return;
  }
  if (!body || typeof body !== 'object') return;
  const o = body as Record<string, unknown>;
  const role = typeof o.code === 'string' ? ROLES[o.code] : undefined;
  if (role) {
    if (o.name === role.name.en) o.name = role.name[lang];
    if (o.description === role.description.en) o.description = role.description[lang];
  }
  for (const value of Object.values(o)) if (value && typeof value === 'object') localizeRoles(value, lang);
}

/** The admin API lists that show roles by their stored name: the roles, the users, the signed-in user. */
const ROLE_LISTS = /\/admin\/(roles|users|users\/me)\/?$/;

/** Whether a GET of `url` is one of the lists whose roles read in the admin's language. */
export function showsRoleNames(url: string, method = 'GET'): boolean {
  if (method.toUpperCase() !== 'GET') return false;
  return ROLE_LISTS.test(new URL(url, 'http://admin.invalid').pathname);
}

/** The admin's language, as Strapi keeps it in the browser. */
const adminLanguage = (): Lang => (window.localStorage.getItem('strapi-admin-language') === 'en' ? 'en' : 'es');

/** Has the admin's requests for the role lists answer with the roles' names in the admin's language. */
export function localizeRoleNames(): void {
  const fetchAnswer = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await fetchAnswer(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const lang = adminLanguage();
    if (lang === 'en' || !response.ok || !showsRoleNames(url, method)) return response;
    if (!response.headers.get('content-type')?.includes('application/json')) return response;
    const body: unknown = await response.clone().json();
    localizeRoles(body, lang);
    return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
