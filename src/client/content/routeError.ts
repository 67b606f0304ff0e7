// What a page says when it cannot be shown (issue 9, defect 11): never a developer's stack trace.

export const ROUTE_ERROR = {
  metaTitle: 'Page could not be loaded',
  chunk: {
    title: 'This page could not be loaded',
    message:
      'The connection was interrupted while the page was loading. Please check your internet connection and try again.',
  },
  other: {
    title: 'Something went wrong',
    message:
      'This page could not be shown just now. Please try again; if it keeps happening, start again from the home page.',
  },
  reloading: 'Loading the latest version of the site…',
  retry: 'Try again',
  home: 'Go to the home page',
} as const;
