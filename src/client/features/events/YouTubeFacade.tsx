import { useState } from 'react';
import Icon from '../../components/Icon';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube';
import styles from './YouTubeFacade.module.css';

interface YouTubeFacadeProps {
  url: string;
  title: string;
  /** Shown until the visitor asks for the video; a local image, so YouTube hears nothing before the click. */
  poster?: string;
}

/**
 * Click-to-load video: a poster with a play button, swapped for the youtube-nocookie player only when pressed.
 * The page stays light and no request reaches YouTube unless the visitor wants the video.
 */
export default function YouTubeFacade({ url, title, poster }: YouTubeFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const videoId = youtubeVideoId(url);

  if (!videoId) {
    // Not an address we can embed; a web link can still be opened, anything else is not shown at all.
    if (!/^https?:\/\//i.test(url.trim())) return null;
    return (
      <p className={styles.fallback}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Watch the video of {title}
        </a>
      </p>
    );
  }

  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          className={styles.player}
          src={youtubeEmbedUrl(videoId)}
          title={`Video: ${title}`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className={styles.poster}
          onClick={() => setPlaying(true)}
          aria-label={`Play video: ${title}`}
        >
          {poster ? (
            <img
              src={poster}
              alt=""
              width={1280}
              height={720}
              loading="lazy"
              decoding="async"
              className={styles.image}
            />
          ) : null}
          <span className={styles.play} aria-hidden="true">
            <Icon name="play" size={36} />
          </span>
          <span className={styles.caption} aria-hidden="true">
            Play video
          </span>
        </button>
      )}
    </div>
  );
}
