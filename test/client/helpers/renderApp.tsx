import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { routes } from '../../../src/client/app/router';
import { makeStore } from '../../../src/client/app/store';

/** Opens `path` in the site's real route table (lazy pages included) with a fresh store; returns the router. */
export function renderAppAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}
