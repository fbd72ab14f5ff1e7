/**
 * The contact form (home #contacto; the same component on /download) in both languages: PRODUCT §3/§4/§5
 * field by field, the phone country picker, the dropdowns, the success path (record in the CMS with
 * every field as typed) and the failure path (a real site server whose CMS is down or refusing).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import en from '../../apps/web/app/i18n/en.json' with { type: 'json' };
import es from '../../apps/web/app/i18n/es.json' with { type: 'json' };
import { freePort, records, startSite } from '../../apps/web/tests/forms-site';
import { chooseLanguage, expect, formReady, hydrated, test } from './fixtures';
import {
  nameIn,
  optionLists as lists,
  CONTACT_PREFIX as P,
  chooseContactOption as choose,
  contactField as field,
  contactForm as form,
} from './form-helpers';

const T = { en, es } as const;
/** PRODUCT §9: type-to-find forgets what was typed after a 700 ms pause. */
const TYPE_AHEAD_RESET_MS = 700;

// Long journeys (several fills, extra site servers): more time than the default on a busy machine.
test.describe.configure({ timeout: 150_000 });
type Lang = keyof typeof T;

async function openHome(page: Page, lang: Lang) {
  await page.goto('/');
  await hydrated(page);
  if (lang === 'es') await chooseLanguage(page, 'es');
  await form(page).scrollIntoViewIfNeeded();
  await formReady(page);
  // The option lists have arrived: the picker shows "MX +52" from its default before they do, so
  // the wait is on the phone list, busy until /api/form-options answered (its options are drawn only
  // while it is open: decision 0097).
  await expect(field(page, 'phone-country')).toContainText('+52');
  const phoneList = page.locator(`${P}-phone-country-listbox`);
  await expect(phoneList).toBeAttached();
  await expect(phoneList).not.toHaveAttribute('aria-busy', 'true');
}

interface Filled {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  interest_area: string;
  comment: string;
  country: string;
  position: string;
  industry: string;
}

async function fillValid(page: Page, lang: Lang, l: Awaited<ReturnType<typeof lists>>): Promise<Filled> {
  const tag = randomUUID().slice(0, 8);
  const country = l.countries.find((c) => c.code === 'ar') ?? l.countries[0];
  const position = l.positions[1] ?? l.positions[0];
  const industry = l.industries[2] ?? l.industries[0];
  if (!country || !position || !industry) throw new Error('option lists not seeded');
  const v: Filled = {
    name: lang === 'es' ? 'Lucía' : 'Lucy',
    last_name: `Ñúñez ${tag}`,
    email: `lucia.${tag}@example.com`,
    phone: '5512345678',
    company: `Acme ${tag}`,
    interest_area: 'SAP S/4HANA',
    comment: lang === 'es' ? 'Queremos migrar este año.\nGracias.' : 'We want to migrate this year.\nThanks.',
    country: nameIn(country, lang),
    position: nameIn(position, lang),
    industry: nameIn(industry, lang),
  };
  await field(page, 'name').fill(v.name);
  await field(page, 'last_name').fill(v.last_name);
  await field(page, 'email').fill(v.email);
  await field(page, 'company').fill(v.company);
  await field(page, 'phone').fill(v.phone);
  await choose(page, 'country', v.country);
  await choose(page, 'position', v.position);
  await choose(page, 'industry', v.industry);
  await field(page, 'interest_area').fill(v.interest_area);
  await field(page, 'comment').fill(v.comment);
  await field(page, 'terms_and_conditions').check();
  return v;
}

/** Counts the POSTs the page sends to /api/contact. */
function countPosts(page: Page): () => number {
  let n = 0;
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact') n++;
  });
  return () => n;
}

