/**
 * The site's links: React Router's Link and NavLink with every page address put under the language
 * on screen (docs/decisions/0031: `/nosotros` → `/es/nosotros`, `/#contacto` → `/es#contacto`).
 * Addresses that are no page of the site (media, endpoints, other sites) are left as they are.
 */
import { type Lang, localPath } from '@site/content';
import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps, NavLink as RouterNavLink, type NavLinkProps, type To } from 'react-router';
import { useLang } from '~/lib/lang';

/** A link target in a language: a path (string, or object with a pathname) under its prefix. */
function localTo(to: To, lang: Lang): To {
  if (typeof to === 'string') return localPath(lang, to);
  return to.pathname ? { ...to, pathname: localPath(lang, to.pathname) } : to;
}

/** React Router's Link, with the address in the language on screen. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const { lang } = useLang();
  return <RouterLink ref={ref} to={localTo(to, lang)} {...props} />;
});

/** React Router's NavLink, with the address in the language on screen (`end` still compares the whole path). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const { lang } = useLang();
  return <RouterNavLink ref={ref} to={localTo(to, lang)} {...props} />;
});
