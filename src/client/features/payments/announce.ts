// A polite live region for the journeys' outcomes. A screen reader reads a live region's changes only if the
// region was already in the page when its text changed; the outcome screens replace the form wholesale, so an
// aria-live attribute on the new screen itself is never read. One region is kept at the end of <body> (outside
// React's tree, so no screen swap removes it) and its text is set a moment after it is emptied, which makes
// screen readers read even a text equal to the previous one.

export const ANNOUNCER_ID = 'payment-outcome-announcer';
/** Long enough for screen readers to notice the emptied region before the new text arrives. */
export const ANNOUNCE_DELAY_MS = 150;

let timer: ReturnType<typeof setTimeout> | undefined;

function region(): HTMLElement {
  const existing = document.getElementById(ANNOUNCER_ID);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = ANNOUNCER_ID;
  created.className = 'visually-hidden';
  created.setAttribute('role', 'status');
  created.setAttribute('aria-live', 'polite');
  created.setAttribute('aria-atomic', 'true');
  document.body.appendChild(created);
  return created;
}

/** Has screen readers read `text` out (politely: after what they are reading now). */
export function announce(text: string): void {
  const target = region();
  target.textContent = '';
  clearTimeout(timer);
  timer = setTimeout(() => {
    target.textContent = text;
  }, ANNOUNCE_DELAY_MS);
}
