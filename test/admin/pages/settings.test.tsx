import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_DOCUMENT_MESSAGES } from '../../../src/shared/validation/siteDocuments';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';

// Issue 9, defect 6: the office enters the bank accounts (at most two) and the Form 10AC order in Site settings,
// checked with the same rules as the server before anything is sent.

afterEach(() => jest.restoreAllMocks());

const SAVED = {
  facebook_url: '',
  twitter_url: '',
  insta_url: '',
  linkedin_url: '',
  youtube_url: '',
  contact_address: 'Sangli',
  contact_mobile: '+91 233 262 1899',
  contact_email: 'office@example.org',
  site_copyright: 'Copyright © 2024',
  identity_retention_days: null,
  bank_accounts: [],
  form_10ac_url: '',
};

function mockSettings() {
  const puts: unknown[] = [];
  mockFetch([
    [
      /\/api\/admin\/settings$/,
      async (request) => {
        if (request.method === 'PUT') {
          const body = await request.json();
          puts.push(body);
          return jsonResponse({ result: body });
        }
        return jsonResponse({ result: SAVED });
      },
    ],
  ]);
  return puts;
}

describe('Site settings: bank accounts and Form 10AC', () => {
  test('refuses a malformed account with the shared messages, then saves two tidied accounts', async () => {
    const puts = mockSettings();
    const user = userEvent.setup();
    renderAdmin('/settings', { session: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const first = screen.getByRole('group', { name: 'Bank account 1' });
    await user.type(within(first).getByLabelText('Account name'), 'Dakshin Bharat Jain Sabha');
    await user.type(within(first).getByLabelText('Bank'), 'Bank of Maharashtra');
    await user.type(within(first).getByLabelText('Branch'), 'Sangli Main');
    await user.type(within(first).getByLabelText('Account number'), '1234');
    await user.type(within(first).getByLabelText('IFSC'), 'SMPL001');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(within(first).getByText(SITE_DOCUMENT_MESSAGES.accountNumber)).toBeInTheDocument();
    expect(within(first).getByText(SITE_DOCUMENT_MESSAGES.ifsc)).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(within(first).getByLabelText('Account number'));
    await user.type(within(first).getByLabelText('Account number'), '6012 3456 789');
    await user.clear(within(first).getByLabelText('IFSC'));
    await user.type(within(first).getByLabelText('IFSC'), 'mahb0000123');
    await user.click(screen.getByRole('button', { name: 'Add a bank account' }));
    // Two is the most the magazine page shows.
    expect(screen.queryByRole('button', { name: 'Add a bank account' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove bank account 2' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/The settings were saved/)).toBeInTheDocument();
    expect(puts).toEqual([
      {
        ...SAVED,
        bank_accounts: [
          {
            account_name: 'Dakshin Bharat Jain Sabha',
            bank_name: 'Bank of Maharashtra',
            branch: 'Sangli Main',
            account_number: '60123456789',
            ifsc: 'MAHB0000123',
          },
        ],
      },
    ]);
  });

  test('a Form 10AC link that is not https is refused before saving', async () => {
    const puts = mockSettings();
    const user = userEvent.setup();
    renderAdmin('/settings', { session: SIGNED_IN });
    await user.type(await screen.findByLabelText('Form 10AC link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText(SITE_DOCUMENT_MESSAGES.form10acUrl)).toBeInTheDocument();
    expect(puts).toEqual([]);
  });
});
