import { screen, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import Header from '../../../src/client/components/Header/Header';
import { isKnownRoute } from '../../../src/shared/routes';
import { renderWithProviders } from '../helpers/render';
import { restoreScreen, setWideScreen } from '../helpers/media';
import { expectLinkTo } from '../helpers/pageAssertions';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderHeader(route = '/') {
  return renderWithProviders(
    <>
      <Header />
      <CurrentPath />
    </>,
    { route },
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '')!;

describe('Header at 1280 px and wider', () => {
  beforeEach(() => setWideScreen(true));
  afterEach(restoreScreen);

  test('shows every top-level item in order, then the Donate button', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const items = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav)
      .map((item) => item.firstElementChild?.textContent?.trim());
    expect(items).toEqual([
      'Home',
      'About Us',
      'History',
      'Branches',
      'Education',
      'Publications',
      'Events',
      'Join US',
      'Contact Us',
    ]);
    expectLinkTo(/donate/i, '/donation');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  test('a dropdown opens on click and closes on a click outside', async () => {
    const user = userEvent.setup();
    renderHeader();
    const about = trigger('About Us');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(about)).not.toBeVisible();

    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(about);
    expect(panel).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about-sabha', '/history', '/central-committee', '/about-president']);

    await user.click(document.body);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  test('Escape closes the open dropdown and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(trigger('Publications'));
    expect(trigger('Publications')).toHaveAttribute('aria-expanded', 'true');
    within(panelOf(trigger('Publications')))
      .getAllByRole('link')[0]
      .focus();

    await user.keyboard('{Escape}');
    expect(trigger('Publications')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Publications')).toHaveFocus();
  });

  test('one dropdown at a time; a second click on its button closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(trigger('About Us'));
    await user.click(trigger('Branches'));
    expect(trigger('About Us')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Branches')).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger('Branches'));
    expect(trigger('Branches')).toHaveAttribute('aria-expanded', 'false');
  });

  test('Branches has nine links laid out in three columns; About Us (four links) in one', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(trigger('Branches'));
    const branches = within(panelOf(trigger('Branches'))).getByRole('list');
    expect(within(branches).getAllByRole('link')).toHaveLength(9);
    expect(branches.className).toContain('columns');

    await user.click(trigger('About Us'));
    expect(within(panelOf(trigger('About Us'))).getByRole('list').className).not.toContain('columns');
  });

  test('the Education menu shows groups on the left and switches the links on the right', async () => {
    const user = userEvent.setup();
    renderHeader();
    const education = screen.getAllByRole('button', { name: 'Education' })[0];
    await user.click(education);
    const panel = panelOf(education);
    const groups = within(panel).getByRole('list', { name: 'Groups' });
    expect(
      within(groups)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Education', 'Boys Hostel', 'Girls Hostel', 'School', 'Scholarship']);
    expect(within(groups).getByRole('button', { name: 'Education' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('link', { name: 'Instil Moral Values' })).toHaveAttribute(
      'href',
      '/instil-moral-values',
    );

    await user.click(within(groups).getByRole('button', { name: 'Boys Hostel' }));
    expect(within(groups).getByRole('button', { name: 'Boys Hostel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(panel).queryByRole('link', { name: 'Instil Moral Values' })).not.toBeInTheDocument();
    const hostels = within(panel).getAllByRole('link');
    expect(hostels).toHaveLength(5);
    expect(
      within(panel).getByRole('link', { name: 'Seth R. D. Dawda Digambar Jain Boarding, Sangli' }),
    ).toHaveAttribute('href', '/boys-hostel/seth-r-d-dawda-digambar-jain-boarding-sangli');

    await user.click(within(groups).getByRole('button', { name: 'Scholarship' }));
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/Scholarship']);
  });

  test('following a link in a dropdown navigates and closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(trigger('About Us'));
    await user.click(within(panelOf(trigger('About Us'))).getByRole('link', { name: 'Central Committee' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/central-committee');
    expect(trigger('About Us')).toHaveAttribute('aria-expanded', 'false');
  });

  test('every link of the header points at a page of the site', async () => {
    const user = userEvent.setup();
    renderHeader();
    const hrefs = new Set<string>();
    const collect = () =>
      screen.getAllByRole('link').forEach((link) => hrefs.add(link.getAttribute('href') ?? ''));
    collect();
    for (const name of ['About Us', 'Branches', 'Publications']) {
      await user.click(trigger(name));
      collect();
    }
    await user.click(screen.getAllByRole('button', { name: 'Education' })[0]);
    const groups = screen.getByRole('list', { name: 'Groups' });
    for (const button of within(groups).getAllByRole('button')) {
      fireEvent.click(button);
      collect();
    }
    // 9 top-level/brand/donate links + 4 + 9 + 3 + 9 + 5 + 3 + 5 + 1
    expect(hrefs.size).toBeGreaterThanOrEqual(40);
    for (const href of hrefs) expect(isKnownRoute(href)).toBe(true);
  });
});

describe('Header below 1280 px', () => {
  beforeEach(() => setWideScreen(false));
  afterEach(restoreScreen);

  test('the hamburger opens a full-screen dialog that traps focus and locks scrolling; Escape closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Main menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();

    // Shift+Tab from the first control wraps to the last one, Tab from the last back to the first.
    const home = within(dialog).getByRole('link', {
      name: /^Dakshin Bharat Jain Sabha Since 1899\s*, home page$/,
    });
    home.focus();
    await user.tab({ shift: true });
    const joinUs = within(dialog).getByRole('link', { name: 'Join Us' });
    expect(joinUs).toHaveFocus();
    await user.tab();
    expect(home).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(open).toHaveFocus();
  });

  test('groups expand inside the menu, the Education groups one level deeper, and a link closes the menu', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Main menu' });

    const branches = within(dialog).getByRole('button', { name: 'Branches' });
    expect(branches).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Central Library' })).not.toBeInTheDocument();
    await user.click(branches);
    expect(branches).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Central Library' })).toBeVisible();
    await user.click(branches);
    expect(within(dialog).queryByRole('link', { name: 'Central Library' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Education' }));
    const girls = within(dialog).getByRole('button', { name: 'Girls Hostel' });
    await user.click(girls);
    const link = within(dialog).getByRole('link', { name: 'Jain Shravikashram, Kolhapur' });
    expect(link).toHaveAttribute('href', '/girls-hostel/jain-shravikashram-kolhapur');

    await user.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/girls-hostel/jain-shravikashram-kolhapur');
    expect(document.body.style.overflow).toBe('');
  });

  test('the close button closes the menu', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
