// What both payment journeys say when the network or the server lets them down (issue 9, defect 11). The
// Sabha's first site stopped the loader silently (docs/product.md#errors); a visitor left without a word may
// pay twice, so each trouble is named and offers the next step.

/** The order could not be created: nothing was charged, the details are kept. */
export const ORDER_PROBLEMS = {
  title: 'Your payment could not be started',
  network:
    'We could not reach the Sabha’s server. Nothing was charged and your details are kept. Please check your internet connection and try again.',
  server:
    'The Sabha’s server could not start your payment just now. Nothing was charged and your details are kept. Please try again in a few minutes.',
  fields: 'Some details were not accepted. Please correct the marked fields and try again.',
  retry: 'Try again',
} as const;

/**
 * The gateway took the payment but our server could not confirm it. The server's reconciler asks the gateway
 * about unconfirmed orders every few minutes and mails the receipt once the payment is settled, so the visitor
 * must not be sent back to the form (and pay again).
 */
export const CONFIRMING_PAYMENT = {
  title: 'Your payment is being confirmed',
  message: 'The payment gateway accepted your payment, but we could not confirm it with the Sabha just now.',
  doNotPayAgain: 'Please do not pay again.',
  mailed: (email: string) =>
    `The payment will be confirmed automatically within about half an hour, and your receipt will be mailed to ${email}.`,
  noEmail:
    'The payment will be confirmed automatically within about half an hour. As no email address was given, please keep the payment reference below and ask the Sabha office for your receipt.',
  reference: 'Payment reference',
  retry: 'Check again now',
  checking: 'Checking…',
  stillPending: 'Not confirmed yet. It will be confirmed automatically; you may also check again later.',
  home: 'Go to the home page',
} as const;
