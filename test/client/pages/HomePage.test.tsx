import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from '../../../src/client/pages/HomePage';
import { BRANCH_CARDS } from '../../../src/client/content/branches';
import { HISTORY_CARDS, LIVES_IMPACTED, PILLARS, TESTIMONIALS } from '../../../src/client/content/home';
import { isKnownRoute } from '../../../src/shared/routes';
import type { Event, HomepageResponse } from '../../../src/shared/schemas';
import { renderWithProviders } from '../helpers/render';
import { jsonResponse, mockFetch } from '../helpers/fetchMock';

function makeEvent(overrides: Partial<Event>): Event {
  return {
    id: 1,
    event_slug: 'annual-general-meeting',
    event_name: 'Annual General Meeting',
    event_date: '2024-01-01',
    event_image: 'uploads/events/agm.webp',
    event_description: '<p>The Sabha meets.</p>',
    youtube_url: null,
    event_gallery: [],
    ...overrides,
  };
}

const HOMEPAGE: HomepageResponse = {
  latest_news: [
    {
      id: 7,
      content:
        '<p>Scholarship forms for 2025-26 are <strong>now available</strong>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    },
    { id: 6, content: '<p>An older news item that the ticker does not show.</p>' },
  ],
  events: [
    makeEvent({ id: 1 }),
    // Two events with one name: the server's unique slug wins over the name rule.
    makeEvent({ id: 2, event_slug: 'annual-general-meeting-2', event_date: '2023-03-22' }),
    // No slug from the server: the name rule of docs/product.md#routes (trimmed, spaces to hyphens,
    // lower-cased).
    makeEvent({
      id: 3,
      event_slug: '',
      event_name: '  Mahavir Jayanti  Shobha Yatra ',
      event_date: '2024-04-21',
    }),
  ],
};

function answerHomepage(body: unknown, status = 200) {
  return mockFetch([['/api/fetch/homepage-data', () => jsonResponse(body, status)]]);
}

function section(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

const realMatchMedia = window.matchMedia;

/** Reduced motion stops every autoplay, so that slides move only when a test moves them. */
function preferReducedMotion() {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query.includes('prefers-reduced-motion'),
  });
}

beforeEach(preferReducedMotion);

afterEach(() => {
  jest.restoreAllMocks();
  window.matchMedia = realMatchMedia;
});

