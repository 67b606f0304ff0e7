// The office's content pages in Marathi, Kannada and Hindi (docs/api.md#languages): a page under /mr/, /kn/ or
// /hi/ asks the read API with `lang`, shows what it answers, and marks every field the answer lists as
// `untranslated` with lang="en"; an English page asks exactly as before (no `lang`).
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import EventsPage from '../../../src/client/pages/EventsPage';
import EventDetailPage from '../../../src/client/pages/EventDetailPage';
import CentralCommitteePage from '../../../src/client/pages/CentralCommitteePage';
import AboutPresidentPage from '../../../src/client/pages/AboutPresidentPage';
import MatrimonyPage from '../../../src/client/pages/MatrimonyPage';
import { loadLanguage } from '../../../src/client/i18n';
import { TRANSLATED_LANGUAGES } from '../../../src/shared/i18n/languages';
import { renderWithProviders } from '../helpers/render';
import { mockRoutes, ok, type ApiCall } from '../helpers/fetchMock';
import { makeEvent, makeMatrimonyCard, makeMember, makePresident } from '../helpers/fixtures';

beforeAll(async () => {
  await Promise.all(TRANSLATED_LANGUAGES.map((language) => loadLanguage(language)));
});
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const TRANSLATED = {
  ...makeEvent({ id: 1, event_slug: 'annual-convention-2024' }),
  event_name: 'वार्षिक अधिवेशन 2024',
  event_description: '<p>सभेचे वार्षिक अधिवेशन सांगली येथे झाले.</p>',
  untranslated: [],
};
const UNTRANSLATED = {
  ...makeEvent({
    id: 2,
    event_slug: 'blood-camp',
    event_name: 'Blood Camp',
    event_date: '2024-03-22',
    event_description: '<p>Blood donation camp in Kolhapur.</p>',
  }),
  untranslated: ['event_name', 'event_description'],
};

function renderAt(route: string, path: string, page: ReactElement) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
    </Routes>,
    { route },
  );
}

describe('Events in Marathi', () => {
  test('asks for lang=mr and marks the untranslated event’s name and preview lang="en"', async () => {
    const api = mockRoutes({ 'fetch/events/': ok({ data: [TRANSLATED, UNTRANSLATED], total_pages: 1 }) });
    renderAt('/mr/events', '/mr/events', <EventsPage />);

    const translated = await screen.findByRole('link', { name: 'वार्षिक अधिवेशन 2024' });
    const untranslated = screen.getByRole('link', { name: 'Blood Camp' });
    expect(untranslated).toHaveAttribute('lang', 'en');
    expect(translated).not.toHaveAttribute('lang');
    // Links stay on the Marathi site.
    expect(translated).toHaveAttribute('href', '/mr/events/annual-convention-2024');
    expect(screen.getByText('Blood donation camp in Kolhapur.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('सभेचे वार्षिक अधिवेशन सांगली येथे झाले.')).not.toHaveAttribute('lang');

    // The page's own texts and dates in Marathi.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('कार्यक्रम');
    expect(screen.getByText('1 जानेवारी, 2024')).toBeInTheDocument();
    expect(screen.getByText('22 मार्च, 2024')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'कार्यक्रमांची पाने' })).toHaveTextContent('1 / 1');
    expect(document.title).toBe('कार्यक्रम | दक्षिण भारत जैन सभा');

    const [call] = api.callsTo('fetch/events/');
    expect(call.params.get('lang')).toBe('mr');
    expect(call.params.get('page')).toBe('1');
    expect(call.params.get('per_page')).toBe('9');
  });

  test('says there are no events in Marathi', async () => {
    mockRoutes({ 'fetch/events/': ok({ data: [], total_pages: 0 }) });
    renderAt('/mr/events', '/mr/events', <EventsPage />);
    expect(await screen.findByText('माहिती उपलब्ध नाही')).toBeInTheDocument();
  });

  test('the English page asks without lang and shows English dates', async () => {
    const api = mockRoutes({ 'fetch/events/': ok({ data: [makeEvent()], total_pages: 1 }) });
    renderAt('/events', '/events', <EventsPage />);
    const link = await screen.findByRole('link', { name: 'Annual Convention 2024' });
    expect(link).not.toHaveAttribute('lang');
    expect(screen.getByText('1st January, 2024')).toBeInTheDocument();
    const [call] = api.callsTo('fetch/events/');
    expect([...call.params.keys()].sort()).toEqual(['page', 'per_page']);
  });
});

