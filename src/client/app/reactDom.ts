// React DOM (with React and its scheduler), evaluated in a task of its own: see framework.ts.
export { createRoot, hydrateRoot } from 'react-dom/client';