describe('HomePage', () => {
  it('renders the sections in the documented order, each with its heading, under one h1', async () => {
    const fetchSpy = answerHomepage(HOMEPAGE);
    const { container } = renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { name: 'Latest news' });

    // One h1 in the whole document, although react-slick copies the first slide for its loop.
    expect(container.querySelectorAll('.slick-cloned').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dakshin Bharat Jain Sabha');
    expect(screen.getAllByText('Since 1899').length).toBeGreaterThan(0);

    const headings = Array.from(container.querySelectorAll('h2')).map((h) => h.textContent);
    expect(headings).toEqual([
      'One Sabha, many hands',
      'What People Say',
      'Latest Events',
      'Lives Impacted',
      'A community that has served together since 1899',
      'Rooted in service since 1899',
      'Our Pillars',
      'The story of the Sabha',
      'Latest news',
      'Join the Sabha family',
    ]);
    expect(document.title).toBe('Home | Dakshin Bharat Jain Sabha');
    // The homepage data is fetched once on load.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('shows nine hero slides: the first image eager and high priority, the rest lazy, portrait pictures for phones', async () => {
    answerHomepage(HOMEPAGE);
    const { container } = renderWithProviders(<HomePage />);
    const hero = screen.getByRole('region', { name: 'Highlights of the Sabha' });
    const slides = hero.querySelectorAll('.slick-slide:not(.slick-cloned)');
    expect(slides).toHaveLength(9);

    const images = Array.from(slides).map((slide) => slide.querySelector('img')!);
    expect(images[0]).toHaveAttribute('src', '/images/hero/slide-1.webp');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of images.slice(1)) expect(image).toHaveAttribute('loading', 'lazy');
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1600');
      expect(image).toHaveAttribute('height', '700');
      expect(image.getAttribute('alt')).not.toBe('');
    }

    // Phones get portrait pictures: the app slides' own art, the others the 3:4 cut of their middle.
    const sources = Array.from(slides).map((slide) => slide.querySelector('source')!);
    for (const source of sources) expect(source).toHaveAttribute('media', '(max-width: 834px)');
    expect(sources[0]).toHaveAttribute('srcset', '/images/hero/slide-1-portrait.webp');
    expect(sources[0]).toHaveAttribute('width', '525');
    expect(sources[7]).toHaveAttribute(
      'srcset',
      '/images/hero/slide-8-mobile-400w.webp 400w, /images/hero/slide-8-mobile.webp 750w',
    );
    expect(sources[8].getAttribute('srcset')).toContain('/images/hero/slide-9-mobile.webp 750w');
    expect(images[0]).toHaveAttribute(
      'srcset',
      '/images/hero/slide-1-800w.webp 800w, /images/hero/slide-1-1200w.webp 1200w, /images/hero/slide-1.webp 1600w',
    );

    expect(
      within(slides[2] as HTMLElement).getByText('Teaching Values in Jain Paathshala'),
    ).toBeInTheDocument();
    const highlights = (slide: Element) =>
      Array.from(slide.querySelectorAll('li')).map((item) => item.textContent);
    expect(highlights(slides[2])).toEqual(['Education', 'Sanskar', 'Food']);
    expect(highlights(slides[4])).toEqual(['Saves Lives', 'Health Awareness', 'Mental Well-Being']);
    expect(
      within(slides[5] as HTMLElement)
        .getByText('Donate Us')
        .closest('a'),
    ).toHaveAttribute('href', '/donation');
    // Slides 8 and 9 are image-only.
    expect(slides[7].textContent).toBe('');

    // The previous arrow is inactive on the first slide (docs/product.md#home-page).
    expect(within(hero).getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(within(hero).getByRole('button', { name: 'Next slide' })).toBeEnabled();
    await screen.findByRole('heading', { name: 'Latest news' });

    // ...and the next arrow on slide index 6; the dots still reach the two app slides after it.
    const user = userEvent.setup();
    const dots = container.querySelectorAll<HTMLButtonElement>('.slick-dots button');
    expect(dots).toHaveLength(9);
    await user.click(dots[6]);
    await waitFor(() => expect(within(hero).getByRole('button', { name: 'Next slide' })).toBeDisabled());
    expect(within(hero).getByRole('button', { name: 'Previous slide' })).toBeEnabled();
    // react-slick ignores clicks while a slide is still moving, so the click is repeated until it lands.
    await waitFor(
      async () => {
        await user.click(dots[8]);
        expect(hero.querySelector('.slick-current')).toHaveAttribute('data-index', '8');
      },
      { timeout: 3000, interval: 200 },
    );
    expect(within(hero).getByRole('button', { name: 'Next slide' })).toBeEnabled();
    // Nothing moves under reduced motion, so there is no pause control.
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });

  it('lets visitors pause and restart the hero slideshow', async () => {
    window.matchMedia = realMatchMedia;
    answerHomepage(HOMEPAGE);
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    // Every carousel that moves by itself has its own pause button: this is the hero's.
    const hero = screen.getByRole('region', { name: 'Highlights of the Sabha' });
    await user.click(within(hero).getByRole('button', { name: 'Pause slideshow' }));
    await user.click(within(hero).getByRole('button', { name: 'Play slideshow' }));
    expect(within(hero).getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Latest news' });
  });

  it('links every branch card’s Read More to a page of the site', async () => {
    answerHomepage(HOMEPAGE);
    renderWithProviders(<HomePage />);
    const branches = section('One Sabha, many hands');
    const readMoreLinks = () =>
      new Set(
        Array.from(branches.querySelectorAll('a'))
          .filter((link) => /^Read More/.test(link.textContent ?? ''))
          .map((link) => link.getAttribute('href')!),
      );
    // The carousel starts after the first paint (on a busy machine, after a while).
    await waitFor(() => expect(readMoreLinks().size).toBe(BRANCH_CARDS.length));
    const hrefs = readMoreLinks();
    expect(hrefs.size).toBe(9);
    for (const href of hrefs) {
      expect(href.startsWith('/')).toBe(true);
      expect(isKnownRoute(href)).toBe(true);
    }
    // The one link written without a leading slash in the data still resolves from the site root.
    expect(hrefs).toContain('/central-library');
    await screen.findByRole('heading', { name: 'Latest news' });
  });

  it('keeps the loop copies out of the tab order and every real card visible to assistive technology', async () => {
    answerHomepage(HOMEPAGE);
    renderWithProviders(<HomePage />);
    const branches = section('One Sabha, many hands');
    const copies = Array.from(branches.querySelectorAll('.slick-cloned a'));
    expect(copies.length).toBeGreaterThan(0);
    for (const link of copies) expect(link).toHaveAttribute('tabindex', '-1');

    // A card out of view keeps its link in the Tab order (focus brings it into view), so it is never aria-hidden
    // (axe's aria-hidden-focus); only the loop's copies are.
    const outOfView = branches.querySelector<HTMLElement>('.slick-slide[data-index="5"]:not(.slick-cloned)')!;
    await waitFor(() => expect(outOfView).not.toHaveAttribute('aria-hidden'));
    expect(outOfView.querySelector('a')).not.toHaveAttribute('tabindex', '-1');
    for (const copy of branches.querySelectorAll('.slick-cloned'))
      expect(copy).toHaveAttribute('aria-hidden', 'true');
    await screen.findByRole('heading', { name: 'Latest news' });
  });

  it('shows the testimonials, the history cards and the ten pillars', async () => {
    answerHomepage(HOMEPAGE);
    renderWithProviders(<HomePage />);
    const testimonials = section('What People Say');
    for (const testimonial of TESTIMONIALS) {
      expect(within(testimonials).getAllByText(testimonial.name).length).toBeGreaterThan(0);
      expect(within(testimonials).getAllByText(testimonial.desgination).length).toBeGreaterThan(0);
    }

    const history = section('Rooted in service since 1899');
    const historyHrefs = new Set(
      Array.from(history.querySelectorAll('a')).map((link) => link.getAttribute('href')),
    );
    expect([...historyHrefs].sort()).toEqual([
      '/education',
      '/health',
      '/instil-moral-values',
      '/social-work',
    ]);
    expect(HISTORY_CARDS).toHaveLength(4);

    const pillars = section('Our Pillars');
    expect(PILLARS).toHaveLength(10);
    for (const pillar of PILLARS) {
      const portraits = within(pillars).getAllByAltText(pillar.imageAlt);
      expect(portraits[0]).toHaveAttribute('src', pillar.image);
    }
    await screen.findByRole('heading', { name: 'Latest news' });
  });

  it('shows the Lives Impacted figures', async () => {
    answerHomepage(HOMEPAGE);
    renderWithProviders(<HomePage />);
    const strip = section('Lives Impacted');
    const expected: Array<[string, string]> = [
      ['15,22,832', 'Girls Empowered'],
      ['15,832', 'Student Scholarships'],
      ['3,00,000', 'Tree Plantation'],
      ['7,832', 'Blood Camps'],
      ['57,832', 'Medical Help'],
    ];
    const items = within(strip).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      expected.map(([value, label]) => `${value}${label}`),
    );
    expect(LIVES_IMPACTED).toHaveLength(5);
    await screen.findByRole('heading', { name: 'Latest news' });
  });

  it('links About Us to /about-sabha and Join Us to /join-us', async () => {
    answerHomepage(HOMEPAGE);
    renderWithProviders(<HomePage />);
    expect(
      within(section(/A community that has served/)).getByRole('link', { name: /Learn more/ }),
    ).toHaveAttribute('href', '/about-sabha');
    expect(within(section('Join the Sabha family')).getByRole('link', { name: 'Join Us' })).toHaveAttribute(
      'href',
      '/join-us',
    );
    await screen.findByRole('heading', { name: 'Latest news' });
  });
});

