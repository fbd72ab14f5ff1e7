/**
 * Settings → Users in the admin's language and at a laptop's width (docs/decisions/0094):
 * - Strapi writes a user's status badge as the words 'Active'/'Inactive' in its code (no message id),
 *   so the Spanish admin puts Strapi's own Spanish for them ('Activo'/'Inactivo') in the badge's text
 *   node, which React keeps: a status that changes later is translated again;
 * - the list's column titles and long e-mail addresses may break, so that at 1280 px its edit
 *   and delete buttons are not behind a sideways scroll (a table that fits is unchanged). Only this
 *   list: the page marks the document while it is shown (`data-admin-users-list`).
 */

type Lang = 'en' | 'es';

const STATUS_ES: Record<string, string> = { Active: 'Activo', Inactive: 'Inactivo' };
const USERS_LIST = /\/admin\/settings\/users\/?$/;
const ATTRIBUTE = 'data-admin-users-list';
const MARK = `[${ATTRIBUTE}]`;

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

/** Marks the table cells under `root` that hold an e-mail address (`data-address`: the one column whose text may break anywhere). */
export function markAddresses(root: ParentNode): void {
  for (const cell of root.querySelectorAll('tbody td:not([data-address])'))
    if (/^\S+@\S+$/.test(cell.textContent?.trim() ?? '')) cell.setAttribute('data-address', '');
}

/** The admin's language, as Strapi keeps it in the browser. */
const adminLanguage = (): Lang => (window.localStorage.getItem('strapi-admin-language') === 'en' ? 'en' : 'es');

/** Installs the style and the translation (once, at the admin's register phase). */
export function localizeUserStatus(): void {
  const style = document.createElement('style');
  style.textContent = `${MARK} main table thead th, ${MARK} main table thead th * { white-space: normal; }
${MARK} main table tbody td[data-address], ${MARK} main table tbody td[data-address] * { white-space: normal; overflow-wrap: anywhere; }`;
  document.head.append(style);
  new MutationObserver(() => {
    const shown = USERS_LIST.test(window.location.pathname);
    if (document.documentElement.hasAttribute(ATTRIBUTE) !== shown) document.documentElement.toggleAttribute(ATTRIBUTE, shown);
    if (!shown) return;
    const main = document.querySelector('main');
    if (main) {
      translateStatusWords(main, adminLanguage());
      markAddresses(main);
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}
