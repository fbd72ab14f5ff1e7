/**
 * Settings → Users in the admin's language and at a laptop's width (docs/decisions/0094):
 * - Strapi writes a user's status badge as the words 'Active'/'Inactive' in its code (no message id),
 *   so the Spanish admin puts Strapi's own Spanish for them ('Activo'/'Inactivo') in the badge's text
 *   node, which React keeps: a status that changes later is translated again;
 * - a list's column titles may break into two lines, so that at 1280 px the Users list's edit and
 *   delete buttons are not behind a sideways scroll (a table that fits keeps its titles on one line).
 */

type Lang = 'en' | 'es';

const STATUS_ES: Record<string, string> = { Active: 'Activo', Inactive: 'Inactivo' };
const USERS_LIST = /\/admin\/settings\/users\/?$/;

/** Translates the status words in the table rows under `root`; returns how many it changed. */
export function translateStatusWords(root: ParentNode, lang: Lang): number {
  if (lang === 'en') return 0;
  let changed = 0;
  for (const cell of root.querySelectorAll('tbody td span')) {
    const text = cell.firstChild;
    if (cell.childNodes.length !== 1 || text?.nodeType !== 3) continue;
    const word = STATUS_ES[text.nodeValue ?? ''];
    if (word) {
      text.nodeValue = word;
      changed++;
    }
  }
  return changed;
}

/** The admin's language, as Strapi keeps it in the browser. */
const adminLanguage = (): Lang => (window.localStorage.getItem('strapi-admin-language') === 'en' ? 'en' : 'es');

/** Installs the style and the translation (once, at the admin's register phase). */
export function localizeUserStatus(): void {
  const style = document.createElement('style');
  style.textContent = 'main table thead th, main table thead th * { white-space: normal; }';
  document.head.append(style);
  new MutationObserver(() => {
    if (!USERS_LIST.test(window.location.pathname)) return;
    const main = document.querySelector('main');
    if (main) translateStatusWords(main, adminLanguage());
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}