describe('HomePage events', () => {
  it('links each event card to /events/<slug> with its ordinal date', async () => {
    answerHomepage(HOMEPAGE);
    renderWithProviders(<HomePage />);
    const events = section('Latest Events');
    await within(events).findByText('1st January, 2024');

    const hrefs = Array.from(events.querySelectorAll('.slick-slide:not(.slick-cloned) a')).map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/events/annual-general-meeting',
      '/events/annual-general-meeting-2',
      '/events/mahavir-jayanti-shobha-yatra',
    ]);
    expect(within(events).getByText('22nd March, 2023')).toBeInTheDocument();
    expect(within(events).getByText('21st April, 2024')).toBeInTheDocument();
    const image = events.querySelector('img');
    expect(image).toHaveAttribute('src', '/api/uploads/events/agm.webp');
    expect(within(events).queryByText('No Events Data')).not.toBeInTheDocument();
  });

  it('shows a loading state, then No Events Data when there are no events', async () => {
    answerHomepage({ latest_news: [], events: [] });
    renderWithProviders(<HomePage />);
    const events = section('Latest Events');
    expect(within(events).getByRole('status')).toHaveTextContent('Loading events…');
    expect(await within(events).findByText('No Events Data')).toBeInTheDocument();
    expect(within(events).queryByRole('status')).not.toBeInTheDocument();
    // No news item, no ticker.
    expect(screen.queryByRole('heading', { name: 'Latest news' })).not.toBeInTheDocument();
  });

  it('shows No Events Data and no ticker when the homepage call fails', async () => {
    answerHomepage({ message: 'Server error' }, 500);
    renderWithProviders(<HomePage />);
    expect(await within(section('Latest Events')).findByText('No Events Data')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest news' })).not.toBeInTheDocument();
  });
});

