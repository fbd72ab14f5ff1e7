/**
 * No action shown that the user may not take (docs/decisions/0037, 0091): Strapi shows "Edit the
 * model", "Configure the view", "Delete" and "Duplicate" to everyone, greyed out or leading to a page
 * that refuses; here each is left out for a user without its permission (Sales: none of them). The API
 * refuses them anyway: this only keeps the screen honest. A lead's and a person's "More actions" gains
 * "Copy the e-mail address", which everyone who reads them may do (and which keeps that menu, with
 * its document id and dates, open to Sales: Strapi disables a menu whose actions are all gone).
 */
import { Mail } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { useAuth, useClipboard, useNotification } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';

const en = {
  'lead-actions.copy-email': 'Copy the e-mail address',
  'lead-actions.copy-email.done': 'E-mail address copied: {email}',
};
const es: typeof en = {
  'lead-actions.copy-email': 'Copiar el correo',
  'lead-actions.copy-email.done': 'Correo copiado: {email}',
};
/** The actions' texts in the admin's two languages. */
export const actionTranslations = { en, es };

interface Permission {
  action: string;
  subject?: string | null;
}
type Holds = (permissions: readonly Permission[], model: string) => boolean;

const holds =
  (action: string, ofModel: boolean): Holds =>
  (permissions, model) =>
    permissions.some((p) => p.action === action && (!ofModel || p.subject === model));

/** Each of Strapi's document actions (its `type`) and the permission it needs. */
const NEEDS: Record<string, Holds> = {
  'edit-the-model': holds('plugin::content-type-builder.read', false),
  'configure-the-view': holds('plugin::content-manager.collection-types.configure-view', false),
  delete: holds('plugin::content-manager.explorer.delete', true),
  clone: holds('plugin::content-manager.explorer.create', true),
};

interface ActionProps {
  model: string;
  document?: Record<string, unknown>;
}
type DocumentAction = ((props: ActionProps) => unknown) & { type?: string; position?: unknown };

/** The action, or nothing when the user lacks its permission (the original still runs: its hooks keep their order). */
function permitted(action: DocumentAction, needs: Holds): DocumentAction {
  // A description function that Strapi calls during its render (not a component of its own).
  const permittedAction: DocumentAction = (props) => {
    const permissions = useAuth('PermittedAction', (auth) => auth.permissions) as Permission[];
    const description = action(props);
    return needs(permissions, props.model) ? description : null;
  };
  permittedAction.type = action.type;
  permittedAction.position = action.position;
  return permittedAction;
}

const WITH_EMAIL = new Set(['api::contact.contact', 'api::lead.lead', 'api::download-request.download-request', 'api::person.person']);

/** "Copy the e-mail address" of a contact, lead, document request or person. */
const copyEmailAction: DocumentAction = ({ model, document }) => {
  const intl = useIntl();
  const { copy } = useClipboard();
  const { toggleNotification } = useNotification();
  const email = typeof document?.email === 'string' ? document.email : '';
  if (!WITH_EMAIL.has(model) || !email) return null;
  return {
    label: intl.formatMessage({ id: 'lead-actions.copy-email', defaultMessage: en['lead-actions.copy-email'] }),
    icon: <Mail />,
    position: 'header',
    onClick: async () => {
      if (await copy(email))
        toggleNotification({
          type: 'success',
          message: intl.formatMessage(
            { id: 'lead-actions.copy-email.done', defaultMessage: en['lead-actions.copy-email.done'] },
            { email },
          ),
        });
    },
  };
};
copyEmailAction.type = 'copy-email';
copyEmailAction.position = 'header';

export function bootstrapPermittedActions(app: StrapiApp): void {
  const apis = app.getPlugin('content-manager').apis as unknown as {
    addDocumentAction: (reduce: (actions: DocumentAction[]) => DocumentAction[]) => void;
  };
  apis.addDocumentAction((actions) => [
    copyEmailAction,
    ...actions.map((action) => {
      const needs = action.type ? NEEDS[action.type] : undefined;
      return needs ? permitted(action, needs) : action;
    }),
  ]);
}
