import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n';
import Icon from '../Icon';
import styles from './VideoModal.module.css';

export interface VideoModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A local .webm/.mp4 file or a YouTube address. */
  src: string;
  poster?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The id of a YouTube address (watch?v=, youtu.be/, /embed/, /shorts/), or null for anything else. */
export function youTubeId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    candidate =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(first ?? '')
          ? (second ?? null)
          : null;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

const isVideoFile = (src: string) => /\.(webm|mp4)(\?.*)?$/i.test(src);

function Player({ title, src, poster }: { title: string; src: string; poster?: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const videoId = youTubeId(src);
  if (videoId) {
    return (
      <iframe
        className={styles.media}
        src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }
  if (isVideoFile(src) && !failed) {
    return (
      <video
        className={styles.media}
        src={src}
        poster={poster}
        controls
        autoPlay
        playsInline
        preload="metadata"
        // Focusable in every browser (and in the focus trap's list) so keyboard users can reach the controls.
        tabIndex={0}
        onError={() => setFailed(true)}
      >
        {t('Your browser cannot play this video.')}
      </video>
    );
  }
  // The file is missing or cannot be played here: show the poster and say so instead of an empty black box.
  return (
    <div className={styles.fallback}>
      {poster ? <img src={poster} alt="" width={1280} height={720} className={styles.media} /> : null}
      <p className={styles.fallbackText}>
        {t('This video cannot be played just now. Please try again later.')}
      </p>
    </div>
  );
}

/**
 * A modal video player: focus moves to the close button on open, stays inside the dialog while it is open
 * (Tab and Shift+Tab wrap), Escape or a click on the backdrop closes it, and focus returns to the opener.
 */
export default function VideoModal({ open, onClose, title, src, poster }: VideoModalProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const focusables = () =>
      Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
        (el) => !el.hasAttribute('inert'),
      );

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && Boolean(dialogRef.current?.contains(active));
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes some other way (a click outside, assistive technology) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialogRef.current?.contains(event.target))
        closeRef.current?.focus();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('Close video')}
          >
            <Icon name="close" size={22} />
          </button>
        </div>
        <div className={styles.frame}>
          <Player title={title} src={src} poster={poster} />
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** The round play button placed over a video poster; `label` names what it plays. */
export function VideoPlayButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button type="button" className={styles.play} onClick={onClick} aria-label={label} title={label}>
      <Icon name="play" size={30} />
    </button>
  );
}
