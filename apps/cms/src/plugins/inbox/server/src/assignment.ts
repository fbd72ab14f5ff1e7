/**
 * The owner of a contact, lead or document request is an admin user (docs/decisions/0091):
 * - `GET /inbox/owners` lists the active users who may work leads (Sales, super-admins) for the
 *   admin's picker (admin/src/owner-field.tsx), to whoever reads the inbox;
 * - a save with any other owner is refused with a message in the admin's language (a document
 *   service middleware: the admin and the API go through it); an unchanged owner is kept, so an
 *   entry of someone who left can still be saved;
 * - an assignment e-mails the new owner once, in their admin language, unless they assigned it to
 *   themselves (the notification outbox, apps/cms/src/plugins/notifications; its link from `CMS_PUBLIC_URL`);
 * - at start, the free-text owners of before become users (matched by e-mail or name) or, matched by
 *   nobody, a line of the notes.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { AdminRoute } from '../../../../strapi-helpers';
import { inAdminLanguage } from '../../../../admin-language';
import { firmTimeZone } from '../../../../firm/settings';
import { localDateTime } from './inbox-table';
import {
  type AdminUserRow,
  adminUsers,
  assignmentNotice,
  leadOwners,
  matchOwner,
  type OwnerKind,
  ownerName,
  ownerRefused,
  unmatchedOwnerNote,
} from './owners';
import { adminLink, notify } from '../../../notifications/server/src/notify';
import { INBOX, PERSON } from './inbox';

type Row = Record<string, unknown>;

const KIND_OF = new Map<string, OwnerKind>(Object.entries(INBOX).map(([kind, uid]) => [uid, kind as OwnerKind]));
const lower = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : '');

interface RequestState {
  state?: { user?: AdminUserRow & { id?: unknown } };
}
const request = (strapi: Core.Strapi): RequestState | undefined => strapi.requestContext.get() as RequestState | undefined;

interface OwnersCtx {
  state: { user?: { preferedLanguage?: unknown }; userAbility?: { can: (action: string, subject: string) => boolean } };
  body: unknown;
  forbidden: (message: string) => void;
}

/** GET /inbox/owners: who a lead may be assigned to, for those who read contacts, leads, document requests or people. */
export function ownersRoute(strapi: Core.Strapi): AdminRoute<OwnersCtx> {
  return { method: 'GET', path: '/inbox/owners', handler: ownersHandler(strapi), config: { policies: ['admin::isAuthenticatedAdmin'] } };
}

function ownersHandler(strapi: Core.Strapi) {
  return async (ctx: OwnersCtx) => {
    const ability = ctx.state.userAbility;
    const reads = [...Object.values(INBOX), PERSON].some((uid) => ability?.can('plugin::content-manager.explorer.read', uid));
    if (!reads) return ctx.forbidden(ctx.state.user?.preferedLanguage === 'en' ? 'No access to the leads.' : 'Sin acceso a los leads.');
    ctx.body = { data: leadOwners(await adminUsers(strapi)).map(({ email, name }) => ({ email, name })) };
  };
}

/** Register phase: the owner's custom field (its admin input is admin/src/owner-field.tsx), the check, the e-mail (the route: ownersRoute). */
export function registerOwners(strapi: Core.Strapi): void {
  // A string underneath (the e-mail address); registered so the content-type builder knows the admin's field.
  strapi.customFields.register({ name: 'lead-owner', type: 'string' });
  strapi.documents.use(async (context, next) => {
    const kind = KIND_OF.get(context.uid);
    const params = context.params as { documentId?: unknown; data?: Row };
    const data = params.data;
    if (!kind || !['create', 'update'].includes(context.action) || !data || !('owner' in data)) return next();
    const documentId = typeof params.documentId === 'string' ? params.documentId : null;
    const before =
      context.action === 'update' && documentId
        ? ((await strapi.db.query(context.uid).findOne({ where: { documentId }, select: ['owner'] })) as Row | null)
        : null;
    const was = lower(before?.owner);
    const asked = typeof data.owner === 'string' ? data.owner.trim() : '';
    const wanted = asked.toLowerCase();
    data.owner = wanted || null;
    const users = await adminUsers(strapi);
    const owners = leadOwners(users);
    const owner = owners.find((o) => o.email === wanted);
    if (wanted && wanted !== was && !owner) {
      throw new errors.ValidationError(inAdminLanguage(strapi, (lang) => ownerRefused(asked, lang)));
    }
    const result = await next();
    const me = request(strapi)?.state?.user;
    if (owner && wanted !== was && documentId && wanted !== lower(me?.email)) {
      const after = (await strapi.db.query(context.uid).findOne({
        where: { documentId },
        select: ['entry_title', 'updatedAt'],
      })) as Row | null;
      const at = after?.updatedAt instanceof Date ? after.updatedAt.toISOString() : String(after?.updatedAt ?? new Date().toISOString());
      const notice = assignmentNotice({
        kind,
        documentId,
        title: typeof after?.entry_title === 'string' ? after.entry_title : '',
        link: adminLink(strapi, `/content-manager/collection-types/${context.uid}/${documentId}`),
        owner,
        by: me ? ownerName(me) : 'API',
        at,
      });
      try {
        await notify(strapi, notice);
      } catch (error) {
        // The assignment is saved; a notice that could not be stored is logged, not the save's failure.
        strapi.log.error(`[owners] the assignment notice of ${kind} ${documentId} was not stored: ${(error as Error).message}`);
      }
    }
    return result;
  });
}

/**
 * Bootstrap phase, once per owner of before: a free-text owner becomes the admin user it names (their
 * e-mail address; who may own leads preferred); named by nobody, it moves into the notes with a line
 * saying so. Written straight to the database: no event, no e-mail, no history line.
 */
export async function migrateOwners(strapi: Core.Strapi): Promise<void> {
  const users = await adminUsers(strapi);
  const known = new Set(users.map((u) => u.email.toLowerCase()));
  const owners = new Set(leadOwners(users).map((o) => o.email));
  const preferred = [...users.filter((u) => owners.has(u.email.toLowerCase())), ...users.filter((u) => !owners.has(u.email.toLowerCase()))];
  const stamp = localDateTime(new Date(), await firmTimeZone(strapi));
  let matched = 0;
  let moved = 0;
  for (const uid of Object.values(INBOX)) {
    const rows = (await strapi.db.query(uid).findMany({
      where: { owner: { $notNull: true } },
      select: ['id', 'owner', 'notes'],
    })) as Row[];
    for (const row of rows) {
      const text = typeof row.owner === 'string' ? row.owner.trim() : '';
      if (text && text === text.toLowerCase() && known.has(text)) continue;
      const email = known.has(text.toLowerCase()) ? text.toLowerCase() : matchOwner(text, preferred);
      const data: Row = { owner: email };
      if (email) matched++;
      else if (text) {
        moved++;
        data.notes = `${unmatchedOwnerNote(stamp, text)}\n${typeof row.notes === 'string' ? row.notes : ''}`.trim().slice(0, 20_000);
      }
      await strapi.db.query(uid).update({ where: { id: row.id }, data });
    }
  }
  if (matched || moved) strapi.log.info(`[owners] ${matched} free-text owner(s) matched to admin users, ${moved} moved into the notes`);
}
