import { describe, expect, it } from 'vitest';
import { RedirectTable } from './redirects.server';

describe('the redirect table', () => {
  it('answers a redirected path in any spelling with its status, keeping the visitor query when the target has none', () => {
    const table = new RedirectTable();
    expect(table.match('/servicios/sap.html')).toBeNull();
    table.replace([
      { from_path: '/servicios/sap.html', to: '/es/servicio-sap', kind: 'permanent' },
      { from_path: '/promo', to: 'https://example.com/landing?ref=site', kind: 'temporary' },
      { from_path: null, to: '/es/' },
    ]);
    expect(table.size).toBe(2);
    expect(table.match('/Servicios/SAP.html/?utm_source=li&utm_campaign=q4')).toEqual({
      status: 301,
      location: '/es/servicio-sap?utm_source=li&utm_campaign=q4',
    });
    expect(table.match('/promo?utm_source=x')).toEqual({ status: 302, location: 'https://example.com/landing?ref=site' });
    expect(table.match('/es/servicio-sap')).toBeNull();
  });

  it('keeps the newest load when two overlap, and the last table when a load fails', async () => {
    const table = new RedirectTable();
    let release: (rows: Array<{ from_path: string; to: string }>) => void = () => undefined;
    const slow = table.load(() => new Promise((resolve) => (release = resolve)));
    expect(await table.load(async () => [{ from_path: '/new', to: '/es/' }])).toBe(true);
    release([{ from_path: '/old', to: '/en/' }]);
    expect(await slow).toBe(false);
    expect(table.match('/new')?.location).toBe('/es/');
    expect(table.match('/old')).toBeNull();
    await expect(table.load(() => Promise.reject(new Error('CMS down')))).rejects.toThrow('CMS down');
    expect(table.match('/new')?.location).toBe('/es/');
  });
});
