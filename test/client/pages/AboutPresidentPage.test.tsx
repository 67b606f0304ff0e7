import { screen } from '@testing-library/react';
import AboutPresidentPage from '../../../src/client/pages/AboutPresidentPage';
import { renderWithProviders } from '../helpers/render';
import { mockRoutes, ok, serverError, type Reply } from '../helpers/fetchMock';
import { makePresident } from '../helpers/fixtures';

function renderPresident(reply: Reply) {
  const api = mockRoutes({ 'fetch/about-president': reply });
  const view = renderWithProviders(<AboutPresidentPage />, { route: '/about-president' });
  return { api, ...view };
}

afterEach(() => jest.restoreAllMocks());

describe('About President', () => {
  test('shows a loading state while the record loads', async () => {
    renderPresident('pending');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About President' })).toBeInTheDocument();
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
  });

  test("says 'No Data Available' when there is no record, and still tells the Sabha's story", async () => {
    renderPresident(ok({ result: [] }));
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Education & Social Impact' })).toBeInTheDocument();
  });

  test("says 'No Data Available' when the request fails", async () => {
    renderPresident(serverError);
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  test('shows photo, salutation and name, sub-name, description and the fixed text of the first record', async () => {
    const { container } = renderPresident(
      ok({ result: [makePresident(), makePresident({ id: 2, president_name: 'Someone Else' })] }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Shri Example Patil' })).toBeInTheDocument();
    expect(screen.queryByText(/Someone Else/)).not.toBeInTheDocument();
    expect(screen.getByText('President, Dakshin Bharat Jain Sabha')).toBeInTheDocument();
    expect(screen.getByText('Has served the Sabha for three decades.')).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Portrait of Shri Example Patil' });
    expect(photo).toHaveAttribute('src', '/api/uploads/president/photo.webp');
    expect(screen.getByRole('heading', { name: 'Education & Social Impact' })).toBeInTheDocument();
    expect(container.textContent).toMatch(/hostel|boarding/i);
    expect(container.textContent).toMatch(/scholarship/i);
    expect(container.textContent).toMatch(/health camps/i);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  test('keeps only p, b, strong, i, em, br, ul and li, without attributes', async () => {
    const description =
      '<p class="lead" style="color:red" onclick="steal()">Served <b>long</b> and <strong>well</strong>,<br><i>humbly</i> <em>always</em>.</p>' +
      '<ul id="list"><li title="x">Hostels</li></ul><script>window.hacked = true</script><img src="x" onerror="alert(1)">' +
      '<a href="https://evil.example">link text</a><h2>Heading</h2><div>Div text</div><iframe src="https://evil.example"></iframe>';
    const { container } = renderPresident(
      ok({ result: [makePresident({ president_description: description })] }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Shri Example Patil' });
    const rich = container.querySelector('.rich-text')!;
    const tags = new Set([...rich.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()));
    expect([...tags].every((tag) => ['p', 'b', 'strong', 'i', 'em', 'br', 'ul', 'li'].includes(tag))).toBe(
      true,
    );
    expect(tags).toEqual(new Set(['p', 'b', 'strong', 'br', 'i', 'em', 'ul', 'li']));
    expect([...rich.querySelectorAll('*')].every((element) => element.attributes.length === 0)).toBe(true);
    expect(rich.innerHTML).not.toMatch(/script|onerror|onclick|evil|hacked/);
    expect(rich.textContent).toContain('Hostels');
    expect(rich.textContent).toContain('link text');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
