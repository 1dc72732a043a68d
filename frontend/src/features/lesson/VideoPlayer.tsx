import { useState } from 'react';
import { Icon } from '../../components';
import { safeImageSrc } from './links';
import { Thumbnail } from './parts';

/** The privacy-enhanced YouTube player: no cookies are set until the video plays. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The id of a YouTube video from its watch, short or embed address; null for anything else. */
export function youtubeId(link: string): string | null {
  try {
    const url = new URL(link);
    const host = url.hostname.replace(/^www\.|^m\./, '');
    const id = host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1] ?? ''
        : '';
    return /^[\w-]{6,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * A video that plays in the page. Until the child (or parent) presses play only the thumbnail shows: nothing is
 * loaded from YouTube, and the page stays light. Then the privacy-enhanced embed takes its place, titled for screen
 * readers.
 */
export function VideoPlayer({ id, title, thumbnail }: { id: string; title: string; thumbnail: string }) {
  const [playing, setPlaying] = useState(false);
  const poster = safeImageSrc(thumbnail);
  if (playing) {
    return (
      <div className="video-player">
        <iframe
          className="video-player__frame"
          src={`${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`}
          title={`Video: ${title}`}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <button type="button" className="video-player video-player__start" onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
      {poster && <img src={poster} alt="" loading="lazy" referrerPolicy="no-referrer" className="video-player__poster" />}
      <span className="video-player__play" aria-hidden="true"><Icon name="play" size={32} /></span>
    </button>
  );
}

/** A video card's picture: YouTube videos play here, in the privacy-enhanced player; any other video only links out. */
export function VideoMedia({ link, title, thumbnail }: { link: string; title: string; thumbnail: string }) {
  const id = youtubeId(link);
  return id ? <VideoPlayer id={id} title={title} thumbnail={thumbnail} /> : <Thumbnail src={thumbnail} alt="" className="lesson-card__image" />;
}
