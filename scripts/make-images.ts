/**
 * `npx tsx scripts/make-images.ts`: draws every static picture of the site (public/images, except the brand
 * folder) and the two short slideshow videos (public/media, needs ffmpeg). Nothing is downloaded: each picture is
 * an SVG illustration composed here and encoded to WebP with sharp. A seeded random generator varies composition,
 * colours and time of day, so the output is the same on every run and galleries do not repeat themselves.
 * It writes no documents: the Form 10AC order is the office's own file, uploaded in the console.
 *
 * What a picture shows is declared in src/client/content/images.ts (gallery subjects, hero pictures, pillars,
 * testimonial portraits), and the pages take their alt texts from there. People are drawn as illustrations, never
 * likenesses; a Digambar ascetic is never drawn as a person, only by his pichhi and kamandal.
 *
 * Each picture also gets the narrower copies its srcset names (x-400w.webp, widths per family in images.ts) and a
 * hero picture its portrait cut for phones: see scripts/image-variants.ts.
 *
 * `--only <text>` draws only the files whose path contains the text (`--only media` makes the videos only);
 * `--preview` also writes PNG copies to /tmp/preview.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { writeVariants } from './image-variants';
import { BOYS_HOSTEL_SLUGS, GIRLS_HOSTEL_SLUGS, SCHOOL_SLUGS } from '../src/shared/routes';
import { BRANCH_KEYS } from '../src/client/content/branchCards';
import {
  GALLERY_POOLS,
  GALLERY_SUBJECTS,
  HERO_PICTURES,
  IMAGE_SIZES,
  PERSON_PICTURES,
  PILLAR_PORTRAITS,
  pillarImage,
  type GalleryPool,
} from '../src/client/content/images';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness: every picture gets its own generator seeded from its file name.

function hashSeed(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hashSeed(seed) || 1;
  }
  next(): number {
    // mulberry32
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Palette and colour helpers

const C = {
  maroon: '#7b1e1e',
  maroonDark: '#4e1111',
  gold: '#b7791f',
  goldLight: '#e0a93b',
  saffron: '#e07b24',
  marigold: '#f59e0b',
  cream: '#fffbf5',
  paper: '#f6ecdc',
  green: '#1f5f45',
  greenLight: '#3f8a5f',
  leaf: '#5b9a52',
  sky: '#8cc8ea',
  ink: '#2b2320',
  wood: '#8a5a32',
  woodDark: '#5e3b22',
  white: '#ffffff',
  red: '#b3122b',
};

const SKINS = ['#c68a5b', '#b97a4f', '#d19a6c', '#a86b43', '#8d5a36', '#dca67a', '#c9905f'];
const HAIR_DARK = ['#1d1714', '#2b211c', '#231a17', '#33261f'];
const HAIR_GREY = ['#b9b4ad', '#d8d5cf', '#9e9993', '#e7e4df'];
const SHIRTS = [
  '#f4efe4',
  '#dfe9f2',
  '#e9dcc0',
  '#c9d8c5',
  '#f2e2c4',
  '#ffffff',
  '#9fb6cf',
  '#d7c4e0',
  '#f0d5b0',
];
const TROUSERS = ['#3b3a46', '#5b5f66', '#8a7a66', '#2f3e6b', '#6b5a48'];
const SAREES = [
  '#b8323a',
  '#1f6f5c',
  '#c2692a',
  '#7a3b8f',
  '#d4a017',
  '#2f5f9e',
  '#b0446d',
  '#2e7d4f',
  '#e07b24',
  '#8e2430',
  '#0f7c7c',
  '#c44f7c',
];
const SAREES_MUTED = ['#8b5e83', '#5e7d6b', '#a0522d', '#6b6f9e', '#c08a3e', '#7c6a5a', '#9a5b5b'];
const BORDERS = ['#e0a93b', '#f3d27a', '#7b1e1e', '#1f5f45', '#f5f0e6', '#2f3e6b'];
const KURTIS = ['#e58fa8', '#f2b134', '#6fb3a8', '#9b8fd1', '#f08a5d', '#7fb7e6', '#e5566f', '#8fc07a'];
const TURBANS = ['#e07b24', '#f5f1e6', '#c0392b', '#e8a33a', '#d45d79', '#f0c419'];
const JACKETS = ['#4a4a52', '#6b4f3a', '#2f3e4f', '#5a2f2f', '#3f5448'];

function hexToRgb(hex: string): [number, number, number] {
  const value = parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r1, r2)}${channel(g1, g2)}${channel(b1, b2)}`;
}
const darken = (color: string, amount: number) => mix(color, '#000000', amount);
const lighten = (color: string, amount: number) => mix(color, '#ffffff', amount);

const FONT = 'DejaVu Sans, sans-serif';
const SERIF = 'Noto Serif, DejaVu Serif, serif';

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
const f = (value: number) => (Math.round(value * 10) / 10).toString();

/** Places a drawing made in local units (origin at its base centre) at x,y with scale s. */
function place(x: number, y: number, s: number, body: string, flip = false): string {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${flip ? -s : s} ${s})">${body}</g>`;
}

/** One picture: collects gradient definitions with unique ids while the scene is composed. */
class Canvas {
  private defs: string[] = [];
  private counter = 0;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}
  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }
  linear(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid('lg');
    const stopTags = stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity ?? 1}"/>`,
      )
      .join('');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.uid('rg');
    const stopTags = stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity ?? 1}"/>`,
      )
      .join('');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags}</radialGradient>`);
    return `url(#${id})`;
  }
  /** A soft focus, as a camera gives what lies behind its subject. */
  blur(deviation: number): string {
    const id = this.uid('bl');
    this.defs.push(
      `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${f(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.uid('cp');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  svg(body: string, viewBox = `0 0 ${this.w} ${this.h}`): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="${viewBox}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

// ---------------------------------------------------------------------------------------------------------
// People: simple flat figures, drawn facing the viewer with the feet at (0,0), about 180 units tall.

type Kind =
  | 'man'
  | 'woman'
  | 'boy'
  | 'girl'
  | 'elder'
  | 'elderWoman'
  | 'volunteer'
  | 'doctor'
  | 'nurse'
  | 'bride'
  | 'groom'
  | 'graduate';
type Pose = 'down' | 'hold' | 'namaste' | 'raise' | 'point' | 'wave' | 'bag';
type Headwear = 'none' | 'gandhiCap' | 'blackCap' | 'turban' | 'mortarboard' | 'veil';
type Lower = 'trousers' | 'dhoti' | 'saree' | 'salwar' | 'gown';

interface Person {
  kind: Kind;
  pose: Pose;
  female: boolean;
  child: boolean;
  lower: Lower;
  hem: number;
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  sleeve: 'full' | 'short';
  drape?: string;
  border?: string;
  coat?: string;
  headwear: Headwear;
  headColor: string;
  glasses: boolean;
  mustache: boolean;
  garland: boolean;
  braids: boolean;
  /** A shawl of honour over the shoulders (felicitation). */
  shawl?: boolean;
  /** SVG drawn between the hands at (0,-100) for pose 'hold'. */
  item?: string;
}

function makePerson(rng: Rng, kind: Kind, pose: Pose = 'down', over: Partial<Person> = {}): Person {
  const female = ['woman', 'girl', 'elderWoman', 'bride', 'nurse'].includes(kind);
  const p: Person = {
    kind,
    pose,
    female,
    child: kind === 'boy' || kind === 'girl',
    lower: 'trousers',
    hem: -64,
    skin: rng.pick(SKINS),
    hair: rng.pick(HAIR_DARK),
    top: '#f4efe4',
    bottom: '#3b3a46',
    sleeve: 'full',
    headwear: 'none',
    headColor: '#ffffff',
    glasses: false,
    mustache: false,
    garland: false,
    braids: false,
  };
  switch (kind) {
    case 'man':
      p.top = rng.pick(SHIRTS);
      p.bottom = rng.pick(TROUSERS);
      p.hem = rng.chance(0.5) ? -64 : -80;
      p.mustache = rng.chance(0.55);
      p.glasses = rng.chance(0.25);
      if (rng.chance(0.2)) p.headwear = 'gandhiCap';
      if (rng.chance(0.2)) p.coat = rng.pick(JACKETS);
      break;
    case 'woman':
    case 'elderWoman':
    case 'bride': {
      const saree =
        kind === 'bride'
          ? rng.pick(['#b3122b', '#8b1e3f', '#c2185b'])
          : rng.pick(kind === 'woman' ? SAREES : SAREES_MUTED);
      p.lower = 'saree';
      p.hem = -90;
      p.bottom = saree;
      p.drape = lighten(saree, 0.1);
      p.border = kind === 'bride' ? '#e0a93b' : rng.pick(BORDERS);
      p.top = rng.chance(0.5) ? p.border : darken(saree, 0.25);
      p.sleeve = 'short';
      p.glasses = kind === 'elderWoman' ? rng.chance(0.6) : rng.chance(0.1);
      if (kind === 'elderWoman') p.hair = rng.pick(HAIR_GREY);
      if (kind === 'bride') {
        p.headwear = 'veil';
        p.garland = true;
      }
      break;
    }
    case 'girl':
      p.top = rng.pick(KURTIS);
      p.bottom = rng.pick(['#ffffff', '#2f3e6b', darken(p.top, 0.35)]);
      p.lower = 'salwar';
      p.hem = -52;
      p.drape = rng.chance(0.6)
        ? rng.pick(['#ffffff', '#f3d27a', lighten(p.top, 0.45), '#7b1e1e'])
        : undefined;
      p.braids = rng.chance(0.7);
      break;
    case 'boy':
      p.top = rng.pick(['#ffffff', '#dbe7f3', '#f1ead8', '#cfe0cf', '#f3f3f3']);
      p.bottom = rng.pick(['#2f3e6b', '#5b5f66', '#8a7a5a', '#3b3a46']);
      p.hem = -80;
      p.sleeve = rng.chance(0.5) ? 'short' : 'full';
      break;
    case 'elder':
      p.top = '#fbfaf6';
      p.bottom = '#f4f0e6';
      p.lower = 'dhoti';
      p.hem = -62;
      p.hair = rng.pick(HAIR_GREY);
      p.mustache = rng.chance(0.75);
      p.glasses = rng.chance(0.6);
      p.headwear = rng.pick(['turban', 'gandhiCap', 'blackCap', 'none'] as const);
      p.headColor =
        p.headwear === 'turban' ? rng.pick(TURBANS) : p.headwear === 'blackCap' ? '#26262b' : '#ffffff';
      if (rng.chance(0.35)) p.coat = rng.pick(JACKETS);
      break;
    case 'volunteer':
      p.top = '#ffffff';
      p.bottom = '#f7f7f4';
      p.hem = -62;
      p.headwear = 'gandhiCap';
      p.drape = C.saffron;
      p.mustache = rng.chance(0.3);
      break;
    case 'doctor':
      p.top = '#ffffff';
      p.bottom = rng.pick(['#3b4a5e', '#4a4a52', '#5b5f66']);
      p.hem = -56;
      p.drape = rng.pick(['#9cc3e6', '#b9d9c3', '#e6c9a8']);
      p.glasses = rng.chance(0.4);
      p.mustache = rng.chance(0.3);
      break;
    case 'nurse':
      p.top = rng.pick(['#e9f3fb', '#ffffff']);
      p.bottom = p.top;
      p.lower = 'salwar';
      p.hem = -56;
      break;
    case 'groom':
      p.top = rng.pick(['#f3e3c3', '#f6efe0', '#efd9b0']);
      p.bottom = '#fbf7ee';
      p.lower = 'trousers';
      p.hem = -42;
      p.headwear = 'turban';
      p.headColor = rng.pick(['#c0392b', '#e07b24', '#b3122b', '#e8a33a']);
      p.mustache = rng.chance(0.6);
      p.garland = true;
      break;
    case 'graduate':
      p.top = rng.pick(['#1f1f24', '#5a1414', '#1d2b4f']);
      p.bottom = p.top;
      p.lower = 'gown';
      p.hem = -10;
      p.headwear = 'mortarboard';
      break;
  }
  return { ...p, ...over };
}

const SHADOW = '<ellipse cx="0" cy="0" rx="24" ry="4.5" fill="#000" opacity="0.14"/>';

function lowerBody(p: Person): string {
  const shade = darken(p.bottom, 0.16);
  switch (p.lower) {
    case 'trousers':
      return (
        `<path d="M-16 -82 L-1 -82 L-3 -3 L-14 -3 Z" fill="${p.bottom}"/><path d="M1 -82 L16 -82 L14 -3 L3 -3 Z" fill="${p.bottom}"/>` +
        `<ellipse cx="-9" cy="-2" rx="7.5" ry="3.2" fill="#3a2a22"/><ellipse cx="9" cy="-2" rx="7.5" ry="3.2" fill="#3a2a22"/>`
      );
    case 'dhoti':
      return (
        `<path d="M-17 -84 L17 -84 L20 -4 L3 -4 L0 -34 L-3 -4 L-20 -4 Z" fill="${p.bottom}"/>` +
        `<path d="M-6 -80 L-9 -8 M7 -80 L10 -10 M-13 -60 L-16 -8" stroke="${shade}" stroke-width="1.2" fill="none"/>` +
        `<ellipse cx="-11" cy="-2" rx="7" ry="3" fill="${darken(p.skin, 0.15)}"/><ellipse cx="11" cy="-2" rx="7" ry="3" fill="${darken(p.skin, 0.15)}"/>`
      );
    case 'saree':
      return (
        `<path d="M-19 -92 L19 -92 L25 -2 L-25 -2 Z" fill="${p.bottom}"/>` +
        `<path d="M-3 -84 L-6 -12 M3 -84 L4 -12 M9 -84 L12 -12" stroke="${shade}" stroke-width="1.2" fill="none"/>` +
        `<path d="M-24.4 -11 L24.4 -11 L25 -2 L-25 -2 Z" fill="${p.border ?? C.goldLight}"/>`
      );
    case 'salwar':
      return (
        `<path d="M-16 -70 L16 -70 L13 -5 L2 -5 L0 -40 L-2 -5 L-13 -5 Z" fill="${p.bottom}"/>` +
        `<ellipse cx="-8" cy="-2" rx="6.5" ry="3" fill="${darken(p.skin, 0.2)}"/><ellipse cx="8" cy="-2" rx="6.5" ry="3" fill="${darken(p.skin, 0.2)}"/>`
      );
    case 'gown':
      return `<ellipse cx="-8" cy="-2" rx="7" ry="3" fill="#2a2020"/><ellipse cx="8" cy="-2" rx="7" ry="3" fill="#2a2020"/>`;
  }
}

type Point = [number, number];
const ARM_POSES: Record<Pose, { right: Point[]; left: Point[] }> = {
  down: {
    right: [
      [22, -134],
      [27, -108],
      [29, -84],
    ],
    left: [
      [-22, -134],
      [-27, -108],
      [-29, -84],
    ],
  },
  bag: {
    right: [
      [22, -134],
      [27, -108],
      [29, -84],
    ],
    left: [
      [-22, -134],
      [-27, -108],
      [-29, -84],
    ],
  },
  hold: {
    right: [
      [22, -134],
      [26, -108],
      [9, -100],
    ],
    left: [
      [-22, -134],
      [-26, -108],
      [-9, -100],
    ],
  },
  namaste: {
    right: [
      [22, -134],
      [20, -110],
      [4, -117],
    ],
    left: [
      [-22, -134],
      [-20, -110],
      [-4, -117],
    ],
  },
  raise: {
    right: [
      [22, -134],
      [31, -158],
      [33, -184],
    ],
    left: [
      [-22, -134],
      [-27, -108],
      [-29, -84],
    ],
  },
  point: {
    right: [
      [22, -134],
      [44, -137],
      [66, -141],
    ],
    left: [
      [-22, -134],
      [-27, -108],
      [-29, -84],
    ],
  },
  wave: {
    right: [
      [22, -134],
      [38, -148],
      [41, -172],
    ],
    left: [
      [-22, -134],
      [-27, -108],
      [-29, -84],
    ],
  },
};

function arm(points: Point[], p: Person): string {
  const d = `M${points.map(([x, y]) => `${x} ${y}`).join(' L')}`;
  const [start, elbow, hand] = points;
  let out = '';
  if (p.sleeve === 'short') {
    const sx = start[0] + (elbow[0] - start[0]) * 0.45;
    const sy = start[1] + (elbow[1] - start[1]) * 0.45;
    out += `<path d="${d}" stroke="${p.skin}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
    out += `<path d="M${start[0]} ${start[1]} L${f(sx)} ${f(sy)}" stroke="${p.top}" stroke-width="11" stroke-linecap="round" fill="none"/>`;
  } else {
    const sleeve = p.coat && p.kind !== 'elder' ? p.coat : p.top;
    out += `<path d="${d}" stroke="${sleeve}" stroke-width="10.5" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
    out += `<path d="${d}" stroke="${darken(sleeve, 0.12)}" stroke-width="10.5" stroke-linecap="round" stroke-linejoin="round" fill="none" opacity="0.25"/>`;
  }
  if (p.pose !== 'namaste') out += `<circle cx="${hand[0]}" cy="${hand[1]}" r="5.3" fill="${p.skin}"/>`;
  return out;
}

function garlandPath(points: Point[], radius: number, colors = ['#f59e0b', '#f97316', '#fbbf24']): string {
  return points
    .map(
      ([x, y], index) =>
        `<circle cx="${f(x)}" cy="${f(y)}" r="${radius}" fill="${colors[index % colors.length]}"/>`,
    )
    .join('');
}

function quadPoints(a: Point, control: Point, b: Point, count: number): Point[] {
  const points: Point[] = [];
  for (let index = 0; index <= count; index++) {
    const t = index / count;
    const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * control[0] + t * t * b[0];
    const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * control[1] + t * t * b[1];
    points.push([x, y]);
  }
  return points;
}

function headAndFace(p: Person): string {
  const out: string[] = [];
  const skinShade = darken(p.skin, 0.1);
  out.push(
    `<circle cx="-14" cy="-160" r="3.3" fill="${skinShade}"/><circle cx="14" cy="-160" r="3.3" fill="${skinShade}"/>`,
  );
  out.push(`<ellipse cx="0" cy="-161" rx="14" ry="15.5" fill="${p.skin}"/>`);
  // hair in front
  const grey = HAIR_GREY.includes(p.hair);
  if (p.female) {
    out.push(
      `<path d="M-14.6 -158 Q-16 -178.5 0 -178.5 Q16 -178.5 14.6 -158 Q13 -170 1.5 -172 L0 -169 L-1.5 -172 Q-13 -170 -14.6 -158 Z" fill="${p.hair}"/>`,
    );
  } else if (p.headwear === 'none' || p.headwear === 'mortarboard') {
    if (grey && p.kind === 'elder') {
      out.push(
        `<path d="M-14.4 -156 Q-15.5 -167 -11 -172 Q-12 -165 -11.5 -157 Z M14.4 -156 Q15.5 -167 11 -172 Q12 -165 11.5 -157 Z" fill="${p.hair}"/>`,
      );
    } else {
      out.push(
        `<path d="M-14.3 -161 Q-16 -178 -2 -178.8 Q14 -179 14.4 -162 Q12.5 -171 3 -171.5 Q-8 -170.5 -14.3 -161 Z" fill="${p.hair}"/>`,
      );
    }
  }
  // face
  const eye = '#2b1d16';
  out.push(
    `<circle cx="-5.2" cy="-161" r="1.5" fill="${eye}"/><circle cx="5.2" cy="-161" r="1.5" fill="${eye}"/>`,
  );
  if (p.mustache) {
    out.push(
      `<path d="M-6.5 -154.4 Q-3 -157.6 0 -155.8 Q3 -157.6 6.5 -154.4 Q3 -152.9 0 -154 Q-3 -152.9 -6.5 -154.4 Z" fill="${p.hair}"/>`,
    );
    out.push(
      `<path d="M-3.5 -150.6 Q0 -149 3.5 -150.6" stroke="${darken(p.skin, 0.35)}" stroke-width="1.1" fill="none" stroke-linecap="round"/>`,
    );
  } else {
    out.push(
      `<path d="M-4.3 -152.5 Q0 -149.6 4.3 -152.5" stroke="${darken(p.skin, 0.35)}" stroke-width="1.2" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (p.glasses) {
    out.push(
      `<g fill="none" stroke="#3a3030" stroke-width="1.1"><circle cx="-5.3" cy="-161" r="4"/><circle cx="5.3" cy="-161" r="4"/><path d="M-1.3 -161 L1.3 -161"/></g>`,
    );
  }
  if (p.female && !p.child) out.push(`<circle cx="0" cy="-168" r="1.6" fill="#b3122b"/>`);
  // headwear
  const hc = p.headColor;
  const hcShade = darken(hc, 0.18);
  switch (p.headwear) {
    case 'gandhiCap':
    case 'blackCap': {
      const fill = p.headwear === 'blackCap' ? '#26262b' : hc;
      out.push(
        `<path d="M-15.5 -166.5 L15.5 -169.5 L12.5 -182 Q0 -186.5 -12 -181 Z" fill="${fill}" stroke="${darken(fill, 0.15)}" stroke-width="0.8"/>`,
      );
      break;
    }
    case 'turban':
      out.push(`<path d="M13 -170 Q22 -162 21 -138 L16 -139 Q16 -156 10 -167 Z" fill="${hcShade}"/>`);
      out.push(
        `<path d="M-16.8 -163 Q-20 -188 0 -190.5 Q20 -188 16.8 -163 Q0 -170 -16.8 -163 Z" fill="${hc}"/>`,
      );
      out.push(
        `<path d="M-16 -170 Q0 -181 16 -170 M-14 -178 Q0 -188 14 -178 M-9 -165 Q-2 -178 10 -187" stroke="${hcShade}" stroke-width="1.4" fill="none"/>`,
      );
      if (p.kind === 'groom')
        out.push(
          `<path d="M3 -189 Q9 -199 6 -206" stroke="${C.goldLight}" stroke-width="2.2" fill="none"/><circle cx="3" cy="-187" r="2.5" fill="${C.goldLight}"/>`,
        );
      break;
    case 'mortarboard':
      out.push(`<path d="M-13 -175 L13 -175 L13 -167 Q0 -164 -13 -167 Z" fill="#1f1f24"/>`);
      out.push(`<path d="M-25 -180 L0 -189 L25 -180 L0 -171 Z" fill="#25252b"/>`);
      out.push(
        `<path d="M0 -180 L17 -178 L18 -165" stroke="${C.goldLight}" stroke-width="1.5" fill="none"/><circle cx="18" cy="-164" r="2" fill="${C.goldLight}"/>`,
      );
      break;
    case 'veil':
      out.push(
        `<path d="M-19 -146 Q-21 -183 0 -184 Q21 -183 19 -146 L15 -147 Q15.5 -173 0 -174 Q-15.5 -173 -15 -147 Z" fill="${p.drape ?? p.bottom}"/>`,
      );
      out.push(
        `<path d="M-19 -146 Q-21 -183 0 -184 Q21 -183 19 -146" stroke="${p.border ?? C.goldLight}" stroke-width="2" fill="none"/>`,
      );
      break;
    case 'none':
      break;
  }
  return out.join('');
}

function hairBack(p: Person): string {
  if (!p.female) return '';
  let out = `<ellipse cx="0" cy="-160" rx="16.5" ry="18" fill="${p.hair}"/>`;
  if (p.braids) {
    out += `<path d="M-14 -154 Q-18 -140 -17 -124 M14 -154 Q18 -140 17 -124" stroke="${p.hair}" stroke-width="5.5" stroke-linecap="round" fill="none"/>`;
    out += `<circle cx="-17" cy="-124" r="3" fill="#c0392b"/><circle cx="17" cy="-124" r="3" fill="#c0392b"/>`;
  }
  return out;
}

/** Everything above the hips, standing coordinates (shoulders at -142). */
function upperBody(p: Person): string {
  const out: string[] = [];
  out.push(hairBack(p));
  out.push(`<rect x="-5.5" y="-152" width="11" height="14" fill="${darken(p.skin, 0.12)}"/>`);
  const h = p.hem;
  const waist = p.lower === 'saree' ? 21 : 26;
  out.push(
    `<path d="M-19 -142 Q-25 -141 -25.5 -132 L${-waist} ${h} Q0 ${h + 3} ${waist} ${h} L25.5 -132 Q25 -141 19 -142 Z" fill="${p.top}"/>`,
  );
  const shade = darken(p.top, 0.14);
  if (p.kind === 'doctor') {
    out.push(`<path d="M-8 -142 L0 -121 L8 -142 Z" fill="${p.drape}"/>`);
    out.push(
      `<path d="M-8 -142 L-3 -112 M8 -142 L3 -112 M0 -112 L0 ${h}" stroke="${shade}" stroke-width="1.2" fill="none"/>`,
    );
    out.push(`<rect x="8" y="-110" width="10" height="9" fill="none" stroke="${shade}" stroke-width="1"/>`);
    out.push(
      `<path d="M-9 -141 Q-12 -112 -2 -106 Q8 -112 9 -141" stroke="#333" stroke-width="1.8" fill="none"/><circle cx="-2" cy="-104" r="2.6" fill="#777"/>`,
    );
  } else if (p.lower === 'gown') {
    out.push(
      `<path d="M-7 -142 L0 -128 L7 -142 Z" fill="#ffffff"/><path d="M0 -128 L0 ${h}" stroke="${lighten(p.top, 0.15)}" stroke-width="1.2"/>`,
    );
    out.push(
      `<path d="M-16 -142 L-12 -110 M16 -142 L12 -110" stroke="${C.goldLight}" stroke-width="3" fill="none"/>`,
    );
  } else if (p.lower === 'saree') {
    // pallu from the right hip across the chest to the left shoulder
    const drape = p.drape ?? p.bottom;
    out.push(`<path d="M-21 -141 L-8 -142 L25 -101 L25 -88 L13 -90 L-23 -128 Z" fill="${drape}"/>`);
    out.push(
      `<path d="M-23 -128 L13 -90" stroke="${p.border ?? C.goldLight}" stroke-width="3.2" fill="none"/>`,
    );
  } else if (p.kind !== 'nurse') {
    out.push(`<path d="M-6 -142 L0 -134 L6 -142" stroke="${shade}" stroke-width="1.4" fill="none"/>`);
    out.push(`<path d="M0 -134 L0 -108" stroke="${shade}" stroke-width="1.2"/>`);
    out.push(
      `<circle cx="0" cy="-127" r="1.1" fill="${shade}"/><circle cx="0" cy="-118" r="1.1" fill="${shade}"/>`,
    );
  }
  if (p.coat) {
    out.push(
      `<path d="M-19 -142 Q-24 -141 -24.5 -132 L-25 -70 L-2 -70 L-2 -126 L-8 -142 Z M19 -142 Q24 -141 24.5 -132 L25 -70 L2 -70 L2 -126 L8 -142 Z" fill="${p.coat}"/>`,
    );
    out.push(
      `<circle cx="4.5" cy="-118" r="1.3" fill="${C.goldLight}"/><circle cx="4.5" cy="-104" r="1.3" fill="${C.goldLight}"/><circle cx="4.5" cy="-90" r="1.3" fill="${C.goldLight}"/>`,
    );
  }
  if (p.kind === 'groom') {
    out.push(`<path d="M0 -136 L0 ${h}" stroke="${darken(p.top, 0.2)}" stroke-width="1.2"/>`);
    for (let y = -130; y < -60; y += 12) out.push(`<circle cx="0" cy="${y}" r="1.6" fill="${C.gold}"/>`);
  }
  if (p.kind === 'volunteer' && p.drape) {
    out.push(
      `<path d="M-12 -143 L-5 -143 L-7 -96 L-14 -97 Z M5 -143 L12 -143 L14 -97 L7 -96 Z" fill="${p.drape}"/>`,
    );
  }
  if (p.kind === 'girl' && p.drape) {
    out.push(`<path d="M-22 -139 Q0 -112 22 -139" stroke="${p.drape}" stroke-width="6" fill="none"/>`);
  }
  if (p.pose === 'bag') {
    out.push(
      `<path d="M14 -142 L-16 -86" stroke="${darken(p.bottom, 0.2)}" stroke-width="3.5" fill="none"/>`,
    );
    out.push(
      `<rect x="-30" y="-90" width="22" height="20" rx="3" fill="${C.maroon}"/><rect x="-30" y="-90" width="22" height="7" rx="2" fill="${C.maroonDark}"/>`,
    );
  }
  if (p.shawl) {
    out.push(
      `<path d="M-27 -134 Q-27 -142 -17 -144 L17 -144 Q27 -142 27 -134 L25 -80 L13 -80 L11 -130 L-11 -130 L-13 -80 L-25 -80 Z" fill="#f5efe0"/>`,
    );
    out.push(
      `<path d="M-13 -80 L-11 -130 L11 -130 L13 -80 M-25 -84 L-13 -84 M13 -84 L25 -84" stroke="${C.maroon}" stroke-width="2.5" fill="none"/>`,
    );
  }
  if (p.garland) {
    out.push(garlandPath(quadPoints([-17, -143], [0, -60], [17, -143], 22), 3.1));
  }
  if (p.pose === 'hold' && p.item) out.push(`<g transform="translate(0 -100)">${p.item}</g>`);
  const poses = ARM_POSES[p.pose];
  out.push(arm(poses.left, p));
  out.push(arm(poses.right, p));
  if (p.pose === 'namaste') out.push(`<ellipse cx="0" cy="-121" rx="4.6" ry="9" fill="${p.skin}"/>`);
  out.push(headAndFace(p));
  return out.join('');
}

function drawPerson(p: Person): string {
  const body = SHADOW + lowerBody(p) + upperBody(p);
  return p.child ? `<g transform="scale(0.74)">${body}</g>` : body;
}

/** Sitting cross-legged on the floor, base at (0,0). */
function drawSeated(p: Person): string {
  let out = `<ellipse cx="0" cy="0" rx="36" ry="5" fill="#000" opacity="0.14"/>`;
  out += `<path d="M-34 -3 Q-39 -25 -14 -32 L14 -32 Q39 -25 34 -3 Q0 5 -34 -3 Z" fill="${p.bottom}"/>`;
  if (p.lower === 'saree')
    out += `<path d="M-34 -3 Q0 5 34 -3" stroke="${p.border ?? C.goldLight}" stroke-width="3" fill="none"/>`;
  else
    out += `<ellipse cx="-14" cy="-6" rx="6" ry="3" fill="${darken(p.skin, 0.1)}"/><ellipse cx="14" cy="-6" rx="6" ry="3" fill="${darken(p.skin, 0.1)}"/>`;
  out += `<g transform="translate(0 50)">${upperBody({ ...p, hem: -80 })}</g>`;
  return p.child ? `<g transform="scale(0.74)">${out}</g>` : out;
}

/** Sitting on a chair facing us, base at (0,0). */
function drawChairSeated(p: Person, chair = '#6b4a33'): string {
  let out = `<rect x="-27" y="-128" width="54" height="84" rx="4" fill="${chair}"/>`;
  out += `<rect x="-25" y="-4" width="4" height="4" fill="${chair}"/><rect x="21" y="-4" width="4" height="4" fill="${chair}"/>`;
  out += `<g transform="translate(0 38)">${upperBody({ ...p, hem: -84 })}</g>`;
  out += `<rect x="-29" y="-50" width="58" height="8" rx="2" fill="${darken(chair, 0.2)}"/>`;
  out += `<rect x="-17" y="-48" width="14" height="46" fill="${p.bottom}"/><rect x="3" y="-48" width="14" height="46" fill="${p.bottom}"/>`;
  out += `<ellipse cx="-10" cy="-2" rx="7.5" ry="3" fill="#3a2a22"/><ellipse cx="10" cy="-2" rx="7.5" ry="3" fill="#3a2a22"/>`;
  return out;
}

/** Seen from behind (audience, pupils at desks): shoulders and head, base of the shoulders at (0,0). */
function drawBack(p: Person, raised = false): string {
  let out = '';
  if (raised) {
    out += `<path d="M20 -28 L30 -68 L32 -100" stroke="${p.sleeve === 'short' ? p.skin : p.top}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="32" cy="-101" r="5.3" fill="${p.skin}"/>`;
  }
  out += `<path d="M-28 0 Q-29 -30 -19 -36 L19 -36 Q29 -30 28 0 Z" fill="${p.top}"/>`;
  out += `<rect x="-5.5" y="-47" width="11" height="13" fill="${darken(p.skin, 0.12)}"/>`;
  out += `<circle cx="-14" cy="-55" r="3.3" fill="${darken(p.skin, 0.1)}"/><circle cx="14" cy="-55" r="3.3" fill="${darken(p.skin, 0.1)}"/>`;
  out += `<ellipse cx="0" cy="-56" rx="14" ry="15" fill="${p.skin}"/>`;
  if (HAIR_GREY.includes(p.hair) && !p.female && p.headwear === 'none') {
    out += `<path d="M-14 -52 Q-15 -62 -12 -66 Q0 -58 12 -66 Q15 -62 14 -52 Q7 -47 0 -47 Q-7 -47 -14 -52 Z" fill="${p.hair}"/>`;
  } else {
    out += `<path d="M-14.2 -52 Q-16 -72 0 -72 Q16 -72 14.2 -52 Q7 -46 0 -46 Q-7 -46 -14.2 -52 Z" fill="${p.hair}"/>`;
  }
  if (p.female) {
    if (p.braids || p.child)
      out += `<path d="M0 -46 L0 -14" stroke="${p.hair}" stroke-width="6" stroke-linecap="round"/><circle cx="0" cy="-13" r="3" fill="#c0392b"/>`;
    else out += `<circle cx="0" cy="-45" r="7" fill="${p.hair}"/>`;
    if (p.lower === 'saree') {
      out += `<path d="M-28 0 Q-29 -30 -19 -36 L-3 -36 L12 0 Z" fill="${p.drape ?? p.bottom}"/><path d="M-3 -36 L12 0" stroke="${p.border ?? C.goldLight}" stroke-width="3"/>`;
    }
  }
  if (p.headwear === 'gandhiCap' || p.headwear === 'blackCap') {
    const fill = p.headwear === 'blackCap' ? '#26262b' : p.headColor;
    out += `<path d="M-14.5 -63 L14.5 -65 L11.5 -76 Q0 -80 -11 -75 Z" fill="${fill}"/>`;
  }
  if (p.headwear === 'turban') {
    out += `<path d="M-16 -58 Q-19 -80 0 -83 Q19 -80 16 -58 Q0 -64 -16 -58 Z" fill="${p.headColor}"/>`;
  }
  return out;
}

/** A person for a crowd: adults of mixed ages and dress. */
function crowdPerson(rng: Rng, pose: Pose = 'down'): Person {
  const kind = rng.pick<Kind>(['man', 'woman', 'woman', 'man', 'elder', 'elderWoman', 'girl', 'boy']);
  return makePerson(rng, kind, pose);
}

// ---------------------------------------------------------------------------------------------------------
// Landscape: sky, hills, ground, trees

type TimeOfDay = 'morning' | 'noon' | 'afternoon' | 'evening' | 'dusk';
interface SkyLook {
  top: string;
  bottom: string;
  sun: string;
  sunY: number;
  grass: string;
  tint?: [string, number];
}
const SKY: Record<TimeOfDay, SkyLook> = {
  morning: { top: '#9fd3ee', bottom: '#fdf0d8', sun: '#ffe2a0', sunY: 0.3, grass: '#8dbb6a' },
  noon: { top: '#5fa8dc', bottom: '#d6edf9', sun: '#fff6cf', sunY: 0.1, grass: '#86b862' },
  afternoon: { top: '#7cbde6', bottom: '#fbe6c4', sun: '#ffe6a8', sunY: 0.18, grass: '#93b964' },
  evening: {
    top: '#e9956a',
    bottom: '#fde0b0',
    sun: '#ffd27a',
    sunY: 0.42,
    grass: '#9aa95e',
    tint: ['#f08a3c', 0.08],
  },
  dusk: {
    top: '#2f4370',
    bottom: '#ee9e6a',
    sun: '#ffb36b',
    sunY: 0.55,
    grass: '#6f8a55',
    tint: ['#24163a', 0.2],
  },
};
const DAYTIMES: TimeOfDay[] = ['morning', 'noon', 'afternoon', 'afternoon', 'evening', 'morning'];

interface Stage {
  c: Canvas;
  rng: Rng;
  w: number;
  h: number;
  /** Horizontal band where the subject of the picture goes (hero slides keep the left side free). */
  x0: number;
  x1: number;
  ground: number;
  /** Scale of a standing adult: 1 means 180 px tall. */
  k: number;
  time: TimeOfDay;
}

function makeStage(
  c: Canvas,
  rng: Rng,
  opts: { x0?: number; x1?: number; ground?: number; k?: number; time?: TimeOfDay } = {},
): Stage {
  const x0 = opts.x0 ?? 0;
  const x1 = opts.x1 ?? c.w;
  return {
    c,
    rng,
    w: c.w,
    h: c.h,
    x0,
    x1,
    ground: opts.ground ?? c.h * 0.62,
    k: opts.k ?? c.h / 560,
    time: opts.time ?? rng.pick(DAYTIMES),
  };
}

const lit = (st: Stage) => st.time === 'dusk' || st.time === 'evening';

function cloud(x: number, y: number, s: number, opacity = 0.9): string {
  return place(
    x,
    y,
    s,
    `<g fill="#ffffff" opacity="${opacity}"><ellipse cx="0" cy="0" rx="46" ry="16"/><ellipse cx="-20" cy="-10" rx="22" ry="16"/><ellipse cx="10" cy="-17" rx="26" ry="20"/><ellipse cx="34" cy="-4" rx="20" ry="12"/></g>`,
  );
}

function birds(st: Stage, count: number): string {
  const { rng } = st;
  let out = '';
  const bx = rng.range(st.w * 0.2, st.w * 0.8);
  const by = rng.range(st.h * 0.08, st.ground * 0.4);
  for (let index = 0; index < count; index++) {
    const x = bx + rng.range(-60, 60) * st.k;
    const y = by + rng.range(-25, 25) * st.k;
    const s = rng.range(4, 7) * st.k;
    out += `<path d="M${f(x - s)} ${f(y - s * 0.4)} Q${f(x - s / 2)} ${f(y - s * 0.8)} ${f(x)} ${f(y)} Q${f(x + s / 2)} ${f(y - s * 0.8)} ${f(x + s)} ${f(y - s * 0.4)}" stroke="#3a3340" stroke-width="${f(1.4 * st.k)}" fill="none" opacity="0.7"/>`;
  }
  return out;
}

function skyLayer(st: Stage, opts: { sun?: boolean; clouds?: number } = {}): string {
  const look = SKY[st.time];
  const { c, rng } = st;
  let out = `<rect width="${st.w}" height="${f(st.ground + 2)}" fill="${c.linear([
    [0, look.top],
    [1, look.bottom],
  ])}"/>`;
  if (opts.sun !== false) {
    const sx = rng.range(st.w * 0.15, st.w * 0.85);
    const sy = st.ground * look.sunY + 30 * st.k;
    const r = 34 * st.k;
    out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r * 3.2)}" fill="${c.radial([
      [0, look.sun, 0.55],
      [1, look.sun, 0],
    ])}"/>`;
    out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r)}" fill="${look.sun}"/>`;
  }
  const clouds = opts.clouds ?? rng.int(2, 4);
  for (let index = 0; index < clouds; index++) {
    out += cloud(
      rng.range(0, st.w),
      rng.range(st.h * 0.06, st.ground * 0.45),
      rng.range(0.8, 1.6) * st.k,
      st.time === 'dusk' ? 0.35 : 0.85,
    );
  }
  if (rng.chance(0.5)) out += birds(st, rng.int(3, 6));
  return out;
}

