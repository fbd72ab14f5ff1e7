/**
 * The admin roles, least privilege (docs/decisions/0037), set in code at every
 * start like the API tokens (a change made in Settings → Roles is put back at the next start):
 * - Editor (Strapi's `strapi-editor`): creates, edits and publishes the content and the media
 *   library; no settings, and nothing of the inbox (contacts, leads, document requests, chat).
 * - Sales (`sales`, created here): reads people, contacts, leads, document requests and chat conversations,
 *   sets a submission's status and owner (no other field), exports the CSV, answers chat visitors live
 *   on the Conversations page (docs/decisions/0092); no content.
 * - Author (Strapi's `strapi-author`): the Editor's, without publishing, on the entries they created.
 * - Super Admin: Strapi's own, unchanged (every permission).
 * People are invited to a role from Settings → Users → Invite new user (README "Admin users and roles").
 */
import type { Core } from '@strapi/strapi';
import { CONVERSATION, CONVERSATION_HIDDEN_FROM_SALES, EXPORT_ACTION, INBOX, PERSON, SALES_FIELDS } from './inbox';
import { CONVERSATIONS_ACTION } from '../../../live/server/src/routes';
import { SUBMISSIONS } from '../../../../bootstrap/content-types';
import { serviceOf } from '../../../../strapi-helpers';

interface Action {
  actionId: string;
  section: string;
  subjects?: string[];
}
interface Permission {
  action: string;
  subject?: string | null;
  properties?: Record<string, unknown>;
  conditions?: string[];
}
interface RoleService {
  findOne: (where: Record<string, unknown>) => Promise<{ id: number } | null>;
  create: (attrs: Record<string, unknown>) => Promise<{ id: number }>;
  assignPermissions: (roleId: number, permissions: Permission[]) => Promise<unknown>;
}

const INBOX_UIDS: string[] = Object.values(INBOX);

function contentTypeActions(strapi: Core.Strapi): Action[] {
  const provider = serviceOf<{ actionProvider: { values: () => Action[] } }>(strapi, 'admin::permission').actionProvider;
  return provider.values().filter((a) => a.section === 'contentTypes');
}

/** Permissions of `actionIds` on `subjects`, each with every field of its subject. */
function withAllFields(strapi: Core.Strapi, actionIds: string[], subjects: string[]): Permission[] {
  const actions = contentTypeActions(strapi)
    .filter((a) => actionIds.includes(a.actionId))
    .map((a) => ({ ...a, subjects: (a.subjects ?? []).filter((s) => subjects.includes(s)) }));
  const contentType = serviceOf<{
    getPermissionsWithNestedFields: (actions: Action[]) => Permission[];
  }>(strapi, 'admin::content-type');
  return contentType.getPermissionsWithNestedFields(actions);
}

const EXPLORER = (verb: string) => `plugin::content-manager.explorer.${verb}`;

/** The Editor's permissions: every content action on the content types, and the media library. */
function editorPermissions(strapi: Core.Strapi): Permission[] {
  const content = Object.entries(strapi.contentTypes)
    .filter(([uid, ct]) => uid.startsWith('api::') && !SUBMISSIONS.has(ct.info.singularName) && ct.info.singularName !== 'past-address')
    .map(([uid]) => uid);
  return [
    ...withAllFields(strapi, ['create', 'read', 'update', 'delete', 'publish'].map(EXPLORER), content),
    ...['plugin::upload.read', 'plugin::upload.configure-view', 'plugin::upload.assets.create', 'plugin::upload.assets.update']
      .concat(['plugin::upload.assets.download', 'plugin::upload.assets.copy-link'])
      .map((action) => ({ action })),
  ];
}

/** The Author's: the Editor's content and media actions but publishing, on what they created (Strapi's condition). */
function authorPermissions(strapi: Core.Strapi): Permission[] {
  const own = ['admin::is-creator'];
  return editorPermissions(strapi)
    .filter((p) => p.action !== EXPLORER('publish'))
    .map((p) =>
      p.action.startsWith(EXPLORER('')) || p.action === 'plugin::upload.read' || p.action === 'plugin::upload.assets.update'
        ? { ...p, conditions: own }
        : p,
    );
}

/** A permission without some of its subject's fields. */
function without(permission: Permission, hidden: readonly string[]): Permission {
  const fields = permission.properties?.fields;
  if (!Array.isArray(fields)) return permission;
  return { ...permission, properties: { ...permission.properties, fields: fields.filter((f) => !hidden.includes(String(f))) } };
}

/**
 * The Sales role's permissions: read the inbox, change status and owner, export. A conversation is read
 * as its transcript: not the visitor's IP, nor the raw log (docs/decisions/0092).
 */
function salesPermissions(strapi: Core.Strapi): Permission[] {
  return [
    ...withAllFields(strapi, [EXPLORER('read')], [PERSON, ...INBOX_UIDS, CONVERSATION]).map((p) =>
      p.subject === CONVERSATION ? without(p, CONVERSATION_HIDDEN_FROM_SALES) : p,
    ),
    ...INBOX_UIDS.map((subject) => ({ action: EXPLORER('update'), subject, properties: { fields: [...SALES_FIELDS] } })),
    { action: EXPORT_ACTION },
    // The Conversations page: answering visitors who ask for a person (docs/decisions/0092).
    { action: CONVERSATIONS_ACTION },
  ];
}

export async function ensureRoles(strapi: Core.Strapi): Promise<void> {
  const roles = serviceOf<RoleService>(strapi, 'admin::role');
  const editor = await roles.findOne({ code: 'strapi-editor' });
  if (editor) await roles.assignPermissions(editor.id, editorPermissions(strapi));
  const author = await roles.findOne({ code: 'strapi-author' });
  if (author) await roles.assignPermissions(author.id, authorPermissions(strapi));
  const sales =
    (await roles.findOne({ code: 'sales' })) ??
    (await roles.create({
      name: 'Sales',
      code: 'sales',
      description: 'Reads contacts, leads, document requests and chat conversations; sets status and owner; exports. No content.',
    }));
  await roles.assignPermissions(sales.id, salesPermissions(strapi));
}
