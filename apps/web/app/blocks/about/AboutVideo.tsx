import type { Media } from '@site/content';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { Img } from '~/components/Media';

/** The embed address with autoplay asked for: the visitor already pressed play. */
function withAutoplay(url: string): string {
  try {
    const u = new URL(url);
    u.searchParams.set('autoplay', '1');
    return u.toString();
  } catch {
    return url;
  }
}

/**
 * The about video (url_about_video, an embeddable player address): nothing of it loads until the
 * visitor asks. A poster image with a play button; pressing it inserts the player and focuses it.
 */
export function AboutVideo({ url, poster, title, badge }: { url: string | null; poster: Media | null; title: string; badge?: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const playerRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  const frame = (() => {
    if (!playing || !url) return null;
    return (
      <iframe
        ref={playerRef}
        className="about-video__player"
        src={withAutoplay(url)}
        title={t('about.videoTitle', { title })}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  })();

  return (
    <div className={`about-video${playing ? ' is-playing' : ''}`}>
      {frame ?? (
        <>
          <Img media={poster} alt={url ? '' : title} className="about-video__poster" sizes="(max-width: 991px) 92vw, 560px" />
          {url ? (
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