function ridge(w: number, bottom: number, base: number, amp: number, rng: Rng, segments: number): string {
  const points: Point[] = [];
  for (let index = 0; index <= segments; index++)
    points.push([(index * w) / segments, base - rng.range(0, amp)]);
  let d = `M0 ${f(bottom)} L${f(points[0][0])} ${f(points[0][1])}`;
  for (let index = 1; index < points.length - 1; index++) {
    const [x, y] = points[index];
    const [nx, ny] = points[index + 1];
    d += ` Q${f(x)} ${f(y)} ${f((x + nx) / 2)} ${f((y + ny) / 2)}`;
  }
  const last = points[points.length - 1];
  d += ` L${f(last[0])} ${f(last[1])} L${f(w)} ${f(bottom)} Z`;
  return d;
}

function hillsLayer(st: Stage, layers = 2): string {
  const look = SKY[st.time];
  let out = '';
  const farColors = ['#a9c3c9', '#8fb59a'];
  for (let layer = 0; layer < layers; layer++) {
    const color = mix(farColors[layer % 2], look.bottom, layer === 0 ? 0.45 : 0.2);
    const base = st.ground - (layers - layer) * 26 * st.k;
    out += `<path d="${ridge(st.w, st.ground + 2, base, 70 * st.k, st.rng, st.rng.int(4, 7))}" fill="${st.time === 'dusk' ? darken(color, 0.35) : color}"/>`;
  }
  return out;
}

function groundLayer(st: Stage, color?: string): string {
  const grass = color ?? SKY[st.time].grass;
  return `<rect y="${f(st.ground)}" width="${st.w}" height="${f(st.h - st.ground)}" fill="${st.c.linear([
    [0, lighten(grass, 0.08)],
    [1, darken(grass, 0.12)],
  ])}"/>`;
}

function outdoor(st: Stage, opts: { hills?: number; ground?: string; sun?: boolean } = {}): string {
  return skyLayer(st, { sun: opts.sun }) + hillsLayer(st, opts.hills ?? 2) + groundLayer(st, opts.ground);
}

/** Evening warmth or dusk darkness over the whole picture. */
function timeTint(st: Stage): string {
  const tint = SKY[st.time].tint;
  return tint ? `<rect width="${st.w}" height="${st.h}" fill="${tint[0]}" opacity="${tint[1]}"/>` : '';
}

type TreeKind = 'round' | 'neem' | 'palm' | 'ashoka' | 'gulmohar' | 'bush' | 'sapling' | 'banyan';
const GREENS = ['#4f8a3f', '#3f7a4a', '#5d9a4a', '#2f6e45', '#6a9f45'];

function drawTree(kind: TreeKind, rng: Rng): string {
  const leaf = rng.pick(GREENS);
  const dark = darken(leaf, 0.2);
  const light = lighten(leaf, 0.15);
  const trunk = rng.pick(['#6b4a33', '#5e4030', '#7a5538']);
  const circles = (list: Array<[number, number, number, string]>) =>
    list.map(([x, y, r, color]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`).join('');
  const shadow = (rx: number) =>
    `<ellipse cx="0" cy="0" rx="${rx}" ry="${rx * 0.12}" fill="#000" opacity="0.12"/>`;
  switch (kind) {
    case 'round':
      return (
        shadow(50) +
        `<path d="M-7 0 L-4 -80 L4 -80 L7 0 Z" fill="${trunk}"/><path d="M0 -60 L-22 -92 M2 -70 L24 -96" stroke="${trunk}" stroke-width="5"/>` +
        circles([
          [0, -118, 52, dark],
          [-38, -94, 36, dark],
          [40, -98, 38, leaf],
          [-16, -146, 36, leaf],
          [22, -142, 32, leaf],
          [-4, -110, 34, leaf],
          [-22, -150, 16, light],
          [28, -150, 14, light],
        ])
      );
    case 'neem': {
      let out = shadow(60) + `<path d="M-6 0 L-3 -90 L3 -90 L6 0 Z" fill="${trunk}"/>`;
      out += `<path d="M0 -70 L-36 -110 M0 -80 L34 -118 M0 -90 L0 -140" stroke="${trunk}" stroke-width="4" fill="none"/>`;
      for (let index = 0; index < 26; index++) {
        const a = rng.range(0, Math.PI * 2);
        const r = rng.range(0, 55);
        out += `<circle cx="${f(Math.cos(a) * r * 1.2)}" cy="${f(-125 + Math.sin(a) * r * 0.75)}" r="${f(rng.range(14, 24))}" fill="${rng.pick([leaf, dark, light])}"/>`;
      }
      return out;
    }
    case 'palm': {
      let out =
        shadow(30) +
        `<path d="M-5 0 Q-12 -110 14 -210" stroke="${trunk}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
      for (let y = -20; y > -200; y -= 16)
        out += `<path d="M${f(-9 + (-y / 210) * 8)} ${y} l12 -2" stroke="${darken(trunk, 0.25)}" stroke-width="1.5"/>`;
      const top: Point = [14, -210];
      for (let index = 0; index < 8; index++) {
        const a = -Math.PI + (index / 7) * Math.PI + rng.range(-0.1, 0.1);
        const ex = top[0] + Math.cos(a) * 80;
        const ey = top[1] + Math.sin(a) * 40 + 48;
        const cx = top[0] + Math.cos(a) * 45;
        const cy = top[1] + Math.sin(a) * 45 - 10;
        out += `<path d="M${top[0]} ${top[1]} Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}" stroke="${index % 2 ? leaf : dark}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
      }
      out += circles([
        [10, -204, 6, '#7a5a2a'],
        [18, -202, 6, '#6b4f25'],
      ]);
      return out;
    }
    case 'ashoka':
      return (
        shadow(22) +
        `<rect x="-3" y="-30" width="6" height="30" fill="${trunk}"/>` +
        `<path d="M0 -250 Q30 -200 26 -120 Q22 -40 0 -24 Q-22 -40 -26 -120 Q-30 -200 0 -250 Z" fill="${darken(leaf, 0.25)}"/>` +
        `<path d="M0 -240 Q18 -200 14 -130 Q10 -60 0 -40" stroke="${darken(leaf, 0.4)}" stroke-width="2" fill="none"/>`
      );
    case 'gulmohar': {
      let out = shadow(75) + `<path d="M-8 0 L-4 -70 L4 -70 L8 0 Z" fill="${trunk}"/>`;
      out += `<path d="M-2 -66 Q-30 -86 -62 -94 M2 -66 Q30 -88 64 -96 M0 -70 L0 -104" stroke="${trunk}" stroke-width="5" fill="none"/>`;
      out += `<ellipse cx="0" cy="-110" rx="92" ry="34" fill="${dark}"/><ellipse cx="-20" cy="-124" rx="62" ry="26" fill="${leaf}"/><ellipse cx="34" cy="-118" rx="50" ry="22" fill="${leaf}"/>`;
      for (let index = 0; index < 34; index++) {
        const x = rng.range(-84, 84);
        const y = -110 + rng.range(-30, 24) * (1 - Math.abs(x) / 110);
        out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rng.range(5, 10))}" fill="${rng.pick(['#e4572e', '#f0652f', '#d9381e', '#f28c28'])}"/>`;
      }
      return out;
    }
    case 'banyan': {
      let out = shadow(95) + `<path d="M-14 0 L-8 -90 L8 -90 L14 0 Z" fill="${trunk}"/>`;
      for (let x = -70; x <= 70; x += 28)
        out += `<path d="M${x} -96 L${x + 2} 0" stroke="${lighten(trunk, 0.1)}" stroke-width="2" opacity="0.7"/>`;
      out += circles([
        [0, -130, 60, dark],
        [-60, -112, 44, dark],
        [62, -114, 46, dark],
        [-30, -150, 40, leaf],
        [30, -152, 42, leaf],
        [-80, -104, 26, leaf],
        [84, -108, 24, leaf],
        [0, -168, 24, light],
      ]);
      return out;
    }
    case 'bush': {
      let out = shadow(34);
      out += circles([
        [-18, -16, 18, dark],
        [16, -18, 20, dark],
        [0, -28, 22, leaf],
        [-4, -14, 18, leaf],
      ]);
      if (rng.chance(0.6)) {
        const flower = rng.pick(['#f0c419', '#e4572e', '#f4a6c0', '#ffffff', '#f59e0b']);
        for (let index = 0; index < 9; index++)
          out += `<circle cx="${f(rng.range(-28, 28))}" cy="${f(rng.range(-42, -8))}" r="3" fill="${flower}"/>`;
      }
      return out;
    }
    case 'sapling':
      return (
        `<ellipse cx="0" cy="0" rx="20" ry="4" fill="#6b4a33" opacity="0.5"/>` +
        `<path d="M0 0 Q-2 -30 1 -62" stroke="#5e4030" stroke-width="2.6" fill="none"/>` +
        `<g fill="${leaf}"><ellipse cx="-9" cy="-46" rx="10" ry="4.5" transform="rotate(-25 -9 -46)"/><ellipse cx="10" cy="-38" rx="10" ry="4.5" transform="rotate(25 10 -38)"/><ellipse cx="-8" cy="-26" rx="9" ry="4" transform="rotate(-20 -8 -26)"/><ellipse cx="8" cy="-58" rx="9" ry="4" transform="rotate(30 8 -58)"/><ellipse cx="0" cy="-66" rx="4" ry="8"/></g>`
      );
  }
}

/** A ring of bricks protecting a newly planted sapling. */
function treeGuard(): string {
  return `<path d="M-18 0 L-18 -22 Q0 -27 18 -22 L18 0 Q0 5 -18 0 Z" fill="#b5532f"/><path d="M-18 -11 Q0 -15 18 -11 M-9 -24 L-9 -13 M9 -24 L9 -13 M0 -13 L0 0 M-12 -12 L-12 1 M12 -12 L12 1" stroke="#8a3b22" stroke-width="1.2" fill="none"/>`;
}

function flagPole(height: number, flag: 'jain' | 'saffron'): string {
  let out = `<path d="M0 0 L0 ${-height}" stroke="#5a4a3a" stroke-width="2.4"/>`;
  if (flag === 'jain') {
    const colors = ['#d62828', '#f4c430', '#ffffff', '#2e8b57', '#1d3f8f'];
    colors.forEach((color, index) => {
      out += `<path d="M1 ${-height + index * 6} L40 ${-height + index * 6 + 3} L40 ${-height + index * 6 + 9} L1 ${-height + index * 6 + 6} Z" fill="${color}"/>`;
    });
  } else {
    out += `<path d="M1 ${-height} L42 ${-height + 10} L1 ${-height + 22} Z" fill="${C.saffron}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Architecture: hostel and school buildings, temples, gates

interface BuildingStyle {
  floors: number;
  bays: number;
  wall: string;
  trim: string;
  shutter: string;
  roof: 'parapet' | 'tiles' | 'dome';
  flag: boolean;
  lit: boolean;
  sawtooth?: boolean;
}

const WALLS = ['#f3e3c3', '#f1d9b5', '#efe6d2', '#f2d0b4', '#e9dfc8', '#f6e7c8', '#e8d4b8', '#f0e0d0'];
const TRIMS = ['#7b1e1e', '#b7791f', '#8a5a32', '#1f5f45', '#ffffff', '#9b3b2f'];

function buildingStyle(rng: Rng, over: Partial<BuildingStyle> = {}): BuildingStyle {
  return {
    floors: rng.int(2, 3),
    bays: rng.pick([5, 7, 7, 9]),
    wall: rng.pick(WALLS),
    trim: rng.pick(TRIMS),
    shutter: rng.pick(['#2f6b5a', '#3b5d8a', '#7b1e1e', '#8a5a32', '#4f7a3a']),
    roof: rng.pick(['parapet', 'tiles', 'dome'] as const),
    flag: rng.chance(0.6),
    lit: false,
    ...over,
  };
}

function drawBuilding(b: BuildingStyle): string {
  const bay = 56;
  const fh = 74;
  const plinth = 16;
  const W = b.bays * bay + 36;
  const half = W / 2;
  const top = -(plinth + b.floors * fh);
  const glass = b.lit ? '#f6cf79' : '#3f5d70';
  const veranda = mix(b.wall, '#2e2420', 0.55);
  const trim = b.trim === '#ffffff' && b.wall.startsWith('#f') ? '#d8c7a6' : b.trim;
  const out: string[] = [];
  out.push(`<ellipse cx="0" cy="0" rx="${half + 40}" ry="9" fill="#000" opacity="0.12"/>`);
  if (b.roof === 'tiles') {
    out.push(
      `<path d="M${-half - 18} ${top - 4} L${half + 18} ${top - 4} L${half - 26} ${top - 62} L${-half + 26} ${top - 62} Z" fill="#b4532a"/>`,
    );
    for (let y = top - 14; y > top - 60; y -= 10) {
      const inset = ((top - 4 - y) / 58) * 44;
      out.push(
        `<path d="M${f(-half - 18 + inset)} ${y} L${f(half + 18 - inset)} ${y}" stroke="#8f3f20" stroke-width="1.6"/>`,
      );
    }
  }
  out.push(`<rect x="${-half}" y="${top}" width="${W}" height="${-top - plinth}" fill="${b.wall}"/>`);
  out.push(
    `<rect x="${half - 14}" y="${top}" width="14" height="${-top - plinth}" fill="#000" opacity="0.06"/>`,
  );
  out.push(`<rect x="${-half - 6}" y="${-plinth}" width="${W + 12}" height="${plinth}" fill="#cdbb9c"/>`);
  for (let floor = 0; floor < b.floors; floor++) {
    const bottom = -plinth - floor * fh;
    const floorTop = bottom - fh;
    if (floor > 0)
      out.push(`<rect x="${-half - 3}" y="${bottom - 4}" width="${W + 6}" height="7" fill="${trim}"/>`);
    for (let index = 0; index < b.bays; index++) {
      const cx = -half + 18 + bay * index + bay / 2;
      if (floor === 0) {
        if (b.sawtooth) {
          out.push(
            `<rect x="${cx - 20}" y="${bottom - 50}" width="40" height="30" fill="${glass}" stroke="${trim}" stroke-width="3"/>`,
          );
          out.push(
            `<path d="M${cx - 20} ${bottom - 35} L${cx + 20} ${bottom - 35} M${cx - 7} ${bottom - 50} L${cx - 7} ${bottom - 20} M${cx + 7} ${bottom - 50} L${cx + 7} ${bottom - 20}" stroke="${trim}" stroke-width="1.5"/>`,
          );
        } else {
          out.push(
            `<path d="M${cx - 19} ${bottom} L${cx - 19} ${bottom - 46} A19 19 0 0 1 ${cx + 19} ${bottom - 46} L${cx + 19} ${bottom} Z" fill="${veranda}" stroke="${trim}" stroke-width="3"/>`,
          );
          out.push(
            `<rect x="${cx - 7}" y="${bottom - 40}" width="14" height="26" fill="${glass}" opacity="0.8"/>`,
          );
        }
      } else {
        out.push(
          `<rect x="${cx - 21}" y="${floorTop + 24}" width="9" height="30" fill="${b.shutter}"/><rect x="${cx + 12}" y="${floorTop + 24}" width="9" height="30" fill="${b.shutter}"/>`,
        );
        out.push(
          `<path d="M${cx - 11} ${floorTop + 54} L${cx - 11} ${floorTop + 30} A11 11 0 0 1 ${cx + 11} ${floorTop + 30} L${cx + 11} ${floorTop + 54} Z" fill="${glass}" stroke="${trim}" stroke-width="3"/>`,
        );
        out.push(
          `<path d="M${cx} ${floorTop + 20} L${cx} ${floorTop + 54} M${cx - 11} ${floorTop + 38} L${cx + 11} ${floorTop + 38}" stroke="${trim}" stroke-width="1.4"/>`,
        );
        out.push(`<rect x="${cx - 15}" y="${floorTop + 54}" width="30" height="4" fill="${trim}"/>`);
      }
    }
  }
  out.push(`<rect x="${-half - 8}" y="${top - 8}" width="${W + 16}" height="10" fill="${trim}"/>`);
  if (b.roof === 'parapet' || b.roof === 'dome') {
    out.push(`<rect x="${-half}" y="${top - 26}" width="${W}" height="18" fill="${b.wall}"/>`);
    for (let x = -half + 8; x < half - 8; x += 14)
      out.push(
        `<rect x="${x}" y="${top - 22}" width="6" height="12" rx="2" fill="${mix(b.wall, trim, 0.45)}"/>`,
      );
    out.push(`<rect x="${-half - 4}" y="${top - 31}" width="${W + 8}" height="5" fill="${trim}"/>`);
  }
  if (b.sawtooth) {
    for (let x = -half; x < half - 1; x += 60) {
      out.push(
        `<path d="M${x} ${top - 8} L${x} ${top - 40} L${Math.min(x + 60, half)} ${top - 8} Z" fill="#8d99a6"/><path d="M${x + 2} ${top - 12} L${x + 2} ${top - 34}" stroke="#cfe3f0" stroke-width="4"/>`,
      );
    }
  }
  // central portico
  const pw = 96;
  const pTop = top - 40;
  out.push(
    `<rect x="${-pw / 2}" y="${pTop}" width="${pw}" height="${-pTop - plinth}" fill="${lighten(b.wall, 0.12)}"/>`,
  );
  out.push(
    `<rect x="${-pw / 2}" y="${pTop}" width="${pw}" height="${-pTop - plinth}" fill="none" stroke="${trim}" stroke-width="3"/>`,
  );
  for (let floor = 1; floor < b.floors; floor++) {
    const floorTop = -plinth - (floor + 1) * fh;
    out.push(
      `<path d="M-16 ${floorTop + 56} L-16 ${floorTop + 30} A16 16 0 0 1 16 ${floorTop + 30} L16 ${floorTop + 56} Z" fill="${glass}" stroke="${trim}" stroke-width="3"/>`,
    );
    out.push(
      `<rect x="-30" y="${floorTop + 56}" width="60" height="14" fill="none" stroke="${trim}" stroke-width="2.5"/>`,
    );
    for (let x = -24; x <= 24; x += 8)
      out.push(
        `<path d="M${x} ${floorTop + 57} L${x} ${floorTop + 69}" stroke="${trim}" stroke-width="1.6"/>`,
      );
  }
  out.push(
    `<rect x="-34" y="${-plinth - 72}" width="68" height="13" fill="${C.maroon}" stroke="${C.goldLight}" stroke-width="2"/>`,
  );
  out.push(
    `<path d="M-18 ${-plinth} L-18 ${-plinth - 38} A18 18 0 0 1 18 ${-plinth - 38} L18 ${-plinth} Z" fill="#5a3826"/>`,
  );
  out.push(`<path d="M0 ${-plinth} L0 ${-plinth - 52}" stroke="#3e2618" stroke-width="1.5"/>`);
  out.push(
    `<rect x="-34" y="-5" width="68" height="5" fill="#d9c9ab"/><rect x="-30" y="-10" width="60" height="5" fill="#e2d4b8"/><rect x="-26" y="-15" width="52" height="5" fill="#d9c9ab"/>`,
  );
  let crown = pTop;
  if (b.roof === 'dome') {
    out.push(
      `<path d="M-34 ${pTop} Q-34 ${pTop - 56} 0 ${pTop - 60} Q34 ${pTop - 56} 34 ${pTop} Z" fill="${lighten(b.wall, 0.2)}" stroke="${trim}" stroke-width="2.5"/>`,
    );
    out.push(`<circle cx="0" cy="${pTop - 64}" r="5" fill="${C.goldLight}"/>`);
    crown = pTop - 64;
  } else {
    out.push(`<path d="M${-pw / 2 - 8} ${pTop} L${pw / 2 + 8} ${pTop} L0 ${pTop - 36} Z" fill="${trim}"/>`);
    out.push(
      `<path d="M${-pw / 2 + 8} ${pTop - 4} L${pw / 2 - 8} ${pTop - 4} L0 ${pTop - 28} Z" fill="${lighten(b.wall, 0.1)}"/>`,
    );
    crown = pTop - 36;
  }
  out.push(
    `<circle cx="0" cy="${top - 12}" r="12" fill="${C.goldLight}"/><circle cx="0" cy="${top - 12}" r="7" fill="${lighten(b.wall, 0.3)}"/>`,
  );
  if (b.flag) out.push(`<g transform="translate(0 ${crown})">${flagPole(62, 'saffron')}</g>`);
  return out.join('');
}

interface TempleStyle {
  stone: string;
  accent: string;
  spire: number;
  lit: boolean;
  lamps: boolean;
  weathered: boolean;
}
const STONES = ['#f3ede2', '#ecd9b8', '#e3c08e', '#f1e4d3', '#e8c3a6', '#efe9dc'];

function templeStyle(rng: Rng, over: Partial<TempleStyle> = {}): TempleStyle {
  return {
    stone: rng.pick(STONES),
    accent: rng.pick([C.maroon, C.gold, '#b5532f', C.green]),
    spire: rng.range(170, 220),
    lit: false,
    lamps: false,
    weathered: false,
    ...over,
  };
}

function spirePath(
  hw: number,
  height: number,
  base: number,
  tMax = 0.92,
): { d: string; widthAt: (t: number) => number } {
  const widthAt = (t: number) => hw * Math.pow(Math.max(0, 1 - Math.pow(t, 2.3)), 0.55);
  const left: string[] = [];
  const right: string[] = [];
  for (let index = 0; index <= 24; index++) {
    const t = (index / 24) * tMax;
    const y = base - t * height;
    left.push(`${f(-widthAt(t))} ${f(y)}`);
    right.unshift(`${f(widthAt(t))} ${f(y)}`);
  }
  return { d: `M${left.join(' L')} L${right.join(' L')} Z`, widthAt };
}

function drawSpire(t: TempleStyle, hw: number, height: number, base: number, withFlag: boolean): string {
  const shade = darken(t.stone, 0.14);
  const light = lighten(t.stone, 0.25);
  const tMax = 0.9;
  const main = spirePath(hw, height, base, tMax);
  const rib = spirePath(hw * 0.36, height, base, tMax);
  let out = `<path d="${main.d}" fill="${shade}"/><path d="${rib.d}" fill="${t.stone}"/>`;
  for (let index = 1; index <= 8; index++) {
    const tt = (index / 9) * tMax;
    const y = base - tt * height;
    const x = main.widthAt(tt);
    out += `<path d="M${f(-x)} ${f(y)} L${f(x)} ${f(y)}" stroke="${darken(t.stone, 0.24)}" stroke-width="1.6"/>`;
  }
  const topY = base - tMax * height;
  const topW = main.widthAt(tMax);
  out += `<ellipse cx="0" cy="${f(topY - 4)}" rx="${f(topW + hw * 0.18)}" ry="${f(hw * 0.09 + 2)}" fill="${light}" stroke="${shade}" stroke-width="1.2"/>`;
  out += `<path d="M${f(-hw * 0.09)} ${f(topY - 8)} Q${f(-hw * 0.16)} ${f(topY - 22)} 0 ${f(topY - 26)} Q${f(hw * 0.16)} ${f(topY - 22)} ${f(hw * 0.09)} ${f(topY - 8)} Z" fill="${C.goldLight}"/>`;
  if (withFlag) out += `<g transform="translate(0 ${f(topY - 24)})">${flagPole(44, 'jain')}</g>`;
  if (t.lamps) {
    for (let index = 0; index <= 10; index++) {
      const tt = (index / 10) * tMax;
      const y = base - tt * height;
      const x = main.widthAt(tt);
      out += `<circle cx="${f(-x)}" cy="${f(y)}" r="2.4" fill="#ffd27a"/><circle cx="${f(x)}" cy="${f(y)}" r="2.4" fill="#ffd27a"/>`;
    }
  }
  return out;
}

function drawTemple(t: TempleStyle): string {
  const stone = t.stone;
  const shade = darken(stone, 0.14);
  const out: string[] = [];
  out.push(`<ellipse cx="0" cy="0" rx="190" ry="10" fill="#000" opacity="0.12"/>`);
  out.push(
    `<rect x="-160" y="-12" width="320" height="12" fill="${darken(stone, 0.08)}"/><rect x="-150" y="-24" width="300" height="12" fill="${stone}"/><rect x="-140" y="-36" width="280" height="12" fill="${darken(stone, 0.05)}"/>`,
  );
  const roof = -150;
  // side wings with their small spires
  out.push(`<g transform="translate(-86 0)">${drawSpire(t, 30, 100, roof, false)}</g>`);
  out.push(`<g transform="translate(86 0)">${drawSpire(t, 30, 100, roof, false)}</g>`);
  out.push(`<rect x="-126" y="${roof}" width="252" height="${-36 - roof}" fill="${stone}"/>`);
  out.push(drawSpire(t, 62, t.spire, roof, true));
  // porch
  out.push(`<rect x="-112" y="-126" width="224" height="90" fill="${mix(stone, '#3a2a22', 0.55)}"/>`);
  const door = t.lit ? '#f6c56a' : '#6a4a35';
  out.push(`<path d="M-20 -36 L-20 -86 Q-20 -106 0 -110 Q20 -106 20 -86 L20 -36 Z" fill="${door}"/>`);
  if (t.lit) out.push(`<circle cx="0" cy="-70" r="34" fill="#ffd27a" opacity="0.35"/>`);
  for (const x of [-100, -56, 56, 100]) {
    out.push(
      `<rect x="${x - 7}" y="-124" width="14" height="88" fill="${stone}"/><rect x="${x - 10}" y="-48" width="20" height="10" fill="${shade}"/><rect x="${x - 10}" y="-128" width="20" height="9" fill="${shade}"/>`,
    );
    out.push(
      `<path d="M${x - 7} -100 L${x + 7} -100 M${x - 7} -72 L${x + 7} -72" stroke="${shade}" stroke-width="1.4"/>`,
    );
  }
  // scalloped arches between the pillars, a Jain temple motif
  for (const [a, b] of [
    [-93, -63],
    [63, 93],
  ]) {
    const mid = (a + b) / 2;
    out.push(
      `<path d="M${a} -96 Q${a} -118 ${mid} -120 Q${b} -118 ${b} -96" stroke="${shade}" stroke-width="3" fill="none"/>`,
    );
  }
  out.push(
    `<path d="M-128 -126 L128 -126 L118 -140 L-118 -140 Z" fill="${t.accent === C.green ? shade : t.accent}" opacity="0.85"/>`,
  );
  out.push(`<rect x="-124" y="-152" width="248" height="12" fill="${stone}"/>`);
  for (let x = -116; x <= 116; x += 16)
    out.push(`<rect x="${x - 3}" y="-149" width="6" height="7" fill="${shade}"/>`);
  if (t.lamps) {
    for (let x = -120; x <= 120; x += 12) out.push(`<circle cx="${x}" cy="-129" r="2.4" fill="#ffd27a"/>`);
  }
  if (t.weathered) {
    out.push(
      `<path d="M-90 -150 l8 20 l-6 14 M70 -110 l-5 18 l6 10 M-30 -300 l6 14" stroke="${darken(stone, 0.3)}" stroke-width="1.4" fill="none"/>`,
    );
    out.push(
      `<g fill="#5e7a3a" opacity="0.8"><circle cx="-122" cy="-154" r="6"/><circle cx="-114" cy="-156" r="5"/><circle cx="118" cy="-40" r="7"/><circle cx="126" cy="-42" r="5"/></g>`,
    );
  }
  return out.join('');
}

function drawManastambha(stone: string): string {
  const shade = darken(stone, 0.15);
  let out = `<ellipse cx="0" cy="0" rx="54" ry="5" fill="#000" opacity="0.12"/>`;
  out += `<rect x="-46" y="-10" width="92" height="10" fill="${shade}"/><rect x="-36" y="-20" width="72" height="10" fill="${stone}"/><rect x="-26" y="-30" width="52" height="10" fill="${shade}"/>`;
  out += `<path d="M-10 -30 L-7 -262 L7 -262 L10 -30 Z" fill="${stone}"/>`;
  for (let y = -70; y > -260; y -= 40)
    out += `<rect x="-10" y="${y}" width="20" height="5" fill="${shade}"/>`;
  out += `<rect x="-22" y="-270" width="44" height="8" fill="${shade}"/>`;
  out += `<rect x="-19" y="-298" width="4" height="28" fill="${stone}"/><rect x="15" y="-298" width="4" height="28" fill="${stone}"/><rect x="-2" y="-298" width="4" height="28" fill="${stone}"/>`;
  out += `<path d="M-26 -298 L26 -298 L0 -326 Z" fill="${shade}"/><path d="M-4 -326 Q0 -336 4 -326 Z" fill="${C.goldLight}"/><circle cx="0" cy="-330" r="3" fill="${C.goldLight}"/>`;
  return out;
}

function drawGate(pillar: string, open: boolean): string {
  const shade = darken(pillar, 0.15);
  let out = '';
  for (const x of [-80, 80]) {
    out += `<rect x="${x - 12}" y="-120" width="24" height="120" fill="${pillar}"/><rect x="${x - 16}" y="-128" width="32" height="10" fill="${shade}"/><path d="M${x - 8} -128 Q${x} -144 ${x + 8} -128 Z" fill="${C.goldLight}"/>`;
  }
  out += `<path d="M-68 -104 Q0 -150 68 -104" stroke="#3a3436" stroke-width="5" fill="none"/>`;
  out += `<rect x="-34" y="-134" width="68" height="14" fill="${C.maroon}" stroke="${C.goldLight}" stroke-width="2"/>`;
  if (!open) {
    for (let x = -64; x <= 64; x += 8)
      out += `<path d="M${x} -2 L${x} -84" stroke="#3a3436" stroke-width="2.2"/>`;
    out += `<path d="M-68 -80 L68 -80 M-68 -40 L68 -40 M0 -84 L0 -2" stroke="#3a3436" stroke-width="3"/>`;
  } else {
    for (let x = -66; x <= -46; x += 5)
      out += `<path d="M${x} -2 L${x} -84" stroke="#3a3436" stroke-width="2"/>`;
    for (let x = 46; x <= 66; x += 5)
      out += `<path d="M${x} -2 L${x} -84" stroke="#3a3436" stroke-width="2"/>`;
  }
  return out;
}

function compoundWall(x0: number, x1: number, y: number, s: number, color: string): string {
  const height = 46 * s;
  let out = `<rect x="${f(x0)}" y="${f(y - height)}" width="${f(x1 - x0)}" height="${f(height)}" fill="${color}"/>`;
  out += `<rect x="${f(x0)}" y="${f(y - height - 5 * s)}" width="${f(x1 - x0)}" height="${f(6 * s)}" fill="${darken(color, 0.18)}"/>`;
  for (let x = x0; x < x1; x += 90 * s)
    out += `<rect x="${f(x)}" y="${f(y - height - 8 * s)}" width="${f(14 * s)}" height="${f(height + 8 * s)}" fill="${darken(color, 0.1)}"/>`;
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Objects: things held in the hands (drawn at the hands, (0,0)) and furniture (base centre at (0,0))

const ITEMS = {
  book: (color: string) =>
    `<rect x="-15" y="-16" width="30" height="21" rx="1.5" fill="${color}"/><rect x="-13" y="-14" width="26" height="3" fill="#ffffff" opacity="0.5"/><path d="M-15 3 L15 3" stroke="#f4efe4" stroke-width="2"/>`,
  books: (a: string, b: string) =>
    `<rect x="-16" y="-20" width="32" height="11" rx="1.5" fill="${a}"/><rect x="-14" y="-9" width="30" height="12" rx="1.5" fill="${b}"/><path d="M-14 -15 L14 -15 M-12 -3 L14 -3" stroke="#f4efe4" stroke-width="1.5"/>`,
  sapling: () =>
    `<path d="M-11 -2 L11 -2 L8 18 L-8 18 Z" fill="#b5532f"/><rect x="-12" y="-5" width="24" height="5" fill="#c9683c"/><path d="M0 -4 Q-1 -30 1 -52" stroke="#5e4030" stroke-width="2.4" fill="none"/><g fill="#4f8a3f"><ellipse cx="-8" cy="-36" rx="9" ry="4" transform="rotate(-25 -8 -36)"/><ellipse cx="9" cy="-28" rx="9" ry="4" transform="rotate(25 9 -28)"/><ellipse cx="7" cy="-48" rx="8" ry="3.6" transform="rotate(30 7 -48)"/><ellipse cx="-6" cy="-16" rx="8" ry="3.6" transform="rotate(-20 -6 -16)"/></g>`,
  box: () =>
    `<rect x="-22" y="-14" width="44" height="32" fill="#c89b62"/><rect x="-22" y="-14" width="44" height="6" fill="#b2864f"/><rect x="-4" y="-14" width="8" height="32" fill="#e8d3a8"/>`,
  plate: () =>
    `<ellipse cx="0" cy="2" rx="22" ry="6" fill="${C.goldLight}"/><ellipse cx="0" cy="0" rx="19" ry="4.5" fill="#f3d27a"/><circle cx="-9" cy="-1" r="2.5" fill="#e4572e"/><circle cx="9" cy="0" r="2.5" fill="#f59e0b"/><path d="M-4 -1 Q0 2 4 -1 L3 -4 L-3 -4 Z" fill="#a0522d"/><path d="M0 -4 Q-3 -10 0 -15 Q3 -10 0 -4 Z" fill="#ffb020"/>`,
  trophy: () =>
    `<rect x="-12" y="6" width="24" height="8" fill="#6b4a33"/><rect x="-4" y="-8" width="8" height="14" fill="${C.gold}"/><path d="M-15 -34 L15 -34 Q15 -10 0 -8 Q-15 -10 -15 -34 Z" fill="${C.goldLight}"/><path d="M-15 -30 Q-26 -28 -14 -16 M15 -30 Q26 -28 14 -16" stroke="${C.gold}" stroke-width="3" fill="none"/>`,
  memento: () =>
    `<rect x="-17" y="-28" width="34" height="32" fill="#6b4a33"/><rect x="-13" y="-24" width="26" height="24" fill="#fbf3df"/><circle cx="0" cy="-12" r="6" fill="${C.goldLight}"/>`,
  shawl: () =>
    `<rect x="-22" y="-10" width="44" height="20" rx="2" fill="#f5efe0"/><path d="M-22 -5 L22 -5 M-22 5 L22 5" stroke="${C.maroon}" stroke-width="2.5"/>`,
  scroll: () =>
    `<rect x="-22" y="-6" width="44" height="12" rx="6" fill="#f8efd8"/><ellipse cx="-22" cy="0" rx="3" ry="6" fill="#e8d9b8"/><rect x="-3" y="-7" width="6" height="14" fill="${C.red}"/>`,
  garland: () => garlandPath(quadPoints([-9, 0], [0, 70], [9, 0], 16), 3.2),
  broom: () =>
    `<path d="M-4 -30 L22 92" stroke="#8a6a3a" stroke-width="3"/><path d="M16 80 L10 110 L40 104 L28 78 Z" fill="#c8a55a"/>`,
  bucket: () =>
    `<path d="M-16 -6 L16 -6 L12 20 L-12 20 Z" fill="#b8c0c8"/><ellipse cx="0" cy="-6" rx="16" ry="4" fill="#d7dde2"/><path d="M8 -8 L22 -36" stroke="#8a949e" stroke-width="2.5"/>`,
  tray: () =>
    `<rect x="-24" y="-3" width="48" height="6" rx="2" fill="#b8c0c8"/><g fill="#dfeef7" stroke="#9fb6c6" stroke-width="1"><rect x="-19" y="-17" width="9" height="14"/><rect x="-4" y="-17" width="9" height="14"/><rect x="11" y="-17" width="9" height="14"/></g>`,
  diya: () => diya(1),
  clipboard: () =>
    `<rect x="-12" y="-18" width="24" height="32" rx="2" fill="#8a5a32"/><rect x="-9" y="-13" width="18" height="24" fill="#ffffff"/><path d="M-6 -6 L6 -6 M-6 0 L6 0 M-6 6 L3 6" stroke="#9aa" stroke-width="1.2"/>`,
  packet: (color: string) =>
    `<rect x="-14" y="-12" width="28" height="24" rx="2" fill="${color}"/><path d="M-14 -4 L14 -4" stroke="#ffffff" stroke-width="2" opacity="0.6"/>`,
  spade: () =>
    `<path d="M-4 -40 L6 70" stroke="#8a6a3a" stroke-width="3.5"/><path d="M-2 66 L14 66 L12 92 Q6 98 0 92 Z" fill="#8d99a6"/>`,
  bouquet: () =>
    `<path d="M-6 16 L0 -4 L6 16 Z" fill="#3f7a4a"/><circle cx="-6" cy="-8" r="6" fill="#e4572e"/><circle cx="6" cy="-9" r="6" fill="#f0c419"/><circle cx="0" cy="-15" r="6" fill="#f4a6c0"/>`,
};

function diya(s: number): string {
  return `<g transform="scale(${s})"><ellipse cx="0" cy="-12" rx="9" ry="14" fill="#ffd27a" opacity="0.35"/><path d="M-12 -2 Q0 8 12 -2 L9 -5 L-9 -5 Z" fill="#a0522d"/><path d="M-12 -2 L12 -2" stroke="#7a3b1d" stroke-width="1.2"/><path d="M0 -5 Q-4 -12 0 -20 Q4 -12 0 -5 Z" fill="#ffb020"/><path d="M0 -6 Q-1.5 -10 0 -14 Q1.5 -10 0 -6 Z" fill="#fff3c4"/></g>`;
}

/** The tall brass oil lamp lit to open a programme. About 150 units tall. */
function samai(): string {
  const brass = '#d4a017';
  const dark = '#a87a12';
  let out = `<ellipse cx="0" cy="0" rx="30" ry="5" fill="#000" opacity="0.15"/><path d="M-26 0 Q-24 -18 0 -22 Q24 -18 26 0 Z" fill="${brass}"/>`;
  out += `<rect x="-4" y="-120" width="8" height="100" fill="${brass}"/>`;
  for (const y of [-40, -64, -90]) out += `<ellipse cx="0" cy="${y}" rx="8" ry="4" fill="${dark}"/>`;
  out += `<path d="M-30 -122 Q0 -110 30 -122 L26 -128 L-26 -128 Z" fill="${brass}"/>`;
  for (const x of [-24, -12, 0, 12, 24])
    out += `<path d="M${x} -127 Q${x - 4} -136 ${x} -146 Q${x + 4} -136 ${x} -127 Z" fill="#ffb020"/><circle cx="${x}" cy="-136" r="9" fill="#ffd27a" opacity="0.25"/>`;
  out += `<path d="M0 -128 L0 -150" stroke="${brass}" stroke-width="4"/><path d="M-8 -150 Q0 -166 8 -150 Z" fill="${brass}"/>`;
  out += garlandPath(quadPoints([-14, -118], [0, -90], [14, -118], 10), 2.4);
  return out;
}

function drawTable(width: number, cloth?: string, border = C.goldLight): string {
  const half = width / 2;
  let out = `<ellipse cx="0" cy="0" rx="${half + 10}" ry="5" fill="#000" opacity="0.12"/>`;
  out += `<rect x="${-half + 6}" y="-60" width="7" height="60" fill="${C.woodDark}"/><rect x="${half - 13}" y="-60" width="7" height="60" fill="${C.woodDark}"/>`;
  out += `<rect x="${-half}" y="-66" width="${width}" height="8" fill="${C.wood}"/>`;
  if (cloth) {
    out += `<path d="M${-half - 2} -66 L${half + 2} -66 L${half + 4} -18 L${-half - 4} -18 Z" fill="${cloth}"/><rect x="${-half - 4}" y="-26" width="${width + 8}" height="8" fill="${border}"/>`;
  }
  return out;
}

function lectern(): string {
  return (
    `<ellipse cx="0" cy="0" rx="40" ry="5" fill="#000" opacity="0.15"/><path d="M-30 0 L-26 -96 L26 -96 L30 0 Z" fill="${C.maroon}"/>` +
    `<path d="M-34 -96 L34 -96 L30 -106 L-30 -106 Z" fill="${C.maroonDark}"/><circle cx="0" cy="-58" r="13" fill="${C.goldLight}"/><circle cx="0" cy="-58" r="8" fill="${C.maroon}"/>` +
    `<path d="M10 -106 Q16 -122 6 -132" stroke="#333" stroke-width="2" fill="none"/><ellipse cx="5" cy="-134" rx="3" ry="4" fill="#333"/>` +
    `<path d="M-26 -96 L26 -96 L27 -88 L-27 -88 Z" fill="${C.goldLight}" opacity="0.8"/>`
  );
}

/** A blood drop holding a heart: the mark of the Sabha's blood donation camps. Centre at (0,0), ~100 units. */
function dropHeart(red = '#c0262d'): string {
  return (
    `<path d="M0 -52 C18 -24 36 -4 36 18 A36 36 0 0 1 -36 18 C-36 -4 -18 -24 0 -52 Z" fill="${red}"/>` +
    `<path d="M0 32 C-16 20 -22 10 -20 2 C-18 -6 -6 -8 0 2 C6 -8 18 -6 20 2 C22 10 16 20 0 32 Z" fill="#ffffff"/>` +
    `<path d="M-22 -6 Q-26 8 -18 22" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.45" stroke-linecap="round"/>`
  );
}

