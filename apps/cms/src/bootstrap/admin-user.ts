import type { Core } from '@strapi/strapi';
import { serviceOf } from '../strapi-helpers';
import { secret, wasGenerated } from '../../config/secrets';

/**
 * A registration token (an invitation) lets whoever holds it choose the account's password (Strapi's
 * `/admin/register`): only someone invited and not yet registered may have one. Before, the first
 * admin was made with Strapi's `user.create`, which gives every account a token, kept in the database
 * and in every backup of it. At every start, the token of each active account is cleared; invited
 * accounts not yet registered (inactive) keep theirs, so their link still works.
 */
export async function clearUsedInvitations(strapi: Core.Strapi): Promise<void> {
  const { count } = await strapi.db.query('admin::user').updateMany({
    where: { isActive: true, registrationToken: { $notNull: true } },
    data: { registrationToken: null },
  });
  if (count > 0) strapi.log.info(`Cleared the registration token of ${count} active admin account(s).`);
}

/**
 * Creates the first editor account from ADMIN_EMAIL / ADMIN_PASSWORD when no admin exists, so
 * /admin works without a manual sign-up. Never touches an existing account. There is no default
 * password: without ADMIN_PASSWORD a strong one is generated, kept with the other generated secrets
 * (`<CMS_DATA_DIR>/secrets.json`) and printed once. Made as Strapi makes the admin registered on its
 * first-start page (`createFirstAdmin`): active, a super admin, and without a registration token.
 */
export async function ensureAdminUser(strapi: Core.Strapi): Promise<void> {
  const email = process.env.ADMIN_EMAIL || 'admin@example.com';
  const users = strapi.db.query('admin::user');
  if ((await users.count()) > 0) return;
  const password = secret('ADMIN_PASSWORD');
  const roles = serviceOf<{
    getSuperAdmin: () => Promise<{ id: number } | null>;
    createRolesIfNoneExist: () => Promise<void>;
  }>(strapi, 'admin::role');
  if (!(await roles.getSuperAdmin())) await roles.createRolesIfNoneExist();
  const userService = serviceOf<{
    createFirstAdmin: (attrs: { email: string; firstname: string; lastname: string; password: string }) => Promise<unknown>;
  }>(strapi, 'admin::user');
  try {
    await userService.createFirstAdmin({
      email,
      firstname: process.env.ADMIN_FIRSTNAME || 'Site',
      lastname: process.env.ADMIN_LASTNAME || 'Editor',
      password,
    });
  } catch (error) {
    // It checks again, in its transaction, that no admin exists: another instance starting at once made it.
    if ((await users.count()) > 0) return;
    throw error;
  }
  if (wasGenerated('ADMIN_PASSWORD')) {
    strapi.log.info(
      `Admin user ${email} created with the generated password ${password} (shown once; also in ${process.env.NODE_ENV === 'production' ? 'no file: set ADMIN_PASSWORD to choose it' : 'secrets.json of the data folder'}).`,
    );
  } else strapi.log.info(`Admin user ${email} created with the password of ADMIN_PASSWORD.`);
}
