/**
 * The admin's answers in the admin's language (docs/decisions/0094): a role's page reads the product's
 * role in Spanish and saves it back as the stored English; the product's permissions read in Spanish;
 * the profile names the language the admin is shown in when none is saved; the Users list's status
 * badge reads in Spanish.
 */
// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withInterfaceLanguage } from './admin-answers';
import { localizePermissions, showsPermissions, TRANSLATED_ACTIONS } from './permission-names';
import { localizeRoles, savedRoleId, showsRoleNames, storedRoleText } from './role-names';
import { markAddresses, translateStatusWords } from './user-status';

const SALES_EN = {
  name: 'Sales',
  description: 'Reads contacts, leads, document requests and chat conversations; sets status and owner; exports. No content.',
};

describe("a role's page", () => {
  it('reads the role in Spanish and saves the stored English back, keeping what a super-admin wrote', () => {
    expect(showsRoleNames('http://cms.example/admin/roles/4')).toBe(true);
    const codes = new Map<string, string>();
    const answer = { data: { id: 4, code: 'sales', ...SALES_EN } };
    localizeRoles(answer, 'es', codes);
    expect(answer.data.name).toBe('Ventas');
    expect(codes.get('4')).toBe('sales');
    expect(savedRoleId('http://cms.example/admin/roles/4', 'PUT')).toBe('4');
    expect(savedRoleId('http://cms.example/admin/roles/4/permissions', 'PUT')).toBeUndefined();
    expect(savedRoleId('http://cms.example/admin/roles/4', 'GET')).toBeUndefined();
    expect(storedRoleText({ name: answer.data.name, description: answer.data.description }, 'sales', 'es')).toEqual(SALES_EN);
    expect(storedRoleText({ name: 'Comercial', description: answer.data.description }, 'sales', 'es')).toEqual({
      name: 'Comercial',
      description: SALES_EN.description,
    });
    expect(storedRoleText({ name: 'Ventas' }, undefined, 'es')).toEqual({ name: 'Ventas' });
  });
});

describe("the product's permissions", () => {
  it('read in Spanish in the Spanish admin; Strapi’s own and the English admin keep their texts', () => {
    expect(showsPermissions('http://cms.example/admin/permissions')).toBe(true);
    expect(showsPermissions('http://cms.example/admin/permissions/check', 'POST')).toBe(false);
    const answer = () => ({
      data: {
        sections: {
          settings: [
            {
              displayName: 'Export contacts, leads and document requests (CSV)',
              category: 'Inbox',
              subCategory: 'export',
              action: 'api::inbox.export',
            },
            {
              displayName: 'Access the Email Settings page',
              category: 'email',
              subCategory: 'general',
              action: 'plugin::email.settings.read',
            },
          ],
          plugins: [],
        },
      },
    });
    const es = answer();
    localizePermissions(es, 'es');
    expect(es.data.sections.settings[0]).toMatchObject({
      displayName: 'Exportar contactos, leads y solicitudes de documentos (CSV)',
      category: 'Bandeja de entrada',
      subCategory: 'exportar',
    });
    expect(es.data.sections.settings[1]).toEqual(answer().data.sections.settings[1]);
    const en = answer();
    localizePermissions(en, 'en');
    expect(en).toEqual(answer());
  });

  it('names the content types and their fields in the matrix as the content manager does', () => {
    const answer = () => ({
      data: {
        sections: {
          collectionTypes: {
            subjects: [
              {
                uid: 'api::contact.contact',
                label: 'contact',
                properties: [
                  {
                    label: 'Fields',
                    value: 'fields',
                    children: [
                      { label: 'email', value: 'email' },
                      { label: 'x', value: 'unknown_field' },
                    ],
                  },
                ],
              },
              { uid: 'plugin::users-permissions.user', label: 'user', properties: [] },
            ],
          },
          singleTypes: { subjects: [{ uid: 'api::home.home', label: 'home', properties: [] }] },
        },
      },
    });
    const es = answer();
    localizePermissions(es, 'es');
    const [contact, user] = es.data.sections.collectionTypes.subjects;
    expect(contact?.label).toBe('Contacto');
    expect(contact?.properties[0]?.children.map((c) => c.label)).toEqual(['Correo', 'x']);
    expect(user?.label).toBe('user');
    expect(es.data.sections.singleTypes.subjects[0]?.label).toBe('Inicio');
    const en = answer();
    localizePermissions(en, 'en');
    expect(en.data.sections.collectionTypes.subjects[0]?.label).toBe('Contact');
    expect(en.data.sections.singleTypes.subjects[0]?.label).toBe('Home');
  });

  it('covers every action the CMS registers', () => {
    const src = join(__dirname, '..');
    const registering = (readdirSync(src, { recursive: true }) as string[])
      .filter((f) => /\.ts$/.test(f) && !f.includes('.test.'))
      .map((f) => readFileSync(join(src, f), 'utf8'))
      .filter((text) => text.includes('registerMany(') || text.includes('registerAdminActions('));
    const registered = registering.flatMap((text) => [...text.matchAll(/uid: '([\w.-]+)'/g)].map((m) => `api::${m[1]}`)).sort();
    expect(registered).toEqual([...TRANSLATED_ACTIONS].sort());
  });
});

describe('the profile and the Users list', () => {
  it('names the language the admin is shown in when none is saved, and keeps a saved one', () => {
    const none = { data: { id: 1, preferedLanguage: null } };
    withInterfaceLanguage(none, 'es');
    expect(none.data.preferedLanguage).toBe('es');
    const saved = { data: { id: 1, preferedLanguage: 'en' } };
    withInterfaceLanguage(saved, 'es');
    expect(saved.data.preferedLanguage).toBe('en');
  });

  it("puts Strapi's Spanish status words in the badge's own text node", () => {
    document.body.innerHTML =
      '<main><table><thead><tr><th><span>Active</span></th></tr></thead><tbody><tr><td><span>Active</span></td><td><span>Inactive</span></td><td><span>Ana Active</span></td></tr></tbody></table></main>';
    const badge = document.querySelector('tbody td span')?.firstChild;
    expect(translateStatusWords(document, 'en')).toBe(0);
    expect(translateStatusWords(document, 'es')).toBe(2);
    expect([...document.querySelectorAll('tbody td span')].map((s) => s.textContent)).toEqual(['Activo', 'Inactivo', 'Ana Active']);
    expect(document.querySelector('tbody td span')?.firstChild).toBe(badge);
    expect(document.querySelector('thead span')?.textContent).toBe('Active');
  });

  it('marks the cells holding an e-mail address, the one column that may break anywhere', () => {
    document.body.innerHTML =
      '<main><table><tbody><tr><td><span>Ana</span></td><td><span> ana.sales.1a2b@consultora.example.com </span></td><td><span>Ana at example</span></td></tr></tbody></table></main>';
    markAddresses(document);
    expect([...document.querySelectorAll('td')].map((td) => td.hasAttribute('data-address'))).toEqual([false, true, false]);
  });
});
