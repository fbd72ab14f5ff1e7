/**
 * The admin API's answers read in the admin's language where Strapi shows stored English text
 * (docs/decisions/0094): one wrapper around the admin's `fetch` (Strapi's fetch client calls the
 * global one) that rewrites
 * - the roles in the role and user lists, a role's page and the signed-in user (role-names.ts), and a
 *   role's save back to the stored English names;
 * - the product's permissions on a role's page (permission-names.ts);
 * - the signed-in user's interface language when none is saved: the language the admin is shown in
 *   (Spanish by default), so the profile's picker names it instead of an empty choice.
 */
import { localizePermissions, showsPermissions } from './permission-names';
import { localizeRoles, savedRoleId, showsRoleNames, storedRoleText } from './role-names';

type Lang = 'en' | 'es';

/** The admin's language, as Strapi keeps it in the browser. */
const adminLanguage = (): Lang => (window.localStorage.getItem('strapi-admin-language') === 'en' ? 'en' : 'es');

/** Whether a GET of `url` is the signed-in user. */
const isSignedInUser = (url: string, method: string) =>
  method.toUpperCase() === 'GET' && /\/admin\/users\/me\/?$/.test(new URL(url, 'http://admin.invalid').pathname);

/** The signed-in user's answer with `lang` as their interface language when they saved none. */
export function withInterfaceLanguage(body: unknown, lang: Lang): void {
  const user = (body as { data?: { preferedLanguage?: unknown } } | null)?.data;
  if (user && typeof user === 'object' && !user.preferedLanguage) user.preferedLanguage = lang;
}

/** Installs the wrapper (once, at the admin's register phase). */
export function localizeAdminAnswers(): void {
  const fetchAnswer = window.fetch.bind(window);
  /** Role id → code, from the answers seen (a role's save is by id). */
  const roleCodes = new Map<string, string>();
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const lang = adminLanguage();
    const roleId = savedRoleId(url, method);
    let sent = init;
    if (roleId && lang !== 'en' && typeof init?.body === 'string') {
      const body = JSON.parse(init.body) as { name?: unknown; description?: unknown };
      sent = { ...init, body: JSON.stringify(storedRoleText(body, roleCodes.get(roleId), lang)) };
    }
    const response = await fetchAnswer(input, sent);
    const roles = showsRoleNames(url, method);
    const permissions = showsPermissions(url, method);
    const me = isSignedInUser(url, method);
    if (!response.ok || !(roles || permissions || me)) return response;
    if (!response.headers.get('content-type')?.includes('application/json')) return response;
    const body: unknown = await response.clone().json();
    if (roles) localizeRoles(body, lang, roleCodes);
    if (permissions) localizePermissions(body, lang);
    if (me) withInterfaceLanguage(body, lang);
    return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
