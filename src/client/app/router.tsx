import { Suspense, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import {
  BOYS_HOSTEL_SLUGS,
  BRANCH_PATHS,
  GIRLS_HOSTEL_SLUGS,
  LEGAL_PATHS,
  PUBLICATION_PATHS,
  SCHOOL_SLUGS,
} from '../../shared/routes';
import Layout from '../components/Layout';
import RouteError from '../components/RouteError';
import RouteFallback from '../components/RouteFallback';
import { lazyPage, type LazyPage } from './lazyPage';

// Every page is its own chunk, so a visitor downloads only the screen they open. A chunk that fails to load is
// tried again, then shown by the routes' error boundary with a retry (lazyPage.tsx, RouteError.tsx).
const page = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => lazyPage(load);


const HomePage = page(() => import(/* webpackChunkName: "home" */ '../pages/HomePage'));
const AboutPage = page(() => import(/* webpackChunkName: "about" */ '../pages/AboutPage'));
const HistoryPage = page(() => import(/* webpackChunkName: "history" */ '../pages/HistoryPage'));
const CentralCommitteePage = page(
  () => import(/* webpackChunkName: "committee" */ '../pages/CentralCommitteePage'),
);
const AboutPresidentPage = page(
  () => import(/* webpackChunkName: "president" */ '../pages/AboutPresidentPage'),
);
const BoardOfDirectorsPage = page(
  () => import(/* webpackChunkName: "board" */ '../pages/BoardOfDirectorsPage'),
);
const HubPage = page(() => import(/* webpackChunkName: "hub" */ '../pages/HubPage'));
const ProgrammePage = page(() => import(/* webpackChunkName: "programme" */ '../pages/ProgrammePage'));
const AwardsPage = page(() => import(/* webpackChunkName: "awards" */ '../pages/AwardsPage'));
const MatrimonyPage = page(() => import(/* webpackChunkName: "matrimony" */ '../pages/MatrimonyPage'));
const ScholarshipPage = page(() => import(/* webpackChunkName: "scholarship" */ '../pages/ScholarshipPage'));
const EventsPage = page(() => import(/* webpackChunkName: "events" */ '../pages/EventsPage'));
const EventDetailPage = page(() => import(/* webpackChunkName: "event" */ '../pages/EventDetailPage'));
const JoinUsPage = page(() => import(/* webpackChunkName: "join" */ '../pages/JoinUsPage'));
const ContactPage = page(() => import(/* webpackChunkName: "contact" */ '../pages/ContactPage'));
const DonationLandingPage = page(
  () => import(/* webpackChunkName: "donation" */ '../pages/DonationLandingPage'),
);
const DonationPaymentPage = page(
  () => import(/* webpackChunkName: "donate" */ '../pages/DonationPaymentPage'),
);
const SubscriptionPage = page(
  () => import(/* webpackChunkName: "subscription" */ '../pages/SubscriptionPage'),
);
const LegalPage = page(() => import(/* webpackChunkName: "legal" */ '../pages/LegalPage'));
const PublicationPage = page(() => import(/* webpackChunkName: "publication" */ '../pages/PublicationPage'));
const BranchPage = page(() => import(/* webpackChunkName: "branch" */ '../pages/BranchPage'));
const InstitutionPage = page(() => import(/* webpackChunkName: "institution" */ '../pages/InstitutionPage'));
const NotFoundPage = page(() => import(/* webpackChunkName: "not-found" */ '../pages/NotFoundPage'));

/** What the routes keep for preloadRoute: the way to load the route's page. */
interface PageHandle {
  preload(): Promise<void>;
}

/** A page's route element and its handle (spread into the route object). */
function element<P extends object>(Page: LazyPage<P>, props: NoInfer<P>) {
  const handle: PageHandle = { preload: Page.preload };
  return {
    element: (
      <Suspense fallback={<RouteFallback />}>
        <Page {...props} />
      </Suspense>
    ),
    handle,
  };
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const pages: RouteObject[] = [
  { path: '/', ...element(HomePage, {}) },
  { path: '/about-sabha', ...element(AboutPage, {}) },
  { path: '/history', ...element(HistoryPage, {}) },
  { path: '/central-committee', ...element(CentralCommitteePage, {}) },
  { path: '/about-president', ...element(AboutPresidentPage, {}) },
  { path: '/board-of-directors', ...element(BoardOfDirectorsPage, {}) },
  { path: '/education', ...element(HubPage, { hub: 'education' }) },
  { path: '/instil-moral-values', ...element(HubPage, { hub: 'instil-moral-values' }) },
  { path: '/health', ...element(HubPage, { hub: 'health' }) },
  { path: '/social-work', ...element(HubPage, { hub: 'social-work' }) },
  {
    path: '/health/blood-donation-camps',
    ...element(ProgrammePage, { programme: 'blood-donation-camps' }),
  },
  {
    path: '/health/kamveer-arogya-abhiyan',
    ...element(ProgrammePage, { programme: 'kamveer-arogya-abhiyan' }),
  },
  {
    path: '/kamveer-arogya-abhiyan',
    ...element(ProgrammePage, { programme: 'kamveer-arogya-abhiyan' }),
  },
  { path: '/sanskar/paathshala', ...element(ProgrammePage, { programme: 'paathshala' }) },
  { path: '/social-work/awards', ...element(AwardsPage, {}) },
  { path: '/social-work/matrimony-events', ...element(MatrimonyPage, {}) },
  { path: '/scholarship-main/Scholarship', ...element(ScholarshipPage, {}) },
  { path: '/Scholarship', ...element(ScholarshipPage, {}) },
  { path: '/events', ...element(EventsPage, {}) },
  { path: '/events/:eventSlug', ...element(EventDetailPage, {}) },
  { path: '/join-us', ...element(JoinUsPage, {}) },
  { path: '/contact-us', ...element(ContactPage, {}) },
  { path: '/donation', ...element(DonationLandingPage, {}) },
  { path: '/donation/donation-payment', ...element(DonationPaymentPage, {}) },
  { path: '/donation/subscription/:token', ...element(SubscriptionPage, {}) },
  ...LEGAL_PATHS.map((path) => ({ path, ...element(LegalPage, { policy: lastSegment(path) }) })),
  ...PUBLICATION_PATHS.map((path) => ({
    path,
    ...element(PublicationPage, { publication: lastSegment(path) }),
  })),
  ...BRANCH_PATHS.map((path) => ({ path, ...element(BranchPage, { branch: lastSegment(path) }) })),
  ...BOYS_HOSTEL_SLUGS.map((slug) => ({
    path: `/boys-hostel/${slug}`,
    ...element(InstitutionPage, { slug }),
  })),
  ...GIRLS_HOSTEL_SLUGS.map((slug) => ({
    path: `/girls-hostel/${slug}`,
    ...element(InstitutionPage, { slug }),
  })),
  ...SCHOOL_SLUGS.map((slug) => ({ path: `/school/${slug}`, ...element(InstitutionPage, { slug }) })),
  { path: '*', ...element(NotFoundPage, {}) },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Should the frame itself fail, the friendly page still replaces React Router's developer screen.
    errorElement: <RouteError />,
    children: [
      // A page that fails is replaced inside the frame: header, footer and navigation stay usable.
      { errorElement: <RouteError />, children: pages },
    ],
  },
];

/**
 * Loads the page chunk of the route at `pathname`, so that it renders without suspending: the server renders
 * only loaded pages, and the browser loads the same page before it hydrates the server's HTML.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload()));
}
