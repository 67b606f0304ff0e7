import { eq } from 'drizzle-orm';
import { ORPHAN_GRACE_MS, runRetention } from '../../../src/server/admin/retention';
import { UNPAID_APPLICATION_FILES_KEPT_DAYS } from '../../../src/shared/retention';
import { memberships, orders } from '../../../src/server/db/schema';
import { privateFilesFor } from '../../../src/server/storage/privateFiles';
import { describeEachDatabase } from '../helpers/harness';
import { createMembership, paySandbox, verify } from '../payments/fixtures';

// Identity documents are not kept without a reason: an application that was never paid loses its photo and
// identity file after UNPAID_APPLICATION_FILES_KEPT_DAYS, and a file no record points to (a crash between writing it and
// saving the record) is swept once it is older than the grace period.

const DAY_MS = 24 * 60 * 60_000;

describeEachDatabase('retention of private files', (server) => {
  // The app's own store: files in stored_files on PostgreSQL, under DATA_DIR on PGlite.
  const store = () => privateFilesFor(server().db, server().config);
  const membershipOf = async (receiptId: string) => {
    const [row] = await server()
      .db.select({ person: memberships })
      .from(memberships)
      .innerJoin(orders, eq(memberships.orderId, orders.id))
      .where(eq(orders.receiptId, receiptId));
    return row.person;
  };

  it('deletes the files of an unpaid application after the keeping period, and keeps a paid one', async () => {
    const { app, db } = server();
    const unpaid = await createMembership(app);
    const paid = await createMembership(app);
    const checkout = await paySandbox(app, paid.orderId);
    expect((await verify(app, 'membership', { ...checkout, receiptId: paid.receiptId })).statusCode).toBe(
      200,
    );
    const before = await membershipOf(unpaid.receiptId);
    expect(await store().exists(before.identityKey!)).toBe(true);

    // Not yet due: nothing changes.
    await runRetention(db, store(), { userId: null, now: new Date(Date.now() + DAY_MS) });
    expect((await membershipOf(unpaid.receiptId)).identityKey).toBe(before.identityKey);

    await runRetention(db, store(), {
      userId: null,
      now: new Date(Date.now() + (UNPAID_APPLICATION_FILES_KEPT_DAYS + 1) * DAY_MS),
    });
    const after = await membershipOf(unpaid.receiptId);
    expect(after).toMatchObject({ photoKey: null, identityKey: null });
    expect(await store().exists(before.identityKey!)).toBe(false);
    expect(await store().exists(before.photoKey!)).toBe(false);
    const kept = await membershipOf(paid.receiptId);
    expect(await store().exists(kept.photoKey!)).toBe(true);
  });

  it('sweeps a file no record points to once it is past the grace period, never a fresh one', async () => {
    const { db } = server();
    const orphan = await store().save('identity', 'pdf', Buffer.from('%PDF-1.4 orphan'));
    await runRetention(db, store(), { userId: null });
    expect(await store().exists(orphan)).toBe(true);
    await runRetention(db, store(), { userId: null, now: new Date(Date.now() + ORPHAN_GRACE_MS + 60_000) });
    expect(await store().exists(orphan)).toBe(false);
  });
});
