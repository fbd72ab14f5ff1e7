import { randomUUID } from 'node:crypto';
import { adminFetch } from '../../scripts/lib/admin-token';
import { expect, openAdmin, test } from './fixtures';

// The product's roles read in the admin's language (docs/decisions/0094): Settings → Roles, Settings
// → Users, a user's form (its roles picked by code), the invitation dialog and a role's own page (with
// the product's permissions), which saves them back as the stored English names (the code finds the
// roles by `code`); the Users list's status badge and the profile's language picker.

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

    // A role's own page reads the role in the admin's language, its Settings tab the product's
    // permissions too; saving it unchanged keeps the stored English name and every permission.
    const roles = ((await (await adminFetch(stack.cmsUrl, '/admin/roles')).json()) as { data: Role[] }).data;
    const salesRole = roles.find((r) => r.code === 'sales');
    expect(salesRole?.name).toBe('Sales');
    const permissionsOf = async () =>
      (
        (await (await adminFetch(stack.cmsUrl, `/admin/roles/${salesRole?.id}/permissions`)).json()) as {
          data: Array<{ action: string; subject: string | null; properties: unknown }>;
        }
      ).data
        .map((p) => `${p.action} ${p.subject ?? ''} ${JSON.stringify(p.properties)}`)
        .sort();
    const before = await permissionsOf();
    await page.goto(`${stack.cmsUrl}/admin/settings/roles/${salesRole?.id}`);
    await expect(page.locator('input[name="name"]')).toHaveValue(sales, { timeout: 60_000 });
    await expect(page.locator('textarea[name="description"]')).toHaveValue(new RegExp(`^${SALES_DESCRIPTION[lang]}`));
    await page.getByRole('tab', { name: lang === 'es' ? 'Configuración' : 'Settings' }).click();
    const inbox = lang === 'es' ? 'Bandeja de entrada' : 'Inbox';
    await page.getByRole('button', { name: inbox }).first().click();
    await expect(
      page.getByText(
        lang === 'es'
          ? 'Exportar contactos, leads y solicitudes de documentos (CSV)'
          : 'Export contacts, leads and document requests (CSV)',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: lang === 'es' ? 'Guardar' : 'Save' }).click();
    await expect(page.getByText(lang === 'es' ? 'Guardado' : 'Saved').first()).toBeVisible({ timeout: 30_000 });
    const stored = (
      (await (await adminFetch(stack.cmsUrl, `/admin/roles/${salesRole?.id}`)).json()) as { data: Role & { description: string } }
    ).data;
    expect(stored.name).toBe('Sales');
    expect(stored.description).toMatch(/^Reads contacts, leads/);
    expect(await permissionsOf()).toEqual(before);
  });
}

for (const lang of ['es', 'en'] as const) {
  test(`Settings → Users and the profile read in ${lang === 'es' ? 'Spanish' : 'English'} at 1280 px`, async ({ page, stack }) => {
    // An invited (so inactive) Author with a long address, beside the active super-admin.
    const roles = ((await (await adminFetch(stack.cmsUrl, '/admin/roles')).json()) as { data: Role[] }).data;
    const email = `autora.invitada.${randomUUID().slice(0, 8)}@consultora-de-ejemplo.example.com`;
    const invited = await adminFetch(stack.cmsUrl, '/admin/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstname: 'Autora',
        lastname: 'Invitada',
        email,
        roles: [roles.find((r) => r.code === 'strapi-author')?.id],
      }),
    });
    expect(invited.status).toBe(201);

    await openAdmin(page, stack, lang, `/settings/users?pageSize=100&_q=${encodeURIComponent(email)}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    const row = page.locator('main tbody tr', { hasText: email });
    await expect(row).toBeVisible({ timeout: 90_000 });
    // The status badge in the admin's language; the long address wraps, the edit button stays in view.
    await expect(row.getByText(lang === 'es' ? 'Inactivo' : 'Inactive', { exact: true })).toBeVisible();
    await expect(row.getByText(lang === 'es' ? 'Inactive' : 'Inactivo', { exact: true })).toHaveCount(0);
    const scroll = await page.locator('main table').evaluate((t) => {
      const box = t.parentElement as HTMLElement;
      return box.scrollWidth - box.clientWidth;
    });
    expect(scroll).toBeLessThanOrEqual(1);
    await expect(row.getByRole('link', { name: lang === 'es' ? /^Editar/ : /^Edit/ })).toBeInViewport();
    await page.goto(`${stack.cmsUrl}/admin/settings/users?_q=${encodeURIComponent(process.env.ADMIN_EMAIL || 'admin@example.com')}`);
    await expect(
      page
        .locator('main tbody tr')
        .first()
        .getByText(lang === 'es' ? 'Activo' : 'Active', { exact: true }),
    ).toBeVisible({
      timeout: 60_000,
    });

    // The profile names the saved interface language, or the one the admin is shown in when none is saved.
    const me = (await (await adminFetch(stack.cmsUrl, '/admin/users/me')).json()) as { data: { preferedLanguage?: string | null } };
    const shown = me.data.preferedLanguage || lang;
    await page.goto(`${stack.cmsUrl}/admin/me`);
    const picker = page.getByRole('combobox', { name: lang === 'es' ? 'Idioma de interfaz' : 'Interface language' });
    await expect(picker).toBeVisible({ timeout: 60_000 });
    await expect(picker).toHaveText(shown === 'es' ? 'Español' : 'English');
  });
}
