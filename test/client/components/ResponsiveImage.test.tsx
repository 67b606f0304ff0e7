import { render } from '@testing-library/react';
import ResponsiveImage, { srcSetFor } from '../../../src/client/components/ResponsiveImage';
import Banner from '../../../src/client/components/blocks/Banner';
import CardGrid from '../../../src/client/components/blocks/CardGrid';
import { MemoryRouter } from 'react-router-dom';
import { expectAttributes } from '../helpers/pageAssertions';

function imageOf(ui: React.ReactElement): HTMLImageElement {
  const { container } = render(<MemoryRouter>{ui}</MemoryRouter>);
  return container.querySelector('img')!;
}

describe('ResponsiveImage', () => {
  it('gives a site picture its family widths, sizes and its full size, lazy by default', () => {
    const img = imageOf(<ResponsiveImage src="/images/cards/education.webp" alt="Pupils" sizes="380px" />);
    expectAttributes(img, {
      src: '/images/cards/education.webp',
      srcset: '/images/cards/education-400w.webp 400w, /images/cards/education.webp 600w',
      sizes: '380px',
      width: '600',
      height: '400',
      alt: 'Pupils',
      loading: 'lazy',
      decoding: 'async',
      fetchpriority: null,
    });
  });

  it('loads the page’s first picture at once with high priority', () => {
    const img = imageOf(<ResponsiveImage src="/images/banners/events.webp" alt="" sizes="100vw" priority />);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '500');
    expect(img.getAttribute('srcset')).toBe(
      '/images/banners/events-800w.webp 800w, /images/banners/events-1200w.webp 1200w, /images/banners/events.webp 1600w',
    );
  });

  it('an uploaded event picture gets the upload widths; its given size is kept', () => {
    const img = imageOf(
      <ResponsiveImage src="/api/uploads/events/ab12.webp" alt="" width={800} height={600} sizes="380px" />,
    );
    expect(img).toHaveAttribute(
      'srcset',
      '/api/uploads/events/ab12-400w.webp 400w, /api/uploads/events/ab12-800w.webp 800w, /api/uploads/events/ab12.webp 1600w',
    );
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
  });

  it('a picture without copies gets neither srcset nor sizes, but keeps its reserved space', () => {
    const img = imageOf(
      <ResponsiveImage
        src="/api/uploads/people/x.webp"
        alt="A member"
        width={240}
        height={240}
        sizes="56px"
      />,
    );
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '240');
    expect(srcSetFor('https://example.org/a.webp')).toBeUndefined();
    expect(srcSetFor('/images/cards/education-400w.webp')).toBeUndefined();
  });

  it('art direction: a <picture> whose source carries its own srcset, media and size', () => {
    const { container } = render(
      <ResponsiveImage
        src="/images/hero/slide-8.webp"
        alt="The app"
        sizes="100vw"
        sources={[{ media: '(max-width: 834px)', src: '/images/hero/slide-8-mobile.webp' }]}
      />,
    );
    expectAttributes(container.querySelector('picture > source')!, {
      media: '(max-width: 834px)',
      srcset: '/images/hero/slide-8-mobile-400w.webp 400w, /images/hero/slide-8-mobile.webp 750w',
      sizes: '100vw',
      width: '750',
      height: '1000',
    });
    expect(container.querySelector('picture > img')).toHaveAttribute('width', '1600');
  });
});

describe('the blocks use it', () => {
  it('a page banner is its page’s priority picture; cards are lazy with their copies', () => {
    const banner = imageOf(<Banner title="Events" image="/images/banners/events.webp" />);
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).toHaveAttribute('sizes', '(max-width: 834px) 800px, 100vw');
    // A 3:2 photograph covers a phone's banner by the page's width: a phone of 412 px at 1.75x takes the 800 px
    // copy, not the whole file.
    const photo = imageOf(
      <Banner title="Boarding" image="/images/institutions/digambar-jain-boarding-kolhapur.webp" />,
    );
    expect(photo).toHaveAttribute('sizes', '100vw');
    expect(photo.getAttribute('srcset')).toContain('digambar-jain-boarding-kolhapur-800w.webp 800w');
    const card = imageOf(
      <CardGrid
        items={[
          {
            image: '/images/cards/education.webp',
            imageAlt: 'Pupils',
            name: 'Education',
            description: 'Schools',
            buttonUrl: '/education',
          },
        ]}
      />,
    );
    expect(card).toHaveAttribute('loading', 'lazy');
    expect(card.getAttribute('srcset')).toContain('/images/cards/education-400w.webp 400w');
  });
});
