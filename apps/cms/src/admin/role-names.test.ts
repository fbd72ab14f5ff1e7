/**
 * The product's roles read in the admin's language (docs/decisions/0094): Strapi's answers for the
 * role and user lists carry the Spanish names in the Spanish admin; a role's own page, a renamed role
 * and a role the product does not know keep their stored names.
 */
import { describe, expect, it } from 'vitest';
import { localizeRoles, roleTranslations, showsRoleNames } from './role-names';

const sales: Role = {
  id: 4,
  code: 'sales',
  name: 'Sales',
  description: 'Reads contacts, leads, document requests and chat conversations; sets status and owner; exports. No content.',
};
/** A role as the admin API answers it. */
interface Role {
  id: number;
  code: string;
  name: string;
  description?: string;
}

const superAdmin: Role = {
  id: 1,
  code: 'strapi-super-admin',
  name: 'Super Admin',
  description: 'Super Admins can access and manage all features and settings.',
};

describe('role names in the admin language', () => {
  it('translates the roles of a role list, a user list and the signed-in user', () => {
    const roles: { data: Role[] } = {
      data: [
        structuredClone(superAdmin),
        { id: 2, code: 'strapi-editor', name: 'Editor' },
        { id: 3, code: 'strapi-author', name: 'Author' },
        structuredClone(sales),
      ],
    };
    localizeRoles(roles, 'es');
    expect(roles.data.map((r) => r.name)).toEqual(['Superadministrador', 'Editor', 'Autor', 'Ventas']);
    expect(roles.data[0]?.description).toBe('Los superadministradores acceden a todas las funciones y ajustes y los gestionan.');
    const users = { data: { results: [{ id: 7, email: 'a@example.com', roles: [structuredClone(sales)] }], pagination: { page: 1 } } };
    localizeRoles(users, 'es');
    expect(users.data.results[0]?.roles[0]?.name).toBe('Ventas');
    const me = { data: { id: 1, firstname: 'Ana', roles: [structuredClone(superAdmin)] } };
    localizeRoles(me, 'en');
    expect(me.data.roles[0]?.name).toBe('Super Admin');
  });

  it('keeps a renamed role, a role of its own and the description a super-admin wrote', () => {
    const body = {
      data: [
        { code: 'sales', name: 'Comercial', description: 'Ours' },
        { code: 'marketing-123', name: 'Marketing' },
      ],
    };
    localizeRoles(body, 'es');
    expect(body.data).toEqual([
      { code: 'sales', name: 'Comercial', description: 'Ours' },
      { code: 'marketing-123', name: 'Marketing' },
    ]);
  });

  it('changes only the lists, never a role page whose form saves the name', () => {
    expect(showsRoleNames('http://cms.example/admin/roles')).toBe(true);
    expect(showsRoleNames('http://cms.example/admin/roles/')).toBe(true);
    expect(showsRoleNames('http://cms.example/admin/users/?page=1&pageSize=10')).toBe(true);
    expect(showsRoleNames('/admin/users/me')).toBe(true);
    expect(showsRoleNames('http://cms.example/admin/roles/4/permissions')).toBe(false);
    expect(showsRoleNames('http://cms.example/admin/users/7')).toBe(false);
    expect(showsRoleNames('http://cms.example/admin/users/me/permissions')).toBe(false);
    expect(showsRoleNames('http://cms.example/admin/roles', 'PUT')).toBe(false);
  });

  it("names the roles by code as Strapi's user form asks (global.<code>), in both languages", () => {
    expect(roleTranslations.es['global.sales']).toBe('Ventas');
    expect(roleTranslations.es['global.strapi-super-admin']).toBe('Superadministrador');
    expect(roleTranslations.en['global.strapi-author']).toBe('Author');
  });
});
