import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import Banner from '../../../../src/client/components/blocks/Banner';
import PhotoSlider from '../../../../src/client/components/blocks/PhotoSlider';
import ContactCard from '../../../../src/client/components/blocks/ContactCard';
import FeatureList from '../../../../src/client/components/blocks/FeatureList';
import StatsStrip from '../../../../src/client/components/blocks/StatsStrip';
import CardGrid from '../../../../src/client/components/blocks/CardGrid';
import { expectAttributes, expectLinkTo, expectOnlyH1 } from '../../helpers/pageAssertions';

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('Banner', () => {
  it('renders the single h1 with eyebrow, subtitle and a sized image', () => {
    const { container } = render(
      <Banner
        title="About Sabha"
        eyebrow="Since 1899"
        subtitle="Serving the community"
        image="/images/banners/about.webp"
      />,
    );
    expectOnlyH1('About Sabha');
    expect(screen.getByText('Since 1899')).toBeInTheDocument();
    expect(screen.getByText('Serving the community')).toBeInTheDocument();
    expectAttributes(container.querySelector('img')!, {
      src: '/images/banners/about.webp',
      width: '1600',
      height: '500',
      alt: '',
    });
  });

  it("offers the narrowest phones the banner's middle cut, and an office's upload as it is", () => {
    const { container, rerender } = render(<Banner title="Join Us" image="/images/banners/join-us.webp" />);
    expectAttributes(container.querySelector('picture > source')!, {
      media: '(max-width: 480px)',
      srcset: '/images/banners/join-us-phone.webp',
      width: '1120',
      height: '500',
    });
    expect(container.querySelector('picture > img')).toHaveAttribute('src', '/images/banners/join-us.webp');
    // An event's own picture (an upload) has no cut beside it.
    rerender(<Banner title="Camp" image="/api/uploads/events/camp-3f2a9c01d4e2.webp" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      '/api/uploads/events/camp-3f2a9c01d4e2.webp',
    );
  });
});

