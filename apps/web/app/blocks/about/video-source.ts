/**
 * What the About page's video is: a clip the site serves itself (the CMS's `video_about`, or
 * a `url_about_video` that addresses a video file), played in a `<video>` element; or a YouTube or Vimeo
 * address, played in that service's embedded player. An address that is neither (a YouTube "id" that
 * cannot be one, another site) gives no video: the poster stays a picture.
 */
type VideoSource = { kind: 'file'; src: string } | { kind: 'embed'; src: string; provider: 'youtube' | 'vimeo' };

/** A YouTube video id is 11 characters of [A-Za-z0-9_-]. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const VIDEO_FILE = /\.(webm|mp4|m4v|ogv)$/i;

function youtubeId(u: URL): string | null {
  const host = u.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = u.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = u.pathname.split('/');
    if (first === 'watch') id = u.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live') id = second ?? null;
  } else return null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(u: URL): string | null {
  const host = u.hostname.replace(/^www\./, '');
  const parts = u.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'vimeo.com') id = parts[0];
  else if (host === 'player.vimeo.com' && parts[0] === 'video') id = parts[1];
  return id && VIMEO_ID.test(id) ? id : null;
}

/**
 * The video of `url_about_video` (`fileUrl`: the media library's clip, already an absolute or
 * site-relative address, which wins). Embedded players are addressed in their privacy-friendly form
 * (youtube-nocookie, Vimeo's `dnt`), with autoplay: they are only inserted once the visitor pressed play.
 */
export function videoSource(url: string | null | undefined, fileUrl?: string | null): VideoSource | null {
  if (fileUrl) return { kind: 'file', src: fileUrl };
  const raw = url?.trim();
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return VIDEO_FILE.test(raw.split(/[?#]/)[0] ?? '') ? { kind: 'file', src: raw } : null;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const yt = youtubeId(u);
  if (yt) return { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1&rel=0` };
  const vimeo = vimeoId(u);
  if (vimeo) return { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` };
  if (u.protocol === 'https:' && VIDEO_FILE.test(u.pathname)) return { kind: 'file', src: u.toString() };
  return null;
}
