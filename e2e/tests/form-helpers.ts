/**
 * What the form specs share (forms-contact, forms-rules, forms-lead): the option lists as the CMS
 * holds them, an option's name in a language, and the home contact form's fields and dropdowns.
 */
import type { Page } from '@playwright/test';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { cmsGet, expect } from './fixtures';

type Lang = 'es' | 'en';
/** An option of a list (country, position, industry); countries have their ISO code. */
export type Named = { id: number; name_es: string; name_en: string; code?: string; dial_code?: string };

export const nameIn = (o: Named, lang: Lang) => (lang === 'es' ? o.name_es : o.name_en);

/** The three option lists, in id order, read from the CMS with the site's token. */
export async function optionLists(stack: StackInfo) {
  const get = async (name: string, size: number) =>
    (await cmsGet<{ data: Named[] }>(stack, `${name}?pagination[pageSize]=${size}&sort[0]=id:asc`)).data;
  return {
    countries: await get('country-dropdowns', 200),
    positions: await get('position-dropdowns', 100),
    industries: await get('industry-dropdowns', 100),
  };
}

/** The home contact form (its fields are `#contacto-form-<name>`). */
export const CONTACT_PREFIX = '#contacto-form';
export const contactField = (page: Page, name: string) => page.locator(`${CONTACT_PREFIX}-${name}`);
export const contactForm = (page: Page) => page.locator('#contacto form');

/** Chooses an option of one of the contact form's dropdowns (or of the phone picker) with the mouse. */
export async function chooseContactOption(page: Page, name: string, label: string) {
  await contactField(page, name).click();
  await page.locator(`${CONTACT_PREFIX}-${name}-listbox`).getByRole('option', { name: label, exact: true }).click();
  await expect(contactField(page, name)).toHaveAttribute('aria-expanded', 'false');
}
