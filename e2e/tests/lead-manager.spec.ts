/**
 * The lead manager in the admin (docs/decisions/0091), in a browser at 1440 px: a Sales user lands on
 * the people list; a person's submissions are one row with short dates and the columns sales read
 * first, in both admin languages; "Due today" lists a next step; Settings → CRM webhook is the
 * super-admin's. SHOTS_DIR set: screenshots of each.
 */
import { randomUUID } from 'node:crypto';
import { adminFetch } from '../../scripts/lib/admin-token';
import { expect, openAdmin, test } from './fixtures';

const json = { 'content-type': 'application/json' };
const PEOPLE = '/content-manager/collection-types/api::person.person';

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
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/people-${lang}-1440.png` });
      await row.getByText(email).click();
      await expect(page.getByText('Eva Luna — Omega', { exact: true })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText('Eva — Omega', { exact: true })).toBeVisible();
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/person-${lang}-1440.png` });

      await page.goto(`${stack.cmsUrl}/admin/leads-due`);
      await expect(page.getByRole('heading', { name: t.due })).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('tbody tr').filter({ hasText: step })).toContainText('Eva Luna — Omega');

      await page.goto(`${stack.cmsUrl}/admin/settings/crm-webhook`);
      await expect(page.getByRole('heading', { name: t.webhook })).toBeVisible({ timeout: 60_000 });
    });
  }
});
