/**
 * The admin's Conversations page (docs/decisions/0092): in the main menu of a role holding
 * `api::inbox.conversations` (Sales, super-admin); its code is loaded when it is opened.
 */
import { Message } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { en } from './messages';

export { conversationsTranslations } from './messages';

/** The page's module, loaded when the page is opened (a loader, not a component). */
const loadPage = () => import('./Page');

export function registerConversations(app: StrapiApp): void {
  app.addMenuLink({
    to: 'conversations',
    icon: Message,
    intlLabel: { id: 'conversations.menu', defaultMessage: en['conversations.menu'] },
    permissions: [{ action: 'api::inbox.conversations', subject: null }],
    Component: loadPage,
  });
}