function bookshelf(rng: Rng, cols: number, rows: number): string {
  const colW = 64;
  const rowH = 54;
  const width = cols * colW + 12;
  const height = rows * rowH + 16;
  const half = width / 2;
  let out = `<rect x="${-half}" y="${-height}" width="${width}" height="${height}" fill="${C.woodDark}"/>`;
  out += `<rect x="${-half + 6}" y="${-height + 6}" width="${width - 12}" height="${height - 12}" fill="${darken(C.woodDark, 0.3)}"/>`;
  const spines = [
    '#7b1e1e',
    '#1f5f45',
    '#2f3e6b',
    '#b7791f',
    '#c2692a',
    '#5a2f2f',
    '#3f7a8a',
    '#e0c48a',
    '#6b4f8a',
    '#8a3b22',
    '#f1e4c8',
  ];
  for (let row = 0; row < rows; row++) {
    const shelfY = -height + 6 + (row + 1) * rowH;
    out += `<rect x="${-half + 4}" y="${shelfY - 2}" width="${width - 8}" height="6" fill="${C.wood}"/>`;
    for (let col = 0; col < cols; col++) {
      let x = -half + 8 + col * colW;
      const end = x + colW - 6;
      while (x < end - 6) {
        const bw = rng.range(5, 10);
        const bh = rng.range(30, 46);
        if (rng.chance(0.08)) {
          out += `<rect x="${f(x + 4)}" y="${f(shelfY - 2 - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${rng.pick(spines)}" transform="rotate(12 ${f(x + 4)} ${f(shelfY - 2)})"/>`;
          x += bh * 0.3 + bw;
        } else {
          out += `<rect x="${f(x)}" y="${f(shelfY - 2 - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${rng.pick(spines)}"/>`;
          x += bw + 0.6;
        }
      }
    }
  }
  out += `<rect x="${-half}" y="${-height - 8}" width="${width}" height="10" fill="${C.wood}"/>`;
  return out;
}

/** Bands of marigold hanging in swags across a width, with mango-leaf drops at the joins. */
function marigoldSwags(x0: number, x1: number, y: number, count: number, sag: number, s: number): string {
  let out = '';
  const step = (x1 - x0) / count;
  for (let index = 0; index < count; index++) {
    const a: Point = [x0 + index * step, y];
    const b: Point = [x0 + (index + 1) * step, y];
    const points = quadPoints(
      a,
      [(a[0] + b[0]) / 2, y + sag * 2],
      b,
      Math.max(8, Math.round(step / (6 * s))),
    );
    out += garlandPath(points, 3.4 * s);
  }
  for (let index = 0; index <= count; index++) {
    const x = x0 + index * step;
    const drop = quadPoints([x, y], [x, y + 30 * s], [x, y + 44 * s], 8);
    out += garlandPath(drop, 3.2 * s, ['#f97316', '#fbbf24']);
    out += `<path d="M${f(x - 6 * s)} ${f(y + 50 * s)} Q${f(x)} ${f(y + 64 * s)} ${f(x + 6 * s)} ${f(y + 50 * s)} Q${f(x)} ${f(y + 44 * s)} ${f(x - 6 * s)} ${f(y + 50 * s)} Z" fill="#3f7a4a"/>`;
  }
  return out;
}

/** A circular rangoli seen on the floor (flattened). */
function rangoli(rng: Rng, r: number): string {
  const colors = rng.shuffle([
    '#e4572e',
    '#f0c419',
    '#2e8b57',
    '#7a3b8f',
    '#ffffff',
    '#2f5f9e',
    '#f59e0b',
    '#c2185b',
  ]);
  let out = `<g transform="scale(1 0.42)"><circle cx="0" cy="0" r="${r}" fill="${colors[0]}"/>`;
  out += `<circle cx="0" cy="0" r="${r * 0.82}" fill="${colors[1]}"/>`;
  const petals = rng.pick([8, 10, 12]);
  for (let index = 0; index < petals; index++) {
    const a = (index / petals) * 360;
    out += `<ellipse cx="0" cy="${-r * 0.5}" rx="${r * 0.16}" ry="${r * 0.3}" fill="${colors[2]}" transform="rotate(${a})"/>`;
  }
  out += `<circle cx="0" cy="0" r="${r * 0.3}" fill="${colors[3]}"/><circle cx="0" cy="0" r="${r * 0.14}" fill="${colors[4]}"/>`;
  for (let index = 0; index < petals * 2; index++) {
    const a = (index / (petals * 2)) * Math.PI * 2;
    out += `<circle cx="${f(Math.cos(a) * r * 0.92)}" cy="${f(Math.sin(a) * r * 0.92)}" r="${f(r * 0.05)}" fill="#ffffff"/>`;
  }
  return out + '</g>';
}

// ---------------------------------------------------------------------------------------------------------
// Composition helpers

interface Figure {
  svg: string;
  x: number;
  y: number;
  s: number;
  flip?: boolean;
}

function drawFigures(list: Figure[]): string {
  return [...list]
    .sort((a, b) => a.y - b.y)
    .map((figure) => place(figure.x, figure.y, figure.s, figure.svg, figure.flip))
    .join('');
}

/** Adults further back (nearer the horizon) are drawn smaller. */
function depthScale(st: Stage, y: number): number {
  const t = Math.max(0, (y - st.ground) / (st.h - st.ground));
  return st.k * (0.7 + 0.75 * t);
}

function spread(rng: Rng, count: number, x0: number, x1: number, jitter = 0.25): number[] {
  if (count === 1) return [(x0 + x1) / 2 + rng.range(-0.1, 0.1) * (x1 - x0)];
  const step = (x1 - x0) / (count - 1);
  return Array.from({ length: count }, (_, index) => x0 + index * step + rng.range(-jitter, jitter) * step);
}

function buildingHeight(b: BuildingStyle): number {
  return 16 + b.floors * 74 + 76 + (b.flag ? 62 : 0) + (b.roof === 'dome' ? 30 : 0);
}

function placeBuilding(
  b: BuildingStyle,
  cx: number,
  baseY: number,
  maxW: number,
  topY: number,
): { svg: string; width: number; s: number } {
  const bw = b.bays * 56 + 36;
  const s = Math.min(maxW / bw, (baseY - topY) / buildingHeight(b));
  return { svg: place(cx, baseY, s, drawBuilding(b)), width: bw * s, s };
}

function sideTrees(st: Stage, cx: number, halfGap: number, baseY: number, kinds: TreeKind[]): string {
  let out = '';
  for (const side of [-1, 1]) {
    const count = st.rng.int(1, 2);
    for (let index = 0; index < count; index++) {
      const x = cx + side * (halfGap + st.rng.range(10, 60) * st.k + index * 70 * st.k);
      out += place(
        x,
        baseY + st.rng.range(0, 8) * st.k,
        st.k * st.rng.range(0.9, 1.3),
        drawTree(st.rng.pick(kinds), st.rng),
      );
    }
  }
  return out;
}

function bushRow(st: Stage, x0: number, x1: number, y: number, count: number): string {
  let out = '';
  for (const x of spread(st.rng, count, x0, x1, 0.3))
    out += place(x, y + st.rng.range(-4, 4) * st.k, st.k * st.rng.range(0.7, 1.1), drawTree('bush', st.rng));
  return out;
}

function pathToDoor(st: Stage, cx: number, baseY: number, doorHalf: number, color = '#dcc59c'): string {
  const spreadX = (st.x1 - st.x0) * 0.14;
  return `<path d="M${f(cx - doorHalf)} ${f(baseY)} L${f(cx + doorHalf)} ${f(baseY)} L${f(cx + spreadX)} ${st.h} L${f(cx - spreadX)} ${st.h} Z" fill="${color}"/>`;
}

function walkers(
  st: Stage,
  count: number,
  kinds: Kind[],
  yMin: number,
  pose: Pose[] = ['down', 'hold', 'bag'],
): Figure[] {
  const { rng } = st;
  const list: Figure[] = [];
  const xs = spread(rng, count, st.x0 + (st.x1 - st.x0) * 0.12, st.x1 - (st.x1 - st.x0) * 0.12, 0.35);
  for (const x of xs) {
    const y = rng.range(yMin, st.h - 8 * st.k);
    const kind = rng.pick(kinds);
    const chosen = rng.pick(pose);
    const item =
      chosen === 'hold'
        ? ITEMS.books(
            rng.pick(['#7b1e1e', '#2f3e6b', '#1f5f45']),
            rng.pick(['#b7791f', '#c2692a', '#f1e4c8']),
          )
        : undefined;
    list.push({
      svg: drawPerson(makePerson(rng, kind, chosen, { item })),
      x,
      y,
      s: depthScale(st, y),
      flip: rng.chance(0.5),
    });
  }
  return list;
}

// ---------------------------------------------------------------------------------------------------------
// Outdoor scenes

function sceneHostel(st: Stage, opts: { people?: number; kinds?: Kind[]; night?: boolean } = {}): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: rng.int(1, 2) });
  const cx = (st.x0 + st.x1) / 2 + rng.range(-0.05, 0.05) * (st.x1 - st.x0);
  const baseY = st.ground + 10 * k;
  const b = buildingStyle(rng, { lit: lit(st), bays: rng.pick([7, 9, 9, 11]) });
  const building = placeBuilding(b, cx, baseY, (st.x1 - st.x0) * 0.78, st.h * 0.07);
  out += sideTrees(st, cx, building.width / 2, baseY, ['ashoka', 'palm', 'round', 'neem', 'ashoka']);
  out += building.svg;
  out += pathToDoor(st, cx, baseY, 26 * building.s);
  out += bushRow(st, cx - building.width / 2, cx - 50 * building.s, baseY + 6 * k, 3);
  out += bushRow(st, cx + 50 * building.s, cx + building.width / 2, baseY + 6 * k, 3);
  const people = opts.people ?? rng.int(0, 3);
  if (people > 0)
    out += drawFigures(walkers(st, people, opts.kinds ?? ['boy', 'man', 'boy', 'girl'], baseY + 40 * k));
  return out + timeTint(st);
}

function sceneCourtyard(st: Stage, kinds: Kind[] = ['boy', 'girl', 'man']): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 1 });
  const b = buildingStyle(rng, { floors: 2, bays: 9, lit: lit(st), flag: false });
  const baseY = st.ground + 4 * k;
  out += placeBuilding(b, st.w * 0.3, baseY, st.w * 0.7, st.h * 0.22).svg;
  out += placeBuilding({ ...b, bays: 7, roof: 'tiles' }, st.w * 0.85, baseY, st.w * 0.55, st.h * 0.26).svg;
  out += `<rect y="${f(baseY)}" width="${st.w}" height="${f(st.h - baseY)}" fill="${st.c.linear([
    [0, '#e2cfa6'],
    [1, '#cdb68a'],
  ])}"/>`;
  for (let x = -st.w; x < st.w * 2; x += 70 * k)
    out += `<path d="M${f(st.w / 2 + (x - st.w / 2) * 0.25)} ${f(baseY)} L${f(x)} ${st.h}" stroke="#c3a97a" stroke-width="1.2"/>`;
  const tx = st.x0 + (st.x1 - st.x0) * rng.range(0.35, 0.65);
  const ty = st.ground + (st.h - st.ground) * 0.55;
  const ts = k * 1.25;
  out += `<ellipse cx="${f(tx)}" cy="${f(ty)}" rx="${f(110 * ts)}" ry="${f(20 * ts)}" fill="#b9a07a"/><rect x="${f(tx - 110 * ts)}" y="${f(ty - 22 * ts)}" width="${f(220 * ts)}" height="${f(22 * ts)}" fill="#d4c2a0"/><ellipse cx="${f(tx)}" cy="${f(ty - 22 * ts)}" rx="${f(110 * ts)}" ry="${f(18 * ts)}" fill="#e6d8bb"/>`;
  out += place(tx, ty - 26 * ts, ts, drawTree(rng.pick(['banyan', 'neem'] as const), rng));
  const figures: Figure[] = [];
  const seated = rng.int(2, 4);
  for (let index = 0; index < seated; index++) {
    const x = tx + (index - (seated - 1) / 2) * 56 * ts;
    figures.push({
      svg: drawSeated(makePerson(rng, rng.pick(kinds), 'down')),
      x,
      y: ty - 8 * ts + (index % 2) * 3,
      s: ts * 0.8,
    });
  }
  out += drawFigures(figures);
  out += drawFigures(walkers(st, rng.int(1, 2), kinds, ty + 30 * k));
  return out + timeTint(st);
}

function sceneGate(st: Stage): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 1 });
  const cx = (st.x0 + st.x1) / 2;
  const b = buildingStyle(rng, { lit: lit(st) });
  const farY = st.ground + 2 * k;
  out += sideTrees(st, cx, (st.x1 - st.x0) * 0.32, farY, ['ashoka', 'round', 'palm']);
  out += placeBuilding(b, cx, farY, (st.x1 - st.x0) * 0.5, st.h * 0.2).svg;
  const wallY = st.ground + (st.h - st.ground) * 0.45;
  const gs = k * 1.3;
  const pillar = rng.pick(['#e8dcc4', '#d9b98c', '#f1e7d6', '#c9a97a']);
  out += `<path d="M${f(cx - 40 * gs)} ${f(wallY)} L${f(cx + 40 * gs)} ${f(wallY)} L${f(cx + 140 * k)} ${st.h} L${f(cx - 140 * k)} ${st.h} Z" fill="#cfc3ad"/>`;
  out += compoundWall(0, cx - 92 * gs, wallY, gs, pillar);
  out += compoundWall(cx + 92 * gs, st.w, wallY, gs, pillar);
  out += place(cx, wallY, gs, drawGate(pillar, rng.chance(0.6)));
  out += bushRow(st, 0, cx - 140 * gs, wallY + 14 * k, 3);
  out += bushRow(st, cx + 140 * gs, st.w, wallY + 14 * k, 3);
  out += drawFigures(walkers(st, rng.int(1, 3), ['boy', 'girl', 'man'], wallY + 30 * k));
  return out + timeTint(st);
}

function sceneGarden(st: Stage): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 2 });
  const b = buildingStyle(rng, { floors: 2, lit: lit(st) });
  out += placeBuilding(
    b,
    st.x0 + (st.x1 - st.x0) * rng.range(0.3, 0.7),
    st.ground + 2 * k,
    (st.x1 - st.x0) * 0.5,
    st.h * 0.24,
  ).svg;
  for (let row = 0; row < 3; row++) {
    const y = st.ground + (st.h - st.ground) * (0.25 + row * 0.28);
    out += bushRow(st, 20 * k, st.w - 20 * k, y, rng.int(5, 8));
  }
  out += place(
    st.w * rng.range(0.08, 0.2),
    st.h * 0.95,
    k * 1.4,
    drawTree(rng.pick(['gulmohar', 'round'] as const), rng),
  );
  return out + timeTint(st);
}

function scenePeopleOutdoor(
  st: Stage,
  opts: {
    kinds: Kind[];
    count: number;
    poses?: Pose[];
    tree?: TreeKind;
    building?: boolean;
    seated?: boolean;
    items?: (rng: Rng) => string | undefined;
  },
): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: rng.int(1, 2) });
  if (opts.building) {
    const b = buildingStyle(rng, { lit: lit(st) });
    out += placeBuilding(
      b,
      st.x0 + (st.x1 - st.x0) * rng.range(0.35, 0.65),
      st.ground + 4 * k,
      (st.x1 - st.x0) * 0.75,
      st.h * 0.08,
    ).svg;
  }
  let treeX: number | undefined;
  if (opts.tree) {
    treeX = st.x0 + (st.x1 - st.x0) * (opts.seated ? rng.pick([0.4, 0.6]) : rng.pick([0.22, 0.78]));
    out += place(treeX, st.ground + (st.h - st.ground) * 0.3, k * 1.7, drawTree(opts.tree, rng));
  } else {
    out += place(
      st.x0 + rng.range(0, 60) * k,
      st.ground + 6 * k,
      k * 1.1,
      drawTree(rng.pick(['round', 'neem', 'ashoka'] as const), rng),
    );
  }
  const figures: Figure[] = [];
  const y0 = st.ground + (st.h - st.ground) * (opts.seated ? 0.5 : 0.6);
  const margin = (st.x1 - st.x0) * (opts.seated ? 0.2 : 0.12);
  const xs =
    opts.seated && treeX !== undefined
      ? spread(
          rng,
          opts.count,
          Math.max(st.x0 + 50 * k, treeX - 190 * k),
          Math.min(st.x1 - 50 * k, treeX + 190 * k),
          0.15,
        )
      : spread(rng, opts.count, st.x0 + margin, st.x1 - margin, 0.2);
  xs.forEach((x, index) => {
    const y = y0 + (index % 2) * (opts.seated ? 30 : 14) * k + rng.range(-6, 6) * k;
    const pose = rng.pick<Pose>(opts.poses ?? ['down']);
    const item = pose === 'hold' ? opts.items?.(rng) : undefined;
    const person = makePerson(rng, rng.pick(opts.kinds), pose, { item });
    figures.push({
      svg: opts.seated ? drawSeated({ ...person, child: false }) : drawPerson(person),
      x,
      y,
      s: depthScale(st, y) * (opts.seated ? 1.05 : 1),
      flip: rng.chance(0.3),
    });
  });
  out += drawFigures(figures);
  out += foregroundPlants(st);
  return out + timeTint(st);
}

/** Bushes in the bottom corners so open ground does not look empty. */
function foregroundPlants(st: Stage): string {
  const { rng, k } = st;
  let out = '';
  for (const x of [rng.range(-20, 40) * k, st.w - rng.range(-20, 40) * k]) {
    if (rng.chance(0.7)) out += place(x, st.h + 6 * k, k * rng.range(1.4, 1.9), drawTree('bush', rng));
  }
  return out;
}

const bookItem = (rng: Rng) =>
  ITEMS.books(
    rng.pick(['#7b1e1e', '#2f3e6b', '#1f5f45', '#5a2f2f']),
    rng.pick(['#b7791f', '#c2692a', '#f1e4c8', '#3f7a8a']),
  );

function sceneTempleLandscape(
  st: Stage,
  opts: {
    manastambha?: boolean;
    devotees?: number;
    hill?: boolean;
    old?: boolean;
    festival?: boolean;
    figures?: (st: Stage) => Figure[];
  } = {},
): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: opts.hill ? 1 : rng.int(1, 2) });
  const t = templeStyle(rng, {
    lit: lit(st) || !!opts.festival,
    lamps: !!opts.festival,
    weathered: !!opts.old,
    stone: opts.old ? rng.pick(['#d8b98a', '#cfae82', '#c9a57a']) : rng.pick(STONES),
  });
  const span = st.x1 - st.x0;
  const cx = st.x0 + span * (opts.manastambha ? rng.range(0.56, 0.62) : rng.range(0.44, 0.56));
  let baseY = st.ground + (st.h - st.ground) * (opts.hill ? 0.1 : 0.3);
  let ts = Math.min((baseY - st.h * 0.05) / (t.spire * 0.9 + 230), (span * 0.56) / 320);
  if (!opts.hill) {
    const near = span * 0.36;
    out += `<path d="M${f(cx - 150 * ts)} ${f(baseY)} L${f(cx + 150 * ts)} ${f(baseY)} L${f(cx + near)} ${st.h} L${f(cx - near)} ${st.h} Z" fill="${mix(t.stone, '#b9a27a', 0.45)}"/>`;
    for (let index = 1; index < 6; index++) {
      const y = baseY + (st.h - baseY) * Math.pow(index / 6, 1.4);
      const half = 150 * ts + (near - 150 * ts) * ((y - baseY) / (st.h - baseY));
      out += `<path d="M${f(cx - half)} ${f(y)} L${f(cx + half)} ${f(y)}" stroke="${mix(t.stone, '#8a7350', 0.45)}" stroke-width="${f(1.5 * k)}"/>`;
    }
  }
  if (opts.hill) {
    const hillTop = st.ground - (st.ground - st.h * 0.05) * 0.48;
    const hillW = span * 0.75;
    out += `<path d="M${f(cx - hillW)} ${f(st.ground + 4)} Q${f(cx - hillW * 0.35)} ${f(hillTop - 10 * k)} ${f(cx)} ${f(hillTop)} Q${f(cx + hillW * 0.35)} ${f(hillTop - 10 * k)} ${f(cx + hillW)} ${f(st.ground + 4)} Z" fill="${mix('#8aa46a', SKY[st.time].bottom, 0.15)}"/>`;
    out += `<path d="M${f(cx - 60 * k)} ${st.h} L${f(cx - 10 * k)} ${f(hillTop + 6)} L${f(cx + 10 * k)} ${f(hillTop + 6)} L${f(cx + 60 * k)} ${st.h} Z" fill="#d9c9a6"/>`;
    for (let index = 0; index < 26; index++) {
      const t2 = Math.pow(index / 26, 0.8);
      const y = st.h - t2 * (st.h - hillTop - 6);
      const w = (60 - 50 * t2) * k;
      out += `<path d="M${f(cx - w)} ${f(y)} L${f(cx + w)} ${f(y)}" stroke="#b9a27a" stroke-width="${f(1.5 * k)}"/>`;
    }
    for (const side of [-1, 1]) {
      for (let index = 0; index < 3; index++)
        out += place(
          cx + side * (90 + index * 70) * k,
          st.ground + rng.range(-30, 60) * k,
          k * rng.range(0.7, 1),
          drawTree(rng.pick(['round', 'neem', 'palm'] as const), rng),
        );
    }
    baseY = hillTop + 4;
    ts = Math.min((hillTop - st.h * 0.04) / (t.spire * 0.9 + 230), (span * 0.3) / 320);
  }
  const treesLeft = rng.int(1, 2);
  for (let index = 0; index < treesLeft; index++)
    out += place(
      cx - (200 + index * 70) * ts - rng.range(10, 50) * k,
      baseY + 2,
      ts * rng.range(1.1, 1.5),
      drawTree(rng.pick(['round', 'neem', 'palm'] as const), rng),
    );
  out += place(
    cx + (200 + rng.range(10, 60)) * ts,
    baseY + 2,
    ts * rng.range(1.1, 1.5),
    drawTree(rng.pick(['round', 'neem', 'ashoka', 'palm'] as const), rng),
  );
  out += place(cx, baseY, ts, drawTemple(t));
  if (opts.manastambha) {
    const my = baseY + (st.h - baseY) * 0.35;
    out += place(cx - 230 * ts, my, ts * 1.2, drawManastambha(t.stone));
  }
  if (!opts.hill) out += foregroundPlants(st);
  const count = opts.devotees ?? 0;
  if (count > 0) {
    out += drawFigures(
      walkers(st, count, ['woman', 'man', 'elder', 'elderWoman', 'girl', 'boy'], baseY + 36 * k, [
        'down',
        'namaste',
        'hold',
      ]),
    );
  }
  if (opts.festival) {
    out += marigoldSwags(0, st.w, 4 * k, Math.round(st.w / (160 * k)), 14 * k, k);
    for (let index = 0; index < 9; index++)
      out += place(st.w * (0.05 + index * 0.11), st.h - 12 * k, k * 1.3, diya(1));
  }
  if (opts.figures) out += drawFigures(opts.figures(st));
  return out + timeTint(st);
}

function sceneRuins(st: Stage, restoring: boolean): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 2, ground: '#b8a874' });
  const stone = rng.pick(['#cfae82', '#c9a57a', '#d6b88c']);
  const shade = darken(stone, 0.18);
  const baseY = st.ground + (st.h - st.ground) * 0.35;
  const s = k * 1.3;
  const cx = st.x0 + (st.x1 - st.x0) * 0.5;
  out += place(cx + 200 * s, st.ground + 4 * k, k, drawTree('neem', rng));
  out += `<rect x="${f(cx - 230 * s)}" y="${f(baseY - 22 * s)}" width="${f(460 * s)}" height="${f(22 * s)}" fill="${shade}"/><rect x="${f(cx - 215 * s)}" y="${f(baseY - 36 * s)}" width="${f(430 * s)}" height="${f(14 * s)}" fill="${stone}"/>`;
  const cols = 5;
  for (let index = 0; index < cols; index++) {
    const x = cx - 180 * s + index * 90 * s;
    const broken = !restoring && rng.chance(0.35);
    const height = (broken ? rng.range(60, 120) : 170) * s;
    const top = baseY - 36 * s - height;
    out += `<rect x="${f(x - 13 * s)}" y="${f(top)}" width="${f(26 * s)}" height="${f(height)}" fill="${stone}"/>`;
    for (let y = top + 20 * s; y < baseY - 50 * s; y += 34 * s)
      out += `<rect x="${f(x - 15 * s)}" y="${f(y)}" width="${f(30 * s)}" height="${f(7 * s)}" fill="${shade}"/>`;
    out += `<path d="M${f(x - 10 * s)} ${f(top + 30 * s)} Q${f(x)} ${f(top + 40 * s)} ${f(x + 10 * s)} ${f(top + 30 * s)} M${f(x - 10 * s)} ${f(top + 80 * s)} Q${f(x)} ${f(top + 90 * s)} ${f(x + 10 * s)} ${f(top + 80 * s)}" stroke="${darken(stone, 0.3)}" stroke-width="${f(1.5 * s)}" fill="none"/>`;
    if (!broken)
      out += `<rect x="${f(x - 20 * s)}" y="${f(top - 10 * s)}" width="${f(40 * s)}" height="${f(10 * s)}" fill="${shade}"/>`;
  }
  if (!restoring)
    out += `<rect x="${f(cx - 200 * s)}" y="${f(baseY - 226 * s)}" width="${f(200 * s)}" height="${f(18 * s)}" fill="${stone}"/>`;
  else
    out += `<rect x="${f(cx - 200 * s)}" y="${f(baseY - 226 * s)}" width="${f(380 * s)}" height="${f(18 * s)}" fill="${stone}"/>`;
  for (let index = 0; index < 6; index++) {
    const x = cx + rng.range(-260, 260) * s;
    const y = baseY + rng.range(10, 60) * k;
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(rng.range(20, 46) * s)}" height="${f(rng.range(12, 20) * s)}" fill="${rng.pick([stone, shade])}" transform="rotate(${f(rng.range(-12, 12))} ${f(x)} ${f(y)})"/>`;
  }
  if (restoring) {
    const scaffold = '#9a7a4a';
    for (let x = cx - 240 * s; x <= cx + 240 * s; x += 80 * s)
      out += `<path d="M${f(x)} ${f(baseY)} L${f(x)} ${f(baseY - 280 * s)}" stroke="${scaffold}" stroke-width="${f(4 * s)}"/>`;
    for (let y = baseY - 60 * s; y > baseY - 280 * s; y -= 60 * s)
      out += `<path d="M${f(cx - 240 * s)} ${f(y)} L${f(cx + 240 * s)} ${f(y)}" stroke="${scaffold}" stroke-width="${f(4 * s)}"/>`;
    out += drawFigures([
      {
        svg: drawPerson(makePerson(rng, 'man', 'raise', { top: '#e9dcc0' })),
        x: cx - 120 * s,
        y: baseY - 120 * s,
        s: s * 0.55,
      },
      {
        svg: drawPerson(makePerson(rng, 'man', 'hold', { item: ITEMS.box() })),
        x: cx + 150 * s,
        y: st.h - 20 * k,
        s: depthScale(st, st.h - 20 * k),
      },
      {
        svg: drawPerson(makePerson(rng, 'elder', 'point')),
        x: cx - 260 * s,
        y: st.h - 40 * k,
        s: depthScale(st, st.h - 40 * k),
      },
    ]);
  }
  return out + timeTint(st);
}

function sceneFields(
  st: Stage,
  opts: { river?: boolean; gulmohar?: boolean; saplings?: boolean; grove?: boolean } = {},
): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 2 });
  if (opts.river) {
    const y = st.ground + (st.h - st.ground) * 0.2;
    const water = st.c.linear([
      [0, lighten('#5aa7d6', 0.2)],
      [1, '#3f86b8'],
    ]);
    out += `<path d="M0 ${f(y)} Q${f(st.w * 0.3)} ${f(y - 20 * k)} ${f(st.w * 0.55)} ${f(y + 10 * k)} T${st.w} ${f(y)} L${st.w} ${f(y + 120 * k)} Q${f(st.w * 0.6)} ${f(y + 150 * k)} ${f(st.w * 0.35)} ${f(y + 110 * k)} T0 ${f(y + 130 * k)} Z" fill="${water}"/>`;
    for (let index = 0; index < 6; index++)
      out += `<rect x="${f(st.w * 0.05 + index * 24 * k)}" y="${f(y + 118 * k + index * 8 * k)}" width="${f(st.w * 0.3)}" height="${f(8 * k)}" fill="#d9c9a6" opacity="0.9"/>`;
    for (let index = 0; index < 10; index++) {
      const x = rng.range(0, st.w);
      const yy = y + rng.range(10, 60) * k;
      out += `<path d="M${f(x)} ${f(yy)} l${f(30 * k)} 0" stroke="#ffffff" stroke-width="${f(2 * k)}" opacity="0.5"/>`;
    }
    if (rng.chance(0.6)) {
      const tx = st.w * rng.range(0.6, 0.85);
      const t = templeStyle(rng, { lit: lit(st) });
      out += place(tx, st.ground + 2, k * 0.32, drawTemple(t));
    }
  } else {
    const vx = st.w * rng.range(0.3, 0.7);
    const crop = rng.pick(['#6f9a45', '#8fb85a', '#a7b85a']);
    for (let x = -st.w; x < st.w * 2; x += 34 * k) {
      out += `<path d="M${f(vx + (x - vx) * 0.08)} ${f(st.ground)} L${f(x)} ${st.h}" stroke="${crop}" stroke-width="${f(9 * k)}" opacity="0.7"/>`;
    }
    const hx = st.w * rng.pick([0.2, 0.75]);
    const hs = k * 0.9;
    out += place(
      hx,
      st.ground + 30 * k,
      hs,
      `<rect x="-50" y="-50" width="100" height="50" fill="#e8d4b8"/><path d="M-62 -48 L0 -90 L62 -48 Z" fill="#b4532a"/><rect x="-12" y="-34" width="24" height="34" fill="#6b4a33"/><rect x="22" y="-36" width="16" height="14" fill="#3f5d70"/>`,
    );
    out += place(
      hx + 90 * k,
      st.ground + 34 * k,
      k * 0.9,
      drawTree(rng.pick(['round', 'neem'] as const), rng),
    );
  }
  if (opts.gulmohar)
    out += place(
      st.x0 + (st.x1 - st.x0) * rng.range(0.35, 0.65),
      st.h * 0.93,
      k * 2,
      drawTree('gulmohar', rng),
    );
  if (opts.grove) {
    for (let index = 0; index < 7; index++)
      out += place(
        rng.range(0, st.w),
        st.ground + rng.range(10, 140) * k,
        k * rng.range(1, 1.6),
        drawTree(rng.pick(['round', 'neem', 'banyan', 'palm'] as const), rng),
      );
  }
  if (opts.saplings) {
    for (let row = 0; row < 3; row++) {
      const y = st.ground + (st.h - st.ground) * (0.3 + row * 0.3);
      const s = depthScale(st, y) * 1.3;
      for (let x = 40 * k + row * 20 * k; x < st.w; x += 110 * s)
        out += place(x, y, s, treeGuard() + drawTree('sapling', rng));
    }
  }
  if (!opts.grove && !opts.gulmohar)
    out += place(
      st.w * rng.pick([0.1, 0.9]),
      st.h * 0.96,
      k * 1.6,
      drawTree(rng.pick(['palm', 'round', 'neem'] as const), rng),
    );
  out += foregroundPlants(st);
  return out + timeTint(st);
}

// ---------------------------------------------------------------------------------------------------------
// Interiors

function room(
  st: Stage,
  wall: string,
  opts: { floor?: string; floorY?: number; tiles?: boolean } = {},
): { svg: string; floorY: number } {
  const floorY = opts.floorY ?? st.h * 0.66;
  const floor = opts.floor ?? '#cdb28a';
  const { c } = st;
  let out = `<rect width="${st.w}" height="${f(floorY)}" fill="${c.linear([
    [0, lighten(wall, 0.12)],
    [1, wall],
  ])}"/>`;
  out += `<rect y="${f(floorY - st.h * 0.14)}" width="${st.w}" height="${f(st.h * 0.14)}" fill="${darken(wall, 0.08)}"/>`;
  out += `<rect y="${f(floorY - st.h * 0.14 - 3 * st.k)}" width="${st.w}" height="${f(4 * st.k)}" fill="${darken(wall, 0.2)}"/>`;
  out += `<rect y="${f(floorY)}" width="${st.w}" height="${f(st.h - floorY)}" fill="${c.linear([
    [0, darken(floor, 0.05)],
    [1, lighten(floor, 0.06)],
  ])}"/>`;
  const vx = st.w / 2;
  const vy = floorY - st.h * 0.6;
  const lineColor = darken(floor, 0.14);
  for (let x = -st.w * 1.5; x <= st.w * 2.5; x += 90 * st.k) {
    const t = (floorY - vy) / (st.h - vy);
    out += `<path d="M${f(vx + (x - vx) * t)} ${f(floorY)} L${f(x)} ${st.h}" stroke="${lineColor}" stroke-width="1.2"/>`;
  }
  if (opts.tiles !== false) {
    for (let index = 1; index < 8; index++) {
      const y = floorY + (st.h - floorY) * Math.pow(index / 8, 1.6);
      out += `<path d="M0 ${f(y)} L${st.w} ${f(y)}" stroke="${lineColor}" stroke-width="1"/>`;
    }
  }
  out += `<rect y="${f(floorY - 2)}" width="${st.w}" height="${f(5 * st.k)}" fill="${darken(wall, 0.3)}"/>`;
  return { svg: out, floorY };
}

