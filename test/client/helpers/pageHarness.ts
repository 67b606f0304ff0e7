import { screen, waitFor } from '@testing-library/react';
import { ANNOUNCER_ID } from '../../../src/client/features/payments/announce';
import { stubObjectUrls } from './machineHarness';
import { removeFakeCheckout } from './paymentsMock';

// What the payment pages' tests set up alike: window.alert silenced and recorded, the elements scrolled into view
// recorded (jsdom does not scroll), the checkout stand-in and the screen reader announcer removed after each
// test, and the controls found by their labels.

/** Installs the spies for each test of the file that calls this; the Join Us form also needs object URLs. */
export function spyOnPaymentPage(options: { objectUrls?: boolean } = {}) {
  let alert: jest.SpyInstance;
  let scrolled: Element[];
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    // jsdom does not scroll; record which elements were brought into view.
    scrolled = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    if (options.objectUrls) stubObjectUrls();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    removeFakeCheckout();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    document.getElementById(ANNOUNCER_ID)?.remove();
  });
  return { alert: () => alert, scrolled: () => scrolled };
}

/** What the screen reader live region says once its short delay has passed. */
export const announced = () =>
  waitFor(() => {
    const text = document.getElementById(ANNOUNCER_ID)?.textContent ?? '';
    expect(text).not.toBe('');
    return text;
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control by its label; required fields carry ' *', optional ones ' (optional)'. */
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}( \\*| \\(optional\\))?$`), {
    selector: 'input, textarea',
  }) as HTMLInputElement;

/** Each of these messages is on the page and visible (a form's messages after a submit, for instance). */
export function expectVisibleMessages(messages: string[]): void {
  for (const message of messages) expect(screen.getByText(message)).toBeVisible();
}

/**
 * The alert a payment page shows when its order could not be made because the server was out of reach; it takes
 * focus. Returns it, for the test to press its Try again.
 */
export async function unreachableServerAlert(): Promise<HTMLElement> {
  const problem = await screen.findByRole('alert');
  expect(problem).toHaveTextContent('Your payment could not be started');
  expect(problem).toHaveTextContent(/We could not reach the Sabha’s server\. Nothing was charged/);
  expect(problem).toHaveFocus();
  return problem;
}
