import { describeEachDatabase } from '../helpers/harness';
import { paymentSuite } from './harness';
import { DONATION_FIELDS, multipart } from './fixtures';

describeEachDatabase(
  'form rate limit on the payment forms',
  (context) => {
    it('answers 429 once a client sends more forms a minute than FORM_RATE_LIMIT', async () => {
      const { app } = context();
      const post = (url: string) =>
        app.inject({ method: 'POST', url, ...multipart({ ...DONATION_FIELDS, first_name: '' }) });
      expect((await post('/api/donation/add')).statusCode).toBe(400);
      expect((await post('/api/donation/add')).statusCode).toBe(400);
      const limited = await post('/api/donation/add');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Too many requests/);
      // Counted per route: the membership form has its own allowance.
      expect((await post('/api/joinus/joinnow')).statusCode).toBe(400);
    });
  },
  paymentSuite({ env: { FORM_RATE_LIMIT: '2' } }),
);
