import { useGetHomepageQuery } from '../features/home/homeApi';
import { usePageMeta } from '../hooks/usePageMeta';
import { useTranslated } from '../i18n';
import { HOME_META, HOME_STRUCTURED_DATA } from '../content/home';
import HeroCarousel from '../components/home/HeroCarousel';
import BranchesCarousel from '../components/home/BranchesCarousel';
import Testimonials from '../components/home/Testimonials';
import EventsCarousel from '../components/home/EventsCarousel';
import LivesImpacted from '../components/home/LivesImpacted';
import AboutUs from '../components/home/AboutUs';
import HistoryCards from '../components/home/HistoryCards';
import PillarsCarousel from '../components/home/PillarsCarousel';
import PromoVideo from '../components/home/PromoVideo';
import NewsTicker from '../components/home/NewsTicker';
import JoinUsBanner from '../components/home/JoinUsBanner';
import styles from '../components/home/HomePage.module.css';

/** Home: the sections of docs/product.md#home-page in order; one homepage call feeds events and news. */
export default function HomePage() {
  const meta = useTranslated(HOME_META);
  usePageMeta(meta.title, meta.description, { structuredData: HOME_STRUCTURED_DATA });
  const { data, isLoading, isError } = useGetHomepageQuery();
  // docs/product.md#errors: a failed fetch is silent and leaves the data empty.
  const events = (!isError && data?.events) || [];
  const firstNews = isError ? undefined : data?.latest_news?.[0];

  return (
    <div className={styles.page}>
      <HeroCarousel />
      <BranchesCarousel />
      <Testimonials />
      <EventsCarousel events={events} isLoading={isLoading} />
      <LivesImpacted />
      <AboutUs />
      <HistoryCards />
      <PillarsCarousel />
      <PromoVideo />
      <NewsTicker news={firstNews} isLoading={isLoading} />
      <JoinUsBanner />
    </div>
  );
}
