import { screen } from '@testing-library/react';

// Assertions the page tests make alike: a page's single h1, its document title and description, where a link
// leads, and an element's attributes.

/** The page has exactly one h1 and it reads `text`; returns that heading. */
export function expectOnlyH1(text: string): HTMLElement {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  expect(headings[0]).toHaveTextContent(text);
  return headings[0];
}

/** The page's one h1 is `name`, and so are its document title and its meta description (usePageMeta). */
export function expectPageHead(name: string, metaDescription: string): void {
  expectOnlyH1(name);
  expect(document.title).toBe(`${name} | Dakshin Bharat Jain Sabha`);
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', metaDescription);
}

/** The link named `name` leads to `href`. */
export function expectLinkTo(name: string | RegExp, href: string): void {
  expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
}

/**
 * The element's attributes are exactly these values; null stands for an attribute that must be absent. One
 * toEqual compares them all, so a failure shows every attribute that differs.
 */
export function expectAttributes(element: Element, expected: Record<string, string | null>): void {
  const actual = Object.fromEntries(Object.keys(expected).map((name) => [name, element.getAttribute(name)]));
  expect(actual).toEqual(expected);
}
