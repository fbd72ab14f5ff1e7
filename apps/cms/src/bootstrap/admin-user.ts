import type { Core } from '@strapi/strapi';

/**
 * Creates the first editor account from ADMIN_EMAIL / ADMIN_PASSWORD when no admin exists, so
 * /admin works without a manual sign-up. Never touches an existing account.
 */
export async function ensureAdminUser(strapi: Core.Strapi): Promise<void> {
  const email = process.env.ADMIN_EMAIL || 'admin@example.com';
  const password = process.env.ADMIN_PASSWORD || 'ChangeMe-2014';
  const users = strapi.db.query('admin::user');
  if ((await users.count()) > 0) return;
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
  strapi.log.info(`Admin user ${email} created (set ADMIN_EMAIL / ADMIN_PASSWORD to choose them).`);
}
