import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CentralCommitteePage from '../../../src/client/pages/CentralCommitteePage';
import { renderWithProviders } from '../helpers/render';
import { mockRoutes, ok, serverError, type ApiCall, type Reply } from '../helpers/fetchMock';
import { categories, makeMember } from '../helpers/fixtures';

const MEMBERS: Record<string, ReturnType<typeof makeMember>[]> = {
  'Office Bearers': [makeMember(1, 'Ajit Patil', 'President'), makeMember(2, 'Sunita Shah', 'Secretary')],
  Trustees: [makeMember(3, 'Ravi Chougule', 'Trustee')],
  Advisors: [],
};

function renderCommittee(categoriesReply: Reply, membersReply?: (call: ApiCall) => Reply) {
  const api = mockRoutes({
    'fetch/categories/': categoriesReply,
    'fetch/board-of-directors/':
      membersReply ?? ((call) => ok({ result: MEMBERS[call.params.get('category_name')!] ?? [] })),
  });
  renderWithProviders(<CentralCommitteePage />, { route: '/central-committee' });
  return api;
}

const THREE = ok({ result: categories('Office Bearers', 'Trustees', 'Advisors') });
const memberCategories = (api: ReturnType<typeof renderCommittee>) =>
  api.callsTo('fetch/board-of-directors/').map((call) => call.params.get('category_name'));

afterEach(() => jest.restoreAllMocks());

describe('Central Committee', () => {
  test('shows a loading state while the categories load', async () => {
    renderCommittee('pending');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the committee…');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Central Committee' })).toBeInTheDocument();
  });

  test("says 'No Data Available' when there are no categories, without asking for members", async () => {
    const api = renderCommittee(ok({ result: [] }));
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(api.callsTo('fetch/board-of-directors/')).toHaveLength(0);
  });

  test("says 'No Data Available' when the categories request fails", async () => {
    renderCommittee(serverError);
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  test("says 'No Data Available' when the members request fails", async () => {
    renderCommittee(THREE, () => serverError);
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Office Bearers' })).toHaveAttribute('aria-selected', 'true');
  });

  test('asks for categories of about_us in ascending order and selects the first one', async () => {
    const api = renderCommittee(THREE);
    expect(await screen.findByText('Ajit Patil')).toBeInTheDocument();
    const [categoriesCall] = api.callsTo('fetch/categories/');
    expect(categoriesCall.params.get('parent_name')).toBe('about_us');
    expect(categoriesCall.params.get('order')).toBe('asc');
    expect(memberCategories(api)).toEqual(['Office Bearers']);

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Office Bearers', 'Trustees', 'Advisors']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'false');

    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0].id);
    const cards = within(panel).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading', { name: 'Ajit Patil' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('President')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('img')).toHaveAttribute('src', '/api/uploads/board/1.webp');
    expect(within(cards[0]).getByRole('img')).toHaveAttribute('alt', 'Portrait of Ajit Patil');
  });

  test('choosing a tab refetches the members of that category', async () => {
    const user = userEvent.setup();
    const api = renderCommittee(THREE);
    await screen.findByText('Ajit Patil');
    await user.click(screen.getByRole('tab', { name: 'Trustees' }));
    expect(await screen.findByText('Ravi Chougule')).toBeInTheDocument();
    expect(screen.queryByText('Ajit Patil')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Trustees' })).toHaveAttribute('aria-selected', 'true');
    expect(memberCategories(api)).toEqual(['Office Bearers', 'Trustees']);

    await user.click(screen.getByRole('tab', { name: 'Advisors' }));
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(memberCategories(api)).toEqual(['Office Bearers', 'Trustees', 'Advisors']);
  });

  test('previous and next arrows move between categories and are disabled at the ends', async () => {
    const user = userEvent.setup();
    renderCommittee(THREE);
    await screen.findByText('Ajit Patil');
    const previous = screen.getByRole('button', { name: 'Previous category' });
    const next = screen.getByRole('button', { name: 'Next category' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(await screen.findByText('Ravi Chougule')).toBeInTheDocument();
    expect(previous).toBeEnabled();
    await user.click(next);
    expect(screen.getByRole('tab', { name: 'Advisors' })).toHaveAttribute('aria-selected', 'true');
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(screen.getByRole('tab', { name: 'Trustees' })).toHaveAttribute('aria-selected', 'true');
  });

  test('arrow keys, Home and End move the selection and the focus between tabs', async () => {
    const user = userEvent.setup();
    renderCommittee(THREE);
    await screen.findByText('Ajit Patil');
    const first = screen.getByRole('tab', { name: 'Office Bearers' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Trustees' })).toHaveAttribute('tabindex', '-1');
    first.focus();
    await user.keyboard('{ArrowRight}');
    const trustees = screen.getByRole('tab', { name: 'Trustees' });
    expect(trustees).toHaveFocus();
    expect(trustees).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Ravi Chougule')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Advisors' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Office Bearers' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Advisors' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Office Bearers' })).toHaveAttribute('aria-selected', 'true');
  });

  test('shows a loading state while the members of a category load', async () => {
    renderCommittee(THREE, () => 'pending');
    expect(await screen.findByText('Loading members…')).toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });
});
