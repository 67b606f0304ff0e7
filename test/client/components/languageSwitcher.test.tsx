import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Header from '../../../src/client/components/Header/Header';
import Footer from '../../../src/client/components/Footer/Footer';
import NotFoundPage from '../../../src/client/pages/NotFoundPage';
import {
  languageCookieValue,
  samePageIn,
  suggestedLanguage,
} from '../../../src/client/components/Header/languageChoice';
import { isCurrentPath } from '../../../src/client/components/Header/currentPath';
import { loadLanguage } from '../../../src/client/i18n';
import { LANGUAGE_COOKIE, TRANSLATED_LANGUAGES } from '../../../src/shared/i18n/languages';
import { renderWithProviders } from '../helpers/render';
import { restoreScreen, setWideScreen } from '../helpers/media';
import { expectLinkTo } from '../helpers/pageAssertions';

// The language switcher, the first-visit suggestion and the header in Marathi (issue 13): the frame's part of
// "a language switcher in the header (and in the mobile menu) keeps the visitor on the same page and remembers
// the choice; the first visit may suggest a language, never redirect".

const originalLanguages = Object.getOwnPropertyDescriptor(window.navigator, 'languages');

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

function clearCookie() {
  document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
}

/** The real links make a full page load, which jsdom does not do: the click's default action is stopped. */
const stopNavigation = (event: MouseEvent) => event.preventDefault();

beforeAll(async () => {
  await Promise.all(TRANSLATED_LANGUAGES.map((language) => loadLanguage(language)));
});

beforeEach(() => {
  clearCookie();
  setBrowserLanguages(['en-US', 'en']);
  document.addEventListener('click', stopNavigation);
});

afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  clearCookie();
  restoreScreen();
  if (originalLanguages) Object.defineProperty(window.navigator, 'languages', originalLanguages);
});

const languageNav = () => screen.getByRole('navigation', { name: /^(Language|भाषा|ಭಾಷೆ)$/ });

describe('the language switcher', () => {
  test('links to the same page, query and fragment in each language, each name in its own script', () => {
    renderWithProviders(<Header />, { route: '/mr/events?page=2#latest' });
    const links = within(languageNav()).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')]),
    ).toEqual([
      ['English', '/events?page=2#latest', 'en'],
      ['मराठी', '/mr/events?page=2#latest', 'mr'],
      ['ಕನ್ನಡ', '/kn/events?page=2#latest', 'kn'],
      ['हिन्दी', '/hi/events?page=2#latest', 'hi'],
    ]);
  });

  test.each([
    ['/', 'English'],
    ['/kn/history', 'ಕನ್ನಡ'],
    ['/hi', 'हिन्दी'],
  ])('on %s marks %s as the current language, and only it', (route, current) => {
    renderWithProviders(<Header />, { route });
    const marked = within(languageNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'true')
      .map((link) => link.textContent);
    expect(marked).toEqual([current]);
  });

  test('a click remembers the language chosen in the cookie', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { route: '/contact-us' });
    await user.click(within(languageNav()).getByRole('link', { name: 'ಕನ್ನಡ' }));
    expect(languageCookieValue(document.cookie)).toBe('kn');
  });

  test('the mobile menu lists the languages too, marking the current one', async () => {
    setWideScreen(false);
    const user = userEvent.setup();
    renderWithProviders(<Header />, { route: '/kn/join-us' });
    await user.click(screen.getByRole('button', { name: 'ಮೆನು ತೆರೆಯಿರಿ' }));
    const dialog = screen.getByRole('dialog', { name: 'ಮುಖ್ಯ ಮೆನು' });
    const group = within(dialog).getByRole('group', { name: 'ಭಾಷೆ' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/join-us',
      '/mr/join-us',
      '/kn/join-us',
      '/hi/join-us',
    ]);
    expect(within(group).getByRole('link', { name: 'ಕನ್ನಡ' })).toHaveAttribute('aria-current', 'true');
    expect(within(group).getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
  });

  test('samePageIn keeps the page and drops only the language prefix', () => {
    expect(samePageIn('en', '/mr/legal/privacy-policy')).toBe('/legal/privacy-policy');
    expect(samePageIn('hi', '/mr')).toBe('/hi');
    expect(samePageIn('kn', '/')).toBe('/kn');
    expect(samePageIn('mr', '/no-such-page', '?a=1')).toBe('/mr/no-such-page?a=1');
  });
});