for (const lang of ['en', 'es'] as const) {
  const t = T[lang];
  test.describe(`contact form (${lang})`, () => {
    test('labels, required marks, tel input, no axe violations', async ({ page }) => {
      await openHome(page, lang);
      const required = ['name', 'last_name', 'email', 'phone', 'country', 'company', 'position', 'industry'] as const;
      for (const f of required) {
        const label =
          f === 'phone'
            ? page.locator(`label[for="contacto-form-phone"]`)
            : page.locator(`#contacto [for="contacto-form-${f}"], #contacto-form-${f}-label`).first();
        await expect(label).toContainText(`${t.forms.fields[f]} *`);
      }
      await expect(page.getByRole('textbox', { name: `${t.forms.fields.name} (${t.forms.requiredMark})`, exact: true })).toHaveAttribute(
        'id',
        'contacto-form-name',
      );
      await expect(page.getByRole('combobox', { name: `${t.forms.fields.country} (${t.forms.requiredMark})`, exact: true })).toBeVisible();
      await expect(page.getByRole('combobox', { name: t.forms.fields.phoneCountry })).toBeVisible();
      await expectPhoneInput(field(page, 'phone'));
      for (const f of ['interest_area', 'comment']) await expect(page.locator(`label[for="contacto-form-${f}"]`)).not.toContainText('*');
      await expect(page.locator(`label[for="contacto-form-terms_and_conditions"]`)).toContainText(t.forms.fields.terms_link);
      const axe = await new AxeBuilder({ page })
        .include('#contacto')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    });

    test('validation runs on blur and change, not while typing; errors are linked and announced', async ({ page }) => {
      await openHome(page, lang);
      const email = field(page, 'email');
      await email.click();
      await email.pressSequentially('ana@');
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form(page).getByText(t.contact.message_one)).toHaveCount(0);
      await email.blur();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      const errorId = await email.getAttribute('aria-describedby');
      await expect(page.locator(`#${errorId}`)).toHaveText(t.forms.errors.email);
      await expect(page.locator(`#${errorId}`)).toHaveAttribute('role', 'alert');
      // A malformed e-mail is not a missing field: its own message only, not PRODUCT's notice.
      await expect(form(page).getByText(t.contact.message_one)).toHaveCount(0);
      // Fixing it while typing does not validate yet; leaving the field does.
      await email.pressSequentially('example.com');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await email.blur();
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form(page).getByText(t.contact.message_one)).toHaveCount(0);

      // A required field left empty: its error on blur.
      await field(page, 'name').focus();
      await field(page, 'name').blur();
      await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#contacto-form-name-error')).toHaveText(t.forms.errors.required);
      await field(page, 'name').fill('Ana');
      await field(page, 'name').blur();
      await expect(page.locator('#contacto-form-name-error')).toHaveCount(0);

      // The terms box validates on change.
      const terms = field(page, 'terms_and_conditions');
      await terms.check();
      await terms.uncheck();
      await expect(terms).toHaveAttribute('aria-invalid', 'true');
      await expect(form(page).getByText(t.contact.message_two)).toBeVisible();
      await terms.check();
      await expect(form(page).getByText(t.contact.message_two)).toHaveCount(0);
    });

    test('each rule failing alone blocks the submit with its message', async ({ page, stack }) => {
      const l = await lists(stack);
      await openHome(page, lang);
      const posts = countPosts(page);
      const v = await fillValid(page, lang, l);
      const submit = form(page).getByRole('button', { name: t.forms.send });
      /** `kind`: an empty required field (PRODUCT's notice), a malformed value (its own message only) or the terms. */
      const only = async (name: string, kind: 'required' | 'format' | 'terms' = 'required') => {
        await submit.click();
        if (kind === 'terms') {
          await expect(form(page).getByText(t.contact.message_two)).toBeVisible();
          await expect(form(page).getByText(t.contact.message_one)).toHaveCount(0);
        } else {
          await expect(form(page).getByText(t.contact.message_one)).toHaveCount(kind === 'required' ? 1 : 0);
          await expect(form(page).getByText(t.contact.message_two)).toHaveCount(0);
        }
        await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(1);
        await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, name)).toBeFocused();
      };
      // The phone is optional (PRODUCT §5 "if given"): left empty it blocks nothing.
      for (const f of ['name', 'last_name', 'email', 'company'] as const) {
        await field(page, f).fill('');
        await only(f);
        await expect(page.locator(`#contacto-form-${f}-error`)).toHaveText(t.forms.errors.required);
        await field(page, f).fill(v[f]);
        await field(page, f).blur();
      }
      await field(page, 'email').fill('lucia@example');
      await only('email', 'format');
      await expect(page.locator('#contacto-form-email-error')).toHaveText(t.forms.errors.email);
      await field(page, 'email').fill(v.email);
      await field(page, 'email').blur();
      // Not PRODUCT's pattern and not a valid number of the phone country (Mexico).
      for (const phone of ['12345', '912345678', '55123456789012']) {
        await field(page, 'phone').fill(phone);
        await only('phone', 'format');
        await expect(page.locator('#contacto-form-phone-error')).toHaveText(t.forms.errors.phone);
      }
      await field(page, 'phone').fill(v.phone);
      await field(page, 'phone').blur();
      // Any text is accepted in the comment (PRODUCT §5: no rule), "<" included.
      await field(page, 'comment').fill('Hola <script>alert(1)</script>');
      await field(page, 'comment').blur();
      await expect(field(page, 'comment')).not.toHaveAttribute('aria-invalid', 'true');
      await field(page, 'comment').fill(v.comment);
      await field(page, 'comment').blur();
      await field(page, 'terms_and_conditions').uncheck();
      await only('terms_and_conditions', 'terms');
      await field(page, 'terms_and_conditions').check();
      expect(posts()).toBe(0);

      // The dropdowns: a fresh form with everything but one choice.
      for (const f of ['country', 'position', 'industry'] as const) {
        await openHome(page, lang);
        await field(page, 'name').fill(v.name);
        await field(page, 'last_name').fill(v.last_name);
        await field(page, 'email').fill(v.email);
        await field(page, 'company').fill(v.company);
        await field(page, 'phone').fill(v.phone);
        for (const other of ['country', 'position', 'industry'] as const) if (other !== f) await choose(page, other, v[other]);
        await field(page, 'terms_and_conditions').check();
        await only(f);
        await expect(page.locator(`#contacto-form-${f}-error`)).toHaveText(t.forms.errors.select);
        await choose(page, f, v[f]);
        await expect(field(page, f)).not.toHaveAttribute('aria-invalid', 'true');
        await expect(form(page).getByText(t.contact.message_one)).toHaveCount(0);
      }
      expect(posts()).toBe(0);
    });

    test('the phone input accepts digits only', async ({ page }) => {
      await openHome(page, lang);
      const phone = field(page, 'phone');
      await phone.click();
      await page.keyboard.type('(55) 12-ab 34+5.6');
      await expect(phone).toHaveValue('55123456');
    });

    test('success: stored in the CMS with every field as typed, form reset, contact.message_three', async ({ page, stack }) => {
      const l = await lists(stack);
      await openHome(page, lang);
      const v = await fillValid(page, lang, l);
      // Brazil (+55) in Spanish, the default Mexico (+52) in English.
      const dial = lang === 'es' ? '55' : '52';
      if (lang === 'es') await choose(page, 'phone-country', `BR ${l.countries.find((c) => c.code === 'br')?.name_es} +55`);
      await expect(field(page, 'phone-country')).toContainText(`+${dial}`);
      // The request is held until the submitting state has been seen.
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => {
        release = r;
      });
      await page.route('**/api/contact', async (route) => {
        await held;
        await route.continue();
      });
      const submit = form(page).getByRole('button', { name: t.forms.send });
      await submit.click();
      await expect(form(page).getByRole('button', { name: t.forms.sending })).toBeDisabled();
      release();
      await expect(form(page).getByRole('status')).toHaveText(t.contact.message_three);
      await expect(form(page).getByText(t.contact.message_four)).toHaveCount(0);
      await expect(submit).toBeEnabled();
      for (const f of ['name', 'last_name', 'email', 'company', 'phone', 'interest_area', 'comment'])
        await expect(field(page, f)).toHaveValue('');
      await expect(field(page, 'terms_and_conditions')).not.toBeChecked();
      await expect(field(page, 'country')).toContainText(t.forms.choose);

      const [stored, ...more] = await records(stack.cmsUrl, 'contact', v.email, 'email');
      expect(more).toHaveLength(0);
      expect(stored).toMatchObject({
        name: v.name,
        last_name: v.last_name,
        email: v.email,
        phone: `${dial}${v.phone}`,
        country: v.country,
        company: v.company,
        position: v.position,
        industry: v.industry,
        interest_area: v.interest_area,
        comment: v.comment,
        terms_and_conditions: true,
        language: lang,
      });
    });

    test('failure (CMS stopped, or answering an error): contact.message_four, nothing reported as sent', async ({
      page,
      stack,
      consoleErrors,
    }) => {
      // The failed post is logged on purpose (PRODUCT §8), and the browser reports the status itself.
      consoleErrors.allow(/\/api\/contact: 5\d\d/, /Failed to load resource: the server responded with a status of 5\d\d/);
      const l = await lists(stack);
      // Both started at once (each is a whole site server); one that started is stopped if the other failed.
      const started = await Promise.allSettled([
        freePort().then((port) => startSite(stack, { CMS_URL: `http://127.0.0.1:${port}` })),
        startSite(stack, { CMS_API_TOKEN: 'not-the-site-token' }),
      ]);
      const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        // The CMS down, then the CMS refusing the write.
        const brokenServers = started.map((s) => {
          if (s.status === 'rejected') throw s.reason;
          return s.value;
        });
        for (const broken of brokenServers) {
          // A fresh home page for each server.
          await openHome(page, lang);
          // The form's POST goes to a real site server whose CMS is down / refuses the write.
          await page.unrouteAll();
          await page.route('**/api/contact', async (route) => {
            // Relayed as a post from the broken site's own page (else its cross-site check answers 403
            // before the CMS is ever asked).
            const response = await route.fetch({
              url: `${broken.url}/api/contact`,
              headers: { ...route.request().headers(), origin: broken.url },
            });
            await route.fulfill({ response });
          });
          const v = await fillValid(page, lang, l);
          await form(page).getByRole('button', { name: t.forms.send }).click();
          await expect(form(page).getByRole('alert').getByText(t.contact.message_four)).toBeVisible();
          await expect(form(page).getByText(t.contact.message_three)).toHaveCount(0);
          await expect(form(page).locator('.form__status')).toBeEmpty();
          // Nothing is lost on the page either: the visitor's input stays for a retry.
          await expect(field(page, 'email')).toHaveValue(v.email);
          await expect(form(page).getByRole('button', { name: t.forms.send })).toBeEnabled();
          expect(await records(stack.cmsUrl, 'contact', v.email, 'email')).toHaveLength(0);
        }
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    });

    test('dropdowns: opening one closes the others; choosing stores the name in the language; an empty list shows the loading text', async ({
      page,
      stack,
    }) => {
      const l = await lists(stack);
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => {
        release = r;
      });
      await page.route('**/api/form-options', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      await hydrated(page);
      if (lang === 'es') await chooseLanguage(page, 'es');
      await formReady(page);
      await field(page, 'country').click();
      await expect(page.locator(`${P}-country-listbox`)).toBeVisible();
      await expect(page.locator(`${P}-country-listbox`).getByRole('option')).toHaveText([t.forms.loading]);
      if (lang === 'es') expect(t.forms.loading).toBe('Cargando...');
      release();
      await expect(page.locator(`${P}-country-listbox`).getByRole('option')).toHaveCount(l.countries.length);

      await field(page, 'position').click();
      await expect(field(page, 'country')).toHaveAttribute('aria-expanded', 'false');
      await expect(field(page, 'position')).toHaveAttribute('aria-expanded', 'true');
      await field(page, 'industry').click();
      await expect(field(page, 'position')).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator(`${P}-position-listbox`)).toBeHidden();
      await expect(field(page, 'industry')).toHaveAttribute('aria-expanded', 'true');
      const industry = l.industries[3] ?? l.industries[0];
      if (!industry) throw new Error('no industries');
      await page
        .locator(`${P}-industry-listbox`)
        .getByRole('option', { name: nameIn(industry, lang), exact: true })
        .click();
      await expect(field(page, 'industry')).toHaveAttribute('aria-expanded', 'false');
      await expect(field(page, 'industry')).toHaveText(nameIn(industry, lang));
      // Keyboard: Enter opens, Escape closes, a click outside closes.
      await field(page, 'position').focus();
      await page.keyboard.press('Enter');
      await expect(field(page, 'position')).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(field(page, 'position')).toHaveAttribute('aria-expanded', 'false');
      await field(page, 'position').click();
      await page.locator('#contacto-title').click();
      await expect(field(page, 'position')).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test.describe('phone country picker', () => {
  test('default Mexico, preferred Mexico/United States/Brazil, Up/Down/Enter, Escape and outside click close it', async ({
    page,
    stack,
  }) => {
    const l = await lists(stack);
    await openHome(page, 'en');
    const picker = field(page, 'phone-country');
    const list = page.locator(`${P}-phone-country-listbox`);
    await expect(picker).toHaveText('MX +52');
    await picker.click();
    await expect(list).toBeVisible();
    const names = (code: string) => l.countries.find((c) => c.code === code)?.name_en ?? code;
    await expect(list.getByRole('option').nth(0)).toContainText(names('mx'));
    await expect(list.getByRole('option').nth(1)).toContainText(names('us'));
    await expect(list.getByRole('option').nth(2)).toContainText(names('br'));
    await expect(list.getByRole('option')).toHaveCount(l.countries.length);
    await page.keyboard.press('Escape');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await picker.click();
    await page.locator('#contacto-title').click();
    await expect(list).toBeHidden();

    const active = async () => {
      const id = await picker.getAttribute('aria-activedescendant');
      return (await page.locator(`#${id}`).locator('.phone__name').textContent()) ?? '';
    };
    await picker.focus();
    await page.keyboard.press('Enter');
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(active).toBe(names('mx'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe(names('us'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe(names('br'));
    await page.keyboard.press('ArrowUp');
    await expect.poll(active).toBe(names('us'));
    await page.keyboard.press('Enter');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await expect(picker).toHaveText('US +1');
    await expect(picker).toBeFocused();
  });

  test('type-to-find matches what was typed and forgets it after 700 ms', async ({ page }) => {
    await openHome(page, 'en');
    const picker = field(page, 'phone-country');
    // The names as the open list shows them (a closed list draws none: decision 0097).
    await picker.click();
    await expect(page.locator(`${P}-phone-country-listbox`)).toBeVisible();
    const labels = (await page.locator(`${P}-phone-country-listbox .phone__name`).allTextContents()).map((s) => s.toLowerCase());
    await page.keyboard.press('Escape');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    const first = (prefix: string) => labels.find((s) => s.startsWith(prefix));
    // The active option's name and dial code, read at once ('' while none is active: a locator on a
    // missing id would wait past the poll's timeout instead of failing it).
    const activeOption = () =>
      picker.evaluate((el) => {
        const option = document.getElementById(el.getAttribute('aria-activedescendant') ?? '');
        const text = (selector: string) => option?.querySelector(selector)?.textContent?.trim() ?? '';
        return { name: text('.phone__name').toLowerCase(), dial: text('.phone__dial') };
      });
    const active = async () => (await activeOption()).name;
    // The page's clock stands still from here: the test moves it across the 700 ms (PRODUCT §9).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await picker.focus();
    await page.keyboard.press('Enter');
    // "c", then "h" 699 ms later: still one search, "ch".
    await page.keyboard.type('c');
    await page.clock.runFor(TYPE_AHEAD_RESET_MS - 1);
    await page.keyboard.type('h');
    await expect.poll(active).toBe(first('ch'));
    // After 700 ms without a key the search starts again: "g" alone.
    await page.clock.runFor(TYPE_AHEAD_RESET_MS);
    await page.keyboard.type('g');
    await expect.poll(active).toBe(first('g'));
    // Within 700 ms it continues: "g" then "r" is "gr".
    await page.clock.runFor(TYPE_AHEAD_RESET_MS - 1);
    await page.keyboard.type('r');
    await expect.poll(active).toBe(first('gr'));
    // Enter chooses it: the picker shows its dial code (read before, not from the list Enter re-renders).
    const { dial } = await activeOption();
    expect(dial).toMatch(/^\+[\d -]+$/);
    await page.keyboard.press('Enter');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await expect(picker).toContainText(dial);
  });

  test('preselects the country the site’s server guessed from the visitor’s IP', async ({ page }) => {
    // A visitor from Brazil behind the trusted (loopback) proxy.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '200.147.67.142' });
    await page.goto('/');
    await hydrated(page);
    await formReady(page);
    await expect(field(page, 'phone-country')).toHaveText('BR +55');
  });
});

test('the contact form is also on /download (same component, same endpoint)', async ({ page }) => {
  await page.addInitScript(() => sessionStorage?.setItem('modalSubmitted', 'true'));
  await page.goto('/download');
  await hydrated(page);
  await expect(page.locator('#contacto form')).toBeVisible();
  await formReady(page);
  await expectPhoneInput(field(page, 'phone'));
  await page.locator('#contacto form').getByRole('button', { name: en.forms.send }).click();
  await expect(page.locator('#contacto form').getByText(en.contact.message_one)).toBeVisible();
  await expect(page.locator('#contacto form').getByText(en.contact.message_two)).toBeVisible();
});

/** The phone number input: digits keypad, the national-number autofill token on a text input (HTML's Text group). */
async function expectPhoneInput(input: import('@playwright/test').Locator): Promise<void> {
  await expect(input).toHaveAttribute('type', 'text');
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await expect(input).toHaveAttribute('autocomplete', 'tel-national');
}
