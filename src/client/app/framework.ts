// The libraries the app is built on besides React DOM (reactDom.ts), evaluated in a task of their own before the
// app's modules (main.tsx): evaluating React DOM, the router, Redux Toolkit and RTK Query together with the app is
// one long task of about 120 ms on a phone (Lighthouse's 4x CPU slowdown), which blocks a tap on the form the
// visitor is about to use. bootstrap.ts imports reactDom.ts, this module and main.tsx one after another, giving the
// main thread back to the browser in between; webpack keeps each module once, so main.tsx finds them evaluated. A
// name from each library, as main.tsx and the store use them: a re-exported namespace would keep every export of
// the libraries in the bundle (130 KB more).
export { createBrowserRouter, RouterProvider } from 'react-router-dom';
export { Provider } from 'react-redux';
export { configureStore } from '@reduxjs/toolkit';
export { createApi } from '@reduxjs/toolkit/query/react';
