// The loop every reconciler pass shares (orders, monthly and yearly gifts, refunds): one row's failure to be
// checked (the gateway down, an answer it cannot read) is counted and logged, and the next row is still checked.

export interface ReconcileLog {
  warn(object: object, message: string): void;
}

export interface CheckFailure {
  log?: ReconcileLog;
  /** The log field naming the row, e.g. orderId. */
  idField: string;
  message: string;
}

export async function checkEach<Row extends { id: number }>(
  rows: Row[],
  summary: { checked: number; errors: number },
  failure: CheckFailure,
  check: (row: Row) => Promise<void>,
): Promise<void> {
  for (const row of rows) {
    summary.checked += 1;
    try {
      await check(row);
    } catch (error) {
      summary.errors += 1;
      failure.log?.warn({ [failure.idField]: row.id, error: (error as Error)?.message }, failure.message);
    }
  }
}
