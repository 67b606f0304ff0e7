import '../client/styles/fonts/fonts.css';
import '../client/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeAdminStore } from './app/store';
import { ADMIN_BASENAME, adminRoutes } from './app/router';

// The office console: a separate app at /admin (dist/admin.html), never linked from the public site.

const store = makeAdminStore();
const router = createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
