import type { Media } from '@site/content';
import { describe, expect, it } from 'vitest';
import { blogPostingLd, breadcrumbLd, jsonLdText, type OrganizationFooter, organizationLd } from './structured-data';

const logo: Media = {
  id: 1,
  url: '/uploads/logo.svg',
  mime: 'image/svg+xml',
  alternativeText: null,
  width: null,
  height: null,
  formats: null,
};
const footer: OrganizationFooter & { company_name: string } = {
  company_name: 'Nexalia Consulting',
  logo_tramar: logo,
  address_es: 'Av. Reforma 296, CDMX',
  address_en: '296 Reforma Ave, Mexico City',
  phone: '+52 55 1234 5678',
  email: 'contacto@nexalia.example',
  social_networks: [
    { id: 1, name: 'LinkedIn', url: 'https://www.linkedin.com/company/nexalia', icon: null },
    { id: 2, name: 'Bad', url: 'javascript:alert(1)', icon: null },
    { id: 3, name: 'Empty', url: null, icon: null },
  ],
};

describe('jsonLdText', () => {
  it('escapes <, > and & so content cannot close the script element, and stays the same JSON', () => {
    const data = { headline: '</script><script>alert(1)</script> & <!--' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('leaves undefined members out', () => {
    expect(jsonLdText({ a: 1, b: undefined })).toBe('{"a":1}');
  });
});

describe('organizationLd', () => {
  it('the firm from the footer: name, address, logo, e-mail, phone, address, web profiles', () => {
    const ld = JSON.parse(
      jsonLdText(organizationLd({ footer, company: 'Nexalia Consulting', siteUrl: 'https://site.example/', mediaBase: '', lang: 'en' })),
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://site.example/#organization',
      name: 'Nexalia Consulting',
      url: 'https://site.example/',
      logo: 'https://site.example/uploads/logo.svg',
      email: 'contacto@nexalia.example',
      telephone: '+52 55 1234 5678',
      address: { '@type': 'PostalAddress', streetAddress: '296 Reforma Ave, Mexico City' },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: 'contacto@nexalia.example',
        telephone: '+52 55 1234 5678',
        availableLanguage: ['es', 'en'],
      },
      sameAs: ['https://www.linkedin.com/company/nexalia'],
    });
  });

  it('with a media base (CDN) the logo is its address; without a footer, only name and address', () => {
    const cdn = organizationLd({ footer, company: 'N', siteUrl: 'https://site.example', mediaBase: 'https://cdn.example', lang: 'es' });
    expect(cdn.logo).toBe('https://cdn.example/uploads/logo.svg');
    expect(cdn.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Av. Reforma 296, CDMX' });
    expect(
      JSON.parse(jsonLdText(organizationLd({ footer: null, company: 'N', siteUrl: 'https://site.example', mediaBase: '', lang: 'es' }))),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://site.example/#organization',
      name: 'N',
      url: 'https://site.example/',
    });
  });
});

describe('blogPostingLd and breadcrumbLd', () => {
  it('a post: headline, dates, absolute image, author without "By", language, publisher', () => {
    const ld = blogPostingLd({
      siteUrl: 'https://site.example',
      path: '/blog-details/3',
      lang: 'es',
      headline: 'Título',
      description: 'Resumen',
      datePublished: '2025-02-04',
      dateModified: '2025-03-01T10:00:00.000Z',
      image: '/uploads/post.webp',
      byline: 'Por Mariana López',
      company: 'Nexalia Consulting',
    });
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Título',
      datePublished: '2025-02-04',
      dateModified: '2025-03-01T10:00:00.000Z',
      image: 'https://site.example/uploads/post.webp',
      author: { '@type': 'Person', name: 'Mariana López' },
      inLanguage: 'es-MX',
      mainEntityOfPage: 'https://site.example/blog-details/3',
      publisher: { '@type': 'Organization', name: 'Nexalia Consulting' },
    });
    const noAuthor = blogPostingLd({
      ...{ siteUrl: 'https://s.example', path: '/b', lang: 'en', headline: 'H', description: '' },
      datePublished: null,
      dateModified: null,
      image: null,
      byline: '',
      company: 'C',
    });
    expect(noAuthor.author).toBeUndefined();
    expect(noAuthor.image).toBeUndefined();
    expect(noAuthor.inLanguage).toBe('en-US');
  });

  it('a breadcrumb: positions from 1, absolute addresses', () => {
    expect(
      breadcrumbLd('https://site.example/', [
        { name: 'Insights', path: '/insights' },
        { name: 'Case', path: '/casos-de-exito/2?es=a&en=b' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Insights', item: 'https://site.example/insights' },
        { '@type': 'ListItem', position: 2, name: 'Case', item: 'https://site.example/casos-de-exito/2?es=a&en=b' },
      ],
    });
  });
});
