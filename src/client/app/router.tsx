import { Suspense, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { LANGUAGES, localisedPath, type Language } from '../../shared/i18n/languages';
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
// Each page is named after its chunk (webpackChunkName), so that the server can link the chunk's files in the
// page it renders (dist/server/chunks.json, written by the browser build).
const page = <P extends object>(chunk: string, load: () => Promise<{ default: ComponentType<P> }>) =>
  Object.assign(lazyPage(load), { chunk });

const HomePage = page('home', () => import(/* webpackChunkName: "home" */ '../pages/HomePage'));
const AboutPage = page('about', () => import(/* webpackChunkName: "about" */ '../pages/AboutPage'));
const HistoryPage = page('history', () => import(/* webpackChunkName: "history" */ '../pages/HistoryPage'));
const CentralCommitteePage = page(
  'committee',
  () => import(/* webpackChunkName: "committee" */ '../pages/CentralCommitteePage'),
);
const AboutPresidentPage = page(
  'president',
  () => import(/* webpackChunkName: "president" */ '../pages/AboutPresidentPage'),
);
const BoardOfDirectorsPage = page(
  'board',
  () => import(/* webpackChunkName: "board" */ '../pages/BoardOfDirectorsPage'),
);
const HubPage = page('hub', () => import(/* webpackChunkName: "hub" */ '../pages/HubPage'));
const ProgrammePage = page(
  'programme',
  () => import(/* webpackChunkName: "programme" */ '../pages/ProgrammePage'),
);
const AwardsPage = page('awards', () => import(/* webpackChunkName: "awards" */ '../pages/AwardsPage'));
const MatrimonyPage = page(
  'matrimony',
  () => import(/* webpackChunkName: "matrimony" */ '../pages/MatrimonyPage'),
);
const ScholarshipPage = page(
  'scholarship',
  () => import(/* webpackChunkName: "scholarship" */ '../pages/ScholarshipPage'),
);
const EventsPage = page('events', () => import(/* webpackChunkName: "events" */ '../pages/EventsPage'));
const EventDetailPage = page(
  'event',
  () => import(/* webpackChunkName: "event" */ '../pages/EventDetailPage'),
);
const JoinUsPage = page('join', () => import(/* webpackChunkName: "join" */ '../pages/JoinUsPage'));
const ContactPage = page('contact', () => import(/* webpackChunkName: "contact" */ '../pages/ContactPage'));
const DonationLandingPage = page(
  'donation',
  () => import(/* webpackChunkName: "donation" */ '../pages/DonationLandingPage'),
);
const DonationPaymentPage = page(
  'donate',
  () => import(/* webpackChunkName: "donate" */ '../pages/DonationPaymentPage'),
);
const SubscriptionPage = page(
  'subscription',
  () => import(/* webpackChunkName: "subscription" */ '../pages/SubscriptionPage'),
);
const LegalPage = page('legal', () => import(/* webpackChunkName: "legal" */ '../pages/LegalPage'));
const PublicationPage = page(
  'publication',
  () => import(/* webpackChunkName: "publication" */ '../pages/PublicationPage'),
);
const BranchPage = page('branch', () => import(/* webpackChunkName: "branch" */ '../pages/BranchPage'));
const InstitutionPage = page(
  'institution',
  () => import(/* webpackChunkName: "institution" */ '../pages/InstitutionPage'),
);
const NotFoundPage = page(
  'not-found',
  () => import(/* webpackChunkName: "not-found" */ '../pages/NotFoundPage'),
);

/** What the routes keep for preloadRoute: the way to load the route's page. */
interface PageHandle {
  preload(): Promise<void>;
  chunk: string;
}

/** A page's route element and its handle (spread into the route object). */
function element<P extends object>(Page: LazyPage<P> & { chunk: string }, props: NoInfer<P>) {
  const handle: PageHandle = { preload: Page.preload, chunk: Page.chunk };
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

/** A page's route under a language prefix: `/events` becomes `events` below `/mr`, and `/` its index. */
const relativeTo = ({ path, element, handle }: RouteObject): RouteObject =>
  path === '/' ? { index: true, element, handle } : { path: path?.replace(/^\//, ''), element, handle };

/** Every page below one language's prefix (docs/i18n.md): English at `/`, the others below `/mr`, `/kn` and `/hi`. */
export function languageRoutes(language: Language): RouteObject {
  return {
    path: localisedPath(language, '/'),
    element: <Layout />,
    // Should the frame itself fail, the friendly page still replaces React Router's developer screen.
    errorElement: <RouteError />,
    children: [
      // A page that fails is replaced inside the frame: header, footer and navigation stay usable.
      { errorElement: <RouteError />, children: pages.map(relativeTo) },
    ],
  };
}

// Every page in every language, as the server renders them. The page components take their language from the
// address (i18n/index.tsx's useLanguage), so the trees are the same. The browser's router needs only its page's
// language (main.tsx).
export const routes: RouteObject[] = LANGUAGES.map(languageRoutes);

/**
 * Loads the page chunk of the route at `pathname`, so that it renders without suspending: the server renders
 * only loaded pages, and the browser loads the same page before it hydrates the server's HTML.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await preloadMatches(matchRoutes(routes, pathname) ?? []);
}

/**
 * Loads the page chunks of routes already matched. The browser passes its router's matches: matching the
 * address again would flatten and rank the routes once more, milliseconds of a phone's main thread.
 */
export async function preloadMatches(matches: readonly { route: RouteObject }[]): Promise<void> {
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload()));
}

/** The names of the chunks of the route at `pathname` (the server links their files in the page). */
export function routeChunks(pathname: string): string[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle ? [handle.chunk] : [];
  });
}