function wallWindow(st: Stage, x: number, y: number, w: number, h: number, frame = '#f4efe4'): string {
  const look = SKY[st.time];
  let out = `<rect x="${f(x - 6)}" y="${f(y - 6)}" width="${f(w + 12)}" height="${f(h + 12)}" fill="${frame}"/>`;
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${st.c.linear([
    [0, look.top],
    [1, look.bottom],
  ])}"/>`;
  out += `<circle cx="${f(x + w * 0.7)}" cy="${f(y + h * 0.95)}" r="${f(w * 0.35)}" fill="#5d9a4a" opacity="0.85"/><circle cx="${f(x + w * 0.25)}" cy="${f(y + h)}" r="${f(w * 0.28)}" fill="#4f8a3f" opacity="0.85"/>`;
  out += `<path d="M${f(x + w / 2)} ${f(y)} L${f(x + w / 2)} ${f(y + h)} M${f(x)} ${f(y + h / 2)} L${f(x + w)} ${f(y + h / 2)}" stroke="${frame}" stroke-width="${f(4 * st.k)}"/>`;
  for (let bx = x + w / 6; bx < x + w; bx += w / 6)
    out += `<path d="M${f(bx)} ${f(y)} L${f(bx)} ${f(y + h)}" stroke="#55524d" stroke-width="${f(1.2 * st.k)}" opacity="0.6"/>`;
  out += `<rect x="${f(x - 10)}" y="${f(y + h + 6)}" width="${f(w + 20)}" height="${f(6 * st.k)}" fill="${darken(frame, 0.1)}"/>`;
  return out;
}

function blackboard(st: Stage, x: number, y: number, w: number, h: number, rng: Rng): string {
  let out = `<rect x="${f(x - 10 * st.k)}" y="${f(y - 10 * st.k)}" width="${f(w + 20 * st.k)}" height="${f(h + 20 * st.k)}" rx="${f(3 * st.k)}" fill="${C.wood}"/>`;
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${rng.pick(['#2f4a3a', '#2d3d36', '#26352f'])}"/>`;
  const chalk = 'stroke="#f2f0e6" fill="none" stroke-linecap="round" opacity="0.85"';
  const lines = rng.int(3, 5);
  for (let index = 0; index < lines; index++) {
    const ly = y + h * (0.18 + index * (0.62 / lines));
    let lx = x + w * 0.06;
    const end = x + w * rng.range(0.4, 0.58);
    let d = `M${f(lx)} ${f(ly)}`;
    while (lx < end) {
      const step = rng.range(6, 11) * st.k;
      d += ` q${f(step / 2)} ${f(rng.range(-6, 6) * st.k)} ${f(step)} 0`;
      lx += step;
      if (rng.chance(0.15)) {
        lx += 8 * st.k;
        d += ` m${f(8 * st.k)} 0`;
      }
    }
    out += `<path d="${d}" ${chalk} stroke-width="${f(2 * st.k)}"/>`;
  }
  const gx = x + w * 0.78;
  const gy = y + h * 0.5;
  const r = Math.min(w, h) * 0.22;
  const figure = rng.int(0, 2);
  if (figure === 0)
    out += `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(r)}" ${chalk} stroke-width="${f(2.2 * st.k)}"/><path d="M${f(gx - r)} ${f(gy)} L${f(gx + r)} ${f(gy)} M${f(gx)} ${f(gy - r)} L${f(gx)} ${f(gy + r)}" ${chalk} stroke-width="${f(1.6 * st.k)}"/>`;
  else if (figure === 1)
    out += `<path d="M${f(gx - r)} ${f(gy + r)} L${f(gx + r)} ${f(gy + r)} L${f(gx - r)} ${f(gy - r)} Z" ${chalk} stroke-width="${f(2.2 * st.k)}"/>`;
  else
    out += `<path d="M${f(gx)} ${f(gy + r)} L${f(gx)} ${f(gy - r * 0.2)} M${f(gx)} ${f(gy)} L${f(gx - r * 0.6)} ${f(gy - r * 0.5)} M${f(gx)} ${f(gy - r * 0.1)} L${f(gx + r * 0.6)} ${f(gy - r * 0.6)}" ${chalk} stroke-width="${f(2.4 * st.k)}"/><circle cx="${f(gx)}" cy="${f(gy - r * 0.6)}" r="${f(r * 0.55)}" ${chalk} stroke-width="${f(2 * st.k)}"/>`;
  out += `<rect x="${f(x)}" y="${f(y + h + 4 * st.k)}" width="${f(w)}" height="${f(5 * st.k)}" fill="${darken(C.wood, 0.2)}"/>`;
  return out;
}

const UNIFORMS = ['#ffffff', '#dbe7f3', '#f1ead8', '#cfe0cf'];

/** Pupils seen from behind, rows of desks receding towards the teacher. */
function pupilRows(st: Stage, rows: number, raisedShare: number, kinds: Kind[] = ['boy', 'girl']): string {
  const { rng, k } = st;
  let out = '';
  for (let row = rows - 1; row >= 0; row--) {
    const y = st.h * (1.02 - row * 0.1);
    const s = k * (1.5 - row * 0.24);
    const count = Math.max(2, Math.round(st.w / (110 * s)));
    out += `<rect x="0" y="${f(y - 54 * s)}" width="${st.w}" height="${f(10 * s)}" fill="${C.wood}"/><rect x="0" y="${f(y - 44 * s)}" width="${st.w}" height="${f(6 * s)}" fill="${C.woodDark}"/>`;
    const xs = spread(rng, count, 60 * s, st.w - 60 * s, 0.15);
    for (const x of xs) {
      const p = makePerson(rng, rng.pick(kinds), 'down', { top: rng.pick(UNIFORMS) });
      out += place(x, y, s, drawBack(p, rng.chance(raisedShare)));
    }
  }
  return out;
}

function sceneClassroom(st: Stage, opts: { raised?: number } = {}): string {
  const { rng, k } = st;
  const wall = rng.pick(['#f3e9d2', '#e4efe3', '#f1e4d8', '#e6edf3', '#f4ecd6']);
  const r = room(st, wall, { floorY: st.h * 0.6 });
  let out = r.svg;
  const boardLeft = rng.chance(0.5);
  const bw = st.w * 0.46;
  const bx = boardLeft ? st.w * 0.08 : st.w * 0.46;
  out += blackboard(st, bx, st.h * 0.12, bw, st.h * 0.3, rng);
  const windowX = boardLeft ? st.w * 0.72 : st.w * 0.1;
  out += wallWindow(st, windowX, st.h * 0.14, st.w * 0.16, st.h * 0.22);
  const teacher = makePerson(rng, rng.pick(['man', 'woman'] as const), rng.chance(0.7) ? 'point' : 'hold', {
    item: ITEMS.book(C.maroon),
  });
  const tx = boardLeft ? bx + bw + 70 * k : bx - 70 * k;
  out += place(tx, r.floorY + 30 * k, k * 1.05, drawPerson(teacher), boardLeft);
  out += place(
    boardLeft ? tx + 90 * k : tx - 90 * k,
    r.floorY + 34 * k,
    k,
    drawTable(120, rng.pick([C.green, C.maroon, '#2f3e6b'])),
  );
  out += pupilRows(st, 3, opts.raised ?? 0.08);
  return out;
}

function sceneComputerLab(st: Stage): string {
  const { rng, k } = st;
  const r = room(st, rng.pick(['#e6edf3', '#eef0e6', '#f1e9dc']), { floorY: st.h * 0.55, floor: '#c9c4b8' });
  let out = r.svg;
  out += wallWindow(st, st.w * 0.08, st.h * 0.1, st.w * 0.14, st.h * 0.2);
  out += wallWindow(st, st.w * 0.78, st.h * 0.1, st.w * 0.14, st.h * 0.2);
  out += `<rect x="${f(st.w * 0.36)}" y="${f(st.h * 0.1)}" width="${f(st.w * 0.28)}" height="${f(st.h * 0.2)}" fill="#ffffff" stroke="#9aa3ab" stroke-width="${f(4 * k)}"/>`;
  out += `<rect x="${f(st.w * 0.38)}" y="${f(st.h * 0.13)}" width="${f(st.w * 0.1)}" height="${f(st.h * 0.1)}" fill="#7fb7e6"/><path d="M${f(st.w * 0.5)} ${f(st.h * 0.15)} l${f(st.w * 0.12)} 0 M${f(st.w * 0.5)} ${f(st.h * 0.19)} l${f(st.w * 0.1)} 0 M${f(st.w * 0.5)} ${f(st.h * 0.23)} l${f(st.w * 0.11)} 0" stroke="#9aa3ab" stroke-width="${f(3 * k)}"/>`;
  for (let row = 1; row >= 0; row--) {
    const y = st.h * (1.02 - row * 0.2);
    const s = k * (1.45 - row * 0.35);
    out += `<rect x="0" y="${f(y - 70 * s)}" width="${st.w}" height="${f(9 * s)}" fill="#d8d2c4"/><rect x="0" y="${f(y - 61 * s)}" width="${st.w}" height="${f(30 * s)}" fill="#b9b2a2"/>`;
    const count = Math.max(2, Math.round(st.w / (150 * s)));
    for (const x of spread(rng, count, 80 * s, st.w - 80 * s, 0.05)) {
      out += `<rect x="${f(x - 34 * s)}" y="${f(y - 128 * s)}" width="${f(68 * s)}" height="${f(46 * s)}" rx="${f(3 * s)}" fill="#2b2f36"/>`;
      out += `<rect x="${f(x - 30 * s)}" y="${f(y - 124 * s)}" width="${f(60 * s)}" height="${f(38 * s)}" fill="${rng.pick(['#3f86b8', '#4f9bd0', '#2f6e9e'])}"/>`;
      out += `<rect x="${f(x - 26 * s)}" y="${f(y - 120 * s)}" width="${f(24 * s)}" height="${f(14 * s)}" fill="#ffffff" opacity="0.7"/><path d="M${f(x)} ${f(y - 116 * s)} l${f(22 * s)} 0 M${f(x)} ${f(y - 110 * s)} l${f(18 * s)} 0 M${f(x - 26 * s)} ${f(y - 100 * s)} l${f(50 * s)} 0" stroke="#ffffff" stroke-width="${f(2 * s)}" opacity="0.7"/>`;
      out += `<rect x="${f(x - 4 * s)}" y="${f(y - 82 * s)}" width="${f(8 * s)}" height="${f(12 * s)}" fill="#2b2f36"/>`;
      const p = makePerson(rng, rng.pick(['boy', 'girl', 'man', 'woman'] as const), 'down', {
        top: rng.pick(SHIRTS),
      });
      out += place(x + rng.range(-6, 6) * s, y, s * 0.95, drawBack(p));
    }
  }
  const teacher = makePerson(rng, rng.pick(['man', 'woman'] as const), 'point');
  out += place(st.w * rng.pick([0.12, 0.88]), st.h * 0.66, k * 0.9, drawPerson(teacher), rng.chance(0.5));
  return out;
}

function sceneWorkshop(st: Stage): string {
  const { rng, k } = st;
  const r = room(st, rng.pick(['#dfe4e8', '#e4e0d6', '#d9e2dc']), {
    floorY: st.h * 0.58,
    floor: '#b9b6ae',
    tiles: false,
  });
  let out = r.svg;
  for (let x = st.w * 0.05; x < st.w * 0.95; x += st.w * 0.22)
    out += `<rect x="${f(x)}" y="${f(st.h * 0.05)}" width="${f(st.w * 0.16)}" height="${f(st.h * 0.1)}" fill="#cfe3f0" stroke="#8d99a6" stroke-width="${f(3 * k)}"/>`;
  const boardX = st.w * rng.range(0.15, 0.45);
  out += `<rect x="${f(boardX)}" y="${f(st.h * 0.2)}" width="${f(st.w * 0.36)}" height="${f(st.h * 0.2)}" fill="#c9a36a"/>`;
  for (let index = 0; index < 9; index++) {
    const x = boardX + st.w * (0.02 + index * 0.037);
    const y = st.h * 0.23;
    out +=
      index % 3 === 0
        ? `<path d="M${f(x)} ${f(y)} l0 ${f(st.h * 0.11)}" stroke="#5b6570" stroke-width="${f(5 * k)}" stroke-linecap="round"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(7 * k)}" fill="none" stroke="#5b6570" stroke-width="${f(4 * k)}"/>`
        : index % 3 === 1
          ? `<rect x="${f(x - 5 * k)}" y="${f(y)}" width="${f(10 * k)}" height="${f(st.h * 0.06)}" fill="#c0392b"/><path d="M${f(x)} ${f(y + st.h * 0.06)} l0 ${f(st.h * 0.06)}" stroke="#8d99a6" stroke-width="${f(3 * k)}"/>`
          : `<path d="M${f(x - 8 * k)} ${f(y)} l${f(16 * k)} 0 l0 ${f(10 * k)} l${f(-6 * k)} 0 l0 ${f(st.h * 0.1)} l${f(-4 * k)} 0 l0 ${f(-st.h * 0.1)} l${f(-6 * k)} 0 Z" fill="#5b6570"/>`;
  }
  const machineX = st.w * rng.pick([0.82, 0.12]);
  out += `<rect x="${f(machineX - 70 * k)}" y="${f(r.floorY - 110 * k)}" width="${f(140 * k)}" height="${f(110 * k)}" rx="${f(6 * k)}" fill="#5f7f6a"/><rect x="${f(machineX - 60 * k)}" y="${f(r.floorY - 100 * k)}" width="${f(50 * k)}" height="${f(30 * k)}" fill="#4a6655"/><circle cx="${f(machineX + 30 * k)}" cy="${f(r.floorY - 70 * k)}" r="${f(16 * k)}" fill="#c9ced3"/><rect x="${f(machineX - 80 * k)}" y="${f(r.floorY - 30 * k)}" width="${f(160 * k)}" height="${f(30 * k)}" fill="#3f4d44"/>`;
  const benchY = st.h * 1.0;
  const s = k * 1.4;
  const trainees: Figure[] = [];
  for (const x of spread(rng, rng.int(2, 3), st.w * 0.2, st.w * 0.8, 0.15)) {
    const p = makePerson(rng, rng.pick(['man', 'boy', 'man'] as const), 'hold', {
      top: '#3b5d8a',
      bottom: '#3b5d8a',
      item: `<rect x="-10" y="-6" width="20" height="10" fill="#8d99a6"/>`,
    });
    trainees.push({ svg: drawPerson({ ...p, child: false }), x, y: benchY - 20 * s, s });
  }
  trainees.push({
    svg: drawPerson(makePerson(rng, 'man', 'point', { top: '#e9dcc0', bottom: '#6b5a48' })),
    x: st.w * rng.pick([0.08, 0.92]),
    y: benchY - 10 * s,
    s: s * 0.98,
  });
  out += drawFigures(trainees);
  out += `<rect x="0" y="${f(benchY - 96 * s)}" width="${st.w}" height="${f(14 * s)}" fill="${C.wood}"/><rect x="0" y="${f(benchY - 82 * s)}" width="${st.w}" height="${f(20 * s)}" fill="${C.woodDark}"/>`;
  for (let x = st.w * 0.04; x < st.w; x += st.w * 0.3)
    out += `<rect x="${f(x)}" y="${f(benchY - 62 * s)}" width="${f(12 * s)}" height="${f(st.h)}" fill="${C.woodDark}"/>`;
  for (let x = st.w * 0.1; x < st.w; x += st.w * 0.28)
    out += `<rect x="${f(x)}" y="${f(benchY - 118 * s)}" width="${f(30 * s)}" height="${f(22 * s)}" fill="#5b6570"/><rect x="${f(x + 30 * s)}" y="${f(benchY - 112 * s)}" width="${f(18 * s)}" height="${f(6 * s)}" fill="#8d99a6"/>`;
  return out;
}

function sceneLibrary(
  st: Stage,
  variant: 'shelves' | 'readers' | 'librarian',
  kinds: Kind[] = ['boy', 'girl', 'man', 'woman'],
): string {
  const { rng, k } = st;
  const r = room(st, rng.pick(['#efe2c8', '#e9dcc4', '#f1e6d0']), { floorY: st.h * 0.68, floor: '#b98f5e' });
  let out = r.svg;
  const shelves = Math.max(2, Math.round(st.w / (330 * k)));
  const rows = 6;
  const unit = (st.w * 0.94) / shelves;
  const cols = Math.max(2, Math.round(unit / (64 * k * 1.05)));
  const sh = Math.min((r.floorY - st.h * 0.05) / (rows * 54 + 24), unit / (cols * 64 + 12));
  for (let index = 0; index < shelves; index++) {
    out += place(st.w * 0.03 + unit * (index + 0.5), r.floorY, sh, bookshelf(rng, cols, rows));
  }
  if (variant === 'librarian' || rng.chance(0.3)) {
    const p = makePerson(rng, rng.pick(['man', 'woman', 'elder'] as const), 'raise');
    const book = `<rect x="26" y="-200" width="14" height="22" fill="${rng.pick(['#7b1e1e', '#1f5f45', '#2f3e6b'])}"/>`;
    out += place(
      st.w * rng.range(0.2, 0.8),
      r.floorY + 40 * k,
      k * 1.05,
      drawPerson(p) + book,
      rng.chance(0.5),
    );
  }
  if (variant !== 'shelves' || rng.chance(0.5)) {
    const tableY = st.h * 1.06;
    const s = k * 1.45;
    const readers = rng.int(2, 4);
    for (const x of spread(rng, readers, st.w * 0.18, st.w * 0.82, 0.1)) {
      const p = makePerson(rng, rng.pick(kinds), 'hold', { item: '', child: false });
      out += place(x, tableY - 30 * s, s, drawChairSeated(p));
    }
    out += `<rect x="${f(st.w * 0.06)}" y="${f(tableY - 100 * s)}" width="${f(st.w * 0.88)}" height="${f(12 * s)}" fill="${C.wood}"/><rect x="${f(st.w * 0.08)}" y="${f(tableY - 88 * s)}" width="${f(st.w * 0.84)}" height="${f(14 * s)}" fill="${C.woodDark}"/><rect x="${f(st.w * 0.1)}" y="${f(tableY - 74 * s)}" width="${f(12 * s)}" height="${f(st.h)}" fill="${C.woodDark}"/><rect x="${f(st.w * 0.9 - 12 * s)}" y="${f(tableY - 74 * s)}" width="${f(12 * s)}" height="${f(st.h)}" fill="${C.woodDark}"/>`;
    for (const x of spread(rng, readers, st.w * 0.18, st.w * 0.82, 0.05)) {
      out += `<path d="M${f(x - 26 * s)} ${f(tableY - 96 * s)} L${f(x)} ${f(tableY - 100 * s)} L${f(x + 26 * s)} ${f(tableY - 96 * s)} L${f(x + 24 * s)} ${f(tableY - 108 * s)} L${f(x)} ${f(tableY - 112 * s)} L${f(x - 24 * s)} ${f(tableY - 108 * s)} Z" fill="#fbf6ea" stroke="#d8ccb0" stroke-width="1"/>`;
    }
    if (lit(st) || rng.chance(0.4)) {
      const lx = st.w * rng.range(0.3, 0.7);
      out += `<path d="M${f(lx)} ${f(tableY - 100 * s)} l0 ${f(-30 * s)}" stroke="#8a6a2a" stroke-width="${f(3 * s)}"/><path d="M${f(lx - 22 * s)} ${f(tableY - 126 * s)} Q${f(lx)} ${f(tableY - 150 * s)} ${f(lx + 22 * s)} ${f(tableY - 126 * s)} Z" fill="${C.green}"/><ellipse cx="${f(lx)}" cy="${f(tableY - 110 * s)}" rx="${f(50 * s)}" ry="${f(16 * s)}" fill="#ffd27a" opacity="0.35"/>`;
    }
  }
  if (lit(st)) out += `<rect width="${st.w}" height="${st.h}" fill="#3a2410" opacity="0.12"/>`;
  return out;
}

/** A hall with a stage, curtain and marigold swags; returns the stage line. */
function hallStage(
  st: Stage,
  opts: { curtain?: string; backdrop?: boolean; stageY?: number } = {},
): { svg: string; stageY: number } {
  const { rng, k, c } = st;
  const curtain = opts.curtain ?? rng.pick([C.maroon, '#8e2430', '#2f3e6b', '#1f5f45', '#7a3b8f']);
  const stageY = st.h * (opts.stageY ?? 0.62);
  let out = `<rect width="${st.w}" height="${f(stageY)}" fill="${curtain}"/>`;
  const fold = 46 * k;
  const foldFill = c.linear(
    [
      [0, '#000000', 0.22],
      [0.5, '#ffffff', 0.08],
      [1, '#000000', 0.22],
    ],
    0,
    0,
    1,
    0,
  );
  for (let x = 0; x < st.w; x += fold)
    out += `<rect x="${f(x)}" y="0" width="${f(fold)}" height="${f(stageY)}" fill="${foldFill}"/>`;
  out += `<rect width="${st.w}" height="${f(st.h * 0.07)}" fill="${darken(curtain, 0.25)}"/>`;
  for (let x = 0; x < st.w; x += 12 * k)
    out += `<path d="M${f(x)} ${f(st.h * 0.07)} l${f(6 * k)} ${f(8 * k)} l${f(6 * k)} ${f(-8 * k)}" fill="${C.goldLight}"/>`;
  if (opts.backdrop !== false) {
    const bw = Math.min((st.x1 - st.x0) * 0.5, 300 * k);
    const bx = (st.x0 + st.x1 - bw) / 2;
    const by = st.h * 0.13;
    const bh = Math.min(st.h * 0.22, 120 * k);
    out += `<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" fill="#fbf3df" stroke="${C.goldLight}" stroke-width="${f(6 * k)}"/>`;
    out += `<rect x="${f(bx + 10 * k)}" y="${f(by + 10 * k)}" width="${f(bw - 20 * k)}" height="${f(bh - 20 * k)}" fill="none" stroke="${C.maroon}" stroke-width="${f(1.5 * k)}"/>`;
    out += place(bx + bw / 2, by + bh * 0.62, k * 1.8, diya(1));
    out += `<path d="M${f(bx + bw * 0.2)} ${f(by + bh * 0.78)} L${f(bx + bw * 0.8)} ${f(by + bh * 0.78)}" stroke="${C.gold}" stroke-width="${f(2 * k)}"/>`;
  }
  out += marigoldSwags(0, st.w, st.h * 0.075, Math.max(3, Math.round(st.w / (170 * k))), 16 * k, k);
  out += `<rect y="${f(stageY)}" width="${st.w}" height="${f(st.h * 0.05)}" fill="#9b3b2f"/>`;
  out += `<rect y="${f(stageY + st.h * 0.05)}" width="${st.w}" height="${f(st.h - stageY)}" fill="${C.woodDark}"/>`;
  out += `<rect y="${f(stageY + st.h * 0.05)}" width="${st.w}" height="${f(4 * k)}" fill="${C.goldLight}"/>`;
  return { svg: out, stageY: stageY + st.h * 0.04 };
}

/** Audience seen from behind, on chairs, filling the bottom of the picture. */
function audience(st: Stage, rows: number, kinds?: Kind[]): string {
  const { rng, k } = st;
  let out = '';
  const chair = rng.pick(['#7b1e1e', '#3a3a42', '#2f3e6b']);
  for (let row = rows - 1; row >= 0; row--) {
    const y = st.h * (1.04 - row * 0.085);
    const s = k * (1.55 - row * 0.22);
    const count = Math.max(3, Math.round(st.w / (68 * s)));
    for (const x of spread(rng, count, 30 * s, st.w - 30 * s, 0.2)) {
      const p = kinds ? makePerson(rng, rng.pick(kinds)) : crowdPerson(rng);
      out += place(
        x,
        y,
        s,
        drawBack({ ...p, child: false }) +
          `<rect x="-25" y="-16" width="50" height="20" rx="3" fill="${chair}"/>`,
      );
    }
  }
  return out;
}

type StageAction = 'award' | 'shawl' | 'lamp' | 'speaker' | 'candidates' | 'dais';

function sceneStageEvent(
  st: Stage,
  action: StageAction,
  opts: { women?: boolean; rows?: number } = {},
): string {
  const { rng, k } = st;
  const closeUp = rng.chance(0.35);
  const hall = hallStage(st, { stageY: closeUp ? 0.8 : 0.66 });
  let out = hall.svg;
  const s = k * (closeUp ? 1.55 : 1.15);
  const y = hall.stageY;
  const adult = (): Kind =>
    opts.women
      ? rng.pick(['woman', 'elderWoman'] as const)
      : rng.pick(['man', 'elder', 'woman', 'elder'] as const);
  const figures: Figure[] = [];
  const cx = st.x0 + (st.x1 - st.x0) * rng.range(0.45, 0.55);
  switch (action) {
    case 'award': {
      figures.push({
        svg: drawPerson(
          makePerson(rng, opts.women ? 'elderWoman' : 'elder', 'hold', { item: ITEMS.trophy() }),
        ),
        x: cx - 45 * s,
        y,
        s,
      });
      figures.push({
        svg: drawPerson(makePerson(rng, adult(), 'hold', { item: ITEMS.memento() })),
        x: cx + 45 * s,
        y,
        s,
      });
      figures.push({ svg: drawPerson(makePerson(rng, adult(), 'namaste')), x: cx + 150 * s, y, s });
      break;
    }
    case 'shawl': {
      figures.push({
        svg: drawPerson(
          makePerson(rng, opts.women ? 'woman' : 'man', 'namaste', { shawl: true, garland: rng.chance(0.5) }),
        ),
        x: cx,
        y,
        s,
      });
      figures.push({
        svg: drawPerson(
          makePerson(rng, opts.women ? 'elderWoman' : 'elder', 'hold', { item: ITEMS.memento() }),
        ),
        x: cx - 80 * s,
        y,
        s,
      });
      figures.push({
        svg: drawPerson(makePerson(rng, adult(), 'hold', { item: ITEMS.bouquet() })),
        x: cx + 80 * s,
        y,
        s,
      });
      break;
    }
    case 'lamp': {
      figures.push({ svg: samai(), x: cx, y, s: s * 1.1 });
      const flame = `<path d="M66 -146 Q62 -154 66 -162 Q70 -154 66 -146 Z" fill="#ffb020"/>`;
      figures.push({ svg: drawPerson(makePerson(rng, adult(), 'point')) + flame, x: cx - 95 * s, y, s });
      figures.push({ svg: drawPerson(makePerson(rng, adult(), 'namaste')), x: cx + 80 * s, y, s });
      figures.push({ svg: drawPerson(makePerson(rng, adult(), 'namaste')), x: cx + 150 * s, y, s });
      break;
    }
    case 'speaker': {
      figures.push({
        svg: drawPerson(makePerson(rng, adult(), 'down')) + `<g transform="translate(0 6)">${lectern()}</g>`,
        x: cx + 140 * s,
        y,
        s,
      });
      figures.push({ svg: samai(), x: cx - 200 * s, y, s });
      for (const x of [cx - 90 * s, cx - 20 * s, cx + 50 * s])
        figures.push({ svg: drawChairSeated(makePerson(rng, adult(), 'down')), x, y: y - 2, s });
      break;
    }
    case 'candidates': {
      figures.push({
        svg: drawPerson(makePerson(rng, adult(), 'down')) + `<g transform="translate(0 6)">${lectern()}</g>`,
        x: cx - 170 * s,
        y,
        s,
      });
      figures.push({
        svg: drawPerson(makePerson(rng, 'man', 'namaste', { top: rng.pick(SHIRTS) })),
        x: cx - 10 * s,
        y,
        s,
      });
      figures.push({ svg: drawPerson(makePerson(rng, 'woman', 'namaste')), x: cx + 60 * s, y, s });
      break;
    }
    case 'dais': {
      const span = st.x1 - st.x0;
      const members = Math.max(3, Math.min(7, Math.round((span * 0.65) / (90 * s))));
      const xs = spread(rng, members, st.x0 + span * 0.2, st.x1 - span * 0.2, 0.05);
      for (const x of xs)
        figures.push({
          svg: drawChairSeated(makePerson(rng, adult(), 'down')),
          x,
          y: y - 6 * s,
          s: s * 1.05,
        });
      out += drawFigures(figures);
      figures.length = 0;
      out += place(st.x0 + span / 2, y + 4, s, drawTable((span * 0.7) / s, C.maroon, C.goldLight));
      out += place(st.x0 + span * 0.08, y, s, samai());
      break;
    }
  }
  out += drawFigures(figures);
  for (const x of [st.w * 0.06, st.w * 0.94]) out += place(x, y + 6, k * 0.7, drawTree('bush', rng));
  if (!closeUp) out += audience(st, opts.rows ?? rng.int(1, 2));
  return out;
}

/** The shamiana of a health camp: striped valance, poles and a shaded inside. */
function tent(st: Stage, x0: number, x1: number, top: number, bottom: number): string {
  const { k, rng } = st;
  const stripes = rng.pick([
    [C.maroon, '#fbf3df', C.saffron, '#fbf3df'],
    ['#2f5f9e', '#ffffff'],
    [C.green, '#fbf3df', C.goldLight, '#fbf3df'],
    ['#c0392b', '#ffffff'],
  ]);
  const wall = rng.pick(['#f3e6cc', '#f3e6cc', '#eaf1f4', 'open']);
  let out =
    wall === 'open'
      ? `<rect x="${f(x0)}" y="${f(top + 40 * k)}" width="${f(x1 - x0)}" height="${f(bottom - top - 40 * k)}" fill="#000" opacity="0.08"/>`
      : `<rect x="${f(x0)}" y="${f(top + 40 * k)}" width="${f(x1 - x0)}" height="${f(bottom - top - 40 * k)}" fill="${wall}"/>`;
  out += `<path d="M${f(x0 - 20 * k)} ${f(top + 40 * k)} L${f((x0 + x1) / 2)} ${f(top)} L${f(x1 + 20 * k)} ${f(top + 40 * k)} Z" fill="#fbf3df"/>`;
  const step = 36 * k;
  let index = 0;
  for (let x = x0 - 20 * k; x < x1 + 20 * k; x += step) {
    out += `<path d="M${f(x)} ${f(top + 40 * k)} L${f(x + step)} ${f(top + 40 * k)} L${f(x + step)} ${f(top + 62 * k)} Q${f(x + step / 2)} ${f(top + 74 * k)} ${f(x)} ${f(top + 62 * k)} Z" fill="${stripes[index % stripes.length]}"/>`;
    index += 1;
  }
  for (const x of [x0 + 6 * k, x1 - 6 * k, (x0 + x1) / 2])
    out += `<rect x="${f(x - 4 * k)}" y="${f(top + 60 * k)}" width="${f(8 * k)}" height="${f(bottom - top - 60 * k)}" fill="#9a7a4a"/>`;
  return out;
}

function ivStand(bagColor = '#b3122b'): string {
  return `<path d="M0 0 L0 -170 M-16 0 L16 0 M0 -170 L14 -170" stroke="#9aa3ab" stroke-width="3" fill="none"/><rect x="6" y="-168" width="18" height="28" rx="4" fill="${bagColor}"/><rect x="9" y="-164" width="12" height="8" fill="#ffffff" opacity="0.5"/>`;
}

