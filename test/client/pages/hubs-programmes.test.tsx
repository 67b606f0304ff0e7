import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../helpers/render';
import HubPage from '../../../src/client/pages/HubPage';
import ProgrammePage from '../../../src/client/pages/ProgrammePage';
import {
  BOYS_HOSTEL_SLUGS,
  GIRLS_HOSTEL_SLUGS,
  SCHOOL_SLUGS,
  isKnownRoute,
} from '../../../src/shared/routes';
import { PROGRAMMES, type ProgrammeKey } from '../../../src/client/content/programmes';
import { expectLinkTo, expectOnlyH1 } from '../helpers/pageAssertions';

// images.ts belongs to the assets engineer; until it lands, a stand-in with the same contract is used.
jest.mock(
  '../../../src/client/content/images',
  () => ({
    ...jest.requireActual('../../../src/client/content/images'),
    ...jest.requireActual('../helpers/mockImages'),
  }),
  { virtual: true },
);

const internalLinks = () =>
  screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));

describe('HubPage', () => {
  it('education: three cards whose Learn More opens the first institution of each group, and every institution listed', () => {
    renderWithProviders(<HubPage hub="education" />, { route: '/education' });
    expectOnlyH1('Education');
    expectLinkTo('Learn More about Boys Hostels', `/boys-hostel/${BOYS_HOSTEL_SLUGS[0]}`);
    expectLinkTo('Learn More about Girls Hostels', `/girls-hostel/${GIRLS_HOSTEL_SLUGS[0]}`);
    expectLinkTo('Learn More about Schools', `/school/${SCHOOL_SLUGS[0]}`);

    const expected = [
      ...BOYS_HOSTEL_SLUGS.map((slug) => `/boys-hostel/${slug}`),
      ...GIRLS_HOSTEL_SLUGS.map((slug) => `/girls-hostel/${slug}`),
      ...SCHOOL_SLUGS.map((slug) => `/school/${slug}`),
    ];
    const directory = screen
      .getByRole('heading', { level: 2, name: 'Every hostel and school' })
      .closest('section')!;
    const listed = within(directory)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(listed).toEqual(expected);
    expectLinkTo('About our scholarships', '/Scholarship');
    expect(document.title).toBe('Education | Dakshin Bharat Jain Sabha');
  });

  it('instil-moral-values: one Paathshala card', () => {
    renderWithProviders(<HubPage hub="instil-moral-values" />, { route: '/instil-moral-values' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Instil Moral Values');
    const cards = screen.getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(['Paathshala']);
    expectLinkTo('Learn More about Paathshala', '/sanskar/paathshala');
  });

  it('health: one Blood Donation Camps card and a link to the Kamveer Arogya Abhiyan', () => {
    renderWithProviders(<HubPage hub="health" />, { route: '/health' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Health');
    expect(screen.getAllByRole('heading', { level: 3 }).map((card) => card.textContent)).toEqual([
      'Blood Donation Camps',
    ]);
    expectLinkTo('Learn More about Blood Donation Camps', '/health/blood-donation-camps');
    expectLinkTo('About the Kamveer Arogya Abhiyan', '/health/kamveer-arogya-abhiyan');
  });

  it('social-work: Awards and Matrimony Events cards', () => {
    renderWithProviders(<HubPage hub="social-work" />, { route: '/social-work' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Social Work');
    expectLinkTo('Learn More about Awards', '/social-work/awards');
    expectLinkTo('Learn More about Matrimony Events', '/social-work/matrimony-events');
  });

  it.each(['education', 'instil-moral-values', 'health', 'social-work'] as const)(
    '%s links only to known routes',
    (hub) => {
      renderWithProviders(<HubPage hub={hub} />, { route: `/${hub}` });
      for (const href of internalLinks()) expect(isKnownRoute(href)).toBe(true);
    },
  );
});

describe('ProgrammePage', () => {
  const keys = Object.keys(PROGRAMMES) as ProgrammeKey[];

  it.each(keys)('%s: banner, text, gallery, figures or features, and a contact card', (key) => {
    const programme = PROGRAMMES[key];
    const { container } = renderWithProviders(<ProgrammePage programme={key} />);
    expectOnlyH1(programme.title);
    for (const section of programme.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
    }
    // Gallery: every photo with its alt text and size.
    expect(screen.getByRole('region', { name: programme.gallery.title })).toBeInTheDocument();
    expect(programme.gallery.photos.length).toBeGreaterThan(0);
    for (const photo of programme.gallery.photos) {
      expect(container.querySelector(`img[src="${photo.src}"]`)).toHaveAttribute('alt', photo.alt);
    }
    // Features and (where given) figures.
    for (const feature of programme.features.features) {
      expect(screen.getByRole('heading', { level: 3, name: feature.title })).toBeInTheDocument();
    }
    for (const stat of programme.stats?.stats ?? [])
      expect(screen.getAllByText(stat.value).length).toBeGreaterThan(0);
    // Contact card with phone and email links.
    const card = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(card).getByRole('link', { name: /\+91/ }).getAttribute('href')).toMatch(/^tel:\+91\d+$/);
    expect(within(card).getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(document.title).toBe(`${programme.title} | Dakshin Bharat Jain Sabha`);
    for (const href of internalLinks()) expect(isKnownRoute(href.split('?')[0])).toBe(true);
  });

  it('blood donation camps shows the 7,832 camps figure and belongs to the health hub', () => {
    renderWithProviders(<ProgrammePage programme="blood-donation-camps" />);
    expect(screen.getAllByText('7,832').length).toBeGreaterThan(0);
    expectLinkTo('Health', '/health');
  });

  it('paathshala shows 181 Paathshalas and 6,500 children', () => {
    renderWithProviders(<ProgrammePage programme="paathshala" />);
    expect(screen.getByText('181')).toBeInTheDocument();
    expect(screen.getByText('6,500')).toBeInTheDocument();
    expectLinkTo('Instil Moral Values', '/instil-moral-values');
  });
});
