/**
 * No action shown that the user may not take (docs/decisions/0037, 0091): Strapi shows "Edit the
 * model", "Configure the view", "Delete" and "Duplicate" to everyone, greyed out or leading to a page
 * that refuses; here each is left out for a user without its permission (Sales: none of them). The API
 * refuses them anyway: this only keeps the screen honest.
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import { useAuth } from '@strapi/strapi/admin';

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

export function bootstrapPermittedActions(app: StrapiApp): void {
  const apis = app.getPlugin('content-manager').apis as unknown as {
    addDocumentAction: (reduce: (actions: DocumentAction[]) => DocumentAction[]) => void;
  };
  apis.addDocumentAction((actions) =>
    actions.map((action) => {
      const needs = action.type ? NEEDS[action.type] : undefined;
      return needs ? permitted(action, needs) : action;
    }),
  );
}
