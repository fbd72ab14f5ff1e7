// @vitest-environment happy-dom
import type { Media } from '@site/content';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '~/test-utils/render';
import { Logo } from './Logo';
import { Img, Picture } from './Media';

const photo: Media = {
  id: 1,
  url: '/uploads/office_0123456789.jpg',
  alternativeText: 'es: Equipo en la oficina | en: Team at the office',
  width: 2400,
  height: 1400,
  mime: 'image/jpeg',
  formats: {
    large: { url: '/uploads/large_office_0123456789.jpg', width: 1600, height: 933 },
    webp_1080: { url: '/uploads/webp_1080_office_0123456789.webp', width: 1080, height: 630 },
    webp_1600: { url: '/uploads/webp_1600_office_0123456789.webp', width: 1600, height: 933 },
  },
};
const seedWebp: Media = { ...photo, mime: 'image/webp', url: '/uploads/team_0123456789.webp', alternativeText: 'Team', formats: null };

describe('Img and Picture (docs/decisions/0044)', () => {
  it('serves an uploaded JPEG as WebP first, the JPEG as fallback, with the language alt text', async () => {
    renderPage(() => <Img media={photo} sizes="100vw" />, { lang: 'es' });
    const img = await screen.findByRole('img', { name: 'Equipo en la oficina' });
    const picture = img.parentElement;
    expect(picture?.tagName).toBe('PICTURE');
    const source = picture?.querySelector('source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(
      '/uploads/webp_1080_office_0123456789.webp 1080w, /uploads/webp_1600_office_0123456789.webp 1600w',
    );
    expect(source?.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('src')).toBe('/uploads/office_0123456789.jpg');
    expect(img.getAttribute('srcset')).toBe('/uploads/large_office_0123456789.jpg 1600w, /uploads/office_0123456789.jpg 2400w');
  });

  it('renders the English alt text on an English page, and a seed WebP as a bare <img> as before', async () => {
    renderPage(
      () => (
        <>
          <Img media={photo} />
          <Img media={seedWebp} />
        </>
      ),
      { lang: 'en' },
    );
    expect(await screen.findByRole('img', { name: 'Team at the office' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Team' }).parentElement?.tagName).not.toBe('PICTURE');
  });

  it("shows the editor's alt text of each language over the code's; only the editor marks an image decorative", async () => {
    const decorative: Media = { ...seedWebp, url: '/uploads/line_0123456789.webp', alternativeText: 'decorative' };
    const undescribed: Media = { ...seedWebp, url: '/uploads/draft_0123456789.webp', alternativeText: null };
    for (const [lang, name] of [
      ['es', 'Equipo en la oficina'],
      ['en', 'Team at the office'],
    ] as const) {
      const { container, unmount } = renderPage(
        () => (
          <>
            <Img media={photo} alt="" />
            <Picture desktop={photo} mobile={photo} alt="" />
            <Img media={photo} alt="A text of the code" />
            <Img media={decorative} alt="A text of the code" />
            <Img media={undescribed} alt="Fallback of the code" />
            <Img media={seedWebp} />
            <Img media={seedWebp} alt="The code's translated text" />
            <Img media={photo} insideNamedControl />
          </>
        ),
        { lang },
      );
      expect(await screen.findAllByRole('img', { name })).toHaveLength(3);
      const alts = [...container.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
      // One text for both languages (the seed's "Team") yields to a text the code has in the page's
      // language; an image inside a link or button named by its own text says nothing twice.
      expect(alts).toEqual([name, name, name, '', 'Fallback of the code', 'Team', "The code's translated text", '']);
      unmount();
    }
  });

  it('gives a desktop/mobile Picture a WebP source per variant, before the original ones', async () => {
    renderPage(() => <Picture desktop={photo} mobile={photo} sizes="100vw" />, { lang: 'en' });
    const img = await screen.findByRole('img', { name: 'Team at the office' });
    const sources = [...(img.parentElement?.querySelectorAll('source') ?? [])].map(
      (s) => `${s.getAttribute('media') ?? 'all'} ${s.getAttribute('type') ?? 'original'}`,
    );
    expect(sources).toEqual(['(max-width: 575px) image/webp', '(max-width: 575px) original', 'all image/webp']);
  });

  it('the header logo is asked for first and drawn at once; the footer one, lazy and decoded apart', async () => {
    const logo: Media = { ...seedWebp, url: '/uploads/logo_0123456789.svg', mime: 'image/svg+xml', alternativeText: null };
    renderPage(
      () => (
        <>
          <Logo media={logo} company="Header Co" />
          <Logo media={logo} company="Footer Co" priority={false} />
        </>
      ),
      { lang: 'en' },
    );
    const header = await screen.findByRole('img', { name: 'Header Co' });
    const footer = screen.getByRole('img', { name: 'Footer Co' });
    expect([header.getAttribute('loading'), header.getAttribute('decoding'), header.getAttribute('fetchpriority')]).toEqual([
      'eager',
      'sync',
      'high',
    ]);
    expect([footer.getAttribute('loading'), footer.getAttribute('decoding'), footer.getAttribute('fetchpriority')]).toEqual([
      'lazy',
      'async',
      null,
    ]);
  });
});
