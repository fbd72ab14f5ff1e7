import { adminFetch } from '../../scripts/lib/admin-token';
import { expect, openAdmin, test } from './fixtures';

// The product's roles read in the admin's language (docs/decisions/0094): Settings → Roles, Settings
// → Users, a user's form (its roles picked by code) and the invitation dialog; the database keeps the
// English names (the code finds the roles by `code`), which a role's own page shows and saves.

const NAMES = {
  es: ['Superadministrador', 'Editor', 'Autor', 'Ventas'],
  en: ['Super Admin', 'Editor', 'Author', 'Sales'],
} as const;
const SALES_DESCRIPTION = {
  es: 'Lee contactos, leads, solicitudes de documentos y conversaciones del chat',
  en: 'Reads contacts, leads, document requests and chat conversations',
} as const;

interface Role {
  id: number;
  code: string;
  name: string;
}

for (const lang of ['es', 'en'] as const) {
  test(`the roles read in ${lang === 'es' ? 'Spanish' : 'English'} in Settings → Roles, Users and a user's form`, async ({
    page,
    stack,
  }) => {
    const [superAdmin, editor, author, sales] = NAMES[lang];
    const other = lang === 'es' ? NAMES.en : NAMES.es;

    // Settings → Roles: each product role by its name and description in the admin's language.
    await openAdmin(page, stack, lang, '/settings/roles');
    const rows = page.locator('main tbody tr');
    await expect(rows.filter({ hasText: sales }).first()).toBeVisible({ timeout: 90_000 });
    for (const name of [superAdmin, editor, author, sales])
      await expect(rows.filter({ has: page.getByText(name, { exact: true }) }), name).toHaveCount(1);
    await expect(rows.filter({ hasText: sales })).toContainText(SALES_DESCRIPTION[lang]);
    for (const name of other.filter((n) => n !== editor)) await expect(page.getByText(name, { exact: true }), name).toHaveCount(0);

    // Settings → Users: the seeded admin's role.
    await page.goto(`${stack.cmsUrl}/admin/settings/users`);
    const users = page.locator('main tbody tr');
    await expect(users.first()).toBeVisible({ timeout: 60_000 });
    await expect(users.filter({ hasText: superAdmin }).first()).toBeVisible();
    await expect(page.locator('main').getByText(other[0], { exact: true })).toHaveCount(0);

    // The invitation dialog: the roles to pick.
    await page.getByRole('button', { name: lang === 'es' ? 'Crear nuevo usuario' : 'Invite new user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').last().click();
    for (const name of [superAdmin, editor, author, sales])
      await expect(page.getByRole('option', { name, exact: true }), name).toBeVisible();
    await page.keyboard.press('Escape');

    // A role's own page shows (and would save) its stored name: the database is not renamed.
    const roles = ((await (await adminFetch(stack.cmsUrl, '/admin/roles')).json()) as { data: Role[] }).data;
    const salesRole = roles.find((r) => r.code === 'sales');
    expect(salesRole?.name).toBe('Sales');
    await page.goto(`${stack.cmsUrl}/admin/settings/roles/${salesRole?.id}`);
    await expect(page.locator('input[name="name"]')).toHaveValue('Sales', { timeout: 60_000 });
  });
}
