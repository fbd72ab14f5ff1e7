/**
 * The lead manager in the admin (docs/decisions/0091), in a browser at 1440 px: a Sales user lands on
 * the people list; a person's submissions are one row with short dates and the columns sales read
 * first, in both admin languages; "Due today" lists a next step; Settings → CRM webhook is the
 * super-admin's; a Sales user picks an owner by name from the admin users who work leads, sees "Mine"
 * in the people list, and no content-type builder, "Edit the model", "Configure the view" nor
 * "Delete". SHOTS_DIR set: screenshots of each.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminFetch } from '../../scripts/lib/admin-token';
import { expect, openAdmin, test } from './fixtures';

const json = { 'content-type': 'application/json' };
const PEOPLE = '/content-manager/collection-types/api::person.person';
const CONTACTS = '/content-manager/collection-types/api::contact.contact';

/** A Sales user invited by the super-admin and registered (README "Admin users and roles"). */
async function salesUser(cmsUrl: string, firstname: string, lastname: string): Promise<{ email: string; token: string }> {
  const roles = (await (await adminFetch(cmsUrl, '/admin/roles')).json()) as { data: Array<{ id: number; code: string }> };
  const email = `sales.${randomUUID().slice(0, 8)}@example.com`;
  const invited = await adminFetch(cmsUrl, '/admin/users', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstname, lastname, email, roles: [roles.data.find((r) => r.code === 'sales')?.id] }),
  });
  const { registrationToken } = ((await invited.json()) as { data: { registrationToken: string } }).data;
  const registered = await fetch(`${cmsUrl}/admin/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ registrationToken, userInfo: { firstname, lastname, password: `Aa1-${randomUUID()}` } }),
  });
  return { email, token: ((await registered.json()) as { data: { token: string } }).data.token };
}

/** The admin at 1440 px in `lang`, signed in as that user. */
async function signIn(page: Page, token: string, lang: 'es' | 'en'): Promise<void> {
  await page.addInitScript(
    ([jwt, language]) => {
      localStorage.setItem('jwtToken', JSON.stringify(jwt));
      localStorage.setItem('strapi-admin-language', language);
    },
    [token, lang],
  );
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('the lead manager', () => {
  test('a Sales user lands on the people list', async ({ page, stack }) => {
    const roles = (await (await adminFetch(stack.cmsUrl, '/admin/roles')).json()) as { data: Array<{ id: number; code: string }> };
    const email = `sales.${randomUUID().slice(0, 8)}@example.com`;
    const invited = await adminFetch(stack.cmsUrl, '/admin/users', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstname: 'Sofía', lastname: 'Ventas', email, roles: [roles.data.find((r) => r.code === 'sales')?.id] }),
    });
    const { registrationToken } = ((await invited.json()) as { data: { registrationToken: string } }).data;
    const registered = await fetch(`${stack.cmsUrl}/admin/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ registrationToken, userInfo: { firstname: 'Sofía', lastname: 'Ventas', password: `Aa1-${randomUUID()}` } }),
    });
    const token = ((await registered.json()) as { data: { token: string } }).data.token;
    await page.addInitScript((jwt) => {
      localStorage.setItem('jwtToken', JSON.stringify(jwt));
      localStorage.setItem('strapi-admin-language', 'es');
    }, token);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${stack.cmsUrl}/admin`);
    await expect(page).toHaveURL(/\/admin\/content-manager\/collection-types\/api::person\.person/, { timeout: 60_000 });
    await expect(page.locator('thead th', { hasText: 'Último contacto' })).toBeVisible({ timeout: 60_000 });
    // No settings for Sales: the CRM webhook's page is not theirs.
    expect((await fetch(`${stack.cmsUrl}/crm-webhook/settings`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
  });

  for (const lang of ['es', 'en'] as const) {
    test(`people, a person and "due today" in the ${lang} admin`, async ({ page, stack }) => {
      const t =
        lang === 'es'
          ? { last: 'Último contacto', submissions: 'Envíos', due: 'Siguientes pasos pendientes', webhook: 'Webhook del CRM' }
          : { last: 'Last touch', submissions: 'Submissions', due: 'Next steps due', webhook: 'CRM webhook' };
      const email = `e2e.person.${randomUUID().slice(0, 8)}@example.com`;
      const store = async (path: string, data: Record<string, unknown>) => {
        const res = await fetch(`${stack.cmsUrl}/api/${path}`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${stack.siteToken}` },
          body: JSON.stringify({ data: { language: lang, submission_id: randomUUID(), ...data } }),
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as { data: { documentId: string } }).data;
      };
      await store('leads', { name: 'Eva', company: 'Omega', email, country: 'México', industry: 'Retail', position: 'CFO' });
      const contact = await store('contacts', { name: 'Eva', last_name: 'Luna', email: email.toUpperCase(), company: 'Omega' });
      const step = `Llamar ${randomUUID().slice(0, 6)}`;
      await adminFetch(stack.cmsUrl, `/content-manager/collection-types/api::contact.contact/${contact.documentId}`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ next_step: step, next_step_due: '2001-01-01' }),
      });

      await openAdmin(page, stack, lang, PEOPLE);
      await expect(page.locator('thead th', { hasText: t.last })).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('thead th', { hasText: t.submissions })).toBeVisible();
      const row = page.locator('tbody tr').filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Eva Luna');
      // The short date: "7/12/26, 0:47" or "12/7/26, 12:47 AM", not the weekday and month spelt out.
      await expect(row).toContainText(/\d{1,2}\/\d{1,2}\/\d{2}/);
      // The status as a word of the admin's language, not the stored value.
      await expect(row).toContainText(lang === 'es' ? 'Nuevo' : 'New');
      await expect(row).not.toContainText(/\bnew\b/);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/people-${lang}-1440.png` });
      await row.getByText(email).click();
      await expect(page.getByText('Eva Luna — Omega', { exact: true })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText('Eva — Omega', { exact: true })).toBeVisible();
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/person-${lang}-1440.png` });

      await page.goto(`${stack.cmsUrl}/admin/leads-due`);
      await expect(page.getByRole('heading', { name: t.due })).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('tbody tr').filter({ hasText: step })).toContainText('Eva Luna — Omega');
      await expect(page.locator('tbody tr').filter({ hasText: step })).toContainText(lang === 'es' ? 'Nuevo' : 'New');

      await page.goto(`${stack.cmsUrl}/admin/settings/crm-webhook`);
      await expect(page.getByRole('heading', { name: t.webhook })).toBeVisible({ timeout: 60_000 });
    });
  }

  for (const lang of ['es', 'en'] as const) {
    test(`Sales picks an owner by name, sees "Mine", and no action they may not take, in the ${lang} admin`, async ({ page, stack }) => {
      const t =
        lang === 'es'
          ? {
              owner: 'Responsable',
              status: 'Estado',
              statusNew: 'Nuevo',
              contacted: 'Contactado',
              mine: 'Míos',
              more: 'Más acciones',
              copy: 'Copiar el correo',
              save: 'Guardar',
              hidden: ['Edita el modelo', 'Configurar la vista', 'Eliminar entrada'],
            }
          : {
              owner: 'Owner',
              status: 'Status',
              statusNew: 'New',
              contacted: 'Contacted',
              mine: 'Mine',
              more: 'More actions',
              copy: 'Copy the e-mail address',
              save: 'Save',
              hidden: ['Edit the model', 'Configure the view', 'Delete entry'],
            };
      const tag = randomUUID().slice(0, 6);
      const [sofia, bruno] = await Promise.all([
        salesUser(stack.cmsUrl, 'Sofía', `Ventas ${tag}`),
        salesUser(stack.cmsUrl, 'Bruno', `Díaz ${tag}`),
      ]);
      const email = `e2e.owner.${tag}@example.com`;
      const res = await fetch(`${stack.cmsUrl}/api/contacts`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${stack.siteToken}` },
        body: JSON.stringify({
          data: { name: 'Olga', last_name: 'Mora', company: 'Kappa', email, language: lang, submission_id: randomUUID() },
        }),
      });
      expect(res.status).toBe(201);
      const { documentId } = ((await res.json()) as { data: { documentId: string } }).data;
      // Assigned to Sofía by the super-admin.
      const assigned = await adminFetch(stack.cmsUrl, `${CONTACTS}/${documentId}`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ owner: sofia.email }),
      });
      expect(assigned.status).toBe(200);

      await signIn(page, sofia.token, lang);
      await page.goto(`${stack.cmsUrl}/admin${PEOPLE}`);
      await expect(page.locator('thead th', { hasText: t.owner })).toBeVisible({ timeout: 60_000 });
      // No content-type builder for Sales.
      await expect(page.locator('a[href*="content-type-builder"]')).toHaveCount(0);
      // The owner by name in the list (the newest person first).
      await expect(page.locator('tbody tr').filter({ hasText: email })).toContainText(`Sofía Ventas ${tag}`, { timeout: 30_000 });
      const mine = page.getByRole('button', { name: t.mine, exact: true });
      await expect(mine).toHaveAttribute('aria-pressed', 'false');
      await mine.click();
      await expect(mine).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/filters/);
      // The filter's chip names the owner: "Responsable es Sofía Ventas …".
      await expect(page.getByText(new RegExp(`^${t.owner} \\S+ Sofía Ventas ${tag}$`)).first()).toBeVisible();
      const row = page.locator('tbody tr').filter({ hasText: email });
      await expect(row).toHaveCount(1, { timeout: 30_000 });
      await expect(row).toContainText(`Sofía Ventas ${tag}`);
      // Every row is Sofía's.
      const owners = await page.locator('tbody tr').allInnerTexts();
      for (const text of owners) expect(text).toContain(`Sofía Ventas ${tag}`);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/people-mine-${lang}-1440.png` });

      await page.goto(`${stack.cmsUrl}/admin${CONTACTS}/${documentId}`);
      await expect(page.getByText('Olga Mora — Kappa', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
      // "More actions" holds nothing Sales may not do (and stays open to them: the e-mail to copy).
      await page.getByRole('button', { name: t.more, exact: true }).click();
      await expect(page.getByRole('menuitem', { name: t.copy })).toBeVisible();
      for (const label of t.hidden) await expect(page.getByRole('menuitem', { name: label })).toHaveCount(0);
      await page.keyboard.press('Escape');
      // The owner: a list of who works leads, by name.
      const picker = page.getByRole('combobox', { name: t.owner });
      await expect(picker).toContainText(`Sofía Ventas ${tag}`);
      await picker.click();
      const option = page.getByRole('option', { name: `Bruno Díaz ${tag}`, exact: true });
      await expect(option).toBeVisible();
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/contact-owner-${lang}-1440.png`, animations: 'disabled' });
      await option.click();
      // The status by its word in the admin's language, not its stored value.
      const status = page.getByRole('combobox', { name: t.status, exact: true });
      await expect(status).toContainText(t.statusNew);
      await status.click();
      await page.getByRole('option', { name: t.contacted, exact: true }).click();
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect
        .poll(
          async () =>
            ((await (await adminFetch(stack.cmsUrl, `${CONTACTS}/${documentId}`)).json()) as { data: { lead_status?: string } }).data
              .lead_status,
          { timeout: 15_000 },
        )
        .toBe('contacted');
      await expect
        .poll(
          async () =>
            ((await (await adminFetch(stack.cmsUrl, `${CONTACTS}/${documentId}`)).json()) as { data: { owner?: string } }).data.owner,
          {
            timeout: 15_000,
          },
        )
        .toBe(bruno.email);
      // The contacts list shows the owner's name.
      await page.goto(`${stack.cmsUrl}/admin${CONTACTS}`);
      await expect(page.locator('tbody tr').filter({ hasText: email })).toContainText(`Bruno Díaz ${tag}`, { timeout: 60_000 });
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/contacts-owner-${lang}-1440.png` });
      await expect(page.locator('a[href*="content-type-builder"]')).toHaveCount(0);
    });
  }
});
