import { describe, expect, it } from 'vitest';
import { type AdminUserRow, assignmentNotice, leadOwners, matchOwner, namesByEmail, ownerRefused } from './owners';

const sales = [{ code: 'sales' }];
const users: AdminUserRow[] = [
  {
    email: 'Laura@Firm.example',
    firstname: 'Laura',
    lastname: 'Pérez',
    isActive: true,
    blocked: false,
    roles: sales,
    preferedLanguage: 'en',
  },
  {
    email: 'boss@firm.example',
    firstname: 'Ana',
    lastname: 'Ruiz',
    isActive: true,
    blocked: false,
    roles: [{ code: 'strapi-super-admin' }],
  },
  { email: 'editor@firm.example', firstname: 'Eva', lastname: 'Luna', isActive: true, blocked: false, roles: [{ code: 'strapi-editor' }] },
  { email: 'left@firm.example', firstname: 'Íñigo', lastname: null, isActive: false, blocked: false, roles: sales },
  { email: 'blocked@firm.example', firstname: 'Bea', isActive: true, blocked: true, roles: sales },
  { email: 'ana2@firm.example', firstname: 'Ana', lastname: 'Gil', isActive: true, blocked: false, roles: sales },
];

describe('who owns a lead', () => {
  it('lists the active, unblocked Sales users and super-admins, by name, their address in lower case', () => {
    expect(leadOwners(users)).toEqual([
      { email: 'ana2@firm.example', name: 'Ana Gil', language: 'es' },
      { email: 'boss@firm.example', name: 'Ana Ruiz', language: 'es' },
      { email: 'laura@firm.example', name: 'Laura Pérez', language: 'en' },
    ]);
    expect(namesByEmail(users).get('left@firm.example')).toBe('Íñigo');
  });

  it('matches a free-text owner by e-mail, full name, or a first name only one user has', () => {
    expect(matchOwner(' LAURA@firm.example ', users)).toBe('laura@firm.example');
    expect(matchOwner('laura  perez', users)).toBe('laura@firm.example');
    expect(matchOwner('Laura', users)).toBe('laura@firm.example');
    expect(matchOwner('inigo', users)).toBe('left@firm.example');
    // Two users called Ana: nobody is picked; nobody called Pedro.
    expect(matchOwner('Ana', users)).toBeNull();
    expect(matchOwner('Pedro', users)).toBeNull();
    expect(matchOwner('  ', users)).toBeNull();
  });

  it('refuses in the admin language', () => {
    expect(ownerRefused('x@y.z', 'es')).toContain('«x@y.z»');
    expect(ownerRefused('x@y.z', 'en')).toMatch(/^The owner must be an active admin user/);
  });

  it("tells the owner in their language, with the entry's title, kind and link, once per assignment", () => {
    const [laura, ana] = [leadOwners(users)[2], leadOwners(users)[1]];
    if (!laura || !ana) throw new Error('owners');
    const base = {
      kind: 'download-request' as const,
      documentId: 'doc1',
      title: 'Guía SAP — <Eva>',
      link: 'https://cms.example/admin/content-manager/collection-types/api::download-request.download-request/doc1',
      by: 'Ana Ruiz',
      at: '2026-12-07T10:00:00.000Z',
    };
    const en = assignmentNotice({ ...base, owner: laura });
    expect(en).toMatchObject({
      key: 'lead.assigned:download-request:doc1:laura@firm.example:2026-12-07T10:00:00.000Z',
      to: ['laura@firm.example'],
      language: 'en',
      subject: 'Assigned to you: Document request — Guía SAP — <Eva>',
    });
    expect(en.text).toContain('Ana Ruiz assigned this entry to you.');
    expect(en.text).toContain(base.link);
    expect(en.html).toContain('Guía SAP — &lt;Eva&gt;');
    expect(en.html).toContain(`href="${base.link}"`);
    const es = assignmentNotice({ ...base, kind: 'contact', owner: ana });
    expect(es.subject).toBe('Te asignaron: Contacto — Guía SAP — <Eva>');
    expect(es.text).toContain('Ábrelo en el panel');
    // Another save of the same assignment is another time: the outbox's key tells them apart.
    expect(assignmentNotice({ ...base, owner: laura, at: '2026-12-07T11:00:00.000Z' }).key).not.toBe(en.key);
  });
});
