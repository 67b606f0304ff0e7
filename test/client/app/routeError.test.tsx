import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageReload } from '../../../src/client/app/lazyPage';
import { RELOAD_STAMP_KEY } from '../../../src/client/components/RouteError';
import { mockFetch } from '../helpers/fetchMock';
import { renderAppAt } from '../helpers/renderApp';

// The real route table (issue 9, defect 11): a page whose chunk cannot be loaded, or which fails to render, shows
// a friendly page inside the site's frame with a retry, never React Router's developer screen. Page modules stand
// in for chunks: while a page's `failures` is above zero, importing it fails as webpack's ChunkLoadError does.
// A page that loaded stays loaded for the rest of the file (as in a browser), so each test opens its own page.

jest.setTimeout(30_000);

interface MockChunk {
  failures: number;
  imports: number;
  renderError: boolean;
}
const mockChunks: Record<string, MockChunk> = {};

function mockPageModule(name: string) {
  const chunk = (mockChunks[name] ??= { failures: 0, imports: 0, renderError: false });
  chunk.imports += 1;
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    const error = new Error(`Loading chunk ${name} failed.\n(error: http://localhost/assets/${name}.js)`);
    error.name = 'ChunkLoadError';
    throw error;
  }
  return {
    __esModule: true,
    default: function PageStub() {
      if (chunk.renderError) throw new TypeError("Cannot read properties of undefined (reading 'map')");
      return <h1>{`${name} page (stub)`}</h1>;
    },
  };
}

jest.mock('../../../src/client/pages/AboutPage', () => mockPageModule('about'));
jest.mock('../../../src/client/pages/HistoryPage', () => mockPageModule('history'));
jest.mock('../../../src/client/pages/AboutPresidentPage', () => mockPageModule('president'));
jest.mock('../../../src/client/pages/BoardOfDirectorsPage', () => mockPageModule('board'));

/** Sets how a page's next imports behave, before it is first opened. */
function chunk(name: string, setup: Partial<MockChunk>): MockChunk {
  mockChunks[name] = { failures: 0, imports: 0, renderError: false, ...setup };
  return mockChunks[name];
}

let reload: jest.Mock;
beforeEach(() => {
  window.sessionStorage.clear();
  reload = jest.fn();
  pageReload.reload = reload;
  mockFetch([]);
  // React logs the errors its boundaries catch; they are expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** A heading of the loaded page: a chunk that is retried or reloaded can take a while on a busy machine. */
const findHeading = (options: { level?: number; name: string }) =>
  screen.findByRole('heading', options, { timeout: 15_000 });

const DEVELOPER_SCREEN = /Unexpected Application Error|Hey developer|ErrorBoundary/;

describe('route error boundary', () => {
  it('tries a failed chunk a second time before giving up', async () => {
    const about = chunk('about', { failures: 1 });
    renderAppAt('/about-sabha');
    expect(await findHeading({ name: 'about page (stub)' })).toBeVisible();
    expect(about.imports).toBe(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when the chunk still fails (a redeploy renames chunks)', async () => {
    chunk('history', { failures: 2 });
    renderAppAt('/history');
    expect(
      await screen.findByText('Loading the latest version of the site…', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(reload).toHaveBeenCalledTimes(1);
    // The friendly page is not drawn first: the visitor sees only the loading line until the page reloads.
    expect(screen.queryByRole('heading', { name: 'This page could not be loaded' })).toBeNull();
    expect(Number(window.sessionStorage.getItem(RELOAD_STAMP_KEY))).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(DEVELOPER_SCREEN);
  });

  it('after a recent reload shows a friendly page in the frame, and Try again loads the page', async () => {
    // The page was just reloaded for this failure: no second reload, so no loop.
    window.sessionStorage.setItem(RELOAD_STAMP_KEY, String(Date.now()));
    const president = chunk('president', { failures: 2 });
    renderAppAt('/about-president');
    const heading = await findHeading({ level: 1, name: 'This page could not be loaded' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/The connection was interrupted while the page was loading\./)).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toMatch(DEVELOPER_SCREEN);
    expect(document.body.textContent).not.toMatch(/ChunkLoadError|at \S+ \(/);
    // The frame stays: header navigation and footer.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findHeading({ name: 'president page (stub)' })).toBeVisible();
    expect(president.imports).toBe(3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows a friendly page without reloading when a page fails to render', async () => {
    const board = chunk('board', { renderError: true });
    renderAppAt('/board-of-directors');
    expect(await findHeading({ level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(DEVELOPER_SCREEN);
    expect(document.body.textContent).not.toMatch(/Cannot read properties/);
    expect(reload).not.toHaveBeenCalled();

    board.renderError = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'board page (stub)' })).toBeVisible();
  });
});