function sceneHealthCamp(
  st: Stage,
  variant: 'blood' | 'queue' | 'checkup' | 'awareness' | 'volunteers' | 'closeup' | 'resting',
  donorKind?: Kind,
): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 1 });
  const x0 = st.x0 + (st.x1 - st.x0) * 0.06;
  const x1 = st.x1 - (st.x1 - st.x0) * 0.06;
  const top = st.h * 0.03;
  const bottom = st.ground + (st.h - st.ground) * 0.4;
  out += tent(st, x0, x1, top, bottom);
  const mx = (x0 + x1) / 2 + (variant === 'awareness' ? 0 : rng.range(-0.2, 0.2) * (x1 - x0));
  out += `<rect x="${f(mx - 60 * k)}" y="${f(top + 84 * k)}" width="${f(120 * k)}" height="${f(84 * k)}" rx="${f(6 * k)}" fill="#ffffff" stroke="${C.maroon}" stroke-width="${f(3 * k)}"/>`;
  out += place(
    mx,
    top + 128 * k,
    k * 0.62,
    variant === 'checkup'
      ? `<path d="M-10 -40 L10 -40 L10 -10 L40 -10 L40 10 L10 10 L10 40 L-10 40 L-10 10 L-40 10 L-40 -10 L-10 -10 Z" fill="${C.green}"/>`
      : dropHeart(),
  );
  const s = k * 1.3;
  const figures: Figure[] = [];
  const floorY = st.h * 0.9;
  if (variant === 'closeup' || variant === 'resting') {
    const big = k * 1.85;
    const x = st.x0 + (st.x1 - st.x0) * rng.range(0.22, 0.3);
    const donor = makePerson(
      rng,
      donorKind ?? rng.pick(['man', 'woman', 'volunteer', 'man'] as const),
      variant === 'closeup' ? 'point' : 'hold',
      { item: ITEMS.tray().replace(/#dfeef7/g, '#f2a13a') },
    );
    figures.push({ svg: drawChairSeated(donor, '#3f6e8c'), x, y: st.h * 0.98, s: big });
    if (variant === 'closeup') {
      figures.push({
        svg:
          ivStand() + `<path d="M15 -140 Q4 -112 -19 -103" stroke="#b3122b" stroke-width="1.5" fill="none"/>`,
        x: x + 85 * big,
        y: st.h * 0.98,
        s: big,
      });
      figures.push({
        svg: drawPerson(
          makePerson(rng, rng.pick(['nurse', 'doctor'] as const), 'hold', { item: ITEMS.clipboard() }),
        ),
        x: x + 150 * big,
        y: st.h * 1.0,
        s: big,
      });
    } else {
      figures.push({
        svg: drawPerson(makePerson(rng, 'volunteer', 'hold', { item: ITEMS.tray() })),
        x: x + 95 * big,
        y: st.h * 1.0,
        s: big,
      });
      figures.push({
        svg: drawTable(90, '#ffffff', '#9cc3e6') + `<g transform="translate(0 -74)">${ITEMS.tray()}</g>`,
        x: x - 95 * big,
        y: st.h * 0.99,
        s: big,
      });
    }
  } else if (variant === 'blood' || variant === 'volunteers') {
    const stations = Math.max(1, Math.min(3, Math.floor((x1 - x0) / (300 * s))));
    for (const x of spread(rng, stations, x0 + (x1 - x0) * 0.15, x1 - (x1 - x0) * 0.15 - 150 * s, 0.05)) {
      const donor = makePerson(rng, rng.pick(['man', 'woman', 'man', 'volunteer'] as const), 'point');
      figures.push({ svg: drawChairSeated(donor, '#3f6e8c'), x, y: floorY, s });
      figures.push({
        svg:
          ivStand() + `<path d="M15 -140 Q4 -112 -19 -103" stroke="#b3122b" stroke-width="1.5" fill="none"/>`,
        x: x + 85 * s,
        y: floorY,
        s,
      });
      figures.push({
        svg: drawPerson(
          makePerson(rng, rng.pick(['nurse', 'doctor'] as const), 'hold', { item: ITEMS.clipboard() }),
        ),
        x: x + 150 * s,
        y: floorY + 6 * k,
        s,
      });
    }
    if (variant === 'volunteers') {
      figures.push({
        svg: drawPerson(
          makePerson(rng, 'volunteer', rng.pick(['point', 'namaste', 'hold'] as const), {
            item: ITEMS.clipboard(),
          }),
        ),
        x: st.x0 + 70 * k,
        y: st.h - 6 * k,
        s: s * 1.1,
      });
      figures.push({
        svg: drawPerson(
          makePerson(rng, 'volunteer', rng.pick(['namaste', 'hold'] as const), { item: ITEMS.tray() }),
        ),
        x: st.x1 - 70 * k,
        y: st.h - 6 * k,
        s: s * 1.1,
        flip: true,
      });
    }
  } else if (variant === 'queue') {
    const deskX = st.x0 + (st.x1 - st.x0) * 0.28;
    figures.push({
      svg: drawChairSeated(makePerson(rng, 'doctor', 'down')),
      x: deskX,
      y: floorY - 40 * k,
      s,
    });
    out += drawFigures(figures);
    figures.length = 0;
    out += place(
      deskX,
      floorY - 30 * k,
      s,
      drawTable(150, '#ffffff', '#9cc3e6') +
        `<rect x="-50" y="-76" width="34" height="10" fill="${C.green}"/>`,
    );
    for (const [index, x] of spread(rng, 4, deskX + 130 * s, st.x1 - 40 * k, 0.05).entries()) {
      const y = floorY - 20 * k + index * 12 * k;
      figures.push({ svg: drawPerson(crowdPerson(rng)), x, y, s: s * (0.9 + index * 0.04), flip: true });
    }
  } else if (variant === 'checkup') {
    const deskX = st.x0 + (st.x1 - st.x0) * 0.4;
    figures.push({
      svg: drawChairSeated(makePerson(rng, 'doctor', 'down')),
      x: deskX,
      y: floorY - 40 * k,
      s,
    });
    out += drawFigures(figures);
    figures.length = 0;
    out += place(
      deskX,
      floorY - 30 * k,
      s,
      drawTable(150, '#ffffff', '#9cc3e6') +
        `<rect x="-40" y="-80" width="26" height="14" rx="2" fill="#5b6570"/><path d="M-14 -74 Q0 -70 4 -84" stroke="#333" stroke-width="2" fill="none"/>`,
    );
    figures.push({
      svg: drawChairSeated(makePerson(rng, rng.pick(['elder', 'elderWoman', 'man'] as const), 'down')),
      x: deskX + 130 * s,
      y: floorY,
      s: s * 1.05,
    });
    for (const x of spread(rng, 2, deskX + 220 * s, st.x1 - 30 * k, 0.1))
      figures.push({ svg: drawPerson(crowdPerson(rng)), x, y: floorY - 10 * k, s, flip: true });
    figures.push({
      svg: drawPerson(makePerson(rng, 'nurse', 'hold', { item: ITEMS.clipboard() })),
      x: deskX - 120 * s,
      y: floorY - 10 * k,
      s,
    });
  } else {
    figures.push({
      svg: drawPerson(makePerson(rng, 'doctor', 'point')),
      x: mx - 140 * s,
      y: floorY - 40 * k,
      s,
    });
    figures.push({
      svg: `<rect x="-3" y="-150" width="6" height="150" fill="#8a6a3a"/><rect x="-60" y="-190" width="120" height="90" fill="#ffffff" stroke="${C.green}" stroke-width="4"/><g transform="translate(-30 -145) scale(0.5)">${dropHeart()}</g><path d="M0 -170 l45 0 M0 -150 l40 0 M0 -130 l45 0 M0 -112 l30 0" stroke="#9aa" stroke-width="5"/>`,
      x: mx - 50 * s,
      y: floorY - 40 * k,
      s,
    });
    for (const [index, x] of spread(rng, 5, st.x0 + 50 * k, st.x1 - 50 * k, 0.15).entries()) {
      const y = st.h + (6 - (index % 2) * 24) * k;
      figures.push({ svg: drawBack(crowdPerson(rng)), x, y, s: s * 1.25 });
    }
  }
  out += drawFigures(figures);
  return out + timeTint(st);
}

function sceneClinic(st: Stage, eye: boolean): string {
  const { rng, k } = st;
  const r = room(st, rng.pick(['#e8f1ee', '#eef3f8', '#f3efe6']), { floorY: st.h * 0.7, floor: '#d6d2c8' });
  let out = r.svg;
  out += wallWindow(st, st.w * 0.07, st.h * 0.12, st.w * 0.16, st.h * 0.24);
  if (eye) {
    const cx = st.w * 0.78;
    out += `<rect x="${f(cx - 60 * k)}" y="${f(st.h * 0.08)}" width="${f(120 * k)}" height="${f(170 * k)}" fill="#ffffff" stroke="#9aa3ab" stroke-width="${f(3 * k)}"/>`;
    const rows = ['E', 'F P', 'T O Z', 'L P E D', 'P E C F D'];
    rows.forEach((text, index) => {
      out += `<text x="${f(cx)}" y="${f(st.h * 0.08 + (34 + index * 30 - index * index * 1.5) * k)}" font-family="${FONT}" font-weight="bold" font-size="${f((30 - index * 5.5) * k)}" text-anchor="middle" fill="#222">${text}</text>`;
    });
  } else {
    out += `<rect x="${f(st.w * 0.7)}" y="${f(st.h * 0.1)}" width="${f(110 * k)}" height="${f(140 * k)}" fill="#ffffff" stroke="#9aa3ab" stroke-width="${f(3 * k)}"/>`;
    out += `<path d="M${f(st.w * 0.7 + 20 * k)} ${f(st.h * 0.1 + 70 * k)} l${f(20 * k)} 0 l${f(8 * k)} ${f(-20 * k)} l${f(10 * k)} ${f(40 * k)} l${f(8 * k)} ${f(-20 * k)} l${f(24 * k)} 0" stroke="${C.red}" stroke-width="${f(3 * k)}" fill="none"/>`;
  }
  const s = k * 1.2;
  const tableX = st.w * 0.42;
  out += place(tableX, r.floorY + 10 * k, s, drawChairSeated(makePerson(rng, 'doctor', 'down')));
  out += place(
    tableX,
    r.floorY + 16 * k,
    s,
    drawTable(170, '#ffffff', '#9cc3e6') +
      `<rect x="30" y="-86" width="30" height="20" fill="#5b6570"/><rect x="-50" y="-72" width="30" height="6" fill="${C.maroon}"/>`,
  );
  out += place(
    st.w * 0.66,
    st.h * 1.0,
    s * 1.7,
    drawBack(
      makePerson(rng, rng.pick(['elder', 'elderWoman', 'man', 'woman', 'girl'] as const), 'down', {
        child: false,
      }),
    ) + `<rect x="-26" y="-8" width="52" height="14" rx="3" fill="#5b6570"/>`,
  );
  return out;
}

function sceneSewing(st: Stage): string {
  const { rng, k } = st;
  const r = room(st, rng.pick(['#f4e6d2', '#efe3ea', '#e9efe2']), { floorY: st.h * 0.62 });
  let out = r.svg;
  out += wallWindow(st, st.w * 0.1, st.h * 0.1, st.w * 0.15, st.h * 0.22);
  out += wallWindow(st, st.w * 0.75, st.h * 0.1, st.w * 0.15, st.h * 0.22);
  for (let index = 0; index < 5; index++)
    out += `<rect x="${f(st.w * (0.34 + index * 0.065))}" y="${f(st.h * 0.14)}" width="${f(st.w * 0.05)}" height="${f(st.h * 0.2)}" fill="${rng.pick(KURTIS)}"/>`;
  out += `<path d="M${f(st.w * 0.32)} ${f(st.h * 0.14)} L${f(st.w * 0.68)} ${f(st.h * 0.14)}" stroke="#6b4a33" stroke-width="${f(3 * k)}"/>`;
  const s = k * 1.7;
  const tableTop = st.h * 0.74;
  const xs = spread(rng, Math.max(2, Math.round(st.w / (320 * s))), st.w * 0.2, st.w * 0.72, 0.05);
  for (const x of xs)
    out += place(
      x,
      tableTop + 62 * s,
      s,
      drawChairSeated(
        makePerson(rng, rng.pick(['woman', 'woman', 'elderWoman', 'girl'] as const), 'down', {
          child: false,
        }),
      ),
    );
  out += `<rect x="0" y="${f(tableTop)}" width="${st.w}" height="${f(12 * s)}" fill="${C.wood}"/><rect x="${f(st.w * 0.02)}" y="${f(tableTop + 12 * s)}" width="${f(st.w * 0.96)}" height="${f(16 * s)}" fill="${C.woodDark}"/>`;
  for (let x = st.w * 0.04; x < st.w; x += st.w * 0.3)
    out += `<rect x="${f(x)}" y="${f(tableTop + 28 * s)}" width="${f(10 * s)}" height="${f(st.h)}" fill="${C.woodDark}"/>`;
  for (const x of xs) {
    out += place(
      x + 70 * s,
      tableTop,
      s * 0.8,
      `<path d="M-34 0 L-34 -14 L-22 -14 L-22 -42 Q-22 -50 -14 -50 L30 -50 Q38 -50 38 -42 L38 -30 L30 -30 L30 -40 L-10 -40 L-10 -14 L34 0 Z" fill="#1f1f24"/><rect x="-36" y="-4" width="76" height="4" fill="#2b2b30"/><circle cx="30" cy="-34" r="7" fill="#8d99a6"/><path d="M-6 -46 L20 -46" stroke="${C.goldLight}" stroke-width="2"/>`,
    );
    out += `<path d="M${f(x - 40 * s)} ${f(tableTop)} l${f(60 * s)} ${f(-5 * s)} l${f(14 * s)} ${f(5 * s)} Z" fill="${rng.pick(SAREES)}"/>`;
  }
  return out;
}

function sceneGym(st: Stage): string {
  const { rng, k } = st;
  const r = room(st, rng.pick(['#e4e8ec', '#efe6d8', '#e2eadf']), {
    floorY: st.h * 0.6,
    floor: '#5b5f66',
    tiles: false,
  });
  let out = r.svg;
  out += wallWindow(st, st.w * 0.08, st.h * 0.1, st.w * 0.18, st.h * 0.22);
  out += `<rect x="${f(st.w * 0.4)}" y="${f(st.h * 0.08)}" width="${f(st.w * 0.3)}" height="${f(st.h * 0.34)}" fill="#cfdde6" stroke="#9aa3ab" stroke-width="${f(4 * k)}"/>`;
  const rackX = st.w * 0.78;
  const rackY = r.floorY + 10 * k;
  out += `<rect x="${f(rackX - 80 * k)}" y="${f(rackY - 90 * k)}" width="${f(160 * k)}" height="${f(8 * k)}" fill="#3a3a42"/><rect x="${f(rackX - 80 * k)}" y="${f(rackY - 50 * k)}" width="${f(160 * k)}" height="${f(8 * k)}" fill="#3a3a42"/><rect x="${f(rackX - 80 * k)}" y="${f(rackY - 90 * k)}" width="${f(8 * k)}" height="${f(90 * k)}" fill="#3a3a42"/><rect x="${f(rackX + 72 * k)}" y="${f(rackY - 90 * k)}" width="${f(8 * k)}" height="${f(90 * k)}" fill="#3a3a42"/>`;
  for (let index = 0; index < 5; index++) {
    for (const shelf of [-90, -50]) {
      const dx = rackX - 60 * k + index * 30 * k;
      const dy = rackY + shelf * k - 8 * k;
      const r2 = (5 + index) * k;
      out += `<rect x="${f(dx - 10 * k)}" y="${f(dy - 2 * k)}" width="${f(20 * k)}" height="${f(4 * k)}" fill="#9aa3ab"/><circle cx="${f(dx - 10 * k)}" cy="${f(dy)}" r="${f(r2)}" fill="#1f1f24"/><circle cx="${f(dx + 10 * k)}" cy="${f(dy)}" r="${f(r2)}" fill="#1f1f24"/>`;
    }
  }
  const bx = st.w * 0.35;
  const by = st.h * 0.86;
  out += `<rect x="${f(bx - 110 * k)}" y="${f(by - 40 * k)}" width="${f(220 * k)}" height="${f(22 * k)}" rx="${f(8 * k)}" fill="${C.maroon}"/><rect x="${f(bx - 90 * k)}" y="${f(by - 18 * k)}" width="${f(10 * k)}" height="${f(18 * k)}" fill="#3a3a42"/><rect x="${f(bx + 80 * k)}" y="${f(by - 18 * k)}" width="${f(10 * k)}" height="${f(18 * k)}" fill="#3a3a42"/>`;
  out += `<rect x="${f(bx - 130 * k)}" y="${f(by - 130 * k)}" width="${f(8 * k)}" height="${f(90 * k)}" fill="#3a3a42"/><rect x="${f(bx + 122 * k)}" y="${f(by - 130 * k)}" width="${f(8 * k)}" height="${f(90 * k)}" fill="#3a3a42"/>`;
  out += `<rect x="${f(bx - 170 * k)}" y="${f(by - 124 * k)}" width="${f(340 * k)}" height="${f(6 * k)}" fill="#9aa3ab"/>`;
  for (const side of [-1, 1])
    out += `<rect x="${f(bx + side * 150 * k - 8 * k)}" y="${f(by - 150 * k)}" width="${f(16 * k)}" height="${f(58 * k)}" rx="${f(3 * k)}" fill="#1f1f24"/>`;
  const lifter = makePerson(rng, 'man', 'raise', {
    top: rng.pick(['#ffffff', '#9fb6cf', C.maroon]),
    bottom: '#2f3e6b',
    hem: -80,
    sleeve: 'short',
  });
  const dumbbell = `<rect x="24" y="-188" width="20" height="4" fill="#9aa3ab"/><circle cx="24" cy="-186" r="6" fill="#1f1f24"/><circle cx="44" cy="-186" r="6" fill="#1f1f24"/>`;
  out += place(st.w * rng.range(0.55, 0.65), st.h * 0.95, k * 1.1, drawPerson(lifter) + dumbbell);
  return out;
}

function sceneHostelRoom(st: Stage): string {
  const { rng, k } = st;
  const r = room(st, rng.pick(['#f1e6d0', '#e6edf3', '#eef0e2', '#f3e3d3']), { floorY: st.h * 0.64 });
  let out = r.svg;
  out += wallWindow(st, st.w * 0.4, st.h * 0.1, st.w * 0.2, st.h * 0.26);
  const blanket = () => rng.pick(['#7b1e1e', '#2f5f9e', '#1f6f5c', '#c2692a', '#7a3b8f']);
  for (const side of [-1, 1]) {
    const bx = st.w / 2 + side * st.w * 0.33;
    const by = st.h * 0.9;
    const bw = st.w * 0.28;
    out += `<rect x="${f(bx - bw / 2)}" y="${f(by - 70 * k)}" width="${f(bw)}" height="${f(40 * k)}" fill="${C.wood}"/><rect x="${f(bx - bw / 2)}" y="${f(by - 30 * k)}" width="${f(8 * k)}" height="${f(30 * k)}" fill="${C.woodDark}"/><rect x="${f(bx + bw / 2 - 8 * k)}" y="${f(by - 30 * k)}" width="${f(8 * k)}" height="${f(30 * k)}" fill="${C.woodDark}"/>`;
    out += `<rect x="${f(bx - bw / 2 + 4 * k)}" y="${f(by - 92 * k)}" width="${f(bw - 8 * k)}" height="${f(26 * k)}" rx="${f(6 * k)}" fill="${blanket()}"/>`;
    const pillowX = side < 0 ? bx - bw / 2 + 10 * k : bx + bw / 2 - 60 * k;
    out += `<rect x="${f(pillowX)}" y="${f(by - 104 * k)}" width="${f(50 * k)}" height="${f(20 * k)}" rx="${f(8 * k)}" fill="#fbf6ea"/>`;
    out += `<rect x="${f(bx - bw / 2)}" y="${f(by - 150 * k)}" width="${f(10 * k)}" height="${f(80 * k)}" fill="${C.woodDark}"/>`;
  }
  const dx = st.w / 2;
  const dy = st.h * 0.96;
  out += place(
    dx,
    dy - 20 * k,
    k * 1.1,
    drawChairSeated(makePerson(rng, rng.pick(['boy', 'girl'] as const), 'down', { child: false })),
  );
  out += place(
    dx,
    dy,
    k * 1.1,
    drawTable(150) +
      `<rect x="-60" y="-82" width="22" height="16" fill="${C.maroon}"/><rect x="-58" y="-92" width="20" height="10" fill="${C.green}"/><path d="M30 -66 L30 -96 L44 -104" stroke="#444" stroke-width="3" fill="none"/><path d="M36 -110 L56 -98 L48 -92 Z" fill="${C.goldLight}"/>`,
  );
  out += `<rect x="${f(st.w * 0.02)}" y="${f(st.h * 0.16)}" width="${f(st.w * 0.1)}" height="${f(r.floorY - st.h * 0.16)}" fill="#8d7b66"/><path d="M${f(st.w * 0.07)} ${f(st.h * 0.16)} l0 ${f(r.floorY - st.h * 0.16)}" stroke="#6b5a48" stroke-width="2"/>`;
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Weddings and matrimony meets

function mandap(st: Stage, cx: number, baseY: number, s: number, rng: Rng): string {
  const cloth = rng.pick(['#f3d27a', '#fbe7c6', '#f4a6c0', '#f2b134']);
  const valance = rng.pick([C.maroon, '#c2185b', C.saffron]);
  const half = 170;
  let out = `<rect x="${-half - 20}" y="-10" width="${2 * half + 40}" height="10" fill="#e6d8bb"/><rect x="${-half - 10}" y="-20" width="${2 * half + 20}" height="10" fill="#f1e6d0"/>`;
  for (const x of [-half + 40, half - 40])
    out += `<rect x="${x - 6}" y="-250" width="12" height="230" fill="#c9a36a"/>`;
  out += `<path d="M${-half - 30} -250 L${half + 30} -250 L0 -330 Z" fill="${cloth}"/>`;
  out += `<path d="M${-half - 30} -250 L0 -330 L${half + 30} -250" stroke="${valance}" stroke-width="6" fill="none"/><circle cx="0" cy="-334" r="8" fill="${C.goldLight}"/>`;
  const step = 34;
  let index = 0;
  for (let x = -half - 30; x < half + 30; x += step) {
    out += `<path d="M${x} -250 L${x + step} -250 L${x + step} -232 Q${x + step / 2} -218 ${x} -232 Z" fill="${index % 2 ? valance : C.goldLight}"/>`;
    index += 1;
  }
  for (const x of [-half, half]) {
    out += `<rect x="${x - 9}" y="-250" width="18" height="250" fill="#d9b98c"/>`;
    for (let y = -240; y < -10; y += 9)
      out += `<circle cx="${x + (((y / 9) | 0) % 2 ? -5 : 5)}" cy="${y}" r="5" fill="${((y / 9) | 0) % 3 ? '#f59e0b' : '#f97316'}"/>`;
  }
  for (let x = -half + 20; x < half; x += 30)
    out += garlandPath(quadPoints([x, -232], [x, -200], [x, -170 - ((x / 30) % 2 ? 0 : 20)], 8), 3.2, [
      '#fbbf24',
      '#f97316',
      '#ffffff',
    ]);
  out += `<path d="M-22 -20 L22 -20 L16 -2 L-16 -2 Z" fill="#b5532f"/><path d="M-8 -22 Q-4 -40 0 -30 Q4 -44 8 -22 Z" fill="#ffb020"/>`;
  return place(cx, baseY, s, out);
}

function sceneMandap(st: Stage, couple: 'none' | 'standing' | 'exchange', evening: boolean): string {
  const { rng, k } = st;
  let out: string;
  if (evening || rng.chance(0.5)) {
    out = `<rect width="${st.w}" height="${st.h}" fill="${st.c.linear([
      [0, '#2a1f3d'],
      [0.7, '#5a2f4a'],
      [1, '#7a4a3a'],
    ])}"/>`;
    for (let row = 0; row < 3; row++) {
      const y = st.h * (0.06 + row * 0.07);
      for (let x = 0; x < st.w; x += 18 * k)
        out += `<circle cx="${f(x + row * 6 * k)}" cy="${f(y + Math.sin(x / (60 * k)) * 10 * k)}" r="${f(2.6 * k)}" fill="#ffd27a"/>`;
    }
  } else {
    const hall = hallStage(st, { backdrop: false, curtain: rng.pick(['#8e2430', '#c2692a', '#7a3b8f']) });
    out = hall.svg;
  }
  out += `<rect y="${f(st.h * 0.78)}" width="${st.w}" height="${f(st.h * 0.22)}" fill="${evening ? '#4a3a3a' : '#c9b48a'}" opacity="0.9"/>`;
  const cx = st.x0 + (st.x1 - st.x0) / 2;
  const baseY = st.h * 0.9;
  const s = Math.min((baseY - st.h * 0.05) / 340, ((st.x1 - st.x0) * 0.8) / 400);
  out += mandap(st, cx, baseY, s, rng);
  if (couple !== 'none') {
    const pose: Pose = couple === 'exchange' ? 'hold' : 'namaste';
    const garland = couple === 'exchange' ? ITEMS.garland() : undefined;
    out += drawFigures([
      {
        svg: drawPerson(makePerson(rng, 'groom', pose, { item: garland, garland: couple !== 'exchange' })),
        x: cx - 40 * s,
        y: baseY - 20 * s,
        s: s * 1.15,
      },
      {
        svg: drawPerson(makePerson(rng, 'bride', pose, { item: garland, garland: couple !== 'exchange' })),
        x: cx + 40 * s,
        y: baseY - 20 * s,
        s: s * 1.15,
      },
    ]);
  } else {
    out += place(
      cx - 50 * s,
      baseY - 20 * s,
      s,
      `<rect x="-22" y="-80" width="44" height="60" rx="8" fill="${C.maroon}"/><rect x="-26" y="-30" width="52" height="14" fill="${C.goldLight}"/><rect x="-22" y="-16" width="6" height="16" fill="${C.gold}"/><rect x="16" y="-16" width="6" height="16" fill="${C.gold}"/>`,
    );
    out += place(
      cx + 50 * s,
      baseY - 20 * s,
      s,
      `<rect x="-22" y="-80" width="44" height="60" rx="8" fill="${C.maroon}"/><rect x="-26" y="-30" width="52" height="14" fill="${C.goldLight}"/><rect x="-22" y="-16" width="6" height="16" fill="${C.gold}"/><rect x="16" y="-16" width="6" height="16" fill="${C.gold}"/>`,
    );
  }
  for (const x of [st.w * 0.08, st.w * 0.92]) out += place(x, st.h * 0.97, k, samai());
  return out;
}

function sceneFamilies(st: Stage, variant: 'families' | 'parents' | 'talking'): string {
  const { rng, k } = st;
  const r = room(st, rng.pick(['#f4e6d2', '#f3e3c3', '#efe3ea']), { floorY: st.h * 0.56, floor: '#c9a97a' });
  let out = r.svg;
  for (let x = st.w * 0.1; x < st.w; x += st.w * 0.27)
    out += `<rect x="${f(x - 14 * k)}" y="0" width="${f(28 * k)}" height="${f(r.floorY)}" fill="#e6d2ac"/><rect x="${f(x - 20 * k)}" y="${f(r.floorY - 20 * k)}" width="${f(40 * k)}" height="${f(20 * k)}" fill="#cdb68a"/>`;
  out += marigoldSwags(0, st.w, 6 * k, Math.round(st.w / (150 * k)), 18 * k, k);
  const groups = Math.max(2, Math.round(st.w / (380 * k)));
  const figures: Figure[] = [];
  const xs = spread(rng, groups, st.w * 0.22, st.w * 0.78, 0.1);
  xs.forEach((gx, index) => {
    const y = st.h * (0.86 + (index % 2) * 0.08);
    const s = k * (1.35 + (index % 2) * 0.12);
    const members: Kind[] =
      variant === 'parents'
        ? rng.shuffle(['elder', 'elderWoman'] as Kind[])
        : rng.shuffle(['elder', 'elderWoman', rng.pick(['man', 'woman'] as const)] as Kind[]);
    members.forEach((kind, m) => {
      figures.push({
        svg: drawPerson(makePerson(rng, kind, rng.pick(['down', 'namaste', 'down'] as const))),
        x: gx + (m - (members.length - 1) / 2) * 52 * s,
        y: y + (m % 2) * 4,
        s,
      });
    });
  });
  out += drawFigures(figures);
  return out;
}

function sceneRegistrationDesk(st: Stage, volunteersAtDesk: boolean): string {
  const { rng, k } = st;
  const r = room(st, rng.pick(['#f4e6d2', '#e9efe2', '#f3e3c3']), { floorY: st.h * 0.55 });
  let out = r.svg;
  out += marigoldSwags(0, st.w, 6 * k, Math.round(st.w / (150 * k)), 18 * k, k);
  out += `<rect x="${f(st.w * 0.3)}" y="${f(st.h * 0.14)}" width="${f(st.w * 0.4)}" height="${f(st.h * 0.16)}" fill="${C.maroon}" stroke="${C.goldLight}" stroke-width="${f(4 * k)}"/>`;
  out += place(st.w / 2, st.h * 0.27, k * 1.2, diya(1));
  const s = k * 1.45;
  const deskY = st.h * 0.9;
  const deskX = st.w * 0.34;
  for (const x of [deskX - 70 * s, deskX + 70 * s])
    out += place(
      x,
      deskY - 10 * s,
      s,
      drawChairSeated(
        makePerson(rng, volunteersAtDesk ? 'volunteer' : rng.pick(['man', 'woman'] as const), 'down'),
      ),
    );
  out += place(
    deskX,
    deskY,
    s,
    drawTable(260, '#ffffff', C.maroon) +
      `<rect x="-100" y="-78" width="40" height="12" fill="${C.green}"/><rect x="40" y="-76" width="44" height="10" fill="#f8efd8" stroke="#c9b48a"/><path d="M10 -70 L30 -78" stroke="#2f3e6b" stroke-width="2"/>`,
  );
  const queue: Figure[] = [];
  for (const [index, x] of spread(rng, 3, st.w * 0.68, st.w * 0.94, 0.05).entries()) {
    const y = st.h * (0.94 + (index % 2) * 0.05);
    queue.push({
      svg: drawPerson(crowdPerson(rng, rng.pick(['down', 'namaste'] as const))),
      x,
      y,
      s: k * (1.4 + (index % 2) * 0.08),
      flip: true,
    });
  }
  out += drawFigures(queue);
  return out;
}

function sceneGarlandDecor(st: Stage, withRangoli: boolean): string {
  const { rng, k } = st;
  const hall = hallStage(st, { backdrop: false });
  let out = hall.svg;
  out += marigoldSwags(0, st.w, st.h * 0.2, Math.round(st.w / (120 * k)), 26 * k, k * 1.2);
  for (let x = st.w * 0.05; x < st.w; x += st.w * 0.1)
    out += garlandPath(quadPoints([x, st.h * 0.3], [x, st.h * 0.42], [x, st.h * 0.5], 12), 4 * k, [
      '#fbbf24',
      '#f97316',
      '#ffffff',
    ]);
  const cx = st.w / 2;
  out += `<ellipse cx="${f(cx)}" cy="${f(st.h * 0.86)}" rx="${f(st.w * 0.5)}" ry="${f(st.h * 0.12)}" fill="#d9c39a"/>`;
  if (withRangoli) out += place(cx, st.h * 0.86, k * 1.2, rangoli(rng, 150));
  for (let index = 0; index < 8; index++) {
    const a = (index / 8) * Math.PI * 2;
    out += place(cx + Math.cos(a) * 200 * k, st.h * 0.86 + Math.sin(a) * 50 * k, k * 1.4, diya(1));
  }
  for (const x of [st.w * 0.1, st.w * 0.9]) out += place(x, st.h * 0.8, k * 1.1, samai());
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Food

function thaliTopDown(rng: Rng, r: number): string {
  let out = `<circle cx="0" cy="0" r="${r}" fill="#c9ced3"/><circle cx="0" cy="0" r="${r * 0.9}" fill="#dde1e4"/><circle cx="0" cy="0" r="${r * 0.88}" fill="#e8ebed"/>`;
  const bowls = rng
    .shuffle<[string, string]>([
      ['#e9b949', 'dal'],
      ['#6a9f45', 'sabzi'],
      ['#f3e6b0', 'kadhi'],
      ['#c8553d', 'curry'],
      ['#f7f3ea', 'curd'],
    ])
    .slice(0, rng.int(3, 4));
  bowls.forEach(([color], index) => {
    const a = -Math.PI * 0.9 + index * (Math.PI * 0.55);
    const x = Math.cos(a) * r * 0.58;
    const y = Math.sin(a) * r * 0.58;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.22)}" fill="#aab2b8"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.18)}" fill="${color}"/>`;
    if (color === '#6a9f45')
      for (let d = 0; d < 5; d++)
        out += `<circle cx="${f(x + rng.range(-0.1, 0.1) * r)}" cy="${f(y + rng.range(-0.1, 0.1) * r)}" r="${f(r * 0.025)}" fill="#3f7a2a"/>`;
  });
  out += `<ellipse cx="${f(r * 0.12)}" cy="${f(r * 0.3)}" rx="${f(r * 0.3)}" ry="${f(r * 0.22)}" fill="#fbfaf3"/>`;
  for (let g = 0; g < 14; g++)
    out += `<ellipse cx="${f(r * 0.12 + rng.range(-0.22, 0.22) * r)}" cy="${f(r * 0.3 + rng.range(-0.14, 0.14) * r)}" rx="${f(r * 0.02)}" ry="${f(r * 0.01)}" fill="#e9e4d3"/>`;
  out += `<circle cx="${f(-r * 0.32)}" cy="${f(r * 0.36)}" r="${f(r * 0.26)}" fill="#d9a35f"/><circle cx="${f(-r * 0.27)}" cy="${f(r * 0.32)}" r="${f(r * 0.26)}" fill="#e6b877"/>`;
  for (let spot = 0; spot < 6; spot++)
    out += `<circle cx="${f(-r * 0.27 + rng.range(-0.16, 0.16) * r)}" cy="${f(r * 0.32 + rng.range(-0.16, 0.16) * r)}" r="${f(r * 0.025)}" fill="#a8743a"/>`;
  out += `<circle cx="${f(r * 0.52)}" cy="${f(r * 0.18)}" r="${f(r * 0.08)}" fill="#f2a13a"/><circle cx="${f(r * 0.6)}" cy="${f(r * 0.3)}" r="${f(r * 0.08)}" fill="#f2a13a"/>`;
  out += `<path d="M${f(r * 0.42)} ${f(-r * 0.05)} q${f(r * 0.06)} ${f(-r * 0.04)} ${f(r * 0.12)} 0" stroke="#c0392b" stroke-width="${f(r * 0.05)}" stroke-linecap="round"/>`;
  return out;
}

function sceneThali(st: Stage, leaf: boolean): string {
  const { rng, k } = st;
  const table = rng.pick(['#8a5a32', '#a0522d', '#6b4a33', '#f3e6cc']);
  let out = `<rect width="${st.w}" height="${st.h}" fill="${table}"/>`;
  if (table !== '#f3e6cc')
    for (let y = 0; y < st.h; y += 26 * k)
      out += `<path d="M0 ${f(y + rng.range(0, 10))} Q${f(st.w / 2)} ${f(y + rng.range(-8, 8))} ${st.w} ${f(y + rng.range(0, 10))}" stroke="${darken(table, 0.12)}" stroke-width="${f(2 * k)}" fill="none" opacity="0.6"/>`;
  else
    out += `<rect x="${f(st.w * 0.06)}" y="${f(st.h * 0.06)}" width="${f(st.w * 0.88)}" height="${f(st.h * 0.88)}" fill="none" stroke="${C.maroon}" stroke-width="${f(6 * k)}"/>`;
  if (leaf) {
    const count = st.w > st.h * 1.5 ? 2 : 1;
    for (const cx of spread(rng, count, st.w * 0.3, st.w * 0.7, 0)) {
      const s = Math.min(st.h / 400, st.w / (count * 560));
      let leafSvg = `<path d="M-240 -40 Q-250 -150 -60 -150 L240 -130 Q260 0 240 130 L-60 150 Q-250 150 -240 40 Z" fill="#3f8a3f"/><path d="M-240 0 L240 0" stroke="#6ab04c" stroke-width="5"/>`;
      for (let index = -5; index <= 5; index++)
        leafSvg += `<path d="M${index * 40} 0 L${index * 40 + 30} -130 M${index * 40} 0 L${index * 40 + 30} 130" stroke="#5a9e46" stroke-width="1.5"/>`;
      leafSvg += `<ellipse cx="40" cy="40" rx="70" ry="45" fill="#fbfaf3"/><ellipse cx="40" cy="22" rx="30" ry="14" fill="#e9b949"/>`;
      leafSvg += `<circle cx="-150" cy="-60" r="22" fill="#6a9f45"/><circle cx="-90" cy="-80" r="20" fill="#f2a13a"/><circle cx="-30" cy="-90" r="18" fill="#c8553d"/><circle cx="160" cy="-70" r="22" fill="#f7f3ea"/><circle cx="-150" cy="60" r="30" fill="#e6b877"/><circle cx="-120" cy="70" r="30" fill="#d9a35f"/><circle cx="170" cy="60" r="16" fill="#f2a13a"/>`;
      out += place(cx, st.h / 2, s, leafSvg);
    }
  } else {
    const r = Math.min(st.w, st.h) * 0.36;
    const cx = st.w * rng.range(0.42, 0.55);
    out += `<circle cx="${f(cx + 8 * k)}" cy="${f(st.h / 2 + 10 * k)}" r="${f(r)}" fill="#000" opacity="0.2"/>`;
    out += place(cx, st.h / 2, 1, thaliTopDown(rng, r));
    const gx = cx + r * 1.25;
    out += `<circle cx="${f(gx)}" cy="${f(st.h * 0.25)}" r="${f(r * 0.22)}" fill="#c9ced3"/><circle cx="${f(gx)}" cy="${f(st.h * 0.25)}" r="${f(r * 0.17)}" fill="#cfe6f3"/>`;
    out += `<rect x="${f(cx - r * 1.42)}" y="${f(st.h * 0.3)}" width="${f(r * 0.08)}" height="${f(r * 0.9)}" rx="${f(r * 0.04)}" fill="#c9ced3"/>`;
  }
  return out;
}

/** People seated on the floor in rows with leaf plates, served by volunteers (a community meal). */
function sceneCommunityMeal(st: Stage, servers: Kind): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 1 });
  out += tent(st, st.w * 0.02, st.w * 0.98, st.h * 0.04, st.ground + 20 * k);
  const figures: Figure[] = [];
  for (let row = 0; row < 2; row++) {
    const y = st.ground + (st.h - st.ground) * (0.35 + row * 0.45);
    const s = depthScale(st, y) * 1.05;
    const count = Math.max(3, Math.round(st.w / (95 * s)));
    for (const x of spread(rng, count, 50 * s, st.w - 50 * s, 0.05)) {
      figures.push({
        svg:
          drawSeated(crowdPerson(rng)) +
          `<ellipse cx="0" cy="12" rx="30" ry="8" fill="#3f8a3f"/><ellipse cx="-6" cy="10" rx="8" ry="3" fill="#fbfaf3"/><circle cx="10" cy="11" r="4" fill="#e9b949"/>`,
        x,
        y,
        s,
      });
    }
    if (row === 0) {
      for (const x of spread(rng, 2, st.w * 0.25, st.w * 0.75, 0.2))
        figures.push({
          svg: drawPerson(
            makePerson(rng, servers, 'hold', { item: rng.chance(0.5) ? ITEMS.bucket() : ITEMS.tray() }),
          ),
          x,
          y: y + 44 * k,
          s: depthScale(st, y + 44 * k),
        });
    }
  }
  out += drawFigures(figures);
  return out + timeTint(st);
}

