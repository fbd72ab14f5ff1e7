import { describe, expect, it } from 'vitest';
import { isPreviewSecret, PREVIEW_COOKIE, previewCookieValue, previewModeOf, sitePath } from './preview.server';

const SECRET = 'a-preview-secret-of-some-length';

describe('preview mode (docs/decisions/0016)', () => {
  it('a cookie signed with the secret gives its mode; any other cookie is a public visit', () => {
    const draft = previewCookieValue(SECRET, 'draft');
    expect(previewModeOf(`lang=es; ${PREVIEW_COOKIE}=${draft}`, SECRET)).toBe('draft');
    expect(previewModeOf(`${PREVIEW_COOKIE}=${previewCookieValue(SECRET, 'published')}`, SECRET)).toBe('published');
    // Signed with another secret, tampered with, another mode's signature, no secret configured.
    expect(previewModeOf(`${PREVIEW_COOKIE}=${previewCookieValue('another-secret-entirely', 'draft')}`, SECRET)).toBeNull();
    expect(previewModeOf(`${PREVIEW_COOKIE}=draft.${draft.split('.')[1]?.slice(1)}x`, SECRET)).toBeNull();
    expect(previewModeOf(`${PREVIEW_COOKIE}=draft.${previewCookieValue(SECRET, 'published').split('.')[1]}`, SECRET)).toBeNull();
    expect(previewModeOf(`${PREVIEW_COOKIE}=${draft}`, undefined)).toBeNull();
    expect(previewModeOf(`${PREVIEW_COOKIE}=draft`, SECRET)).toBeNull();
    expect(previewModeOf(undefined, SECRET)).toBeNull();
    expect(previewModeOf(`x${PREVIEW_COOKIE}=${draft}`, SECRET)).toBeNull();
  });

  it('the secret is compared whole', () => {
    expect(isPreviewSecret(SECRET, SECRET)).toBe(true);
    expect(isPreviewSecret(`${SECRET}x`, SECRET)).toBe(false);
    expect(isPreviewSecret(SECRET.slice(1), SECRET)).toBe(false);
    expect(isPreviewSecret('', SECRET)).toBe(false);
    expect(isPreviewSecret(SECRET, undefined)).toBe(false);
  });

  it('goes on to paths of this site only', () => {
    expect(sitePath('/blog-details/abc')).toBe('/blog-details/abc');
    expect(sitePath('/casos-de-exito/abc?es=T%C3%ADtulo&en=Title')).toBe('/casos-de-exito/abc?es=T%C3%ADtulo&en=Title');
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '', null, '/a b']) {
      expect(sitePath(bad), String(bad)).toBeNull();
    }
  });
});