describe('An event in Kannada', () => {
  test('asks with lang=kn; an untranslated name is the English heading, marked lang="en"', async () => {
    const api = mockRoutes({
      'fetch/event-view/blood-camp': ok({
        result: { ...UNTRANSLATED, untranslated: ['event_name'], event_description: '<p>ರಕ್ತದಾನ ಶಿಬಿರ.</p>' },
      }),
    });
    renderAt('/kn/events/blood-camp', '/kn/events/:eventSlug', <EventDetailPage />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Blood Camp' });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(screen.getByText('ರಕ್ತದಾನ ಶಿಬಿರ.').closest('[lang]')).toBeNull();
    expect(screen.getByText('ಎಲ್ಲ ಕಾರ್ಯಕ್ರಮಗಳಿಗೆ ಹಿಂತಿರುಗಿ').closest('a')).toHaveAttribute('href', '/kn/events');
    expect(screen.getByRole('link', { name: /ಹಿಂತಿರುಗಿ/ })).toBeInTheDocument();
    const [call] = api.callsTo('fetch/event-view/blood-camp');
    expect(call.params.get('lang')).toBe('kn');
  });

  test('the English event page asks without lang', async () => {
    const api = mockRoutes({
      'fetch/event-view/blood-camp': ok({ result: makeEvent({ event_name: 'Blood Camp' }) }),
    });
    renderAt('/events/blood-camp', '/events/:eventSlug', <EventDetailPage />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Blood Camp' });
    expect(heading).not.toHaveAttribute('lang');
    expect([...api.callsTo('fetch/event-view/blood-camp')[0].params.keys()]).toEqual([]);
  });
});

describe('Central Committee in Kannada', () => {
  const ENGLISH = [
    { id: 1, category_name: 'Office Bearers' },
    { id: 2, category_name: 'Trustees' },
  ];
  const KANNADA = [
    { id: 1, category_name: 'ಪದಾಧಿಕಾರಿಗಳು', untranslated: [] },
    { id: 2, category_name: 'Trustees', untranslated: ['category_name'] },
  ];

  function renderCommittee(route: string) {
    const api = mockRoutes({
      'fetch/categories/': (call: ApiCall) =>
        ok({ result: call.params.get('lang') === 'kn' ? KANNADA : ENGLISH }),
      'fetch/board-of-directors/': (call: ApiCall) => {
        if (call.params.get('category_name') !== 'Office Bearers') return ok({ result: [] });
        // An English answer has no `untranslated` lists (docs/api.md#languages).
        if (call.params.get('lang') !== 'kn')
          return ok({
            result: [makeMember(1, 'Ajit Patil', 'President'), makeMember(2, 'Sunita Shah', 'Secretary')],
          });
        return ok({
          result: [
            { ...makeMember(1, 'ಅಜಿತ ಪಾಟೀಲ', 'ಅಧ್ಯಕ್ಷರು'), untranslated: [] },
            { ...makeMember(2, 'Sunita Shah', 'ಕಾರ್ಯದರ್ಶಿ'), untranslated: ['profile_name'] },
          ],
        });
      },
    });
    renderAt(route, '*', <CentralCommitteePage />);
    return api;
  }

  test('shows the Kannada tabs and members, the untranslated ones lang="en", asking by the English name', async () => {
    const api = renderCommittee('/kn/central-committee');
    const tablist = await screen.findByRole('tablist', { name: 'ಸಮಿತಿಯ ವಿಭಾಗಗಳು' });
    const [first, second] = within(tablist).getAllByRole('tab');
    expect(first).toHaveTextContent('ಪದಾಧಿಕಾರಿಗಳು');
    expect(first).not.toHaveAttribute('lang');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveTextContent('Trustees');
    expect(second).toHaveAttribute('lang', 'en');

    const untranslatedName = await screen.findByRole('heading', { level: 3, name: 'Sunita Shah' });
    expect(untranslatedName).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 3, name: 'ಅಜಿತ ಪಾಟೀಲ' })).not.toHaveAttribute('lang');
    expect(screen.getByText('ಕಾರ್ಯದರ್ಶಿ')).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: 'ಅಜಿತ ಪಾಟೀಲ ಅವರ ಭಾವಚಿತ್ರ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ಕೇಂದ್ರ ಸಮಿತಿ');

    const categoryCalls = api.callsTo('fetch/categories/');
    expect(categoryCalls.map((call) => call.params.get('lang')).sort()).toEqual(['kn', null]);
    const [members] = api.callsTo('fetch/board-of-directors/');
    expect(members.params.get('category_name')).toBe('Office Bearers');
    expect(members.params.get('lang')).toBe('kn');
  });

  test('a ?category= link names the English category, in Kannada too', async () => {
    const api = renderCommittee('/kn/central-committee?category=Trustees');
    const tab = await screen.findByRole('tab', { name: 'Trustees' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('ಮಾಹಿತಿ ಲಭ್ಯವಿಲ್ಲ');
    expect(api.callsTo('fetch/board-of-directors/').map((call) => call.params.get('category_name'))).toEqual([
      'Trustees',
    ]);
  });

  test('the English page asks once, without lang', async () => {
    const api = renderCommittee('/central-committee');
    await screen.findByRole('heading', { level: 3, name: 'Sunita Shah' });
    const calls = [...api.callsTo('fetch/categories/'), ...api.callsTo('fetch/board-of-directors/')];
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.params.has('lang')).toBe(false);
    expect(screen.getByRole('heading', { level: 3, name: 'Sunita Shah' })).not.toHaveAttribute('lang');
  });
});

