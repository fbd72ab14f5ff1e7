/**
 * The firm's settings against the real CMS (docs/decisions/0088): seeded with the default time zone,
 * an unknown zone refused on save with a message in both languages (the API's admin user has no
 * interface language), a known one saved trimmed, and the site's token reads it.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';

const stack = inject('stack');
const PATH = '/content-manager/single-types/api::firm-setting.firm-setting';
const json = { 'Content-Type': 'application/json' };

async function save(time_zone: string): Promise<Response> {
  return adminFetch(stack.cmsUrl, PATH, { method: 'PUT', headers: json, body: JSON.stringify({ time_zone }) });
}

describe('firm settings', () => {
  afterAll(async () => {
    await save('America/Mexico_City');
  });

  it('starts with the firm default, America/Mexico_City', async () => {
    const res = await adminFetch(stack.cmsUrl, PATH);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { time_zone: string } };
    expect(body.data.time_zone).toBe('America/Mexico_City');
  });

  it('refuses an unknown time zone, saying why in Spanish and English', async () => {
    const res = await save('Mars/Olympus');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toContain('Zona horaria desconocida');
    expect(body.error.message).toContain('Unknown time zone');
    const after = (await (await adminFetch(stack.cmsUrl, PATH)).json()) as { data: { time_zone: string } };
    expect(after.data.time_zone).toBe('America/Mexico_City');
  });

  it('saves a known zone, trimmed, and the site server reads it with its token', async () => {
    expect((await save(' Europe/Madrid ')).status).toBe(200);
    const res = await fetch(`${stack.cmsUrl}/api/firm-setting`, { headers: { Authorization: `Bearer ${stack.siteToken}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { time_zone: string } };
    expect(body.data.time_zone).toBe('Europe/Madrid');
  });
});