describe('HomePage news ticker', () => {
  it('shows the first news item, sanitised, only once the homepage data has loaded', async () => {
    let answer: ((response: Response) => void) | undefined;
    mockFetch([['/api/fetch/homepage-data', () => new Promise<Response>((resolve) => (answer = resolve))]]);
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(answer).toBeDefined());

    expect(screen.queryByRole('heading', { name: 'Latest news' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Scholarship forms/)).not.toBeInTheDocument();

    await act(async () => answer!(jsonResponse(HOMEPAGE)));
    const ticker = await screen.findByRole('region', { name: 'Latest news' });
    expect(ticker).toHaveTextContent('Scholarship forms for 2025-26 are now available.');
    expect(within(ticker).getByText('now available').tagName).toBe('STRONG');
    expect(ticker.querySelector('script')).toBeNull();
    expect(ticker.innerHTML).not.toContain('onerror');
    expect(ticker).not.toHaveTextContent('An older news item');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('HomePage promo video', () => {
  it('opens the video in a modal; Escape and the close button dismiss it and focus returns to play', async () => {
    answerHomepage(HOMEPAGE);
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { name: 'Latest news' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const play = screen.getByRole('button', { name: /Play video/ });
    await user.click(play);
    const dialog = screen.getByRole('dialog', { name: 'The story of the Dakshin Bharat Jain Sabha' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/media/sabha-story.webm');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(play).toHaveFocus();

    await user.click(play);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(play).toHaveFocus();
  });
});