describe('President and matrimony in Hindi and Marathi', () => {
  test('the president in Marathi, an untranslated description marked lang="en"', async () => {
    const api = mockRoutes({
      'fetch/about-president': ok({
        result: [
          {
            ...makePresident({ salutation: 'श्री', president_name: 'उदाहरण पाटील' }),
            untranslated: ['president_subname', 'president_description'],
          },
        ],
      }),
    });
    renderAt('/mr/about-president', '/mr/about-president', <AboutPresidentPage />);
    const name = await screen.findByRole('heading', { level: 2, name: 'श्री उदाहरण पाटील' });
    expect(name).not.toHaveAttribute('lang');
    expect(screen.getByText('President, Dakshin Bharat Jain Sabha')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Has served the Sabha for three decades.').closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('अध्यक्षांविषयी');
    expect(api.callsTo('fetch/about-president')[0].params.get('lang')).toBe('mr');
  });

  test('the matrimony meet in Hindi: date and time in Hindi, an untranslated sub title lang="en"', async () => {
    const api = mockRoutes({
      'fetch//matrimony-event-card': ok({
        result: [{ ...makeMatrimonyCard({ title: 'वधू-वर परिचय मेळावा' }), untranslated: ['sub_title'] }],
      }),
    });
    renderAt('/hi/matrimony', '/hi/matrimony', <MatrimonyPage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'वधू-वर परिचय मेळावा' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getByText('Sangli, Dakshin Bharat Jain Sabha hall')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('9 फ़रवरी 2025')).toBeInTheDocument();
    expect(screen.getByText('2:30 pm')).toBeInTheDocument();
    expect(api.callsTo('fetch//matrimony-event-card')[0].params.get('lang')).toBe('hi');
  });
});
