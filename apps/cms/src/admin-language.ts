import type { Core } from '@strapi/strapi';

/** The language of the admin user behind the current request (their profile's interface language), if es or en. */
function adminLanguage(strapi: Core.Strapi): 'es' | 'en' | null {
  const ctx = strapi.requestContext.get() as { state?: { user?: { preferedLanguage?: unknown } } } | undefined;
  const lang = ctx?.state?.user?.preferedLanguage;
  return lang === 'es' || lang === 'en' ? lang : null;
}

/** A message in the admin user's language; both, Spanish first, when the request has no admin user. */
export function inAdminLanguage(strapi: Core.Strapi, message: (lang: 'es' | 'en') => string): string {
  const lang = adminLanguage(strapi);
  return lang ? message(lang) : `${message('es')} / ${message('en')}`;
}