describe('PhotoSlider', () => {
  const photos = Array.from({ length: 5 }, (_, i) => ({
    src: `/images/gallery/health-${i + 1}.webp`,
    alt: `Camp ${i + 1}`,
  }));

  it('renders every photo with alt text, width, height and lazy loading', () => {
    render(<PhotoSlider title="Gallery" photos={photos} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Gallery' })).toBeInTheDocument();
    for (const photo of photos) {
      // react-slick may clone slides; every copy carries the same attributes.
      const images = screen.getAllByAltText(photo.alt);
      expect(images.length).toBeGreaterThan(0);
      expect(images[0]).toHaveAttribute('src', photo.src);
      expect(images[0]).toHaveAttribute('width', '800');
      expect(images[0]).toHaveAttribute('height', '600');
      expect(images[0]).toHaveAttribute('loading', 'lazy');
    }
    expect(screen.getByRole('region', { name: 'Gallery' })).toBeInTheDocument();
  });

  it('renders the one-row variant too', () => {
    render(<PhotoSlider title="Photos" photos={photos} variant="row" />);
    expect(screen.getAllByAltText('Camp 1').length).toBeGreaterThan(0);
  });

  it('renders nothing when there are no photos', () => {
    const { container } = render(<PhotoSlider title="Gallery" photos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ContactCard', () => {
  it('links phone numbers with tel:, emails with mailto:, site paths in the app and plain text otherwise', () => {
    inRouter(
      <ContactCard
        title="Contact the office"
        entries={[
          { icon: 'address', label: 'Address', value: 'Sangli, Maharashtra' },
          { icon: 'phone', label: 'Phone', value: '+91 233 2621 899', href: 'tel:+912332621899' },
          {
            icon: 'email',
            label: 'Email',
            value: 'office@dbjainsabha.org',
            href: 'mailto:office@dbjainsabha.org',
          },
          { icon: 'web', label: 'Online enquiry', value: 'Send us a message', href: '/contact-us' },
          { icon: 'web', label: 'Website', value: 'dbjainsabha.org', href: 'https://www.dbjainsabha.org' },
        ]}
      />,
    );
    const card = screen.getByRole('region', { name: 'Contact the office' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Contact the office');
    expect(within(card).getByRole('link', { name: '+91 233 2621 899' })).toHaveAttribute(
      'href',
      'tel:+912332621899',
    );
    expect(within(card).getByRole('link', { name: 'office@dbjainsabha.org' })).toHaveAttribute(
      'href',
      'mailto:office@dbjainsabha.org',
    );
    expect(within(card).getByRole('link', { name: 'Send us a message' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    const web = within(card).getByRole('link', { name: 'dbjainsabha.org' });
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByText('Sangli, Maharashtra').closest('a')).toBeNull();
    expect(within(card).getAllByRole('link')).toHaveLength(4);
  });

  it('defaults its title to Contact Us', () => {
    inRouter(<ContactCard entries={[{ icon: 'phone', label: 'Phone', value: '123' }]} />);
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  });
});

describe('FeatureList', () => {
  it('renders a titled list of features with their descriptions', () => {
    render(
      <FeatureList
        title="Facilities"
        features={[
          { icon: 'food', title: 'Pure vegetarian mess', description: 'Three meals a day.' },
          { icon: 'library', title: 'Study library', description: 'Open late for exam preparation.' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Facilities' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 3 })).toHaveTextContent('Pure vegetarian mess');
    expect(within(items[1]).getByText('Open late for exam preparation.')).toBeInTheDocument();
  });

  it('renders nothing without features', () => {
    const { container } = render(<FeatureList title="Facilities" features={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('StatsStrip', () => {
  it('pairs every value with its label', () => {
    const { container } = render(
      <StatsStrip
        title="Our Achievements"
        tone="light"
        stats={[
          { id: 'trees', value: '15,22,832', label: 'Trees planted' },
          { id: 'scholarships', value: '15,832', label: 'Scholarships' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our Achievements' })).toBeInTheDocument();
    const terms = container.querySelectorAll('dt');
    const values = container.querySelectorAll('dd');
    expect(Array.from(terms, (t) => t.textContent)).toEqual(['Trees planted', 'Scholarships']);
    expect(Array.from(values, (v) => v.textContent)).toEqual(['15,22,832', '15,832']);
    expect(container.firstElementChild).toHaveClass('light');
  });

  it('is dark by default and empty without stats', () => {
    const { container, rerender } = render(<StatsStrip stats={[{ id: 'a', value: '1', label: 'One' }]} />);
    expect(container.firstElementChild).toHaveClass('dark');
    rerender(<StatsStrip stats={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CardGrid', () => {
  const items = [
    {
      image: '/images/cards/boys-hostels.webp',
      imageAlt: 'Students outside a boys hostel',
      name: 'Boys Hostels',
      description: 'Five boardings.',
      buttonUrl: '/boys-hostel/digambar-jain-boarding-kolhapur',
    },
    {
      image: '/images/cards/schools.webp',
      imageAlt: 'A classroom',
      name: 'Schools',
      description: 'Five schools.',
      buttonUrl: '/school/shrimanti-annasaheb-patil-highschool-nandre',
      buttonLabel: 'See schools',
    },
  ];

  it('renders a card per item with its image and a Learn More link to its page', () => {
    inRouter(<CardGrid title="Education" intro="Our institutions." items={items} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Education' })).toBeInTheDocument();
    expect(screen.getByText('Our institutions.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Boys Hostels',
      'Schools',
    ]);
    const learnMore = screen.getByRole('link', { name: 'Learn More about Boys Hostels' });
    expect(learnMore).toHaveTextContent('Learn More');
    expect(learnMore).toHaveAttribute('href', '/boys-hostel/digambar-jain-boarding-kolhapur');
    expectLinkTo('See schools about Schools', '/school/shrimanti-annasaheb-patil-highschool-nandre');
    const img = screen.getByAltText('Students outside a boys hostel');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');
  });

  it('opens external links in a new tab', () => {
    inRouter(<CardGrid items={[{ ...items[0], buttonUrl: 'https://example.org/x' }]} />);
    const link = screen.getByRole('link', { name: /Learn More/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