function sceneMess(st: Stage): string {
  const { rng, k } = st;
  const r = room(st, rng.pick(['#f1e6d0', '#e9efe2', '#f3e3c3']), { floorY: st.h * 0.5 });
  let out = r.svg;
  out += wallWindow(st, st.w * 0.06, st.h * 0.08, st.w * 0.14, st.h * 0.2);
  out += wallWindow(st, st.w * 0.8, st.h * 0.08, st.w * 0.14, st.h * 0.2);
  const counterY = r.floorY + 10 * k;
  out += `<rect x="${f(st.w * 0.3)}" y="${f(counterY - 60 * k)}" width="${f(st.w * 0.4)}" height="${f(60 * k)}" fill="#9aa3ab"/><rect x="${f(st.w * 0.3)}" y="${f(counterY - 66 * k)}" width="${f(st.w * 0.4)}" height="${f(8 * k)}" fill="#c9ced3"/>`;
  for (let index = 0; index < 4; index++) {
    const x = st.w * (0.34 + index * 0.09);
    out += `<path d="M${f(x - 24 * k)} ${f(counterY - 66 * k)} L${f(x - 20 * k)} ${f(counterY - 104 * k)} L${f(x + 20 * k)} ${f(counterY - 104 * k)} L${f(x + 24 * k)} ${f(counterY - 66 * k)} Z" fill="#c9ced3"/><ellipse cx="${f(x)}" cy="${f(counterY - 104 * k)}" rx="${f(20 * k)}" ry="${f(5 * k)}" fill="#aab2b8"/>`;
  }
  out += place(
    st.w * 0.5,
    counterY - 10 * k,
    k * 0.9,
    drawPerson(makePerson(rng, 'man', 'hold', { item: ITEMS.bucket(), top: '#ffffff' })),
  );
  for (let row = 1; row >= 0; row--) {
    const y = st.h * (0.98 - row * 0.22);
    const s = k * (1.3 - row * 0.3);
    const xs = spread(rng, Math.max(3, Math.round(st.w / (110 * s))), 60 * s, st.w - 60 * s, 0.05);
    for (const x of xs)
      out += place(
        x,
        y - 34 * s,
        s,
        drawChairSeated(
          makePerson(rng, rng.pick(['boy', 'boy', 'girl', 'man'] as const), 'down', { child: false }),
          '#8a5a32',
        ),
      );
    out += `<rect x="0" y="${f(y - 104 * s)}" width="${st.w}" height="${f(12 * s)}" fill="#e8e4da"/><rect x="0" y="${f(y - 92 * s)}" width="${st.w}" height="${f(60 * s)}" fill="#9a7a4a"/>`;
    for (const x of xs)
      out += `<ellipse cx="${f(x)}" cy="${f(y - 104 * s)}" rx="${f(30 * s)}" ry="${f(6 * s)}" fill="#c9ced3"/><ellipse cx="${f(x - 8 * s)}" cy="${f(y - 106 * s)}" rx="${f(9 * s)}" ry="${f(3 * s)}" fill="#fbfaf3"/><circle cx="${f(x + 10 * s)}" cy="${f(y - 106 * s)}" r="${f(4 * s)}" fill="#e9b949"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Teaching values: the Paathshala

function scenePaathshala(st: Stage): string {
  const { rng, k } = st;
  const wall = rng.pick(['#f6efe2', '#f3e6cc', '#efe9dc']);
  const r = room(st, wall, { floorY: st.h * 0.46, floor: '#ece6da' });
  let out = r.svg;
  const span = st.x1 - st.x0;
  const arches = Math.max(3, Math.round(span / (170 * k)));
  const aw = span / arches;
  for (let index = 0; index < arches; index++) {
    const cx = st.x0 + aw * (index + 0.5);
    const top = st.h * 0.1;
    const bottom = r.floorY;
    const half = aw * 0.36;
    let scallop = '';
    for (let lobe = 0; lobe < 5; lobe++) {
      const a0 = Math.PI + (lobe / 5) * Math.PI;
      const a1 = Math.PI + ((lobe + 1) / 5) * Math.PI;
      const x1 = cx + Math.cos(a1) * half;
      const y1 = top + half + Math.sin(a1) * half;
      scallop += ` A${f(half * 0.34)} ${f(half * 0.34)} 0 0 1 ${f(x1)} ${f(y1)}`;
      void a0;
    }
    out += `<path d="M${f(cx - half)} ${f(bottom)} L${f(cx - half)} ${f(top + half)}${scallop} L${f(cx + half)} ${f(bottom)} Z" fill="${mix(wall, '#c9a36a', 0.35)}"/>`;
    out += `<rect x="${f(cx + half)}" y="${f(top)}" width="${f(aw - 2 * half)}" height="${f(bottom - top)}" fill="${lighten(wall, 0.3)}"/>`;
  }
  for (let x = 0; x < st.w; x += 40 * k)
    out += `<rect x="${f(x)}" y="${f(r.floorY + ((x / (40 * k)) % 2) * 0)}" width="${f(20 * k)}" height="${f(st.h - r.floorY)}" fill="#000" opacity="0.025"/>`;
  const cx = st.x0 + span * 0.5;
  const s = k * 1.5;
  const teacherY = r.floorY + 80 * k;
  out += `<rect x="${f(cx - 90 * s)}" y="${f(teacherY - 8 * s)}" width="${f(180 * s)}" height="${f(12 * s)}" fill="${C.maroon}"/>`;
  out += place(
    cx,
    teacherY,
    s,
    drawSeated(
      makePerson(
        rng,
        rng.pick(['woman', 'elder', 'man', 'elderWoman'] as const),
        'down',
        rng.chance(0.5) ? { top: '#fbfaf6', bottom: '#f4f0e6' } : {},
      ),
    ),
  );
  out += place(
    cx + 80 * s,
    teacherY + 6 * k,
    s,
    `<path d="M-22 0 L22 0 L16 -26 L-16 -26 Z" fill="${C.wood}"/><path d="M-18 -26 L0 -40 L18 -26 L0 -30 Z" fill="#fbf6ea" stroke="#c9b48a"/>`,
  );
  out += place(cx - 80 * s, teacherY + 4 * k, s * 1.4, diya(1));
  const kids: Figure[] = [];
  for (let row = 0; row < 2; row++) {
    const y = st.h * (0.86 + row * 0.15);
    const rs = k * (1.45 + row * 0.35);
    const count = Math.max(3, Math.round(span / (90 * rs)));
    for (const x of spread(rng, count, st.x0 + 50 * rs, st.x1 - 50 * rs, 0.1)) {
      const kid = makePerson(rng, rng.pick(['boy', 'girl'] as const), 'down', {
        top: rng.pick(['#ffffff', '#fbfaf6', '#f3e3c3', ...KURTIS]),
      });
      kids.push({
        svg: `<g transform="scale(0.8)">${drawBack({ ...kid, child: false }, rng.chance(0.1))}</g>`,
        x,
        y,
        s: rs,
      });
    }
  }
  out += drawFigures(kids);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Volunteers, students and women outdoors

function sceneVolunteers(
  st: Stage,
  activity: 'plant' | 'relief' | 'carry' | 'formation' | 'clean' | 'books' | 'water' | 'sweep' | 'desk',
): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: rng.int(1, 2), ground: activity === 'sweep' ? '#c9b48a' : undefined });
  const figures: Figure[] = [];
  const span = st.x1 - st.x0;
  if (activity === 'clean') {
    const t = templeStyle(rng, { lit: lit(st) });
    out += place(st.x0 + span * 0.5, st.ground + 10 * k, k * 0.9, drawTemple(t));
  } else if (activity === 'sweep') {
    for (let x = -20 * k; x < st.w; x += 150 * k) {
      const color = rng.pick(WALLS);
      const hgt = rng.range(120, 200) * k;
      out += `<rect x="${f(x)}" y="${f(st.ground - hgt)}" width="${f(140 * k)}" height="${f(hgt)}" fill="${color}"/><rect x="${f(x + 20 * k)}" y="${f(st.ground - 70 * k)}" width="${f(34 * k)}" height="${f(70 * k)}" fill="${rng.pick(['#5a3826', '#2f5f9e', '#7b1e1e'])}"/><rect x="${f(x + 80 * k)}" y="${f(st.ground - hgt + 30 * k)}" width="${f(34 * k)}" height="${f(36 * k)}" fill="#3f5d70" stroke="${darken(color, 0.3)}" stroke-width="${f(3 * k)}"/><rect x="${f(x - 4 * k)}" y="${f(st.ground - hgt - 8 * k)}" width="${f(148 * k)}" height="${f(10 * k)}" fill="${darken(color, 0.2)}"/>`;
    }
  } else if (activity === 'desk' || activity === 'relief') {
    out += tent(st, st.x0 + span * 0.04, st.x1 - span * 0.04, st.h * 0.04, st.ground + 30 * k);
    const tableX = st.x0 + span * 0.5;
    const ts = k * 1.1;
    if (activity === 'desk') {
      for (const dx of [-60, 60])
        figures.push({
          svg: drawChairSeated(makePerson(rng, 'volunteer', 'down')),
          x: tableX + dx * ts,
          y: st.ground + 24 * k,
          s: ts,
        });
    }
    const tableTop =
      activity === 'desk'
        ? `<rect x="-90" y="-80" width="36" height="14" fill="${C.green}"/><rect x="40" y="-78" width="44" height="12" fill="#f8efd8" stroke="#c9b48a"/>`
        : `<g transform="translate(-60 -84) scale(0.8)">${ITEMS.box()}</g><g transform="translate(-10 -84) scale(0.8)">${ITEMS.box()}</g><g transform="translate(40 -84) scale(0.8)">${ITEMS.box()}</g><g transform="translate(-35 -110) scale(0.8)">${ITEMS.box()}</g>`;
    out += drawFigures(figures);
    figures.length = 0;
    out += place(tableX, st.ground + 34 * k, ts, drawTable(240, '#ffffff', C.maroon) + tableTop);
  } else if (activity === 'plant') {
    for (let index = 0; index < 6; index++)
      out += place(
        rng.range(st.x0, st.x1),
        st.ground + rng.range(6, 40) * k,
        k * 0.9,
        treeGuard() + drawTree('sapling', rng),
      );
  } else {
    const b = buildingStyle(rng, { lit: lit(st) });
    out += placeBuilding(
      b,
      st.x0 + span * rng.range(0.35, 0.65),
      st.ground + 4 * k,
      span * 0.6,
      st.h * 0.14,
    ).svg;
  }
  const front = st.ground + (st.h - st.ground) * 0.62;
  switch (activity) {
    case 'plant': {
      for (const x of spread(rng, rng.int(3, 4), st.x0 + span * 0.15, st.x1 - span * 0.15, 0.2)) {
        const y = front + rng.range(-12, 12) * k;
        const item = rng.chance(0.35) ? ITEMS.spade() : ITEMS.sapling();
        figures.push({
          svg: drawPerson(
            makePerson(rng, rng.chance(0.8) ? 'volunteer' : 'boy', 'hold', { item, child: false }),
          ),
          x,
          y,
          s: depthScale(st, y),
        });
      }
      for (const x of spread(rng, 3, st.x0 + span * 0.12, st.x1 - span * 0.12, 0.2)) {
        figures.push({
          svg:
            `<ellipse cx="0" cy="0" rx="34" ry="8" fill="#7a5538"/>` + treeGuard() + drawTree('sapling', rng),
          x,
          y: st.h - rng.range(4, 20) * k,
          s: k * 1.5,
        });
      }
      break;
    }
    case 'formation': {
      for (let row = 0; row < 2; row++) {
        const y = front - 30 * k + row * 50 * k;
        const count = Math.max(4, Math.round(span / (80 * depthScale(st, y))));
        for (const x of spread(rng, count, st.x0 + span * 0.08, st.x1 - span * 0.08, 0.02))
          figures.push({
            svg: drawPerson(makePerson(rng, 'volunteer', 'down')),
            x: x + row * 30 * k,
            y,
            s: depthScale(st, y),
          });
      }
      figures.push({ svg: flagPole(240, 'saffron'), x: st.x0 + span * 0.06, y: front - 40 * k, s: k });
      break;
    }
    default: {
      const volunteers = rng.int(2, 3);
      const item: Record<string, () => string> = {
        relief: ITEMS.box,
        carry: ITEMS.box,
        clean: ITEMS.broom,
        sweep: ITEMS.broom,
        books: () => ITEMS.books('#7b1e1e', '#1f5f45'),
        water: ITEMS.tray,
        desk: ITEMS.clipboard,
      };
      const make = item[activity] ?? ITEMS.box;
      for (const x of spread(rng, volunteers, st.x0 + span * 0.15, st.x0 + span * 0.6, 0.2)) {
        const y = front + rng.range(-15, 15) * k;
        figures.push({
          svg: drawPerson(makePerson(rng, 'volunteer', 'hold', { item: make() })),
          x,
          y,
          s: depthScale(st, y),
        });
      }
      const others =
        activity === 'books'
          ? (['boy', 'girl'] as Kind[])
          : (['man', 'woman', 'elder', 'elderWoman'] as Kind[]);
      if (activity !== 'carry' && activity !== 'clean' && activity !== 'sweep') {
        for (const x of spread(rng, rng.int(2, 3), st.x0 + span * 0.65, st.x1 - span * 0.08, 0.2)) {
          const y = front + rng.range(-15, 25) * k;
          figures.push({
            svg: drawPerson(makePerson(rng, rng.pick(others), rng.pick(['down', 'namaste'] as const))),
            x,
            y,
            s: depthScale(st, y),
            flip: true,
          });
        }
      } else {
        figures.push({
          svg: drawPerson(makePerson(rng, 'volunteer', 'hold', { item: make() })),
          x: st.x0 + span * 0.8,
          y: front + 20 * k,
          s: depthScale(st, front + 20 * k),
          flip: true,
        });
      }
      if (activity === 'relief')
        for (let index = 0; index < 4; index++)
          figures.push({
            svg: ITEMS.box(),
            x: st.x0 + span * 0.5 + (index % 2) * 46 * k,
            y: front - 30 * k - Math.floor(index / 2) * 32 * k,
            s: k,
          });
      break;
    }
  }
  out += drawFigures(figures);
  out += foregroundPlants(st);
  return out + timeTint(st);
}

function sceneAssembly(st: Stage): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 1, ground: '#d9c39a' });
  const b = buildingStyle(rng, { lit: false });
  out += placeBuilding(b, st.w * 0.5, st.ground + 4 * k, st.w * 0.8, st.h * 0.1).svg;
  const figures: Figure[] = [];
  figures.push({ svg: flagPole(230, 'saffron'), x: st.w * 0.12, y: st.ground + 60 * k, s: k });
  figures.push({
    svg: drawPerson(makePerson(rng, rng.pick(['man', 'woman'] as const), 'namaste')),
    x: st.w * 0.2,
    y: st.ground + 70 * k,
    s: depthScale(st, st.ground + 70 * k),
  });
  for (let row = 0; row < 3; row++) {
    const y = st.ground + (st.h - st.ground) * (0.45 + row * 0.22);
    const s = depthScale(st, y);
    const count = Math.max(4, Math.round((st.w * 0.6) / (60 * s)));
    for (const x of spread(rng, count, st.w * 0.32, st.w * 0.94, 0.02))
      figures.push({
        svg: drawPerson(
          makePerson(rng, rng.pick(['boy', 'girl'] as const), 'namaste', {
            top: '#ffffff',
            bottom: rng.pick(['#2f3e6b', '#2f3e6b', C.maroon]),
          }),
        ),
        x,
        y,
        s,
      });
  }
  out += drawFigures(figures);
  return out + timeTint(st);
}

function sceneStudents(
  st: Stage,
  variant: 'walk' | 'readTree' | 'group' | 'girls' | 'graduates' | 'circle' | 'kids' | 'hostel',
): string {
  const { rng } = st;
  switch (variant) {
    case 'walk':
      return scenePeopleOutdoor(st, {
        kinds: ['boy', 'girl', 'boy', 'girl', 'man'],
        count: rng.int(3, 5),
        poses: ['hold', 'bag', 'down'],
        items: bookItem,
        building: true,
      });
    case 'readTree':
      return scenePeopleOutdoor(st, {
        kinds: ['boy', 'girl', 'man', 'woman'],
        count: rng.int(4, 5),
        poses: ['hold'],
        items: bookItem,
        tree: rng.pick(['banyan', 'neem', 'round'] as const),
        seated: true,
      });
    case 'circle':
      return scenePeopleOutdoor(st, {
        kinds: ['boy', 'girl'],
        count: rng.int(4, 6),
        poses: ['hold', 'down'],
        items: bookItem,
        seated: true,
        tree: 'gulmohar',
      });
    case 'group':
      return scenePeopleOutdoor(st, {
        kinds: ['boy', 'girl', 'man', 'woman'],
        count: rng.int(5, 7),
        poses: ['down', 'hold', 'wave'],
        items: bookItem,
        building: true,
      });
    case 'girls':
      return scenePeopleOutdoor(st, {
        kinds: ['girl', 'woman', 'girl'],
        count: rng.int(3, 5),
        poses: ['hold', 'bag'],
        items: bookItem,
        building: rng.chance(0.6),
      });
    case 'graduates':
      return scenePeopleOutdoor(st, {
        kinds: ['graduate'],
        count: rng.int(4, 6),
        poses: ['hold', 'raise', 'hold'],
        items: () => ITEMS.scroll(),
        building: true,
      });
    case 'kids':
      return scenePeopleOutdoor(st, {
        kinds: ['boy', 'girl'],
        count: rng.int(4, 6),
        poses: ['bag', 'hold'],
        items: bookItem,
        building: rng.chance(0.5),
      });
    case 'hostel':
      return sceneHostel(st, { people: rng.int(3, 5), kinds: ['boy', 'man', 'boy'] });
  }
}

function sceneWomenOutdoor(
  st: Stage,
  variant: 'gathered' | 'prayer' | 'walk' | 'plates' | 'lamps' | 'garden',
): string {
  const { rng } = st;
  const women = (count: number, poses: Pose[], item?: () => string) => (stage: Stage) =>
    spread(
      rng,
      count,
      stage.x0 + (stage.x1 - stage.x0) * 0.12,
      stage.x1 - (stage.x1 - stage.x0) * 0.12,
      0.15,
    ).map((x) => {
      const y = stage.h - rng.range(14, 50) * stage.k;
      const person = makePerson(rng, rng.pick(['woman', 'elderWoman', 'woman'] as const), rng.pick(poses), {
        item: item?.(),
      });
      return { svg: drawPerson(person), x, y, s: depthScale(stage, y) };
    });
  switch (variant) {
    case 'gathered':
      return scenePeopleOutdoor(st, {
        kinds: ['woman', 'elderWoman', 'woman'],
        count: rng.int(4, 6),
        poses: ['down', 'namaste'],
        tree: rng.pick(['banyan', 'neem'] as const),
      });
    case 'garden':
      return scenePeopleOutdoor(st, {
        kinds: ['woman', 'elderWoman', 'woman', 'girl'],
        count: rng.int(4, 6),
        poses: ['down', 'namaste', 'hold'],
        items: () => ITEMS.bouquet(),
        tree: 'gulmohar',
      });
    case 'prayer':
      return sceneTempleLandscape(st, { figures: women(rng.int(3, 4), ['namaste', 'hold'], ITEMS.plate) });
    case 'walk':
      return sceneTempleLandscape(st, { figures: women(rng.int(3, 4), ['down', 'namaste']) });
    case 'plates':
      return sceneTempleLandscape(st, { figures: women(rng.int(3, 5), ['hold'], ITEMS.plate) });
    case 'lamps':
      return sceneTempleLandscape(st, {
        festival: true,
        figures: women(rng.int(3, 5), ['hold'], ITEMS.diya),
      });
  }
}

function sceneWomenMeeting(st: Stage): string {
  const { rng, k } = st;
  const r = room(st, rng.pick(['#f4e6d2', '#efe3ea', '#f3e3c3']), { floorY: st.h * 0.5 });
  let out = r.svg;
  out += marigoldSwags(0, st.w, 6 * k, Math.round(st.w / (150 * k)), 16 * k, k);
  out += wallWindow(st, st.w * 0.08, st.h * 0.14, st.w * 0.14, st.h * 0.2);
  out += `<rect x="${f(st.w * 0.62)}" y="${f(st.h * 0.12)}" width="${f(st.w * 0.26)}" height="${f(st.h * 0.2)}" fill="#ffffff" stroke="${C.maroon}" stroke-width="${f(4 * k)}"/><path d="M${f(st.w * 0.65)} ${f(st.h * 0.17)} l${f(st.w * 0.18)} 0 M${f(st.w * 0.65)} ${f(st.h * 0.22)} l${f(st.w * 0.14)} 0 M${f(st.w * 0.65)} ${f(st.h * 0.27)} l${f(st.w * 0.16)} 0" stroke="#b9a27a" stroke-width="${f(4 * k)}"/>`;
  out += place(
    st.w * 0.45,
    r.floorY + 50 * k,
    k,
    drawPerson(
      makePerson(rng, 'woman', rng.pick(['point', 'hold'] as const), { item: ITEMS.book(C.maroon) }),
    ),
  );
  out += place(
    st.w * 0.3,
    r.floorY + 56 * k,
    k,
    drawTable(120, C.maroon) + `<g transform="translate(30 -66)">${ITEMS.bouquet()}</g>`,
  );
  for (let row = 1; row >= 0; row--) {
    const y = st.h * (1.02 - row * 0.13);
    const s = k * (1.45 - row * 0.25);
    for (const x of spread(rng, Math.max(3, Math.round(st.w / (80 * s))), 40 * s, st.w - 40 * s, 0.2)) {
      out += place(
        x,
        y,
        s,
        drawBack(makePerson(rng, rng.pick(['woman', 'woman', 'elderWoman'] as const))) +
          `<rect x="-25" y="-16" width="50" height="20" rx="3" fill="#7b1e1e"/>`,
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Gallery pools: one drawing per entry of GALLERY_SUBJECTS, in the same order.

type SceneFn = (st: Stage) => string;
type GalleryEntry = [SceneFn, TimeOfDay?];

const GALLERY_SCENES: Record<GalleryPool, GalleryEntry[]> = {
  campus: [
    [(st) => sceneHostel(st, { people: 0 }), 'morning'],
    [sceneCourtyard, 'noon'],
    [(st) => sceneHostel(st, { people: 4 }), 'afternoon'],
    [sceneGym],
    [sceneHostelRoom, 'morning'],
    [(st) => sceneHostel(st, { people: 1 }), 'dusk'],
    [sceneGate, 'noon'],
    [(st) => sceneHostel(st, { people: 0 }), 'noon'],
    [sceneCourtyard, 'afternoon'],
    [(st) => sceneHostel(st, { people: 4 }), 'evening'],
    [sceneGym],
    [sceneHostelRoom, 'afternoon'],
    [(st) => sceneHostel(st, { people: 2 }), 'afternoon'],
    [sceneGarden, 'morning'],
    [sceneGate, 'morning'],
    [(st) => sceneHostel(st, { people: 0 }), 'dusk'],
  ],
  students: [
    [(st) => sceneStudents(st, 'walk'), 'morning'],
    [(st) => sceneStudents(st, 'readTree'), 'afternoon'],
    [(st) => sceneStudents(st, 'group'), 'noon'],
    [(st) => sceneStudents(st, 'girls'), 'morning'],
    [(st) => sceneStudents(st, 'graduates'), 'afternoon'],
    [(st) => sceneStudents(st, 'circle'), 'noon'],
    [(st) => sceneStudents(st, 'kids'), 'morning'],
    [(st) => sceneStudents(st, 'group'), 'afternoon'],
    [(st) => sceneStudents(st, 'girls'), 'evening'],
    [(st) => sceneStudents(st, 'readTree'), 'noon'],
    [sceneAssembly, 'morning'],
    [(st) => sceneStudents(st, 'kids'), 'afternoon'],
    [(st) => sceneStudents(st, 'hostel'), 'afternoon'],
    [(st) => sceneStudents(st, 'graduates'), 'morning'],
    [(st) => sceneStudents(st, 'walk'), 'evening'],
    [(st) => sceneStudents(st, 'readTree'), 'morning'],
  ],
  classroom: [
    [(st) => sceneClassroom(st, { raised: 0.05 }), 'morning'],
    [(st) => sceneClassroom(st, { raised: 0.45 }), 'noon'],
    [sceneComputerLab, 'noon'],
    [(st) => sceneClassroom(st, { raised: 0.1 }), 'afternoon'],
    [(st) => sceneClassroom(st, { raised: 0 }), 'morning'],
    [(st) => sceneClassroom(st, { raised: 0.1 }), 'noon'],
    [sceneWorkshop, 'noon'],
    [sceneComputerLab, 'afternoon'],
    [(st) => sceneClassroom(st, { raised: 0.5 }), 'morning'],
    [sceneWorkshop, 'afternoon'],
    [(st) => sceneClassroom(st, { raised: 0 }), 'afternoon'],
    [(st) => sceneClassroom(st, { raised: 0.05 }), 'noon'],
  ],
  temple: [
    [(st) => sceneTempleLandscape(st, {}), 'morning'],
    [(st) => sceneTempleLandscape(st, { manastambha: true }), 'afternoon'],
    [(st) => sceneTempleLandscape(st, { devotees: 4 }), 'morning'],
    [(st) => sceneTempleLandscape(st, { hill: true, devotees: 2 }), 'noon'],
    [(st) => sceneTempleLandscape(st, { old: true }), 'afternoon'],
    [(st) => sceneRuins(st, false), 'noon'],
    [(st) => sceneTempleLandscape(st, { old: true }), 'evening'],
    [(st) => sceneTempleLandscape(st, { old: true, manastambha: true }), 'morning'],
    [(st) => sceneRuins(st, true), 'afternoon'],
    [(st) => sceneTempleLandscape(st, {}), 'evening'],
    [(st) => sceneTempleLandscape(st, { festival: true }), 'dusk'],
    [(st) => sceneTempleLandscape(st, { festival: true, devotees: 5 }), 'evening'],
  ],
  volunteers: [
    [(st) => sceneVolunteers(st, 'plant'), 'morning'],
    [(st) => sceneCommunityMeal(st, 'volunteer'), 'noon'],
    [(st) => sceneVolunteers(st, 'relief'), 'afternoon'],
    [(st) => sceneVolunteers(st, 'desk'), 'morning'],
    [(st) => sceneHealthCamp(st, 'volunteers'), 'morning'],
    [(st) => sceneVolunteers(st, 'carry'), 'afternoon'],
    [(st) => sceneVolunteers(st, 'formation'), 'morning'],
    [(st) => sceneVolunteers(st, 'clean'), 'morning'],
    [(st) => sceneHealthCamp(st, 'volunteers'), 'afternoon'],
    [(st) => sceneHealthCamp(st, 'volunteers'), 'noon'],
    [(st) => sceneVolunteers(st, 'plant'), 'afternoon'],
    [(st) => sceneVolunteers(st, 'water'), 'noon'],
    [(st) => sceneVolunteers(st, 'formation'), 'afternoon'],
    [(st) => sceneVolunteers(st, 'books'), 'morning'],
    [(st) => sceneVolunteers(st, 'sweep'), 'morning'],
    [(st) => sceneCommunityMeal(st, 'volunteer'), 'afternoon'],
  ],
  health: [
    [(st) => sceneHealthCamp(st, 'blood'), 'morning'],
    [(st) => sceneHealthCamp(st, 'queue'), 'noon'],
    [(st) => sceneHealthCamp(st, 'blood'), 'afternoon'],
    [(st) => sceneHealthCamp(st, 'resting'), 'noon'],
    [(st) => sceneHealthCamp(st, 'blood'), 'morning'],
    [(st) => sceneHealthCamp(st, 'queue'), 'afternoon'],
    [(st) => sceneHealthCamp(st, 'volunteers'), 'morning'],
    [(st) => sceneHealthCamp(st, 'closeup'), 'evening'],
    [(st) => sceneHealthCamp(st, 'checkup'), 'morning'],
    [(st) => sceneClinic(st, false), 'noon'],
    [(st) => sceneClinic(st, true), 'afternoon'],
    [(st) => sceneHealthCamp(st, 'awareness'), 'morning'],
  ],
  women: [
    [(st) => sceneStageEvent(st, 'lamp', { women: true }), undefined],
    [sceneWomenMeeting, 'morning'],
    [sceneWomenMeeting, 'afternoon'],
    [sceneSewing, 'noon'],
    [(st) => sceneWomenOutdoor(st, 'gathered'), 'afternoon'],
    [(st) => sceneWomenOutdoor(st, 'prayer'), 'morning'],
    [(st) => sceneStageEvent(st, 'shawl', { women: true }), undefined],
    [(st) => sceneWomenOutdoor(st, 'lamps'), 'dusk'],
    [(st) => sceneWomenOutdoor(st, 'garden'), 'morning'],
    [sceneWomenMeeting, 'noon'],
    [sceneSewing, 'afternoon'],
    [(st) => sceneStageEvent(st, 'lamp', { women: true }), undefined],
    [(st) => sceneWomenOutdoor(st, 'walk'), 'morning'],
    [(st) => sceneWomenOutdoor(st, 'plates'), 'evening'],
    [sceneSewing, 'morning'],
    [(st) => sceneWomenOutdoor(st, 'lamps'), 'evening'],
  ],
  library: [
    [(st) => sceneLibrary(st, 'shelves'), 'morning'],
    [(st) => sceneLibrary(st, 'readers'), 'noon'],
    [(st) => sceneLibrary(st, 'librarian'), 'afternoon'],
    [(st) => sceneLibrary(st, 'shelves'), 'noon'],
    [(st) => sceneLibrary(st, 'librarian'), 'morning'],
    [(st) => sceneLibrary(st, 'readers'), 'afternoon'],
    [(st) => sceneLibrary(st, 'shelves'), 'afternoon'],
    [(st) => sceneLibrary(st, 'readers'), 'dusk'],
  ],
  ceremony: [
    [(st) => sceneStageEvent(st, 'award')],
    [(st) => sceneStageEvent(st, 'shawl')],
    [(st) => sceneStageEvent(st, 'lamp')],
    [(st) => sceneStageEvent(st, 'dais', { rows: 3 })],
    [(st) => sceneStageEvent(st, 'speaker')],
    [(st) => sceneStageEvent(st, 'shawl')],
    [(st) => sceneStageEvent(st, 'shawl', { women: true })],
    [(st) => sceneStageEvent(st, 'award')],
    [(st) => sceneStageEvent(st, 'lamp')],
    [(st) => sceneStageEvent(st, 'speaker', { rows: 3 })],
    [(st) => sceneStageEvent(st, 'shawl')],
    [(st) => sceneStageEvent(st, 'award', { women: true })],
  ],
  matrimony: [
    [(st) => sceneFamilies(st, 'families'), 'morning'],
    [(st) => sceneStageEvent(st, 'candidates')],
    [(st) => sceneRegistrationDesk(st, false), 'noon'],
    [(st) => sceneGarlandDecor(st, false)],
    [(st) => sceneMandap(st, 'none', false)],
    [(st) => sceneMandap(st, 'standing', false)],
    [(st) => sceneFamilies(st, 'parents'), 'afternoon'],
    [(st) => sceneStageEvent(st, 'candidates')],
    [(st) => sceneRegistrationDesk(st, true), 'morning'],
    [(st) => sceneGarlandDecor(st, true)],
    [(st) => sceneMandap(st, 'none', false)],
    [(st) => sceneMandap(st, 'standing', true)],
    [(st) => sceneFamilies(st, 'talking'), 'noon'],
    [(st) => sceneStageEvent(st, 'dais', { rows: 3 })],
    [(st) => sceneRegistrationDesk(st, true), 'afternoon'],
    [(st) => sceneGarlandDecor(st, true)],
    [(st) => sceneMandap(st, 'none', true)],
    [(st) => sceneMandap(st, 'exchange', false)],
  ],
  nature: [
    [(st) => sceneFields(st, {}), 'morning'],
    [(st) => sceneFields(st, { river: true }), 'noon'],
    [(st) => sceneFields(st, { gulmohar: true }), 'afternoon'],
    [(st) => sceneFields(st, { saplings: true }), 'morning'],
    [sceneGarden, 'noon'],
    [(st) => sceneFields(st, { grove: true }), 'afternoon'],
    [(st) => sceneFields(st, { river: true }), 'evening'],
    [(st) => sceneFields(st, { grove: true }), 'morning'],
  ],
  food: [
    [(st) => sceneThali(st, false)],
    [sceneMess, 'noon'],
    [(st) => sceneCommunityMeal(st, 'volunteer'), 'noon'],
    [(st) => sceneThali(st, false)],
    [sceneMess, 'afternoon'],
    [(st) => sceneThali(st, true)],
  ],
};

// ---------------------------------------------------------------------------------------------------------
// Portraits: illustrated busts drawn in a 400x500 box (pillars, founders, testimonial avatars)

type PortraitClothing = 'kurta' | 'jacket' | 'coat' | 'shawl' | 'saree' | 'kurti' | 'shirt' | 'volunteer';
interface PortraitSpec {
  female: boolean;
  age: 'young' | 'middle' | 'old';
  skin: string;
  hair: string;
  headwear: 'none' | 'gandhiCap' | 'blackCap' | 'turban';
  headColor: string;
  glasses: boolean;
  mustache: boolean;
  clothing: PortraitClothing;
  cloth: string;
  accent: string;
  tilak: boolean;
  /** A woman's saree pallu drawn over her head, as elder women of the community wear it. */
  headCovered?: boolean;
  bg: [string, string];
}

const PORTRAIT_BACKGROUNDS: Array<[string, string]> = [
  ['#f3e3c3', '#e2c48f'],
  ['#e8efe9', '#bcd3c4'],
  ['#f2dfd6', '#d9b2a0'],
  ['#e4e9f2', '#b9c6dc'],
  ['#f5ead0', '#d8b46a'],
  ['#efe4ec', '#cfb3c6'],
];

function drawPortrait(c: Canvas, p: PortraitSpec, background = true): string {
  const out: string[] = [];
  const skinShade = darken(p.skin, 0.12);
  const line = darken(p.skin, 0.38);
  if (background) {
    out.push(
      `<rect width="400" height="500" fill="${c.linear([
        [0, p.bg[0]],
        [1, p.bg[1]],
      ])}"/>`,
    );
    out.push(`<path d="M64 500 L64 214 A136 136 0 0 1 336 214 L336 500 Z" fill="#ffffff" opacity="0.28"/>`);
  }
  if (p.female) out.push(`<ellipse cx="200" cy="226" rx="80" ry="94" fill="${p.hair}"/>`);
  if (p.female && p.age === 'young')
    out.push(
      `<path d="M138 250 Q126 330 146 420" stroke="${p.hair}" stroke-width="26" stroke-linecap="round" fill="none"/>`,
    );
  // body and clothing
  const body = 'M28 500 L32 440 Q42 370 128 350 L168 336 L232 336 L272 350 Q358 370 368 440 L372 500 Z';
  out.push(`<path d="M170 286 L170 346 Q200 364 230 346 L230 286 Z" fill="${skinShade}"/>`);
  const clothShade = darken(p.cloth, 0.14);
  switch (p.clothing) {
    case 'kurta':
    case 'volunteer':
      out.push(`<path d="${body}" fill="${p.cloth}"/>`);
      out.push(
        `<path d="M176 340 L200 382 L224 340" stroke="${clothShade}" stroke-width="3" fill="none"/><path d="M200 382 L200 480" stroke="${clothShade}" stroke-width="2.5"/>`,
      );
      for (const y of [400, 428, 456]) out.push(`<circle cx="200" cy="${y}" r="3.5" fill="${clothShade}"/>`);
      if (p.clothing === 'volunteer')
        out.push(
          `<path d="M146 346 L170 340 L182 500 L154 500 Z M254 346 L230 340 L218 500 L246 500 Z" fill="${C.saffron}"/>`,
        );
      break;
    case 'shirt':
      out.push(`<path d="${body}" fill="${p.cloth}"/>`);
      out.push(
        `<path d="M168 336 L186 372 L200 346 Z M232 336 L214 372 L200 346 Z" fill="${lighten(p.cloth, 0.3)}" stroke="${clothShade}" stroke-width="2"/><path d="M200 346 L200 500" stroke="${clothShade}" stroke-width="2.5"/>`,
      );
      for (const y of [396, 432, 468]) out.push(`<circle cx="200" cy="${y}" r="3.5" fill="${clothShade}"/>`);
      break;
    case 'jacket':
      out.push(`<path d="${body}" fill="#f7f4ec"/>`);
      out.push(
        `<path d="M28 500 L32 440 Q42 370 128 350 L170 338 L194 420 L194 500 Z M372 500 L368 440 Q358 370 272 350 L230 338 L206 420 L206 500 Z" fill="${p.cloth}"/>`,
      );
      out.push(`<path d="M170 338 L194 420 M230 338 L206 420" stroke="${clothShade}" stroke-width="3"/>`);
      for (const y of [430, 458, 486]) out.push(`<circle cx="212" cy="${y}" r="4" fill="${C.goldLight}"/>`);
      out.push(`<path d="M246 420 L280 416 L282 426 L248 430 Z" fill="${clothShade}"/>`);
      break;
    case 'coat':
      out.push(`<path d="${body}" fill="${p.cloth}"/>`);
      out.push(
        `<path d="M166 334 Q200 350 234 334 L236 350 Q200 368 164 350 Z" fill="${clothShade}"/><path d="M200 360 L200 500" stroke="${clothShade}" stroke-width="3"/>`,
      );
      for (const y of [382, 414, 446, 478])
        out.push(`<circle cx="200" cy="${y}" r="4.5" fill="${C.goldLight}"/>`);
      break;
    case 'shawl':
      out.push(
        `<path d="${body}" fill="#f7f4ec"/><path d="M176 340 L200 376 L224 340" stroke="#d8d2c6" stroke-width="3" fill="none"/>`,
      );
      out.push(
        `<path d="M28 500 L32 440 Q42 370 128 350 L166 338 L178 500 Z M372 500 L368 440 Q358 370 272 350 L234 338 L222 500 Z" fill="${p.cloth}"/>`,
      );
      out.push(
        `<path d="M166 338 L178 500 M234 338 L222 500" stroke="${p.accent}" stroke-width="9"/><path d="M156 342 L166 500 M244 342 L234 500" stroke="${C.goldLight}" stroke-width="3"/>`,
      );
      break;
    case 'saree':
      out.push(`<path d="${body}" fill="${darken(p.cloth, 0.25)}"/>`);
      out.push(
        `<path d="M216 338 L272 350 Q358 370 368 440 L372 500 L118 500 Z" fill="${p.cloth}"/><path d="M216 338 L118 500" stroke="${p.accent}" stroke-width="10"/>`,
      );
      out.push(
        `<path d="M176 346 Q200 384 222 346" stroke="#2a2020" stroke-width="2" fill="none" stroke-dasharray="2 3"/><circle cx="200" cy="380" r="5" fill="${C.goldLight}"/>`,
      );
      break;
    case 'kurti':
      out.push(
        `<path d="${body}" fill="${p.cloth}"/><path d="M178 340 Q200 372 222 340" stroke="${clothShade}" stroke-width="3" fill="none"/>`,
      );
      out.push(`<path d="M96 362 Q200 440 304 362 L312 384 Q200 466 88 384 Z" fill="${p.accent}"/>`);
      break;
  }
  // the pallu falls from over the head onto both shoulders, behind the face
  if (p.female && p.headCovered)
    out.push(
      `<path d="M110 356 Q112 262 118 210 Q130 122 200 118 Q270 122 282 210 Q288 262 290 356 Q250 338 236 300 L164 300 Q150 338 110 356 Z" fill="${p.cloth}"/>`,
    );
  // head
  out.push(
    `<ellipse cx="134" cy="236" rx="11" ry="19" fill="${skinShade}"/><ellipse cx="266" cy="236" rx="11" ry="19" fill="${skinShade}"/>`,
  );
  out.push(`<ellipse cx="200" cy="228" rx="66" ry="80" fill="${p.skin}"/>`);
  if (p.female) {
    out.push(
      `<path d="M136 232 Q128 150 200 144 Q272 150 264 232 Q258 178 206 166 L200 176 L194 166 Q142 178 136 232 Z" fill="${p.hair}"/>`,
    );
    out.push(
      `<circle cx="134" cy="262" r="4.5" fill="${C.goldLight}"/><circle cx="266" cy="262" r="4.5" fill="${C.goldLight}"/>`,
    );
    if (p.headCovered)
      out.push(
        `<path d="M126 262 Q120 160 200 150 Q280 160 274 262 L262 262 Q262 178 200 170 Q138 178 138 262 Z" fill="${p.cloth}"/>`,
        `<path d="M138 262 Q138 178 200 170 Q262 178 262 262" stroke="${p.accent}" stroke-width="6" fill="none"/>`,
      );
  } else if (p.headwear === 'none') {
    if (p.age === 'old') {
      out.push(
        `<path d="M134 236 Q128 190 152 168 Q146 204 148 236 Z M266 236 Q272 190 248 168 Q254 204 252 236 Z" fill="${p.hair}"/>`,
      );
      out.push(
        `<path d="M160 160 Q200 146 240 160" stroke="${p.hair}" stroke-width="5" fill="none" opacity="0.6"/>`,
      );
    } else {
      out.push(
        `<path d="M134 226 Q126 150 200 142 Q274 150 266 226 Q260 184 236 174 Q204 188 164 176 Q142 188 134 226 Z" fill="${p.hair}"/>`,
      );
    }
  }
  // face
  const brow = p.age === 'old' && !p.female ? lighten(p.hair, 0.1) : p.hair;
  out.push(
    `<path d="M156 202 Q171 193 186 200 M214 200 Q229 193 244 202" stroke="${brow}" stroke-width="${p.female ? 3.5 : 5.5}" stroke-linecap="round" fill="none"/>`,
  );
  for (const x of [172, 228]) {
    out.push(
      `<ellipse cx="${x}" cy="226" rx="10.5" ry="6.5" fill="#ffffff"/><circle cx="${x}" cy="226" r="5.2" fill="#3b2418"/><circle cx="${x + 1.8}" cy="224" r="1.6" fill="#ffffff"/>`,
    );
    out.push(
      `<path d="M${x - 12} 223 Q${x} 214 ${x + 12} 223" stroke="${line}" stroke-width="2.2" fill="none"/>`,
    );
  }
  out.push(
    `<path d="M200 232 Q197 254 190 266 Q200 273 210 266" stroke="${darken(p.skin, 0.25)}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  );
  if (p.age === 'old') {
    out.push(
      `<path d="M170 176 Q200 170 230 176 M176 186 Q200 181 224 186 M181 270 Q171 284 176 300 M219 270 Q229 284 224 300 M160 238 Q170 244 182 240 M218 240 Q230 244 240 238" stroke="${darken(p.skin, 0.16)}" stroke-width="1.6" fill="none"/>`,
    );
  }
  if (p.mustache && !p.female) {
    out.push(
      `<path d="M166 286 Q183 272 200 279 Q217 272 234 286 Q220 293 200 288 Q180 293 166 286 Z" fill="${p.hair}"/>`,
    );
    out.push(
      `<path d="M186 300 Q200 306 214 300" stroke="${line}" stroke-width="2.6" stroke-linecap="round" fill="none"/>`,
    );
  } else if (p.female) {
    out.push(
      `<path d="M184 292 Q200 304 216 292 Q200 298 184 292 Z" fill="#a5524a" stroke="#a5524a" stroke-width="2" stroke-linejoin="round"/>`,
    );
    out.push(
      `<ellipse cx="160" cy="262" rx="14" ry="8" fill="#e06060" opacity="0.12"/><ellipse cx="240" cy="262" rx="14" ry="8" fill="#e06060" opacity="0.12"/>`,
    );
  } else {
    out.push(
      `<path d="M182 292 Q200 304 218 292" stroke="${line}" stroke-width="2.8" stroke-linecap="round" fill="none"/>`,
    );
  }
  if (p.glasses) {
    out.push(
      `<g fill="none" stroke="#2d2420" stroke-width="3.4"><circle cx="172" cy="226" r="19"/><circle cx="228" cy="226" r="19"/><path d="M191 223 Q200 217 209 223 M153 222 L136 219 M247 222 L264 219"/></g><circle cx="172" cy="226" r="17" fill="#ffffff" opacity="0.1"/><circle cx="228" cy="226" r="17" fill="#ffffff" opacity="0.1"/>`,
    );
  }
  if (p.female) out.push(`<circle cx="200" cy="190" r="5.5" fill="#b3122b"/>`);
  else if (p.tilak)
    out.push(`<path d="M200 178 L200 194" stroke="#c0392b" stroke-width="5" stroke-linecap="round"/>`);
  // headwear
  switch (p.headwear) {
    case 'gandhiCap':
    case 'blackCap': {
      const fill = p.headwear === 'blackCap' ? '#2a2a30' : p.headColor;
      out.push(
        `<path d="M126 178 L274 166 L260 112 Q200 94 140 116 Z" fill="${fill}" stroke="${darken(fill, 0.16)}" stroke-width="2.5"/>`,
      );
      out.push(
        `<path d="M140 116 L200 128 L260 112" stroke="${darken(fill, 0.16)}" stroke-width="2.5" fill="none"/>`,
      );
      break;
    }
    case 'turban': {
      const shade = darken(p.headColor, 0.18);
      out.push(`<path d="M258 196 Q302 232 294 340 L268 336 Q278 252 244 204 Z" fill="${shade}"/>`);
      out.push(
        `<path d="M120 208 Q106 112 200 96 Q294 112 280 208 Q200 178 120 208 Z" fill="${p.headColor}"/>`,
      );
      out.push(
        `<path d="M126 190 Q200 150 274 190 M130 166 Q200 124 270 166 M148 138 Q200 108 252 138 M138 204 Q186 152 252 106" stroke="${shade}" stroke-width="3" fill="none"/>`,
      );
      out.push(`<path d="M234 104 Q246 64 272 74 Q262 96 252 112 Z" fill="${shade}"/>`);
      break;
    }
    case 'none':
      break;
  }
  return out.join('');
}

function portraitSpec(rng: Rng, over: Partial<PortraitSpec> = {}): PortraitSpec {
  const female = over.female ?? false;
  const age = over.age ?? 'old';
  return {
    female,
    age,
    skin: rng.pick(SKINS),
    hair: age === 'old' ? rng.pick(HAIR_GREY) : rng.pick(HAIR_DARK),
    headwear: 'none',
    headColor: '#ffffff',
    glasses: false,
    mustache: !female,
    clothing: female ? 'saree' : 'kurta',
    cloth: female ? rng.pick(SAREES) : '#f7f4ec',
    accent: rng.pick([C.goldLight, C.maroon, '#1f5f45']),
    tilak: false,
    bg: rng.pick(PORTRAIT_BACKGROUNDS),
    ...over,
  };
}

/** A portrait in a gilt frame, optionally garlanded as Indian homes honour their elders. */
function framedPortrait(
  c: Canvas,
  spec: PortraitSpec,
  x: number,
  y: number,
  w: number,
  garland: boolean,
): string {
  const h = w * 1.25;
  const border = w * 0.07;
  let out = `<rect x="${f(x - border + 8)}" y="${f(y - border + 12)}" width="${f(w + border * 2)}" height="${f(h + border * 2)}" fill="#000" opacity="0.25"/>`;
  out += `<rect x="${f(x - border)}" y="${f(y - border)}" width="${f(w + border * 2)}" height="${f(h + border * 2)}" fill="${c.linear(
    [
      [0, '#e9c46a'],
      [0.5, '#b7791f'],
      [1, '#e0a93b'],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  out += `<rect x="${f(x - border * 0.45)}" y="${f(y - border * 0.45)}" width="${f(w + border * 0.9)}" height="${f(h + border * 0.9)}" fill="none" stroke="#7a4f12" stroke-width="${f(border * 0.12)}"/>`;
  out += `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" viewBox="0 0 400 500">${drawPortrait(c, spec)}</svg>`;
  if (garland) {
    // hung from the top corners, the garland falls along the sides and sags across the chest, below the face
    const left: Point = [x - border * 0.3, y - border * 0.3];
    const rightTop: Point = [x + w + border * 0.3, y - border * 0.3];
    out += garlandPath(quadPoints(left, [x + w / 2, y + h * 1.5], rightTop, 60), w * 0.024, [
      '#f59e0b',
      '#f97316',
      '#fbbf24',
      '#ffffff',
    ]);
  }
  return out;
}

/** The founder of hero slide 1 and the About page: an elder of 1899 in a white pagdi and a dark buttoned coat. */
const FOUNDER_LOOK: Partial<PortraitSpec> = {
  headwear: 'turban',
  headColor: '#f5f1e6',
  clothing: 'coat',
  cloth: '#3a3a42',
  glasses: true,
};

/**
 * How each lay pillar is drawn, by name (PILLAR_PORTRAITS in src/client/content/images.ts lists them and says who
 * is a man, a woman or a Digambar ascetic; the ascetic is not drawn as a person at all, see asceticSymbols).
 */
const PILLAR_LOOKS: Record<string, Partial<PortraitSpec>> = {
  'Danveer Seth Hirachand Nemchand': { headwear: 'gandhiCap', clothing: 'kurta', glasses: true, tilak: true },
  'Shriman Annasaheb Latthe': {
    headwear: 'turban',
    headColor: '#e07b24',
    clothing: 'shawl',
    cloth: '#f5efe0',
    accent: C.maroon,
  },
  'Karmaveer Bhaurao Patil': { headwear: 'blackCap', clothing: 'jacket', cloth: '#4a4a52' },
  'Danveer Seth Manikchand Hirachand': {
    headwear: 'none',
    clothing: 'coat',
    cloth: '#5a2f2f',
    glasses: true,
  },
  // a brahmachari (a layman under a vow of celibacy) dresses in plain white, without cap or turban
  'Brahmachari Jivraj Gautamchand Doshi': {
    headwear: 'none',
    clothing: 'shawl',
    cloth: '#fbf8f1',
    accent: '#e9e3d6',
    glasses: true,
  },
  'Seth R. D. Dawda': { headwear: 'gandhiCap', clothing: 'jacket', cloth: '#6b4f3a', glasses: true },
  'Veeracharya Babasaheb Kuchanure': {
    headwear: 'none',
    clothing: 'shawl',
    cloth: '#efe2c4',
    accent: C.green,
    glasses: true,
  },
  'Shrimatibai Kalantre': {
    female: true,
    age: 'old',
    clothing: 'saree',
    cloth: '#8e2430',
    accent: C.goldLight,
    headCovered: true,
    glasses: true,
  },
  'Shri B. B. Patil': {
    headwear: 'blackCap',
    clothing: 'shawl',
    cloth: '#f5efe0',
    accent: C.maroon,
    glasses: true,
  },
};

/** A lay pillar's look; fails the run when the drawing would not match who PILLAR_PORTRAITS says they are. */
function pillarLook(name: string): Partial<PortraitSpec> {
  const pillar = PILLAR_PORTRAITS.find((entry) => entry.name === name);
  const look = PILLAR_LOOKS[name];
  if (!pillar || !look || pillar.figure === 'ascetic')
    throw new Error(`No portrait look for the pillar ${name}`);
  if ((look.female ?? false) !== (pillar.figure === 'woman'))
    throw new Error(`The portrait of ${name} must show a ${pillar.figure}`);
  return look;
}

/** The three founding contributors on hero slide 2 (and the first frame of the Sabha's story video). */
const FOUNDING_CONTRIBUTORS = [
  'Danveer Seth Hirachand Nemchand',
  'Shriman Annasaheb Latthe',
  'Seth R. D. Dawda',
];

/**
 * A Digambar ascetic honoured without drawing the person: the pichhi (a whisk of fallen peacock feathers, with
 * which a Digambar monk gently clears his path of living beings) and the kamandal (his wooden water pot) rest on a
 * low stand before a temple. Drawn in the 400x500 box of the portraits.
 */
function asceticSymbols(c: Canvas, rng: Rng, bg: [string, string]): string {
  const out: string[] = [];
  out.push(
    `<rect width="400" height="500" fill="${c.linear([
      [0, bg[0]],
      [1, bg[1]],
    ])}"/>`,
  );
  out.push(`<path d="M64 500 L64 214 A136 136 0 0 1 336 214 L336 500 Z" fill="#ffffff" opacity="0.28"/>`);
  // the temple behind, its flag flying, and the stone floor of its courtyard
  out.push(
    `<g opacity="0.9">${place(200, 352, 0.56, drawTemple(templeStyle(rng, { stone: '#efe6d6', accent: C.maroon, spire: 210 })))}</g>`,
  );
  out.push(
    `<rect y="352" width="400" height="148" fill="${c.linear([
      [0, '#e9dcc6'],
      [1, '#d8c4a4'],
    ])}"/><path d="M0 352 L400 352" stroke="#c9b08a" stroke-width="2"/>`,
  );
  // a low wooden stand (chowki) with a saffron cloth
  out.push(
    `<ellipse cx="200" cy="468" rx="150" ry="10" fill="#000" opacity="0.12"/>`,
    `<rect x="66" y="430" width="14" height="38" fill="${C.woodDark}"/><rect x="320" y="430" width="14" height="38" fill="${C.woodDark}"/>`,
    `<rect x="56" y="420" width="288" height="16" rx="3" fill="${C.wood}"/>`,
    `<path d="M92 420 L308 420 L300 452 L100 452 Z" fill="${C.saffron}"/><path d="M100 446 L300 446" stroke="${C.goldLight}" stroke-width="4"/>`,
  );
  // the kamandal: a wooden gourd-shaped pot with a narrow neck, a handle arching over its mouth and a slender spout
  const pot = c.linear(
    [
      [0, '#9a6034'],
      [0.55, '#6e3f1c'],
      [1, '#43250f'],
    ],
    0,
    0,
    1,
    0.4,
  );
  out.push(
    `<g transform="translate(278 366)">` +
      `<path d="M34 10 Q60 0 70 -44 Q72 -58 80 -66 L86 -62 Q80 -50 80 -38 Q72 12 40 26 Z" fill="#5a3418"/>` +
      `<path d="M-26 -62 C-40 -128 40 -128 26 -62" stroke="#5a3418" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      `<path d="M-16 -50 Q-50 -34 -48 4 Q-46 44 0 52 Q46 44 48 4 Q50 -34 16 -50 Z" fill="${pot}"/>` +
      `<ellipse cx="0" cy="52" rx="24" ry="5" fill="#3b2414"/>` +
      `<path d="M-46 10 Q0 26 46 10" stroke="#3b2414" stroke-width="3" fill="none" opacity="0.5"/>` +
      `<rect x="-14" y="-66" width="28" height="18" fill="#6b4226"/><ellipse cx="0" cy="-66" rx="18" ry="5.5" fill="#8a5a32"/><ellipse cx="0" cy="-66" rx="11" ry="3.2" fill="#2b180b"/>` +
      `<ellipse cx="-22" cy="-6" rx="9" ry="20" fill="#ffffff" opacity="0.16" transform="rotate(18 -22 -6)"/>` +
      `</g>`,
  );
  // the pichhi: a bound bundle of peacock feathers on a short handle, standing on the stand beside the kamandal
  // (never on the ground), its feathers fanned out
  const bind: Point = [160, 292];
  const foot: Point = [132, 424];
  const eye = (length: number) =>
    `<ellipse cx="${length}" cy="0" rx="13" ry="10" fill="#2f6e45"/><ellipse cx="${length - 1}" cy="0" rx="10" ry="7.6" fill="#d4a017"/>` +
    `<ellipse cx="${length - 2}" cy="0" rx="7.4" ry="5.6" fill="#0f7c7c"/><ellipse cx="${length - 3}" cy="0" rx="4.2" ry="3.4" fill="#1d3f8f"/>`;
  const feather = (angle: number, length: number, barbs: string) =>
    `<g transform="translate(${bind[0]} ${bind[1]}) rotate(${f(angle)})">` +
    `<path d="M0 0 Q${f(length / 2)} 3 ${f(length)} 0" stroke="#b08d3c" stroke-width="2" fill="none"/>` +
    `<path d="M${f(length * 0.3)} 0 Q${f(length * 0.7)} -11 ${f(length + 4)} -12 Q${f(length + 20)} 0 ${f(length + 4)} 12 Q${f(length * 0.7)} 11 ${f(length * 0.3)} 0 Z" fill="${barbs}" opacity="0.94"/>` +
    eye(length) +
    `</g>`;
  // a back row of longer feathers and a front row of shorter ones make the dense, rounded tuft of a pichhi
  for (let index = 0; index < 9; index++)
    out.push(feather(-124 + index * 11 + rng.range(-2, 2), 116 + rng.range(-5, 5), '#4f6b2a'));
  for (let index = 0; index < 8; index++)
    out.push(feather(-118 + index * 11.5 + rng.range(-2, 2), 86 + rng.range(-5, 5), '#6b7f2e'));
  out.push(
    `<path d="M${bind[0]} ${bind[1]} L${foot[0]} ${foot[1]}" stroke="${C.wood}" stroke-width="12" stroke-linecap="round"/>`,
  );
  // the binding: turns of white cloth where the feathers meet the handle
  for (let turn = 0; turn < 4; turn++) {
    const t = 0.03 + turn * 0.05;
    const x = bind[0] + (foot[0] - bind[0]) * t;
    const y = bind[1] + (foot[1] - bind[1]) * t;
    out.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="10" ry="4" fill="#f7f4ec" stroke="#d8d2c6" stroke-width="1.2" transform="rotate(-16 ${f(x)} ${f(y)})"/>`,
    );
  }
  return out.join('');
}

