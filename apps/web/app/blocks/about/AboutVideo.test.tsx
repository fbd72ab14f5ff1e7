// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM":{"settings":{"disableIframePageLoading":true}}}
import type { Media } from '@site/content';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '~/test-utils/render';
import { AboutVideo } from './AboutVideo';

const media = (url: string, mime: string): Media => ({ id: 1, url, alternativeText: null, width: 640, height: 360, mime, formats: null });
const poster = media('/uploads/who_0123456789.webp', 'image/webp');

async function play() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Who we are' }));
  });
}

describe('AboutVideo (PRODUCT §3, the about video)', () => {
  it('plays the media library clip in the page, with its poster and the captions of both languages', async () => {
    renderPage(() => (
      <AboutVideo
        url={null}
        video={media('/uploads/intro_0123456789.webm', 'video/webm')}
        captions={{ es: media('/uploads/intro_es_0123456789.vtt', 'text/vtt'), en: media('/uploads/intro_en_0123456789.vtt', 'text/vtt') }}
        poster={poster}
        title="Who we are"
        lang="es"
      />
    ));
    expect(document.querySelector('video, iframe')).toBeNull();
    await play();
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/uploads/intro_0123456789.webm');
    expect(video?.getAttribute('poster')).toBe('/uploads/who_0123456789.webp');
    const tracks = [...document.querySelectorAll('track')].map((t) => [
      t.getAttribute('srclang'),
      t.getAttribute('src'),
      t.hasAttribute('default'),
    ]);
    expect(tracks).toEqual([
      ['es', '/uploads/intro_es_0123456789.vtt', true],
      ['en', '/uploads/intro_en_0123456789.vtt', false],
    ]);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('keeps a YouTube address an editor pasted: the privacy-friendly player, only after the click', async () => {
    renderPage(() => <AboutVideo url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" poster={poster} title="Who we are" lang="en" />);
    expect(document.querySelector('iframe')).toBeNull();
    await play();
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(document.querySelector('video')).toBeNull();
  });

  it('keeps a Vimeo address', async () => {
    renderPage(() => <AboutVideo url="https://vimeo.com/76979871" poster={poster} title="Who we are" lang="en" />);
    await play();
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it('offers no play button for an address that cannot play: the poster is a picture', () => {
    renderPage(() => (
      <AboutVideo url="https://www.youtube-nocookie.com/embed/nexalia-intro" poster={poster} title="Who we are" lang="en" />
    ));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Who we are' })).toBeTruthy();
  });
});
