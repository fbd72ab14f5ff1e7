import type { Lang, Media } from '@site/content';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { Img, useMediaBase } from '~/components/Media';
import { mediaUrl } from '@site/content';
import { videoSource } from './video-source';

interface AboutVideoProps {
  /** url_about_video: a YouTube or Vimeo address, or a video file's. */
  url: string | null;
  /** video_about: the clip of the media library, played by the site itself (wins over `url`). */
  video?: Media | null;
  /** WebVTT captions of the clip, per language (captions_about_es / _en). */
  captions?: Partial<Record<Lang, Media | null>>;
  poster: Media | null;
  title: string;
  lang: Lang;
  badge?: string;
}

/**
 * The about video: nothing of it loads until the visitor asks. A poster image with a play
 * button; pressing it puts in the player and starts it: the site's own `<video>` (the media library's
 * clip, with its poster and the captions of both languages, the page's language on) or, for a YouTube
 * or Vimeo address, that service's embedded player, focused — its first request is made then.
 */
export function AboutVideo({ url, video, captions, poster, title, lang, badge }: AboutVideoProps) {
  const { t } = useTranslation();
  const base = useMediaBase();
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const source = videoSource(url, video?.url ? mediaUrl(video.url, base) : null);

  useEffect(() => {
    if (!playing) return;
    frameRef.current?.focus();
    const el = videoRef.current;
    if (el) {
      el.focus();
      el.play().catch(() => undefined); // a refused autoplay leaves the controls to the visitor
    }
  }, [playing]);

  const player = (() => {
    if (!playing || !source) return null;
    if (source.kind === 'embed') {
      return (
        <iframe
          ref={frameRef}
          className="about-video__player"
          src={source.src}
          title={t('about.videoTitle', { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      );
    }
    const posterUrl = poster?.url ? mediaUrl(poster.url, base) : undefined;
    const track = (l: Lang) => {
      const file = captions?.[l];
      return file?.url ? { src: mediaUrl(file.url, base), label: t(`lang.${l}`), default: l === lang } : null;
    };
    const es = track('es');
    const en = track('en');
    return (
      // biome-ignore lint/a11y/useMediaCaption: the captions are the <track kind="captions"> children, one per language the CMS has a file for (the rule does not see conditional children).
      <video
        ref={videoRef}
        className="about-video__player"
        src={source.src}
        poster={posterUrl}
        controls
        playsInline
        preload="auto"
        aria-label={t('about.videoTitle', { title })}
      >
        {es ? <track kind="captions" src={es.src} srcLang="es" label={es.label} default={es.default} /> : null}
        {en ? <track kind="captions" src={en.src} srcLang="en" label={en.label} default={en.default} /> : null}
      </video>
    );
  })();

  return (
    <div className={`about-video${playing ? ' is-playing' : ''}`}>
      {player ?? (
        <>
          <Img media={poster} alt={source ? '' : title} className="about-video__poster" sizes="(max-width: 991px) 92vw, 560px" />
          {source ? (
            <button
              type="button"
              className="about-video__play"
              onClick={() => setPlaying(true)}
              aria-label={t('about.playVideo', { title })}
            >
              <span className="about-video__play-icon" aria-hidden="true">
                <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" fill="currentColor" />
                </svg>
              </span>
            </button>
          ) : null}
        </>
      )}
      {badge && !playing ? <p className="about-video__badge">{badge}</p> : null}
    </div>
  );
}
