import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routes } from '../../../src/client/app/router';
import { makeStore } from '../../../src/client/app/store';
import { BRANCHES } from '../../../src/client/content/branches';
import { INSTITUTIONS, institutionPath } from '../../../src/client/content/institutions';
import { mockFetch } from '../helpers/fetchMock';

// The real route table: every branch and institution path opens its own page (lazy chunk included).
function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

beforeEach(() => {
  mockFetch([]);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('routes to branch, hostel and school pages', () => {
  it.each(BRANCHES.map((branch) => [`/${branch.key}`, branch.name]))('%s opens %s', async (path, name) => {
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each(INSTITUTIONS.map((item) => [institutionPath(item), item.name]))(
    '%s opens %s',
    async (path, name) => {
      open(path);
      expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeInTheDocument();
    },
  );
});
