import { useState } from 'react';
import VideoModal, { VideoPlayButton } from '../blocks/VideoModal';
import ResponsiveImage from '../ResponsiveImage';
import { PROMO_VIDEO } from '../../content/home';
import { useT, useTranslated } from '../../i18n';
import HomeSection from './HomeSection';
import styles from './PromoVideo.module.css';

/** Home section 9: a poster with a play button; the video opens in a modal (closed by default). */
export default function PromoVideo() {
  const [open, setOpen] = useState(false);
  const t = useT();
  const video = useTranslated(PROMO_VIDEO);
  return (
    <HomeSection
      name="video"
      outside={
        <VideoModal
          open={open}
          onClose={() => setOpen(false)}
          title={video.modalTitle}
          src={PROMO_VIDEO.src}
          poster={PROMO_VIDEO.poster}
        />
      }
    >
      <div className={styles.frame}>
        <ResponsiveImage
          className={styles.poster}
          src={PROMO_VIDEO.poster}
          alt=""
          sizes="(min-width: 1000px) 960px, 100vw"
        />
        <div className={styles.play}>
          <VideoPlayButton
            onClick={() => setOpen(true)}
            label={t('Play video: {title}', { title: video.modalTitle })}
          />
        </div>
      </div>
    </HomeSection>
  );
}
