/**
 * The media library after seeding (docs/decisions/0044): the seed's files are in one
 * folder per page type, named by what they show (their alternative text), never the generic names
 * of the seed's folders (`banner-desktop.webp`); documents keep their names (an attachment's name).
 */
import { describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { SEED_FOLDERS } from '../src/bootstrap/media-folders';

const stack = inject('stack');

interface File {
  id: number;
  name: string;
  mime: string;
  alternativeText: string | null;
  folder: { id: number; name: string } | null;
}

async function allFiles(): Promise<File[]> {
  const files: File[] = [];
  for (let page = 1; ; page++) {
    const res = await adminFetch(stack.cmsUrl, `/upload/files?page=${page}&pageSize=100&sort=id:asc`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: File[]; pagination: { pageCount: number } };
    files.push(...body.results);
    if (page >= body.pagination.pageCount) return files;
  }
}

describe('media library in folders per page type', () => {
  it('has one folder per page type, in both languages', async () => {
    const res = await adminFetch(stack.cmsUrl, '/upload/folders?pageSize=100');
    expect(res.status).toBe(200);
    const folders = ((await res.json()) as { data: Array<{ name: string; parent: unknown }> }).data.map((f) => f.name);
    for (const name of Object.values(SEED_FOLDERS)) expect(folders).toContain(name);
  });

  it('puts every seed file in its folder, named by what it shows', async () => {
    const seeded = (await allFiles()).filter((f) => f.folder);
    expect(seeded.length).toBeGreaterThanOrEqual(270);
    const byFolder = new Map<string, File[]>();
    for (const f of seeded) byFolder.set(f.folder?.name ?? '', [...(byFolder.get(f.folder?.name ?? '') ?? []), f]);
    expect(byFolder.get('Blog')?.length).toBeGreaterThanOrEqual(40);
    // Names are unique and none is one of the seed's generic ones.
    const names = seeded.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const generic of ['banner-desktop.webp', 'banner-mobile.webp', 'benefits.webp', 'background.webp', 'robot.webp'])
      expect(names).not.toContain(generic);
    const about = byFolder.get(SEED_FOLDERS.about ?? '') ?? [];
    expect(about.map((f) => f.name)).toContain('nexalia-consulting-team-at-the-mexico-city-office-desktop.webp');
    expect(about.map((f) => f.name)).toContain('nexalia-consulting-team-at-the-mexico-city-office-mobile.webp');
    // An image's name is made of its alternative text's words (the English text of one per language).
    for (const f of seeded.filter((x) => x.mime.startsWith('image/') && x.alternativeText)) {
      const alt = f.alternativeText ?? '';
      const first = (/\ben\s*:\s*([^|]*)/i.exec(alt)?.[1] ?? alt)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .match(/[a-z0-9]+/)?.[0];
      expect(f.name.startsWith(`${first}`), `${f.name} (${f.alternativeText})`).toBe(true);
    }
    // A document keeps its own (descriptive) name: it names the visitor's e-mail attachment.
    expect(names).toContain('whitepaper-agentes-ia-empresa-es.pdf');
  });
});
