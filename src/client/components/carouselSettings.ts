import type { Settings } from 'react-slick';

// docs/product.md#carousel-settings, carousel by carousel. react-slick breakpoints are max-widths: "834"
// means at or below 834 px.

export const MOBILE_BREAKPOINT = 834;

export const HERO_SETTINGS: Settings = {
  infinite: true,
  speed: 500,
  autoplay: true,
  autoplaySpeed: 2000,
  dots: true,
  arrows: true,
  slidesToShow: 1,
  slidesToScroll: 1,
  responsive: [{ breakpoint: MOBILE_BREAKPOINT, settings: { arrows: false } }],
};

export const BRANCHES_SETTINGS: Settings = {
  infinite: true,
  speed: 1000,
  autoplay: true,
  autoplaySpeed: 2000,
  slidesToShow: 3,
  slidesToScroll: 3,
  arrows: true,
  dots: false,
  responsive: [
    {
      breakpoint: MOBILE_BREAKPOINT,
      settings: { slidesToShow: 1.2, slidesToScroll: 1, infinite: false, arrows: false },
    },
  ],
};

/** What People Say and the home Events carousel share one shape. */
export const THREE_CARD_SETTINGS: Settings = {
  infinite: false,
  speed: 500,
  slidesToShow: 3,
  slidesToScroll: 1,
  arrows: true,
  dots: false,
  responsive: [
    { breakpoint: 1000, settings: { slidesToShow: 2 } },
    { breakpoint: MOBILE_BREAKPOINT, settings: { slidesToShow: 1.1, arrows: false } },
  ],
};

export const HISTORY_CARDS_SETTINGS: Settings = {
  infinite: false,
  speed: 500,
  slidesToShow: 4,
  slidesToScroll: 1,
  arrows: false,
  dots: false,
  responsive: [
    { breakpoint: 1000, settings: { slidesToShow: 2.2 } },
    { breakpoint: MOBILE_BREAKPOINT, settings: { slidesToShow: 1.05, infinite: true, dots: true } },
  ],
};

export const PILLARS_SETTINGS: Settings = {
  infinite: true,
  speed: 500,
  autoplay: true,
  autoplaySpeed: 2000,
  slidesToShow: 4,
  slidesToScroll: 3,
  arrows: true,
  dots: false,
  responsive: [
    { breakpoint: MOBILE_BREAKPOINT, settings: { slidesToShow: 2.2, slidesToScroll: 2, arrows: false } },
  ],
};

/** One slide at a time in a loop, turning every 2 s, with dots and no arrows; each slider sets its own speed. */
const ONE_SLIDE_WITH_DOTS: Settings = {
  infinite: true,
  autoplay: true,
  autoplaySpeed: 2000,
  slidesToShow: 1,
  slidesToScroll: 1,
  arrows: false,
  dots: true,
};

export const DONATION_TESTIMONIALS_SETTINGS: Settings = { ...ONE_SLIDE_WITH_DOTS, speed: 1000 };

export const AWARDS_SETTINGS: Settings = { ...ONE_SLIDE_WITH_DOTS, speed: 500 };

/** Photo slider: 3 per view in 2 rows, 1000 ms, no autoplay, no loop; 2 below 1024 px, 1 at 843 px and below. */
export const PHOTO_SLIDER_SETTINGS: Settings = {
  infinite: false,
  speed: 1000,
  autoplay: false,
  slidesToShow: 3,
  slidesToScroll: 3,
  rows: 2,
  dots: true,
  arrows: true,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 2, slidesToScroll: 2 } },
    { breakpoint: 843, settings: { slidesToShow: 1, slidesToScroll: 1, arrows: false } },
  ],
};

/** Ichalkaranji boarding and the event detail 'Photos': one row, 3 per view. */
export const PHOTOS_ROW_SETTINGS: Settings = {
  infinite: false,
  speed: 1000,
  autoplay: false,
  slidesToShow: 3,
  slidesToScroll: 1,
  dots: true,
  arrows: true,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 2 } },
    { breakpoint: 843, settings: { slidesToShow: 1, arrows: false } },
  ],
};

/** History timeline: a slider below 834 px (a plain row above, so no carousel is mounted there). */
export const TIMELINE_SETTINGS: Settings = {
  infinite: false,
  speed: 500,
  slidesToShow: 1.1,
  slidesToScroll: 1,
  arrows: false,
  dots: true,
};
