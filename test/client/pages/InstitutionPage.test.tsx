import { screen, within } from '@testing-library/react';
import InstitutionPage from '../../../src/client/pages/InstitutionPage';
import { INSTITUTIONS, findInstitution, institutionPath } from '../../../src/client/content/institutions';
import {
  BOYS_HOSTEL_SLUGS,
  GIRLS_HOSTEL_SLUGS,
  SCHOOL_SLUGS,
  isKnownRoute,
} from '../../../src/shared/routes';
import { renderWithProviders } from '../helpers/render';
import { expectPageHead } from '../helpers/pageAssertions';

jest.mock('../../../src/client/components/blocks/PhotoSlider', () => ({
  __esModule: true,
  default: jest.requireActual('../helpers/photoSliderMock').default,
}));

const SLUGS = [...BOYS_HOSTEL_SLUGS, ...GIRLS_HOSTEL_SLUGS, ...SCHOOL_SLUGS];

/** docs/product.md#other-pages gives these founding years and no others. */
const FOUNDED: Record<string, number> = {
  'seth-r-d-dawda-digambar-jain-boarding-sangli': 1911,
  'digambar-jain-boarding-kolhapur': 1905,
  'digambar-jain-boarding-hubli': 1909,
  'manikbag-digambar-jain-boarding-belgaum': 1910,
  'digambar-jain-boarding-ichalkaranji': 1923,
};

function renderInstitution(slug: string) {
  const institution = findInstitution(slug);
  return renderWithProviders(<InstitutionPage slug={slug} />, {
    route: institution ? institutionPath(institution) : `/school/${slug}`,
  });
}

describe('institution content', () => {
  it('has one record for each of the thirteen slugs of the router, at the right path', () => {
    expect(INSTITUTIONS.map((item) => item.slug).sort()).toEqual([...SLUGS].sort());
    for (const item of INSTITUTIONS) expect(isKnownRoute(institutionPath(item))).toBe(true);
    expect(findInstitution('Jain-english-medium-school-ambad')?.kind).toBe('school');
    expect(findInstitution('jain-english-medium-school-ambad')).toBeUndefined();
  });

  it('states a founding year only where the Sabha gives one', () => {
    for (const item of INSTITUTIONS) expect(item.established).toBe(FOUNDED[item.slug]);
  });

  it('gives every institution four features, photos and a contact with address, phone and email', () => {
    for (const item of INSTITUTIONS) {
      expect(item.features.items).toHaveLength(4);
      expect(item.gallery.photos.length).toBeGreaterThanOrEqual(6);
      expect(new Set(item.gallery.photos.map((photo) => photo.src)).size).toBe(item.gallery.photos.length);
      expect(item.contact.map((entry) => entry.icon)).toEqual(
        expect.arrayContaining(['address', 'phone', 'email']),
      );
    }
  });
});

describe('InstitutionPage', () => {
  it.each(SLUGS)(
    '%s renders one h1, the year or who runs it, history, photos, four features and Contact Us',
    (slug) => {
      const institution = findInstitution(slug)!;
      renderInstitution(slug);
      expectPageHead(institution.name, institution.metaDescription);

      const year = FOUNDED[slug];
      if (year) {
        expect(screen.getByText(`Established ${year} · ${institution.place}`)).toBeInTheDocument();
      } else {
        expect(
          screen.getByText(`Run by the Dakshin Bharat Jain Sabha · ${institution.place}`),
        ).toBeInTheDocument();
        expect(screen.queryByText(/Established/)).not.toBeInTheDocument();
      }

      expect(
        screen.getByRole('heading', { level: 2, name: institution.history.heading }),
      ).toBeInTheDocument();
      const gallery = screen.getByRole('region', { name: institution.gallery.title });
      expect(gallery).toHaveAttribute(
        'data-variant',
        slug === 'digambar-jain-boarding-ichalkaranji' ? 'row' : 'grid',
      );
      expect(within(gallery).getAllByRole('img')).toHaveLength(institution.gallery.photos.length);

      const features = screen.getByRole('heading', {
        level: 2,
        name: institution.features.title,
      }).parentElement!;
      expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(4);

      const contact = screen.getByRole('region', { name: 'Contact Us' });
      expect(within(contact).getByText(/Address/)).toBeInTheDocument();
      expect(within(contact).getByRole('link', { name: /@/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
      expect(within(contact).getByRole('link', { name: /\d{3}/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:/),
      );
      for (const link of screen.getAllByRole('link')) {
        const href = link.getAttribute('href')!;
        if (href.startsWith('/')) expect(isKnownRoute(href)).toBe(true);
      }
    },
  );

  it('Sangli boarding: established 1911, 62 rooms, 160 students, 15 photos and the four tiles', () => {
    renderInstitution('seth-r-d-dawda-digambar-jain-boarding-sangli');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Seth R. D. Dawda Digambar Jain Boarding, Sangli',
    );
    const glance = screen.getByRole('heading', { level: 2, name: 'In numbers' }).parentElement!;
    const figures = Object.fromEntries(
      within(glance)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({ Established: '1911', Rooms: '62', Students: '160' });
    expect(within(screen.getByRole('region', { name: 'Photo Gallery' })).getAllByRole('img')).toHaveLength(
      15,
    );
    const tiles = screen.getByRole('heading', { level: 2, name: 'Facilities' }).parentElement!;
    expect(
      within(tiles)
        .getAllByRole('heading', { level: 3 })
        .map((tile) => tile.textContent),
    ).toEqual(['Food', 'Gym', 'Location', 'Competitive exam library']);
  });

  it('Ichalkaranji boarding: 1923 and the one-row Photos carousel', () => {
    renderInstitution('digambar-jain-boarding-ichalkaranji');
    expect(screen.getByText(/Established 1923/)).toBeInTheDocument();
    expect(findInstitution('digambar-jain-boarding-ichalkaranji')!.gallery).toMatchObject({
      title: 'Photos',
      variant: 'row',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Photos' })).toHaveAttribute('data-variant', 'row');
  });

  it('names the ITI an Industrial Training Institute', () => {
    renderInstitution('veercharya-bhabasaheb-kuchnure-iti-sangli');
    expect(screen.getAllByText('Industrial Training Institute (ITI)').length).toBeGreaterThanOrEqual(1);
  });

  it('an unknown slug shows the not-found page instead of crashing', () => {
    renderInstitution('no-such-school');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    for (const item of INSTITUTIONS) expect(headings[0]).not.toHaveTextContent(item.name);
  });
});
