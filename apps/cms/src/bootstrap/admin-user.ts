import type { Core } from '@strapi/strapi';
import { secret, wasGenerated } from '../../config/secrets';

/**
 * Creates the first editor account from ADMIN_EMAIL / ADMIN_PASSWORD when no admin exists, so
 * /admin works without a manual sign-up. Never touches an existing account. There is no default
 * password: without ADMIN_PASSWORD a strong one is generated, kept with the other generated secrets
 * (`<CMS_DATA_DIR>/secrets.json`) and printed once.
 */
export async function ensureAdminUser(strapi: Core.Strapi): Promise<void> {
  const email = process.env.ADMIN_EMAIL || 'admin@example.com';
  const users = strapi.db.query('admin::user');
  if ((await users.count()) > 0) return;
  const password = secret('ADMIN_PASSWORD');
  const roles = strapi.service('admin::role') as unknown as {
    getSuperAdmin: () => Promise<{ id: number } | null>;
    createRolesIfNoneExist: () => Promise<void>;
  };
  let superAdmin = await roles.getSuperAdmin();
  if (!superAdmin) {
    await roles.createRolesIfNoneExist();
    superAdmin = await roles.getSuperAdmin();
  }
  if (!superAdmin) throw new Error('no super admin role');
  const userService = strapi.service('admin::user') as unknown as {
    create: (attrs: Record<string, unknown>) => Promise<unknown>;
  };
  await userService.create({
    email,
    firstname: process.env.ADMIN_FIRSTNAME || 'Site',
    lastname: process.env.ADMIN_LASTNAME || 'Editor',
    password,
    isActive: true,
    roles: [superAdmin.id],
  });
  if (wasGenerated('ADMIN_PASSWORD')) {
    strapi.log.info(
      `Admin user ${email} created with the generated password ${password} (shown once; also in ${process.env.NODE_ENV === 'production' ? 'no file: set ADMIN_PASSWORD to choose it' : 'secrets.json of the data folder'}).`,
    );
  } else strapi.log.info(`Admin user ${email} created with the password of ADMIN_PASSWORD.`);
}
