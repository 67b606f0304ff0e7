import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
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
import { lazyPage } from './lazyPage';

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

function element<P extends object>(Page: ComponentType<P>, props: NoInfer<P>) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Page {...props} />
    </Suspense>
  );
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const pages: RouteObject[] = [
  { path: '/', element: element(HomePage, {}) },
  { path: '/about-sabha', element: element(AboutPage, {}) },
  { path: '/history', element: element(HistoryPage, {}) },
  { path: '/central-committee', element: element(CentralCommitteePage, {}) },
  { path: '/about-president', element: element(AboutPresidentPage, {}) },
  { path: '/board-of-directors', element: element(BoardOfDirectorsPage, {}) },
  { path: '/education', element: element(HubPage, { hub: 'education' }) },
  { path: '/instil-moral-values', element: element(HubPage, { hub: 'instil-moral-values' }) },
  { path: '/health', element: element(HubPage, { hub: 'health' }) },
  { path: '/social-work', element: element(HubPage, { hub: 'social-work' }) },
  {
    path: '/health/blood-donation-camps',
    element: element(ProgrammePage, { programme: 'blood-donation-camps' }),
  },
  {
    path: '/health/kamveer-arogya-abhiyan',
    element: element(ProgrammePage, { programme: 'kamveer-arogya-abhiyan' }),
  },
  {
    path: '/kamveer-arogya-abhiyan',
    element: element(ProgrammePage, { programme: 'kamveer-arogya-abhiyan' }),
  },
  { path: '/sanskar/paathshala', element: element(ProgrammePage, { programme: 'paathshala' }) },
  { path: '/social-work/awards', element: element(AwardsPage, {}) },
  { path: '/social-work/matrimony-events', element: element(MatrimonyPage, {}) },
  { path: '/scholarship-main/Scholarship', element: element(ScholarshipPage, {}) },
  { path: '/Scholarship', element: element(ScholarshipPage, {}) },
  { path: '/events', element: element(EventsPage, {}) },
  { path: '/events/:eventSlug', element: element(EventDetailPage, {}) },
  { path: '/join-us', element: element(JoinUsPage, {}) },
  { path: '/contact-us', element: element(ContactPage, {}) },
  { path: '/donation', element: element(DonationLandingPage, {}) },
  { path: '/donation/donation-payment', element: element(DonationPaymentPage, {}) },
  { path: '/donation/subscription/:token', element: element(SubscriptionPage, {}) },
  ...LEGAL_PATHS.map((path) => ({ path, element: element(LegalPage, { policy: lastSegment(path) }) })),
  ...PUBLICATION_PATHS.map((path) => ({
    path,
    element: element(PublicationPage, { publication: lastSegment(path) }),
  })),
  ...BRANCH_PATHS.map((path) => ({ path, element: element(BranchPage, { branch: lastSegment(path) }) })),
  ...BOYS_HOSTEL_SLUGS.map((slug) => ({
    path: `/boys-hostel/${slug}`,
    element: element(InstitutionPage, { slug }),
  })),
  ...GIRLS_HOSTEL_SLUGS.map((slug) => ({
    path: `/girls-hostel/${slug}`,
    element: element(InstitutionPage, { slug }),
  })),
  ...SCHOOL_SLUGS.map((slug) => ({ path: `/school/${slug}`, element: element(InstitutionPage, { slug }) })),
  { path: '*', element: element(NotFoundPage, {}) },
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