/** The six people quoted in testimonials (home.ts): names, ages and roles decide the look. */
const PEOPLE_LOOKS: Array<Partial<PortraitSpec>> = [
  { female: false, age: 'young', clothing: 'shirt', cloth: '#dfe9f2', mustache: true, glasses: false },
  { female: true, age: 'young', clothing: 'kurti', cloth: '#6fb3a8', accent: '#fbf3df' },
  {
    female: false,
    age: 'young',
    clothing: 'volunteer',
    cloth: '#ffffff',
    headwear: 'gandhiCap',
    mustache: false,
  },
  { female: true, age: 'middle', clothing: 'saree', cloth: '#b0446d', accent: C.goldLight },
  { female: false, age: 'old', clothing: 'jacket', cloth: '#4a4a52', glasses: true, mustache: true },
  { female: true, age: 'middle', clothing: 'saree', cloth: '#1f6f5c', accent: '#f3d27a', glasses: true },
];

// ---------------------------------------------------------------------------------------------------------
// Founders' wall (hero slides 1 and 2)

/**
 * `count` garlanded portraits on a wall: one founder, or the founding contributors. The count comes from
 * HERO_PICTURES, whose alt texts say how many portraits each slide shows.
 */
function sceneFoundersWall(st: Stage, count: number): string {
  const { c, rng, k } = st;
  if (count !== 1 && count !== FOUNDING_CONTRIBUTORS.length)
    throw new Error(`The founders' wall shows 1 or ${FOUNDING_CONTRIBUTORS.length} portraits, not ${count}`);
  let out = `<rect width="${st.w}" height="${st.h}" fill="${c.linear(
    [
      [0, '#5a1414'],
      [1, '#7b1e1e'],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  for (let x = 40 * k; x < st.w; x += 150 * k) {
    out += `<path d="M${f(x)} ${f(st.h * 0.86)} L${f(x)} ${f(st.h * 0.2)} A${f(50 * k)} ${f(50 * k)} 0 0 1 ${f(x + 100 * k)} ${f(st.h * 0.2)} L${f(x + 100 * k)} ${f(st.h * 0.86)} Z" fill="#ffffff" opacity="0.035"/>`;
  }
  const ledge = st.h * 0.88;
  out += `<rect y="${f(ledge)}" width="${st.w}" height="${f(st.h - ledge)}" fill="#3e1a10"/><rect y="${f(ledge)}" width="${st.w}" height="${f(8 * k)}" fill="${C.gold}"/>`;
  const span = st.x1 - st.x0;
  if (count === 1) {
    const w = Math.min(span * 0.5, (ledge - st.h * 0.16) / 1.25);
    const x = st.x0 + (span - w) / 2;
    out += framedPortrait(
      c,
      portraitSpec(rng, { ...FOUNDER_LOOK, bg: ['#f3e3c3', '#d9b98c'] }),
      x,
      st.h * 0.1,
      w,
      true,
    );
    out += place(x - 90 * k, ledge, k * 1.5, samai());
    out += place(x + w + 90 * k, ledge, k * 1.5, samai());
  } else {
    const w = Math.min(span / (count * 1.2), (ledge - st.h * 0.24) / 1.25);
    const gap = (span - w * count) / (count + 1);
    FOUNDING_CONTRIBUTORS.map(pillarLook).forEach((look, index) => {
      const x = st.x0 + gap + index * (w + gap);
      // the middle portrait hangs a little higher
      const y = st.h * (index === (count - 1) / 2 ? 0.12 : 0.2);
      out += framedPortrait(
        c,
        portraitSpec(rng, { ...look, bg: PORTRAIT_BACKGROUNDS[index] }),
        x,
        y,
        w,
        true,
      );
    });
    out += place(st.x1 - 40 * k, ledge, k * 1.3, samai());
  }
  for (let index = 0; index < 14; index++) {
    out += `<circle cx="${f(st.x0 + rng.range(0.05, 0.95) * span)}" cy="${f(ledge + rng.range(10, st.h - ledge - 6))}" r="${f(rng.range(4, 7) * k)}" fill="${rng.pick(['#f59e0b', '#f97316', '#fbbf24', '#ffffff'])}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Scenes for the home page, banners and cards

function sceneStudyDesk(st: Stage): string {
  const { rng, k } = st;
  const r = room(st, '#efe2c8', { floorY: st.h * 0.72, floor: '#b98f5e' });
  let out = r.svg;
  const span = st.x1 - st.x0;
  const wx = st.x0 + span * 0.55;
  out += wallWindow({ ...st, time: 'dusk' }, wx, st.h * 0.1, span * 0.3, st.h * 0.36);
  out += place(st.x0 + span * 0.16, r.floorY, (st.h / 560) * 0.55, bookshelf(rng, 2, 4));
  const dx = st.x0 + span * 0.5;
  const s = k * 1.7;
  out += place(
    dx,
    st.h * 0.98 - 10 * s,
    s,
    drawChairSeated(
      makePerson(rng, 'girl', 'hold', { item: ITEMS.book('#1f5f45'), child: false, braids: true }),
    ),
  );
  out += place(dx, st.h * 0.98, s, drawTable(200));
  out += place(
    dx + 62 * s,
    st.h * 0.98 - 66 * s,
    s,
    `<path d="M0 0 L0 -36 L16 -48" stroke="#444" stroke-width="3" fill="none"/><path d="M8 -56 L34 -44 L24 -36 Z" fill="${C.goldLight}"/><ellipse cx="24" cy="-4" rx="40" ry="8" fill="#ffd27a" opacity="0.4"/>`,
  );
  out += place(
    dx - 70 * s,
    st.h * 0.98 - 66 * s,
    s,
    ITEMS.books('#7b1e1e', '#2f3e6b') + `<g transform="translate(0 -22)">${ITEMS.book('#b7791f')}</g>`,
  );
  out += `<rect width="${st.w}" height="${st.h}" fill="#3a2410" opacity="0.1"/>`;
  return out;
}

function sceneOffice(st: Stage, opts: { sepia?: boolean; road?: boolean; people?: number } = {}): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 1 });
  const span = st.x1 - st.x0;
  const cx = st.x0 + span * 0.5;
  const baseY = st.ground + (opts.road ? 0 : 12 * k);
  const b = buildingStyle(rng, {
    floors: 2,
    bays: 9,
    wall: '#efe2c4',
    trim: C.maroon,
    roof: 'dome',
    flag: true,
    lit: lit(st),
  });
  const building = placeBuilding(b, cx, baseY, span * 0.7, st.h * 0.06);
  out += sideTrees(st, cx, building.width / 2, baseY, ['ashoka', 'palm', 'neem']);
  out += building.svg;
  if (opts.road) {
    const roadY = st.ground + (st.h - st.ground) * 0.45;
    out += `<rect y="${f(roadY)}" width="${st.w}" height="${f(st.h - roadY)}" fill="#8d8a84"/><rect y="${f(roadY)}" width="${st.w}" height="${f(6 * k)}" fill="#d9cdb8"/>`;
    for (let x = 0; x < st.w; x += 90 * k)
      out += `<rect x="${f(x)}" y="${f(roadY + (st.h - roadY) * 0.5)}" width="${f(46 * k)}" height="${f(5 * k)}" fill="#f2efe6"/>`;
    const ax = st.x0 + span * rng.range(0.15, 0.3);
    const ay = roadY + (st.h - roadY) * 0.75;
    const as = k * 1.1;
    out += place(
      ax,
      ay,
      as,
      `<ellipse cx="0" cy="0" rx="60" ry="6" fill="#000" opacity="0.2"/><path d="M-50 -10 L-50 -70 Q-40 -96 0 -98 L30 -98 Q50 -96 56 -70 L60 -10 Z" fill="#f0c419"/><path d="M-50 -70 Q-40 -96 0 -98 L30 -98 Q50 -96 56 -70 Z" fill="#1f1f24"/><rect x="-30" y="-66" width="40" height="30" fill="#9fc3d9"/><circle cx="-34" cy="-6" r="10" fill="#2b2b2b"/><circle cx="44" cy="-6" r="10" fill="#2b2b2b"/><circle cx="-34" cy="-6" r="4" fill="#9aa3ab"/><circle cx="44" cy="-6" r="4" fill="#9aa3ab"/>`,
    );
  } else {
    out += pathToDoor(st, cx, baseY, 26 * building.s);
    out += bushRow(st, cx - building.width / 2, cx - 50 * building.s, baseY + 6 * k, 3);
    out += bushRow(st, cx + 50 * building.s, cx + building.width / 2, baseY + 6 * k, 3);
  }
  const people = opts.people ?? 3;
  if (people > 0 && !opts.road)
    out += drawFigures(
      walkers(st, people, ['man', 'elder', 'woman', 'elderWoman'], baseY + 40 * k, ['down', 'namaste']),
    );
  out += timeTint(st);
  if (opts.sepia)
    out += `<rect width="${st.w}" height="${st.h}" fill="#8a5a2a" opacity="0.35"/><rect width="${st.w}" height="${st.h}" fill="#f3e3c3" opacity="0.15"/>`;
  return out;
}

function sceneLegalDesk(st: Stage): string {
  const { rng, k } = st;
  const r = room(st, '#efe6d2', { floorY: st.h * 0.62, floor: '#a0522d', tiles: false });
  let out = r.svg;
  for (let index = 0; index < 3; index++) {
    const x = st.w * (0.05 + index * 0.11);
    out += `<rect x="${f(x)}" y="${f(st.h * 0.08)}" width="${f(st.w * 0.1)}" height="${f(r.floorY - st.h * 0.08)}" fill="${C.woodDark}"/>`;
    for (let row = 0; row < 4; row++) {
      for (let b = 0; b < 5; b++)
        out += `<rect x="${f(x + 6 * k + b * st.w * 0.018)}" y="${f(st.h * (0.1 + row * 0.12))}" width="${f(st.w * 0.015)}" height="${f(st.h * 0.1)}" fill="${rng.pick(['#7b1e1e', '#2f3e6b', '#1f5f45', '#b7791f', '#5a2f2f'])}"/>`;
    }
  }
  const tx = st.w * 0.68;
  const ty = st.h * 1.02;
  const s = k * 1.6;
  out += place(tx, ty, s, drawTable((st.w * 0.5) / s, '#1f5f45', C.goldLight));
  const top = ty - 66 * s;
  out += `<path d="M${f(tx - 150 * s)} ${f(top)} L${f(tx - 60 * s)} ${f(top)} L${f(tx - 50 * s)} ${f(top - 14 * s)} L${f(tx - 140 * s)} ${f(top - 14 * s)} Z" fill="#fbf6ea" stroke="#c9b48a"/>`;
  out += `<rect x="${f(tx - 30 * s)}" y="${f(top - 70 * s)}" width="${f(70 * s)}" height="${f(70 * s)}" fill="#fbf6ea" stroke="#c9b48a" stroke-width="${f(1.5 * s)}"/>`;
  for (let index = 0; index < 5; index++)
    out += `<path d="M${f(tx - 22 * s)} ${f(top - (58 - index * 10) * s)} l${f(52 * s)} 0" stroke="#b9a27a" stroke-width="${f(2 * s)}"/>`;
  out += `<circle cx="${f(tx + 26 * s)}" cy="${f(top - 14 * s)}" r="${f(9 * s)}" fill="${C.red}"/><circle cx="${f(tx + 26 * s)}" cy="${f(top - 14 * s)}" r="${f(5 * s)}" fill="none" stroke="#f3d27a" stroke-width="${f(1.2 * s)}"/>`;
  out += `<path d="M${f(tx + 70 * s)} ${f(top)} l${f(50 * s)} ${f(-20 * s)}" stroke="#2b2b30" stroke-width="${f(3 * s)}" stroke-linecap="round"/>`;
  out += `<rect x="${f(tx + 110 * s)}" y="${f(top - 26 * s)}" width="${f(18 * s)}" height="${f(26 * s)}" fill="#5a3826"/><circle cx="${f(tx + 119 * s)}" cy="${f(top - 30 * s)}" r="${f(8 * s)}" fill="#5a3826"/>`;
  return out;
}

/** How soft the background of a desk scene is, in px at the scale of a standing adult (k = 1). */
const BACKGROUND_BLUR = 3.5;

function scenePublicationsDesk(st: Stage): string {
  const { rng, k, c } = st;
  // The shelves behind the desk out of focus: the publications are the subject, and a wall of sharp little
  // spines made the banner, the first picture of a publication's page on a phone, half as heavy again
  // (30 KB; 21 KB now).
  let out = `<g filter="${c.blur(BACKGROUND_BLUR * k)}">${sceneLibrary({ ...st, time: 'noon' }, 'shelves')}</g>`;
  const ty = st.h * 1.04;
  const s = k * 1.5;
  const tx = st.w * 0.62;
  out += place(tx, ty, s, drawTable((st.w * 0.6) / s, C.maroon, C.goldLight));
  const top = ty - 66 * s;
  const covers = [C.maroon, C.green, '#2f3e6b', C.gold, '#5a2f2f'];
  for (let index = 0; index < 5; index++) {
    const x = tx - 160 * s + index * 70 * s;
    const cover = covers[index];
    out += `<g transform="rotate(${f(rng.range(-8, 8))} ${f(x)} ${f(top - 30 * s)})"><rect x="${f(x - 24 * s)}" y="${f(top - 64 * s)}" width="${f(48 * s)}" height="${f(64 * s)}" fill="${cover}"/><rect x="${f(x - 18 * s)}" y="${f(top - 56 * s)}" width="${f(36 * s)}" height="${f(8 * s)}" fill="#f3d27a"/><circle cx="${f(x)}" cy="${f(top - 26 * s)}" r="${f(10 * s)}" fill="#fbf3df" opacity="0.8"/></g>`;
  }
  return out;
}

function sceneDonation(st: Stage): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 1 });
  const span = st.x1 - st.x0;
  const b = buildingStyle(rng, { lit: lit(st), bays: 9 });
  out += placeBuilding(b, st.x0 + span * 0.62, st.ground + 8 * k, span * 0.6, st.h * 0.08).svg;
  const y = st.h * 0.94;
  const s = depthScale(st, y) * 1.05;
  const figures: Figure[] = [
    {
      svg: drawPerson(makePerson(rng, 'elder', 'hold', { item: ITEMS.books('#7b1e1e', '#1f5f45') })),
      x: st.x0 + span * 0.42,
      y,
      s,
    },
    { svg: drawPerson(makePerson(rng, 'girl', 'namaste')), x: st.x0 + span * 0.55, y: y + 4, s },
    {
      svg: drawPerson(makePerson(rng, 'boy', 'hold', { item: ITEMS.book('#2f3e6b') })),
      x: st.x0 + span * 0.64,
      y: y + 2,
      s,
    },
    {
      svg: drawPerson(makePerson(rng, 'volunteer', 'hold', { item: ITEMS.box() })),
      x: st.x0 + span * 0.78,
      y: y - 6,
      s,
    },
    {
      svg: `<rect x="-34" y="-70" width="68" height="70" rx="4" fill="${C.maroon}"/><rect x="-34" y="-70" width="68" height="12" fill="${C.maroonDark}"/><rect x="-14" y="-66" width="28" height="4" rx="2" fill="#1a0b08"/><circle cx="0" cy="-32" r="12" fill="${C.goldLight}"/><path d="M-6 -32 L6 -32 M0 -38 L0 -26" stroke="${C.maroon}" stroke-width="3"/>`,
      x: st.x0 + span * 0.3,
      y: y - 4,
      s,
    },
  ];
  out += drawFigures(figures);
  for (let index = 0; index < 6; index++)
    out += place(st.x0 + span * (0.25 + index * 0.12), st.h - 6 * k, k * 1.2, diya(1));
  return out + timeTint(st);
}

function sceneCrowd(st: Stage): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 2 });
  const span = st.x1 - st.x0;
  const b = buildingStyle(rng, { lit: lit(st), bays: 11, floors: 2 });
  out += placeBuilding(b, st.x0 + span * 0.5, st.ground + 4 * k, span * 0.7, st.h * 0.1).svg;
  const figures: Figure[] = [];
  for (let row = 0; row < 3; row++) {
    const y = st.ground + (st.h - st.ground) * (0.45 + row * 0.27);
    const s = depthScale(st, y);
    const count = Math.max(4, Math.round(span / (70 * s)));
    for (const x of spread(rng, count, st.x0 + 30 * s, st.x1 - 30 * s, 0.3)) {
      const pose = rng.pick<Pose>(['wave', 'down', 'namaste', 'raise', 'down']);
      figures.push({
        svg: drawPerson(crowdPerson(rng, pose)),
        x,
        y: y + rng.range(-8, 8) * k,
        s,
        flip: rng.chance(0.5),
      });
    }
  }
  out += drawFigures(figures);
  return out + timeTint(st);
}

function sceneNotFound(st: Stage): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 2 });
  const cx = st.w * 0.62;
  out += `<path d="M${f(cx - 10 * k)} ${f(st.ground)} Q${f(cx - 60 * k)} ${f(st.ground + 60 * k)} ${f(cx - 260 * k)} ${st.h} L${f(cx - 80 * k)} ${st.h} Q${f(cx + 10 * k)} ${f(st.ground + 60 * k)} ${f(cx + 10 * k)} ${f(st.ground)} Z" fill="#dcc59c"/>`;
  out += `<path d="M${f(cx + 4 * k)} ${f(st.ground + 40 * k)} Q${f(cx + 200 * k)} ${f(st.ground + 60 * k)} ${f(st.w)} ${f(st.ground + 50 * k)} L${f(st.w)} ${f(st.ground + 80 * k)} Q${f(cx + 200 * k)} ${f(st.ground + 86 * k)} ${f(cx - 20 * k)} ${f(st.ground + 70 * k)} Z" fill="#dcc59c"/>`;
  const px = cx + 90 * k;
  const py = st.ground + (st.h - st.ground) * 0.75;
  const s = k * 1.3;
  out += place(
    px,
    py,
    s,
    `<rect x="-4" y="-150" width="8" height="150" fill="${C.woodDark}"/><path d="M-4 -140 L-80 -140 L-96 -126 L-80 -112 L-4 -112 Z" fill="${C.wood}"/><path d="M4 -104 L80 -104 L96 -90 L80 -76 L4 -76 Z" fill="${C.wood}"/><path d="M-70 -126 L-20 -126 M20 -90 L70 -90" stroke="${C.woodDark}" stroke-width="3" opacity="0.5"/>`,
  );
  out += place(st.w * 0.18, st.h * 0.98, k * 1.8, drawTree('banyan', rng));
  out += foregroundPlants(st);
  return out + timeTint(st);
}

function sceneBranches(st: Stage): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 2 });
  const baseY = st.ground + 16 * k;
  const t = templeStyle(rng, {});
  out += place(st.w * 0.5, baseY, k * 0.82, drawTemple(t));
  out += placeBuilding(
    buildingStyle(rng, { floors: 2, bays: 7 }),
    st.w * 0.22,
    baseY + 4 * k,
    st.w * 0.3,
    st.h * 0.2,
  ).svg;
  out += placeBuilding(
    buildingStyle(rng, { floors: 2, bays: 7, roof: 'tiles' }),
    st.w * 0.8,
    baseY + 4 * k,
    st.w * 0.3,
    st.h * 0.2,
  ).svg;
  out += drawFigures(
    walkers(st, 6, ['volunteer', 'woman', 'man', 'girl', 'elder', 'graduate'], baseY + 60 * k, [
      'down',
      'namaste',
      'wave',
    ]),
  );
  return out + timeTint(st);
}

function sceneIti(st: Stage): string {
  const { rng, k } = st;
  let out = outdoor(st, { hills: 1 });
  const span = st.x1 - st.x0;
  const cx = st.x0 + span * 0.5;
  const baseY = st.ground + 12 * k;
  const b = buildingStyle(rng, {
    floors: 1,
    bays: 11,
    wall: '#e4e0d6',
    trim: '#3b5d8a',
    roof: 'parapet',
    sawtooth: true,
    flag: true,
  });
  const building = placeBuilding(b, cx, baseY, span * 0.8, st.h * 0.2);
  out += sideTrees(st, cx, building.width / 2, baseY, ['neem', 'round']);
  out += building.svg;
  out += pathToDoor(st, cx, baseY, 26 * building.s, '#cfc3ad');
  const figures = walkers(st, 4, ['man', 'boy', 'man'], baseY + 50 * k, ['down', 'hold']).map(
    (figure) => figure,
  );
  out += drawFigures(
    figures.map((figure, index) => ({
      ...figure,
      svg: drawPerson(
        makePerson(rng, index % 3 === 2 ? 'man' : 'boy', index % 2 ? 'hold' : 'down', {
          top: '#3b5d8a',
          bottom: '#3b5d8a',
          child: false,
          item: ITEMS.clipboard(),
        }),
      ),
    })),
  );
  return out + timeTint(st);
}

// ---------------------------------------------------------------------------------------------------------
// The app promotion (hero slides 8 and 9): a phone showing the Sabha's app, with the promise in words

