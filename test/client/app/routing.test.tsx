import { screen } from '@testing-library/react';
import { BRANCHES } from '../../../src/client/content/branches';
import { INSTITUTIONS, institutionPath } from '../../../src/client/content/institutions';
import { mockFetch } from '../helpers/fetchMock';
import { renderAppAt } from '../helpers/renderApp';

// The real route table: every branch and institution path opens its own page (lazy chunk included).

beforeEach(() => {
  mockFetch([]);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('routes to branch, hostel and school pages', () => {
  it.each(BRANCHES.map((branch) => [`/${branch.key}`, branch.name]))('%s opens %s', async (path, name) => {
    renderAppAt(path);
    expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each(INSTITUTIONS.map((item) => [institutionPath(item), item.name]))(
    '%s opens %s',
    async (path, name) => {
      renderAppAt(path);
      expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeInTheDocument();
    },
  );
});
