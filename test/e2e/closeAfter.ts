/**
 * Runs `steps` on something opened for them (a journey's window) and closes it however they end: a failed step
 * must not leave its window open for the next test.
 */
export async function closeAfter<Opened extends { close: () => Promise<void> }>(
  opened: Opened,
  steps: (opened: Opened) => Promise<void>,
): Promise<void> {
  try {
    await steps(opened);
  } finally {
    await opened.close();
  }
}