describe('the header in Marathi', () => {
  test('on /mr/ the menu, the buttons and the names are Marathi, and the links stay in Marathi', () => {
    setWideScreen(true);
    renderWithProviders(<Header />, { route: '/mr/' });
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'मुखपृष्ठ' })).toHaveAttribute('href', '/mr');
    expect(within(nav).getByRole('link', { name: 'कार्यक्रम' })).toHaveAttribute('href', '/mr/events');
    expect(within(nav).getByRole('button', { name: 'आमच्याविषयी' })).toBeInTheDocument();
    expectLinkTo('देणगी द्या', '/mr/donation');
    expectLinkTo(/दक्षिण भारत जैन सभा/, '/mr');
    // None of the English menu labels is left.
    expect(nav.textContent).not.toMatch(/Home|About Us|Events|Contact Us/);
  });

  test.each(['/mr', '/mr/'])('on %s the home link is the current page (aria-current)', (route) => {
    setWideScreen(true);
    renderWithProviders(<Header />, { route });
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'मुखपृष्ठ' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'कार्यक्रम' })).not.toHaveAttribute('aria-current');
  });

  test('on /mr/events/ the Events link is current, compared without the prefix', () => {
    setWideScreen(true);
    renderWithProviders(<Header />, { route: '/mr/events/' });
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'कार्यक्रम' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'मुखपृष्ठ' })).not.toHaveAttribute('aria-current');
  });

  test('isCurrentPath compares the unprefixed path, without a trailing slash or case', () => {
    expect(isCurrentPath('/mr/', '/')).toBe(true);
    expect(isCurrentPath('/kn/scholarship', '/Scholarship')).toBe(true);
    expect(isCurrentPath('/hi/events/some-event', '/events')).toBe(false);
    expect(isCurrentPath('/events', '/')).toBe(false);
  });

  test('the footer and the 404 page are Marathi too', () => {
    renderWithProviders(
      <>
        <NotFoundPage />
        <Footer />
      </>,
      { route: '/mr/no-such-page' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'पान सापडले नाही' })).toBeInTheDocument();
    expectLinkTo('मुखपृष्ठ मुखपृष्ठावरून पुन्हा सुरुवात करा.', '/mr');
    expect(screen.getByRole('button', { name: 'संपर्क साधा' })).toBeInTheDocument();
    expect(document.title).toBe('पान सापडले नाही | दक्षिण भारत जैन सभा');
  });
});

describe('the first-visit suggestion', () => {
  const notice = () => screen.queryByRole('link', { name: /also in|भाषेतही|ಭಾಷೆಯಲ್ಲಿಯೂ|में भी उपलब्ध/ });

  test('a browser that prefers Marathi is offered the same page in Marathi, in Marathi', async () => {
    setBrowserLanguages(['mr-IN', 'en-GB']);
    renderWithProviders(<Header />, { route: '/events?page=2' });
    const link = await screen.findByRole('link', { name: 'हे पान मराठी भाषेतही उपलब्ध आहे' });
    expect(link).toHaveAttribute('href', '/mr/events?page=2');
    expect(link.closest('[lang]')).toHaveAttribute('lang', 'mr');
  });

  test('following it remembers the language offered', async () => {
    setBrowserLanguages(['hi']);
    const user = userEvent.setup();
    renderWithProviders(<Header />, { route: '/' });
    await user.click(await screen.findByRole('link', { name: 'यह पृष्ठ हिन्दी में भी उपलब्ध है' }));
    expect(languageCookieValue(document.cookie)).toBe('hi');
  });

  test('closing it keeps the page’s language as the choice and hides it', async () => {
    setBrowserLanguages(['kn']);
    const user = userEvent.setup();
    renderWithProviders(<Header />, { route: '/history' });
    await screen.findByRole('link', { name: 'ಈ ಪುಟ ಕನ್ನಡ ಭಾಷೆಯಲ್ಲಿಯೂ ಲಭ್ಯವಿದೆ' });
    await user.click(screen.getByRole('button', { name: 'ಈ ಸಲಹೆಯನ್ನು ಮುಚ್ಚಿ' }));
    expect(notice()).not.toBeInTheDocument();
    expect(languageCookieValue(document.cookie)).toBe('en');
    // Focus does not fall to the page's start: it goes to the page's language in the switcher.
    expect(document.activeElement).toHaveTextContent('English');
  });

  test('a remembered choice other than the page’s language is offered (here English on a Kannada page)', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=en; Path=/`;
    setBrowserLanguages(['kn']);
    renderWithProviders(<Header />, { route: '/kn/history' });
    expect(await screen.findByRole('link', { name: 'This page is also in English' })).toHaveAttribute(
      'href',
      '/history',
    );
  });

  test.each([
    ['an English-preferring browser', ['en-IN', 'mr'], undefined, '/'],
    ['a browser preferring the page’s own language', ['mr', 'en'], undefined, '/mr/history'],
    ['a remembered choice of the page’s language', ['hi'], 'mr', '/mr/history'],
    ['a browser preferring none of our languages', ['fr-FR', 'de'], undefined, '/events'],
  ])('%s sees nothing', async (_case, languages, cookie, route) => {
    setBrowserLanguages(languages as string[]);
    if (cookie) document.cookie = `${LANGUAGE_COOKIE}=${cookie}; Path=/`;
    renderWithProviders(<Header />, { route: route as string });
    // The decision is made when the header mounts: with nothing to offer, nothing is loading either.
    await act(async () => undefined);
    expect(notice()).not.toBeInTheDocument();
  });

  test('suggestedLanguage: the cookie first, then the browser’s first preference among ours', () => {
    expect(suggestedLanguage('en', undefined, ['mr-IN', 'en'])).toBe('mr');
    expect(suggestedLanguage('en', undefined, ['en-US', 'mr'])).toBeNull();
    expect(suggestedLanguage('mr', undefined, ['hi-IN'])).toBe('hi');
    expect(suggestedLanguage('mr', 'mr', ['hi-IN'])).toBeNull();
    expect(suggestedLanguage('kn', 'en', ['kn'])).toBe('en');
    expect(suggestedLanguage('en', 'xx', ['kn'])).toBe('kn');
    expect(suggestedLanguage('en', undefined, [])).toBeNull();
  });

  test('languageCookieValue reads only the language cookie', () => {
    expect(languageCookieValue(`a=1; ${LANGUAGE_COOKIE}=kn; b=2`)).toBe('kn');
    expect(languageCookieValue(`x${LANGUAGE_COOKIE}=kn`)).toBeUndefined();
    expect(languageCookieValue('')).toBeUndefined();
  });
});
