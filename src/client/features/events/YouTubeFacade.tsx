import { useState } from 'react';
import Icon from '../../components/Icon';
import { useT } from '../../i18n';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube';
import styles from './YouTubeFacade.module.css';

interface YouTubeFacadeProps {
  url: string;
  title: string;
  /** Shown until the visitor asks for the video; a local image, so YouTube hears nothing before the click. */
  poster?: string;
  /** 'en' when the title is the event's English name on a page in another language. */
  titleLang?: 'en';
}

/**
 * Click-to-load video: a poster with a play button, swapped for the youtube-nocookie player only when pressed.
 * The page stays light and no request reaches YouTube unless the visitor wants the video.
 */
export default function YouTubeFacade({ url, title, poster, titleLang }: YouTubeFacadeProps) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const videoId = youtubeVideoId(url);

  if (!videoId) {
    // Not an address we can embed; a web link can still be opened, anything else is not shown at all.
    if (!/^https?:\/\//i.test(url.trim())) return null;
    // The sentence in the page's language around the name, which keeps its own language.
    const [before, after = ''] = t('Watch the video of {title}', { title: '\u0001' }).split('\u0001');
    return (
      <p className={styles.fallback}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {before}
          {titleLang ? <span lang={titleLang}>{title}</span> : title}
          {after}
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
          title={t('Video: {title}', { title })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className={styles.poster}
          onClick={() => setPlaying(true)}
          aria-label={t('Play video: {title}', { title })}
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
            {t('Play video')}
          </span>
        </button>
      )}
    </div>
  );
}
