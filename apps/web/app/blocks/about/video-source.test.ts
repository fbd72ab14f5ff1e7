import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource (PRODUCT §3, the about video)', () => {
  it('plays the media library clip first', () => {
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ', '/uploads/intro_0123456789.webm')).toEqual({
      kind: 'file',
      src: '/uploads/intro_0123456789.webm',
    });
  });
  it('keeps YouTube addresses in every form editors paste, as the privacy-friendly embed', () => {
    const embed = { kind: 'embed', provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' };
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=3',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoSource(url)).toEqual(embed);
    }
  });
  it('keeps Vimeo addresses', () => {
    const embed = { kind: 'embed', provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' };
    expect(videoSource('https://vimeo.com/76979871')).toEqual(embed);
    expect(videoSource('https://player.vimeo.com/video/76979871')).toEqual(embed);
  });
  it('plays a video file address in the page', () => {
    expect(videoSource('/uploads/clip.webm')).toEqual({ kind: 'file', src: '/uploads/clip.webm' });
    expect(videoSource('https://cdn.example.com/clip.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example.com/clip.mp4' });
  });
  it('gives no video for an address that cannot play (the old seed id, other sites, scripts)', () => {
    expect(videoSource('https://www.youtube-nocookie.com/embed/nexalia-intro')).toBeNull();
    expect(videoSource('https://example.com/page')).toBeNull();
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('//evil.example/clip.webm')).toBeNull();
    expect(videoSource('')).toBeNull();
    expect(videoSource(null)).toBeNull();
  });
});
