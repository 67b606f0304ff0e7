import { describeEachDatabase } from '../helpers/harness';

describeEachDatabase(
  'health',
  (server) => {
    it('GET /api/health is 200 when the database answers', async () => {
      const response = await server().app.inject('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect((await server().app.inject('/api/health/')).statusCode).toBe(200);
    });

    it('runs the migrations: every table of the schema exists', async () => {
      const { db } = server();
      const result = await db.execute<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public'" as never,
      );
      const names = (result as unknown as { rows: { table_name: string }[] }).rows.map(
        (row) => row.table_name,
      );
      for (const table of [
        'site_settings',
        'news',
        'events',
        'categories',
        'board_members',
        'presidents',
        'awards',
        'matrimony_cards',
        'enquiries',
      ]) {
        expect(names).toContain(table);
      }
    });
  },
  { seed: false },
);