function phoneScreen(c: Canvas, variant: 'news' | 'reading', w: number, h: number): string {
  const rng = new Rng(`phone-${variant}`);
  let out = `<rect width="${w}" height="${h}" fill="#fbf6ea"/>`;
  out += `<rect width="${w}" height="${h * 0.12}" fill="${C.maroon}"/>`;
  out += `<circle cx="${f(w * 0.1)}" cy="${f(h * 0.065)}" r="${f(w * 0.05)}" fill="${C.goldLight}"/><path d="M${f(w * 0.1)} ${f(h * 0.045)} q${f(-w * 0.018)} ${f(h * 0.02)} 0 ${f(h * 0.034)} q${f(w * 0.018)} ${f(-h * 0.014)} 0 ${f(-h * 0.034)} Z" fill="${C.maroon}"/>`;
  out += `<text x="${f(w * 0.19)}" y="${f(h * 0.075)}" font-family="${FONT}" font-weight="bold" font-size="${f(w * 0.047)}" fill="#ffffff">Dakshin Bharat Jain Sabha</text>`;
  if (variant === 'news') {
    const stage = makeStage(new Canvas(800, 400), rng, { time: 'evening' });
    stage.c = c;
    const inner = sceneTempleLandscape(stage, { festival: true });
    out += `<svg x="${f(w * 0.05)}" y="${f(h * 0.145)}" width="${f(w * 0.9)}" height="${f(h * 0.24)}" viewBox="0 0 800 400" preserveAspectRatio="xMidYMid slice">${inner}</svg>`;
    out += `<text x="${f(w * 0.06)}" y="${f(h * 0.43)}" font-family="${FONT}" font-weight="bold" font-size="${f(w * 0.06)}" fill="${C.ink}">Upcoming events</text>`;
    const events: Array<[string, string, string]> = [
      ['14', 'JAN', 'Blood donation camp'],
      ['26', 'JAN', 'Paathshala annual day'],
      ['09', 'FEB', 'Scholarship ceremony'],
    ];
    events.forEach(([day, month, title], index) => {
      const y = h * (0.46 + index * 0.1);
      out += `<rect x="${f(w * 0.05)}" y="${f(y)}" width="${f(w * 0.9)}" height="${f(h * 0.085)}" rx="${f(w * 0.03)}" fill="#ffffff" stroke="#eadfca"/>`;
      out += `<rect x="${f(w * 0.08)}" y="${f(y + h * 0.012)}" width="${f(w * 0.14)}" height="${f(h * 0.06)}" rx="${f(w * 0.02)}" fill="${C.gold}"/>`;
      out += `<text x="${f(w * 0.15)}" y="${f(y + h * 0.042)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${f(w * 0.05)}" fill="#ffffff">${day}</text><text x="${f(w * 0.15)}" y="${f(y + h * 0.064)}" text-anchor="middle" font-family="${FONT}" font-size="${f(w * 0.032)}" fill="#ffffff">${month}</text>`;
      out += `<text x="${f(w * 0.27)}" y="${f(y + h * 0.05)}" font-family="${FONT}" font-size="${f(w * 0.05)}" fill="${C.ink}">${title}</text>`;
    });
    out += `<rect x="${f(w * 0.05)}" y="${f(h * 0.78)}" width="${f(w * 0.9)}" height="${f(h * 0.075)}" rx="${f(w * 0.04)}" fill="${C.saffron}"/>`;
    out += `<text x="${f(w / 2)}" y="${f(h * 0.827)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${f(w * 0.058)}" fill="#ffffff">Donate</text>`;
  } else {
    out += `<text x="${f(w * 0.06)}" y="${f(h * 0.18)}" font-family="${FONT}" font-weight="bold" font-size="${f(w * 0.06)}" fill="${C.ink}">Read and plan</text>`;
    const tileW = w * 0.42;
    const tileH = tileW * 1.33;
    out += `<g transform="translate(${f(w * 0.05)} ${f(h * 0.21)}) scale(${f(tileW / 600)})">${coverArt(c, 'pragati')}</g>`;
    out += `<g transform="translate(${f(w * 0.53)} ${f(h * 0.21)}) scale(${f(tileW / 600)})">${coverArt(c, 'calendar')}</g>`;
    const y = h * 0.21 + tileH + h * 0.03;
    const rows: string[] = [
      'Pragati & Jinvijay: new issue',
      'Shantisagar Calendar: this month',
      'Granth Prakashan: new books',
    ];
    rows.forEach((text, index) => {
      const ry = y + index * h * 0.075;
      out += `<rect x="${f(w * 0.05)}" y="${f(ry)}" width="${f(w * 0.9)}" height="${f(h * 0.06)}" rx="${f(w * 0.03)}" fill="#ffffff" stroke="#eadfca"/>`;
      out += `<circle cx="${f(w * 0.11)}" cy="${f(ry + h * 0.03)}" r="${f(w * 0.025)}" fill="${[C.maroon, C.gold, C.green][index]}"/>`;
      out += `<text x="${f(w * 0.17)}" y="${f(ry + h * 0.039)}" font-family="${FONT}" font-size="${f(w * 0.045)}" fill="${C.ink}">${esc(text)}</text>`;
    });
  }
  out += `<rect y="${f(h * 0.92)}" width="${w}" height="${f(h * 0.08)}" fill="#ffffff"/><path d="M0 ${f(h * 0.92)} L${w} ${f(h * 0.92)}" stroke="#eadfca"/>`;
  for (let index = 0; index < 4; index++)
    out += `<circle cx="${f(w * (0.125 + index * 0.25))}" cy="${f(h * 0.96)}" r="${f(w * 0.03)}" fill="${index === (variant === 'news' ? 0 : 2) ? C.maroon : '#c9b9a0'}"/>`;
  return out;
}

function phone(c: Canvas, variant: 'news' | 'reading', x: number, y: number, w: number, tilt = 0): string {
  const h = w * 2.05;
  const bezel = w * 0.045;
  let out = `<g transform="rotate(${tilt} ${f(x + w / 2)} ${f(y + h / 2)})">`;
  out += `<rect x="${f(x + 10)}" y="${f(y + 18)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.13)}" fill="#000" opacity="0.3"/>`;
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.13)}" fill="#1c1c22"/>`;
  const sw = w - bezel * 2;
  const sh = h - bezel * 2;
  out += `<svg x="${f(x + bezel)}" y="${f(y + bezel)}" width="${f(sw)}" height="${f(sh)}" viewBox="0 0 ${f(sw)} ${f(sh)}"><rect width="${f(sw)}" height="${f(sh)}" rx="${f(w * 0.09)}" fill="#fbf6ea"/>${phoneScreen(c, variant, sw, sh)}</svg>`;
  out += `<rect x="${f(x + w * 0.38)}" y="${f(y + bezel * 0.35)}" width="${f(w * 0.24)}" height="${f(bezel * 0.4)}" rx="${f(bezel * 0.2)}" fill="#333"/>`;
  return out + '</g>';
}

function appPromo(c: Canvas, variant: 'news' | 'reading', mobile: boolean): string {
  const w = c.w;
  const h = c.h;
  let out = `<rect width="${w}" height="${h}" fill="${c.linear(
    [
      [0, '#4e1111'],
      [0.6, '#7b1e1e'],
      [1, '#9b3b2f'],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  const cx = mobile ? w / 2 : w * 0.74;
  const cy = mobile ? h * 0.68 : h / 2;
  for (let ring = 0; ring < 5; ring++)
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f((mobile ? 140 : 170) + ring * 70)}" fill="none" stroke="${C.goldLight}" stroke-width="2" opacity="${f(0.22 - ring * 0.035)}"/>`;
  for (let petal = 0; petal < 16; petal++) {
    const a = (petal / 16) * 360;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy - (mobile ? 250 : 300))}" rx="16" ry="44" fill="${C.goldLight}" opacity="0.08" transform="rotate(${a} ${f(cx)} ${f(cy)})"/>`;
  }
  const lines =
    variant === 'news'
      ? {
          eyebrow: 'THE DBJS APP',
          title: ['News, events and donations', 'in your pocket'],
          body: 'Dakshin Bharat Jain Sabha on your phone',
        }
      : {
          eyebrow: 'THE DBJS APP',
          title: ['Read Pragati & Jinvijay', 'and the Shantisagar Calendar'],
          body: 'Magazines, calendar and books of the Sabha, wherever you are',
        };
  if (mobile) {
    out += `<text x="${f(w / 2)}" y="110" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="26" letter-spacing="4" fill="${C.goldLight}">${lines.eyebrow}</text>`;
    lines.title.forEach((text, index) => {
      out += `<text x="${f(w / 2)}" y="${172 + index * 56}" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="${variant === 'news' ? 46 : 40}" fill="#ffffff">${esc(text)}</text>`;
    });
    out += `<text x="${f(w / 2)}" y="300" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#f3e3c3">${esc(lines.body)}</text>`;
    out += phone(c, variant, w / 2 - 150, 360, 300, 0);
  } else {
    out += `<text x="110" y="250" font-family="${FONT}" font-weight="bold" font-size="24" letter-spacing="5" fill="${C.goldLight}">${lines.eyebrow}</text>`;
    lines.title.forEach((text, index) => {
      out += `<text x="106" y="${322 + index * 68}" font-family="${SERIF}" font-weight="bold" font-size="${variant === 'news' ? 58 : 52}" fill="#ffffff">${esc(text)}</text>`;
    });
    out += `<rect x="110" y="436" width="90" height="5" fill="${C.goldLight}"/>`;
    out += `<text x="110" y="486" font-family="${FONT}" font-size="26" fill="#f3e3c3">${esc(lines.body)}</text>`;
    out += phone(c, variant === 'news' ? 'reading' : 'news', cx - 20, cy - 250, 230, 8);
    out += phone(c, variant, cx - 170, cy - 300, 285, -4);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Publication covers (600x800): titles are part of these pictures

function coverArt(c: Canvas, kind: 'pragati' | 'calendar' | 'granth'): string {
  const rng = new Rng(`cover-${kind}`);
  let out = '';
  if (kind === 'pragati') {
    out += `<rect width="600" height="800" fill="#fbf3df"/>`;
    out += `<rect width="600" height="190" fill="${C.maroon}"/><rect y="190" width="600" height="8" fill="${C.goldLight}"/>`;
    out += `<text x="300" y="96" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="64" fill="#ffffff">Pragati &amp; Jinvijay</text>`;
    out += `<text x="300" y="152" text-anchor="middle" font-family="Noto Sans Devanagari, Noto Sans, sans-serif" font-size="34" fill="#f3d27a">प्रगती आणि जिनविजय</text>`;
    const stage = makeStage(new Canvas(600, 440), rng, { time: 'morning' });
    stage.c = c;
    out += `<svg x="40" y="228" width="520" height="380" viewBox="0 0 600 440" preserveAspectRatio="xMidYMid slice">${sceneTempleLandscape(stage, { manastambha: true, devotees: 3 })}</svg>`;
    out += `<rect x="40" y="228" width="520" height="380" fill="none" stroke="${C.maroon}" stroke-width="6"/>`;
    out += `<text x="300" y="670" text-anchor="middle" font-family="${SERIF}" font-size="30" fill="${C.maroon}">Magazine of the</text>`;
    out += `<text x="300" y="712" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="34" fill="${C.maroon}">Dakshin Bharat Jain Sabha</text>`;
    out += `<rect y="752" width="600" height="48" fill="${C.maroon}"/><text x="300" y="784" text-anchor="middle" font-family="${FONT}" font-size="20" letter-spacing="3" fill="#f3d27a">SANGLI · SINCE 1899</text>`;
  } else if (kind === 'calendar') {
    out += `<rect width="600" height="800" fill="#ffffff"/>`;
    out += `<rect width="600" height="70" fill="${C.maroon}"/>`;
    for (let x = 90; x < 560; x += 70)
      out += `<rect x="${x}" y="44" width="14" height="46" rx="7" fill="#8d99a6"/><circle cx="${x + 7}" cy="44" r="9" fill="#5a1414"/>`;
    const stage = makeStage(new Canvas(600, 340), rng, { time: 'evening' });
    stage.c = c;
    out += `<svg x="0" y="70" width="600" height="300" viewBox="0 0 600 340" preserveAspectRatio="xMidYMid slice">${sceneTempleLandscape(stage, { festival: true })}</svg>`;
    out += `<rect y="370" width="600" height="80" fill="${C.gold}"/>`;
    out += `<text x="300" y="425" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="46" fill="#ffffff">Shantisagar Calendar</text>`;
    const days = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];
    days.forEach((day, index) => {
      out += `<text x="${70 + index * 77}" y="490" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="22" fill="${index === 0 ? C.red : C.ink}">${day}</text>`;
    });
    const offset = 3;
    for (let date = 1; date <= 31; date++) {
      const cell = date - 1 + offset;
      const col = cell % 7;
      const row = Math.floor(cell / 7);
      const x = 70 + col * 77;
      const y = 540 + row * 50;
      const special = date === 8 || date === 23;
      if (special) out += `<circle cx="${x}" cy="${y - 8}" r="20" fill="${C.goldLight}" opacity="0.35"/>`;
      out += `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="22" fill="${col === 0 ? C.red : C.ink}">${date}</text>`;
    }
    out += `<rect y="770" width="600" height="30" fill="${C.maroon}"/><text x="300" y="791" text-anchor="middle" font-family="${FONT}" font-size="16" letter-spacing="2" fill="#f3d27a">DAKSHIN BHARAT JAIN SABHA</text>`;
  } else {
    out += `<rect width="600" height="800" fill="${C.green}"/>`;
    out += `<rect x="30" y="30" width="540" height="740" fill="none" stroke="${C.goldLight}" stroke-width="4"/><rect x="42" y="42" width="516" height="716" fill="none" stroke="${C.goldLight}" stroke-width="1.5"/>`;
    out += `<text x="300" y="130" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="48" fill="#ffffff">Shri B. B. Patil</text>`;
    out += `<text x="300" y="190" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="48" fill="#ffffff">Granth Prakashan</text>`;
    out += `<rect x="250" y="214" width="100" height="4" fill="${C.goldLight}"/>`;
    const colors = ['#7b1e1e', '#f3e3c3', '#b7791f', '#2f3e6b', '#e07b24', '#5a2f2f'];
    for (let index = 0; index < 6; index++) {
      const y = 560 - index * 44;
      const w = 300 - index * 18 + rng.range(-10, 10);
      out += `<rect x="${f(300 - w / 2 + rng.range(-14, 14))}" y="${y}" width="${f(w)}" height="40" rx="4" fill="${colors[index]}"/><rect x="${f(300 - w / 2 + 14)}" y="${y + 16}" width="${f(w * 0.4)}" height="6" fill="#ffffff" opacity="0.5"/>`;
    }
    out += `<path d="M226 310 Q300 270 374 310 L374 330 Q300 300 226 330 Z" fill="#fbf6ea"/><path d="M300 290 L300 322" stroke="#c9b48a" stroke-width="2"/>`;
    out += place(300, 290, 1.6, diya(1));
    out += `<text x="300" y="680" text-anchor="middle" font-family="${SERIF}" font-size="28" fill="#f3d27a">Publications of the</text>`;
    out += `<text x="300" y="722" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="30" fill="#f3d27a">Dakshin Bharat Jain Sabha</text>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Contact map: a stylised plan of Sangli (not to scale) with the Sabha's pin. It carries no words: the page lays
// the office's label, the river's name and the scale note over and under it as text in its own language
// (ContactPage.tsx, placed by the pin's and the river's positions here: MAP_PIN), and a phone's 4:3 cut of it,
// centred on the pin, then loses nothing but streets.

/** Where the pin's point is, in the 1200x600 drawing (ContactPage.module.css places the label beside it). */
const MAP_PIN = { x: 560, y: 300 };

function contactMap(c: Canvas): string {
  const rng = new Rng('sangli-map');
  const w = c.w;
  const h = c.h;
  let out = `<rect width="${w}" height="${h}" fill="#f2ede3"/>`;
  for (let bx = 0; bx < w; bx += 96) {
    for (let by = 0; by < h; by += 84) {
      if (rng.chance(0.85))
        out += `<rect x="${bx + 14}" y="${by + 14}" width="${rng.range(50, 70)}" height="${rng.range(44, 58)}" rx="6" fill="${rng.chance(0.12) ? '#d3e6c4' : '#e7dfcf'}"/>`;
    }
  }
  out += `<path d="M-40 90 C 140 150, 160 300, 250 380 S 330 560, 300 660" stroke="#a9cfe8" stroke-width="70" fill="none"/>`;
  out += `<path d="M-40 90 C 140 150, 160 300, 250 380 S 330 560, 300 660" stroke="#c4def0" stroke-width="40" fill="none" opacity="0.6"/>`;
  const major = [
    'M0 300 C 300 290, 600 320, 1200 280',
    'M620 0 C 600 200, 640 400, 610 600',
    'M280 600 C 420 420, 760 240, 1200 120',
    'M360 0 C 420 160, 500 240, 620 300',
  ];
  for (const d of major)
    out += `<path d="${d}" stroke="#d9cdb8" stroke-width="22" fill="none"/><path d="${d}" stroke="#ffffff" stroke-width="16" fill="none"/>`;
  for (let index = 0; index < 9; index++) {
    const x = 420 + index * 90;
    out += `<path d="M${x} 0 L${x + rng.range(-30, 30)} ${h}" stroke="#ffffff" stroke-width="6" opacity="0.9"/>`;
  }
  for (let index = 0; index < 6; index++) {
    const y = 60 + index * 100;
    out += `<path d="M300 ${y} L${w} ${y + rng.range(-30, 30)}" stroke="#ffffff" stroke-width="6" opacity="0.9"/>`;
  }
  out += `<rect x="860" y="380" width="150" height="100" rx="10" fill="#cfe3c0"/><circle cx="900" cy="420" r="12" fill="#9cc48a"/><circle cx="960" cy="440" r="16" fill="#9cc48a"/>`;
  const px = MAP_PIN.x;
  const py = MAP_PIN.y;
  out += `<ellipse cx="${px}" cy="${py + 4}" rx="22" ry="7" fill="#000" opacity="0.25"/>`;
  out += `<path d="M${px} ${py} C ${px - 10} ${py - 24}, ${px - 34} ${py - 40}, ${px - 34} ${py - 66} A34 34 0 0 1 ${px + 34} ${py - 66} C ${px + 34} ${py - 40}, ${px + 10} ${py - 24}, ${px} ${py} Z" fill="${C.maroon}"/>`;
  out += `<circle cx="${px}" cy="${py - 66}" r="13" fill="#ffffff"/>`;
  // The compass needs no letter: its needle points up, to the north.
  out += `<g transform="translate(1120 70)"><circle r="30" fill="#ffffff" stroke="#c9b9a0" stroke-width="2"/><path d="M0 -22 L9 8 L0 2 L-9 8 Z" fill="${C.maroon}"/><path d="M0 22 L9 8 L0 2 L-9 8 Z" fill="#c9b9a0"/></g>`;
  return out;
}

// ==== SCENES END ====

// ---------------------------------------------------------------------------------------------------------
// Rendering

interface Job {
  /** Path under public/. */
  file: string;
  width: number;
  height: number;
  draw: (c: Canvas, rng: Rng) => string;
  quality?: number;
  overlay?: 'banner' | 'hero' | 'dim';
}

function overlayFor(c: Canvas, overlay: Job['overlay']): string {
  const ink = '#1a0b08';
  if (overlay === 'banner') {
    return `<rect width="${c.w}" height="${c.h}" fill="${c.linear(
      [
        [0, ink, 0.62],
        [0.5, ink, 0.28],
        [1, ink, 0.02],
      ],
      0,
      1,
      1,
      0,
    )}"/>`;
  }
  if (overlay === 'hero') {
    return `<rect width="${c.w}" height="${c.h}" fill="${c.linear(
      [
        [0, ink, 0.58],
        [0.42, ink, 0.3],
        [0.7, ink, 0.04],
        [1, ink, 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
  }
  if (overlay === 'dim') return `<rect width="${c.w}" height="${c.h}" fill="${ink}" opacity="0.35"/>`;
  return '';
}

async function render(job: Job, previewDir?: string): Promise<number> {
  const c = new Canvas(job.width, job.height);
  const rng = new Rng(job.file);
  const body = job.draw(c, rng) + overlayFor(c, job.overlay);
  const svg = c.svg(body);
  const target = path.join(PUBLIC, job.file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const image = sharp(Buffer.from(svg), { density: 72 }).resize(job.width, job.height);
  const info = await image
    .clone()
    .webp({ quality: job.quality ?? 74, effort: 5 })
    .toFile(target);
  // The narrower copies the srcsets name (scripts/image-variants.ts), scaled from the drawing's own pixels.
  await writeVariants(target, await image.clone().png().toBuffer());
  if (previewDir)
    await image.png().toFile(path.join(previewDir, job.file.replace(/\//g, '__').replace(/\.webp$/, '.png')));
  return info.size;
}

// ==== JOBS ====
const ITI_SLUG = 'veercharya-bhabasaheb-kuchnure-iti-sangli';

function allJobs(): Job[] {
  const jobs: Job[] = [];
  const sceneJob = (
    file: string,
    size: { width: number; height: number },
    scene: (st: Stage) => string,
    extra: Partial<Job> = {},
    stageOpts: (c: Canvas) => Parameters<typeof makeStage>[2] = () => ({}),
  ) => jobs.push({ file, ...size, draw: (c, rng) => scene(makeStage(c, rng, stageOpts(c))), ...extra });
  const canvasJob = (
    file: string,
    size: { width: number; height: number },
    draw: (c: Canvas) => string,
    extra: Partial<Job> = {},
  ) => jobs.push({ file, ...size, draw: (c) => draw(c), ...extra });

  // Hero slides: the subject stays on the right, the site writes its heading over the left.
  const hero = IMAGE_SIZES.hero;
  const right = (c: Canvas) => ({ x0: c.w * 0.44, x1: c.w * 0.99 });
  sceneJob(
    'images/hero/slide-1.webp',
    hero,
    (st) => sceneFoundersWall(st, HERO_PICTURES[0].portraits),
    { overlay: 'hero' },
    (c) => ({ x0: c.w * 0.5, x1: c.w * 0.98 }),
  );
  sceneJob(
    'images/hero/slide-2.webp',
    hero,
    (st) => sceneFoundersWall(st, HERO_PICTURES[1].portraits),
    { overlay: 'hero' },
    (c) => ({ x0: c.w * 0.42, x1: c.w * 0.99 }),
  );
  sceneJob('images/hero/slide-3.webp', hero, scenePaathshala, { overlay: 'hero' }, (c) => ({
    ...right(c),
    time: 'morning',
  }));
  sceneJob('images/hero/slide-4.webp', hero, sceneAssembly, { overlay: 'hero' }, (c) => ({
    time: 'morning',
    x0: c.w * 0.3,
  }));
  sceneJob(
    'images/hero/slide-5.webp',
    hero,
    (st) => sceneHealthCamp(st, 'volunteers'),
    { overlay: 'hero' },
    (c) => ({ ...right(c), time: 'morning' }),
  );
  sceneJob('images/hero/slide-6.webp', hero, sceneStudyDesk, { overlay: 'hero' }, (c) => ({
    ...right(c),
    time: 'dusk',
  }));
  sceneJob(
    'images/hero/slide-7.webp',
    hero,
    (st) => sceneVolunteers(st, 'formation'),
    { overlay: 'hero' },
    (c) => ({ ...right(c), time: 'afternoon' }),
  );
  canvasJob('images/hero/slide-8.webp', hero, (c) => appPromo(c, 'news', false), { quality: 80 });
  canvasJob('images/hero/slide-9.webp', hero, (c) => appPromo(c, 'reading', false), { quality: 80 });
  canvasJob('images/hero/slide-8-mobile.webp', IMAGE_SIZES.heroMobile, (c) => appPromo(c, 'news', true), {
    quality: 80,
  });
  canvasJob('images/hero/slide-9-mobile.webp', IMAGE_SIZES.heroMobile, (c) => appPromo(c, 'reading', true), {
    quality: 80,
  });

  // Branch cards
  const branch = IMAGE_SIZES.branch;
  const branchScenes: Record<(typeof BRANCH_KEYS)[number], [(st: Stage) => string, TimeOfDay]> = {
    'veer-seva-dal': [(st) => sceneVolunteers(st, 'formation'), 'morning'],
    'graduate-association': [(st) => sceneStudents(st, 'graduates'), 'afternoon'],
    'jain-mahila-parishad': [(st) => sceneStageEvent(st, 'lamp', { women: true }), 'noon'],
    'veer-mahila-mandal': [(st) => sceneWomenOutdoor(st, 'gathered'), 'morning'],
    'shree-kshetra-committee-stavnidhi': [
      (st) => sceneTempleLandscape(st, { hill: true, devotees: 2 }),
      'morning',
    ],
    'central-library': [(st) => sceneLibrary(st, 'readers'), 'noon'],
    'prathamacharya-shri-shantisagar-smarak-yalgud': [
      (st) => sceneTempleLandscape(st, { manastambha: true }),
      'evening',
    ],
    'jain-puratan-vastu-jatan-sanshodhan-samiti': [(st) => sceneRuins(st, true), 'afternoon'],
    'jain-dharmiya-samanvay-samiti': [
      (st) =>
        scenePeopleOutdoor(st, {
          kinds: ['elder', 'man', 'woman', 'elderWoman', 'volunteer'],
          count: 6,
          poses: ['namaste'],
          tree: 'banyan',
        }),
      'afternoon',
    ],
  };
  for (const key of BRANCH_KEYS) {
    const [scene, time] = branchScenes[key];
    sceneJob(`images/branches/${key}.webp`, branch, scene, {}, () => ({ time }));
  }

  // Portraits
  PILLAR_PORTRAITS.forEach(({ name, figure }, index) => {
    const bg = PORTRAIT_BACKGROUNDS[index % PORTRAIT_BACKGROUNDS.length];
    jobs.push({
      file: pillarImage(index).slice(1),
      ...IMAGE_SIZES.pillar,
      draw: (c, rng) =>
        figure === 'ascetic'
          ? asceticSymbols(c, rng, bg)
          : drawPortrait(c, portraitSpec(rng, { ...pillarLook(name), bg })),
      quality: 78,
    });
  });
  if (PEOPLE_LOOKS.length !== PERSON_PICTURES.length) throw new Error('One look for each of PERSON_PICTURES');
  PEOPLE_LOOKS.forEach((look, index) => {
    const file = `images/people/person-${index + 1}.webp`;
    const picture = PERSON_PICTURES[index];
    if (picture?.image !== `/${file}` || (look.female ?? false) !== (picture.figure === 'woman'))
      throw new Error(`${file} must show ${picture ? picture.shows : 'someone listed in PERSON_PICTURES'}`);
    jobs.push({
      file,
      ...IMAGE_SIZES.person,
      quality: 80,
      draw: (c, rng) => {
        const spec = portraitSpec(rng, {
          ...look,
          bg: PORTRAIT_BACKGROUNDS[(index + 2) % PORTRAIT_BACKGROUNDS.length],
        });
        return `<svg x="0" y="0" width="${c.w}" height="${c.h}" viewBox="40 90 320 320">${drawPortrait(c, spec)}</svg>`;
      },
    });
  });
  jobs.push({
    file: 'images/about/founder.webp',
    ...IMAGE_SIZES.founder,
    quality: 78,
    draw: (c, rng) => {
      const w = c.w * 0.72;
      const x = (c.w - w) / 2;
      return (
        `<rect width="${c.w}" height="${c.h}" fill="${c.linear([
          [0, '#5a1414'],
          [1, '#7b1e1e'],
        ])}"/>` +
        framedPortrait(
          c,
          portraitSpec(rng, { ...FOUNDER_LOOK, bg: ['#f3e3c3', '#d9b98c'] }),
          x,
          c.h * 0.1,
          w,
          true,
        ) +
        `<rect y="${f(c.h * 0.93)}" width="${c.w}" height="${f(c.h * 0.07)}" fill="#3e1a10"/>` +
        place(c.w * 0.12, c.h * 0.95, 1.2, samai()) +
        place(c.w * 0.88, c.h * 0.95, 1.2, samai())
      );
    },
  });

  // Cards (home history cards and hub cards)
  const card = IMAGE_SIZES.card;
  const cards: Array<[string, (st: Stage) => string, TimeOfDay?]> = [
    ['instil-moral-values', scenePaathshala, 'morning'],
    ['education', (st) => sceneClassroom(st, { raised: 0.2 }), 'morning'],
    ['health', (st) => sceneHealthCamp(st, 'checkup'), 'morning'],
    ['social-work', (st) => sceneVolunteers(st, 'plant'), 'morning'],
    ['boys-hostels', (st) => sceneCourtyard(st, ['boy', 'man', 'boy']), 'afternoon'],
    ['girls-hostels', (st) => sceneLibrary(st, 'readers', ['girl', 'woman', 'girl']), 'morning'],
    ['schools', (st) => sceneClassroom(st, { raised: 0.3 }), 'noon'],
    ['paathshala', scenePaathshala, 'afternoon'],
    ['blood-donation', (st) => sceneHealthCamp(st, 'closeup', 'volunteer'), 'morning'],
    ['awards', (st) => sceneStageEvent(st, 'award'), 'noon'],
    ['matrimony', (st) => sceneFamilies(st, 'families'), 'noon'],
    ['kamveer-arogya', (st) => sceneHealthCamp(st, 'awareness'), 'morning'],
    ['scholarship', (st) => sceneStudents(st, 'graduates'), 'morning'],
  ];
  for (const [key, scene, time] of cards)
    sceneJob(`images/cards/${key}.webp`, card, scene, {}, () => ({ time }));

  // Page banners: darker towards the bottom left, where the site writes the page title
  const banner = IMAGE_SIZES.banner;
  const banners: Array<[string, (st: Stage) => string, TimeOfDay?]> = [
    ['about', (st) => sceneOffice(st, { people: 3 }), 'morning'],
    ['history', (st) => sceneOffice(st, { sepia: true, people: 0 }), 'afternoon'],
    ['committee', (st) => sceneStageEvent(st, 'dais', { rows: 2 })],
    ['president', (st) => sceneStageEvent(st, 'speaker', { rows: 2 })],
    ['education', (st) => sceneClassroom(st, { raised: 0.2 }), 'morning'],
    ['health', (st) => sceneHealthCamp(st, 'checkup'), 'morning'],
    ['sanskar', scenePaathshala, 'morning'],
    ['social-work', (st) => sceneVolunteers(st, 'plant'), 'morning'],
    ['awards', (st) => sceneStageEvent(st, 'award', { rows: 2 })],
    ['matrimony', (st) => sceneMandap(st, 'standing', true)],
    ['scholarship', (st) => sceneStudents(st, 'graduates'), 'afternoon'],
    ['events', (st) => sceneStageEvent(st, 'lamp', { rows: 2 })],
    ['contact', (st) => sceneOffice(st, { road: true }), 'noon'],
    ['donation', sceneDonation, 'evening'],
    ['join-us', sceneCrowd, 'afternoon'],
    ['publications', scenePublicationsDesk, 'noon'],
    ['legal', sceneLegalDesk, 'noon'],
    ['branches', sceneBranches, 'morning'],
    ['hostel', (st) => sceneHostel(st, { people: 4 }), 'afternoon'],
    ['school', sceneAssembly, 'morning'],
    ['not-found', sceneNotFound, 'evening'],
  ];
  for (const [key, scene, time] of banners)
    sceneJob(`images/banners/${key}.webp`, banner, scene, { overlay: 'banner', quality: 72 }, () => ({
      time,
    }));

  // Gallery pools
  for (const pool of Object.keys(GALLERY_POOLS) as GalleryPool[]) {
    const scenes = GALLERY_SCENES[pool];
    if (scenes.length !== GALLERY_POOLS[pool] || GALLERY_SUBJECTS[pool].length !== GALLERY_POOLS[pool]) {
      throw new Error(
        `gallery pool ${pool}: ${scenes.length} drawings, ${GALLERY_SUBJECTS[pool].length} subjects, ${GALLERY_POOLS[pool]} pictures`,
      );
    }
    scenes.forEach(([scene, time], index) =>
      sceneJob(`images/gallery/${pool}-${index + 1}.webp`, IMAGE_SIZES.gallery, scene, {}, () => ({ time })),
    );
  }

  // Institutions: each hostel and school of src/shared/routes.ts
  const institution = IMAGE_SIZES.institution;
  for (const slug of BOYS_HOSTEL_SLUGS)
    sceneJob(
      `images/institutions/${slug}.webp`,
      institution,
      (st) => sceneHostel(st, { people: 4, kinds: ['boy', 'man', 'boy'] }),
      {},
      () => ({ time: 'afternoon' }),
    );
  for (const slug of GIRLS_HOSTEL_SLUGS)
    sceneJob(
      `images/institutions/${slug}.webp`,
      institution,
      (st) => sceneHostel(st, { people: 4, kinds: ['girl', 'woman', 'girl'] }),
      {},
      () => ({ time: 'morning' }),
    );
  for (const slug of SCHOOL_SLUGS) {
    if (slug === ITI_SLUG)
      sceneJob(`images/institutions/${slug}.webp`, institution, sceneIti, {}, () => ({ time: 'noon' }));
    else
      sceneJob(
        `images/institutions/${slug}.webp`,
        institution,
        (st) =>
          scenePeopleOutdoor(st, {
            kinds: ['boy', 'girl'],
            count: 5,
            poses: ['bag', 'hold', 'wave'],
            items: bookItem,
            building: true,
          }),
        {},
        () => ({ time: 'morning' }),
      );
  }

  // Publications, about, home, video posters, map
  const cover = IMAGE_SIZES.publication;
  canvasJob('images/publications/pragati-and-jin-vijay.webp', cover, (c) => coverArt(c, 'pragati'));
  canvasJob('images/publications/shanti-sagar-calendar.webp', cover, (c) => coverArt(c, 'calendar'));
  canvasJob('images/publications/shri-b-b-patil-granth-prakashan.webp', cover, (c) => coverArt(c, 'granth'));
  sceneJob(
    'images/about/sabha-office.webp',
    IMAGE_SIZES.sabhaOffice,
    (st) => sceneOffice(st, { people: 3 }),
    {},
    () => ({ time: 'morning' }),
  );
  sceneJob(
    'images/home/about-us.webp',
    IMAGE_SIZES.homeAbout,
    (st) => sceneOffice(st, { people: 5 }),
    {},
    () => ({ time: 'afternoon' }),
  );
  sceneJob('images/home/join-us.webp', IMAGE_SIZES.homeJoin, sceneCrowd, { overlay: 'banner' }, () => ({
    time: 'evening',
  }));
  sceneJob(
    'images/video/promo-poster.webp',
    IMAGE_SIZES.videoPoster,
    (st) => sceneTempleLandscape(st, { manastambha: true, devotees: 4 }),
    {},
    () => ({ time: 'evening' }),
  );
  sceneJob('images/video/donation-poster.webp', IMAGE_SIZES.videoPoster, sceneDonation, {}, () => ({
    time: 'afternoon',
  }));
  canvasJob('images/contact/map.webp', IMAGE_SIZES.map, contactMap, { quality: 80 });
  return jobs;
}

// ---------------------------------------------------------------------------------------------------------
// Videos: two short slideshows (VP9 WebM) cross-fading between a few of the pictures above

const SLIDE_SECONDS = 2.4;
const FADE_SECONDS = 0.6;

function titleCard(c: Canvas, scene: string, title: string, subtitle: string): string {
  return (
    scene +
    `<rect width="${c.w}" height="${c.h}" fill="#1a0b08" opacity="0.55"/>` +
    `<text x="${c.w / 2}" y="${c.h * 0.46}" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="60" fill="#ffffff">${esc(title)}</text>` +
    `<rect x="${c.w / 2 - 50}" y="${c.h * 0.52}" width="100" height="4" fill="${C.goldLight}"/>` +
    `<text x="${c.w / 2}" y="${c.h * 0.6}" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#f3e3c3">${esc(subtitle)}</text>`
  );
}

async function makeVideo(
  file: string,
  frames: Array<(c: Canvas, rng: Rng) => string>,
): Promise<number | undefined> {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    console.warn(`ffmpeg not found: ${file} not made (the page shows the poster instead)`);
    return undefined;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbjs-video-'));
  try {
    const { width, height } = IMAGE_SIZES.videoPoster;
    const inputs: string[] = [];
    for (const [index, draw] of frames.entries()) {
      const c = new Canvas(width, height);
      const body = draw(c, new Rng(`${file}-${index}`));
      const png = path.join(dir, `frame-${index}.png`);
      await sharp(Buffer.from(c.svg(body)))
        .png()
        .toFile(png);
      inputs.push('-framerate', '24', '-loop', '1', '-t', String(SLIDE_SECONDS), '-i', png);
    }
    const filters: string[] = frames.map((_, index) => `[${index}:v]format=yuv420p,setsar=1[f${index}]`);
    let last = 'f0';
    for (let index = 1; index < frames.length; index++) {
      const offset = (index * (SLIDE_SECONDS - FADE_SECONDS)).toFixed(2);
      filters.push(
        `[${last}][f${index}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}[x${index}]`,
      );
      last = `x${index}`;
    }
    const target = path.join(PUBLIC, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    execFileSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        ...inputs,
        '-filter_complex',
        filters.join(';'),
        '-map',
        `[${last}]`,
        '-an',
        '-c:v',
        'libvpx-vp9',
        '-crf',
        '42',
        '-b:v',
        '600k',
        '-maxrate',
        '700k',
        '-bufsize',
        '1400k',
        '-deadline',
        'good',
        '-cpu-used',
        '4',
        '-row-mt',
        '1',
        '-threads',
        '2',
        '-pix_fmt',
        'yuv420p',
        target,
      ],
      { stdio: 'inherit' },
    );
    return fs.statSync(target).size;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function sceneFrame(scene: (st: Stage) => string, time: TimeOfDay) {
  return (c: Canvas, rng: Rng) => scene(makeStage(c, rng, { time }));
}

async function makeVideos(): Promise<void> {
  const story = await makeVideo('media/sabha-story.webm', [
    (c, rng) =>
      titleCard(
        c,
        sceneFoundersWall(makeStage(c, rng, {}), FOUNDING_CONTRIBUTORS.length),
        'Dakshin Bharat Jain Sabha',
        'Serving the community since 1899',
      ),
    sceneFrame((st) => sceneHostel(st, { people: 4 }), 'morning'),
    sceneFrame((st) => sceneClassroom(st, { raised: 0.3 }), 'noon'),
    sceneFrame((st) => sceneHealthCamp(st, 'blood'), 'afternoon'),
    sceneFrame((st) => sceneVolunteers(st, 'formation'), 'afternoon'),
    sceneFrame((st) => sceneTempleLandscape(st, { festival: true, devotees: 4 }), 'evening'),
  ]);
  const donation = await makeVideo('media/donation-story.webm', [
    (c, rng) =>
      titleCard(
        c,
        sceneDonation(makeStage(c, rng, { time: 'evening' })),
        'Your gift keeps a student in class',
        'Scholarships, hostels and health camps',
      ),
    sceneFrame(sceneStudyDesk, 'dusk'),
    sceneFrame((st) => sceneStudents(st, 'graduates'), 'morning'),
    sceneFrame((st) => sceneHealthCamp(st, 'checkup'), 'morning'),
    sceneFrame(sceneDonation, 'afternoon'),
  ]);
  for (const [name, size] of [
    ['sabha-story.webm', story],
    ['donation-story.webm', donation],
  ] as const) {
    if (size !== undefined) console.log(`media/${name}: ${Math.round(size / 1024)} KB`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const previewDir = args.includes('--preview') ? '/tmp/preview' : undefined;
  if (previewDir) fs.mkdirSync(previewDir, { recursive: true });
  sharp.concurrency(1);
  const jobs = allJobs().filter((job) => !only || job.file.includes(only));
  let total = 0;
  for (const job of jobs) {
    const size = await render(job, previewDir);
    total += size;
    if (size > 95_000) console.warn(`large: ${job.file} ${Math.round(size / 1024)} KB`);
  }
  console.log(`${jobs.length} images, ${Math.round(total / 1024)} KB`);
  if (!only || only === 'media') await makeVideos();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
