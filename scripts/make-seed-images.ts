/**
 * Draws the demo images of the seed (src/server/db/seed/images) from SVG with sharp and writes them as WebP.
 * The outputs are committed, so this runs only when the seed content changes: `npx tsx scripts/make-seed-images.ts`.
 *
 * Everything is an illustration made here: themed scenes for events (a diya, a blood drop, books, trees, a temple,
 * people in flat colours), drawn avatars for people (clearly not photographs) and the matrimony meet card.
 * Drawing is deterministic (seeded by file name), so running it twice gives the same pictures.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { writeVariants } from './image-variants';
import {
  SEED_EVENTS,
  SEED_MATRIMONY_CARD,
  allSeedPeople,
  type Motif,
  type SeedEvent,
  type SeedPerson,
} from '../src/server/db/seed/content';
import { formatOrdinalDate, formatTime12h } from '../src/shared/dates';

const OUT_DIR = path.resolve(__dirname, '../src/server/db/seed/images');

// ------------------------------------------------------------------ small helpers

type Random = () => number;

export function randomFor(seedText: string): Random {
  let h = 2166136261;
  for (const character of seedText) h = Math.imul(h ^ character.charCodeAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const r1 = (n: number) => Math.round(n * 10) / 10;

function mix(a: string, b: string, t: number): string {
  const parse = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [ca, cb] = [parse(a), parse(b)];
  return `#${ca
    .map((v, i) =>
      Math.round(v + (cb[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number) => mix(colour, '#000000', t);

const PAPER = '#fdf6e9';
const GOLD = '#e0a526';
const MAROON = '#7b1e1e';
const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#a86b3c', '#d9a066', '#b97a56'];
const HAIR = ['#1b1b1b', '#2b1d14', '#3a2a1f', '#1b1b1b', '#2b1d14'];
const GREY_HAIR = ['#9e9e9e', '#bdbdbd', '#757575'];
const CLOTH = [
  '#ffffff',
  '#f4e3c1',
  '#7b1e1e',
  '#1f5fa8',
  '#2e7d32',
  '#f2a900',
  '#ad1457',
  '#6a3d9a',
  '#00796b',
  '#e07a1f',
];

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

// ------------------------------------------------------------------ people

interface Look {
  skin: string;
  hair: string;
  cloth: string;
  accent: string;
  woman: boolean;
  cap: boolean;
}

function randomLook(random: Random, options: Partial<Look> = {}): Look {
  const woman = options.woman ?? random() < 0.5;
  return {
    skin: pick(random, SKIN),
    hair: random() < 0.2 ? pick(random, GREY_HAIR) : pick(random, HAIR),
    cloth: pick(random, CLOTH),
    accent: pick(random, [GOLD, MAROON, '#c2185b', '#2e7d32', '#1f5fa8']),
    woman,
    cap: !woman && random() < 0.3,
    ...options,
  };
}

/** A standing person in flat colours, feet on groundY, h tall. */
function person(x: number, groundY: number, h: number, look: Look): string {
  const r = h * 0.085;
  const headY = groundY - h + r;
  const shoulderY = headY + r * 1.35;
  const shoulderW = h * 0.14;
  const parts: string[] = [];
  if (look.woman) {
    // Hair bun behind the head, then an A-line sari with a pallu across the body and a gold border.
    parts.push(
      `<circle cx="${r1(x + r * 0.7)}" cy="${r1(headY - r * 0.2)}" r="${r1(r * 0.55)}" fill="${look.hair}"/>`,
    );
    parts.push(
      `<path d="M${r1(x - shoulderW)} ${r1(shoulderY)} Q${r1(x)} ${r1(shoulderY - r * 0.5)} ${r1(x + shoulderW)} ${r1(shoulderY)} L${r1(x + h * 0.2)} ${r1(groundY)} L${r1(x - h * 0.2)} ${r1(groundY)} Z" fill="${look.cloth}"/>`,
    );
    parts.push(
      `<path d="M${r1(x + shoulderW * 0.9)} ${r1(shoulderY)} L${r1(x + shoulderW * 0.2)} ${r1(shoulderY)} L${r1(x - h * 0.16)} ${r1(groundY - h * 0.38)} L${r1(x - h * 0.09)} ${r1(groundY - h * 0.3)} Z" fill="${look.accent}" opacity="0.9"/>`,
    );
    parts.push(
      `<rect x="${r1(x - h * 0.2)}" y="${r1(groundY - h * 0.05)}" width="${r1(h * 0.4)}" height="${r1(h * 0.05)}" fill="${GOLD}"/>`,
    );
  } else {
    // Knee-length kurta over light trousers.
    const hemY = groundY - h * 0.3;
    parts.push(
      `<rect x="${r1(x - h * 0.085)}" y="${r1(hemY - 2)}" width="${r1(h * 0.07)}" height="${r1(h * 0.3 + 2)}" fill="#f3efe6"/>`,
    );
    parts.push(
      `<rect x="${r1(x + h * 0.015)}" y="${r1(hemY - 2)}" width="${r1(h * 0.07)}" height="${r1(h * 0.3 + 2)}" fill="#f3efe6"/>`,
    );
    parts.push(
      `<path d="M${r1(x - shoulderW)} ${r1(shoulderY)} Q${r1(x)} ${r1(shoulderY - r * 0.5)} ${r1(x + shoulderW)} ${r1(shoulderY)} L${r1(x + h * 0.15)} ${r1(hemY)} L${r1(x - h * 0.15)} ${r1(hemY)} Z" fill="${look.cloth}"/>`,
    );
    parts.push(
      `<line x1="${r1(x)}" y1="${r1(shoulderY)}" x2="${r1(x)}" y2="${r1(shoulderY + h * 0.12)}" stroke="${darken(look.cloth, 0.25)}" stroke-width="${r1(h * 0.008)}"/>`,
    );
  }
  // Arms hang beside the body.
  for (const side of [-1, 1]) {
    const armX = x + side * shoulderW * 1.02;
    parts.push(
      `<path d="M${r1(armX)} ${r1(shoulderY + 2)} L${r1(armX + side * h * 0.03)} ${r1(shoulderY + h * 0.3)}" stroke="${look.woman && side === 1 ? look.accent : look.cloth}" stroke-width="${r1(h * 0.055)}" stroke-linecap="round"/>`,
    );
    parts.push(
      `<circle cx="${r1(armX + side * h * 0.03)}" cy="${r1(shoulderY + h * 0.32)}" r="${r1(h * 0.028)}" fill="${look.skin}"/>`,
    );
  }
  parts.push(
    `<rect x="${r1(x - r * 0.3)}" y="${r1(headY + r * 0.7)}" width="${r1(r * 0.6)}" height="${r1(r * 0.7)}" fill="${look.skin}"/>`,
  );
  parts.push(`<circle cx="${r1(x)}" cy="${r1(headY)}" r="${r1(r)}" fill="${look.skin}"/>`);
  parts.push(
    `<path d="M${r1(x - r)} ${r1(headY)} A${r1(r)} ${r1(r)} 0 0 1 ${r1(x + r)} ${r1(headY)} Q${r1(x)} ${r1(headY - r * 0.45)} ${r1(x - r)} ${r1(headY)} Z" fill="${look.hair}"/>`,
  );
  if (look.cap) {
    parts.push(
      `<path d="M${r1(x - r * 1.02)} ${r1(headY - r * 0.35)} L${r1(x - r * 0.8)} ${r1(headY - r * 1.15)} L${r1(x + r * 0.8)} ${r1(headY - r * 1.15)} L${r1(x + r * 1.02)} ${r1(headY - r * 0.35)} Z" fill="#ffffff" stroke="#d9d4c7" stroke-width="1"/>`,
    );
  }
  if (look.woman)
    parts.push(
      `<circle cx="${r1(x)}" cy="${r1(headY - r * 0.25)}" r="${r1(Math.max(1.2, r * 0.09))}" fill="#c62828"/>`,
    );
  return `<g>${parts.join('')}</g>`;
}

/** Rows of people seen from behind (heads and shoulders), for audiences in the foreground. */
function audience(random: Random, width: number, topY: number, rows: number, scale: number): string {
  const parts: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const size = scale * (0.75 + row * 0.25);
    const y = topY + row * size * 1.25;
    const step = size * 1.55;
    for (
      let x = -size + (row % 2) * step * 0.5 + between(random, 0, step * 0.3);
      x < width + size;
      x += step * between(random, 0.9, 1.1)
    ) {
      const cloth = pick(random, CLOTH);
      const woman = random() < 0.5;
      const hair = pick(random, [...HAIR, ...GREY_HAIR.slice(0, 1)]);
      parts.push(
        `<ellipse cx="${r1(x)}" cy="${r1(y + size * 1.25)}" rx="${r1(size * 0.85)}" ry="${r1(size * 0.65)}" fill="${cloth}"/>`,
      );
      if (woman) {
        parts.push(
          `<ellipse cx="${r1(x)}" cy="${r1(y + size * 0.95)}" rx="${r1(size * 0.55)}" ry="${r1(size * 0.5)}" fill="${pick(random, [GOLD, MAROON, '#c2185b'])}" opacity="0.85"/>`,
        );
      }
      parts.push(`<circle cx="${r1(x)}" cy="${r1(y + size * 0.35)}" r="${r1(size * 0.42)}" fill="${hair}"/>`);
      if (woman)
        parts.push(
          `<circle cx="${r1(x)}" cy="${r1(y + size * 0.62)}" r="${r1(size * 0.2)}" fill="${hair}"/>`,
        );
      else if (random() < 0.25) {
        parts.push(
          `<ellipse cx="${r1(x)}" cy="${r1(y + size * 0.08)}" rx="${r1(size * 0.45)}" ry="${r1(size * 0.2)}" fill="#ffffff"/>`,
        );
      }
    }
  }
  return parts.join('');
}

export function groupOfPeople(
  random: Random,
  centreX: number,
  groundY: number,
  count: number,
  height: number,
  options: Partial<Look> = {},
): string {
  const spacing = height * 0.36;
  const start = centreX - ((count - 1) * spacing) / 2;
  const order = Array.from({ length: count }, (_, i) => i).sort(() => random() - 0.5);
  return order
    .map((i) =>
      person(
        start + i * spacing,
        groundY + between(random, -4, 4),
        height * between(random, 0.9, 1.05),
        randomLook(random, options),
      ),
    )
    .join('');
}

// ------------------------------------------------------------------ scenery and ornaments

export function sky(
  width: number,
  height: number,
  colour: string,
  id: string,
): { defs: string; body: string } {
  return {
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(colour, 0.55)}"/><stop offset="1" stop-color="${PAPER}"/></linearGradient>`,
    body: `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  };
}

/** A festive toran of triangular flags across the top. */
export function toran(width: number, y: number, colour: string, size: number): string {
  const parts = [
    `<path d="M0 ${y} Q${width / 2} ${y + size * 0.9} ${width} ${y}" stroke="${darken(colour, 0.3)}" stroke-width="2" fill="none"/>`,
  ];
  const count = Math.round(width / (size * 1.2));
  for (let i = 0; i <= count; i += 1) {
    const x = (i / count) * width;
    const t = i / count;
    const cy = y + 4 * (size * 0.9) * t * (1 - t) * 0.5;
    const fill = i % 2 === 0 ? colour : GOLD;
    parts.push(
      `<path d="M${r1(x - size * 0.45)} ${r1(cy)} L${r1(x + size * 0.45)} ${r1(cy)} L${r1(x)} ${r1(cy + size)} Z" fill="${fill}"/>`,
    );
  }
  return parts.join('');
}

export function hills(width: number, baseY: number, colour: string): string {
  return (
    `<path d="M0 ${baseY} Q${width * 0.2} ${baseY - 90} ${width * 0.42} ${baseY - 20} T${width * 0.8} ${baseY - 40} T${width} ${baseY - 10} V${baseY + 400} H0 Z" fill="${lighten(colour, 0.35)}" opacity="0.6"/>` +
    `<path d="M0 ${baseY + 30} Q${width * 0.35} ${baseY - 30} ${width * 0.6} ${baseY + 20} T${width} ${baseY + 10} V${baseY + 400} H0 Z" fill="${lighten(colour, 0.15)}" opacity="0.55"/>`
  );
}

export function sun(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r * 1.6}" fill="#ffe082" opacity="0.35"/><circle cx="${x}" cy="${y}" r="${r}" fill="#ffca28"/>`;
}

export function marigoldGarland(x1: number, x2: number, y: number, sag: number, size: number): string {
  const parts: string[] = [];
  const count = Math.max(4, Math.round((x2 - x1) / (size * 1.6)));
  for (let i = 0; i <= count; i += 1) {
    const t = i / count;
    const x = x1 + (x2 - x1) * t;
    const cy = y + 4 * sag * t * (1 - t);
    parts.push(
      `<circle cx="${r1(x)}" cy="${r1(cy)}" r="${size}" fill="${i % 3 === 0 ? '#e65100' : '#ffa000'}"/>`,
    );
    parts.push(
      `<circle cx="${r1(x)}" cy="${r1(cy)}" r="${r1(size * 0.45)}" fill="${i % 3 === 0 ? '#ff8f00' : '#ffca28'}"/>`,
    );
  }
  return parts.join('');
}

export function rangoli(cx: number, cy: number, r: number, colour: string): string {
  const parts = [`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${lighten(colour, 0.7)}"/>`];
  for (let ring = 3; ring >= 1; ring -= 1) {
    const rr = (r * ring) / 3.3;
    const petals = 6 + ring * 4;
    const fill = ring % 2 === 0 ? GOLD : colour;
    for (let i = 0; i < petals; i += 1) {
      const angle = (i / petals) * Math.PI * 2;
      const px = cx + Math.cos(angle) * rr * 0.8;
      const py = cy + Math.sin(angle) * rr * 0.8;
      parts.push(
        `<ellipse cx="${r1(px)}" cy="${r1(py)}" rx="${r1(rr * 0.22)}" ry="${r1(rr * 0.1)}" transform="rotate(${r1((angle * 180) / Math.PI)} ${r1(px)} ${r1(py)})" fill="${fill}"/>`,
      );
    }
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.12)}" fill="${MAROON}"/>`);
  return parts.join('');
}

// ------------------------------------------------------------------ motifs

export function diya(cx: number, cy: number, s: number, id: string): { defs: string; body: string } {
  const defs =
    `<radialGradient id="${id}-glow"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.9"/><stop offset="1" stop-color="#ffcc80" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}-flame" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#ff6f00"/><stop offset="0.6" stop-color="#ffb300"/><stop offset="1" stop-color="#fff59d"/></linearGradient>`;
  const body =
    `<circle cx="${cx}" cy="${r1(cy - s * 0.45)}" r="${r1(s * 0.95)}" fill="url(#${id}-glow)"/>` +
    `<path d="M${r1(cx - s * 0.7)} ${cy} Q${cx} ${r1(cy + s * 0.75)} ${r1(cx + s * 0.7)} ${cy} Q${r1(cx + s * 0.45)} ${r1(cy - s * 0.08)} ${r1(cx + s * 0.9)} ${r1(cy - s * 0.2)} L${r1(cx + s * 0.62)} ${r1(cy - s * 0.02)} Z" fill="#b5542a"/>` +
    `<path d="M${r1(cx - s * 0.7)} ${cy} Q${cx} ${r1(cy + s * 0.12)} ${r1(cx + s * 0.7)} ${cy}" stroke="${GOLD}" stroke-width="${r1(s * 0.06)}" fill="none"/>` +
    `<path d="M${cx} ${r1(cy - s * 0.75)} Q${r1(cx + s * 0.2)} ${r1(cy - s * 0.3)} ${cx} ${r1(cy - s * 0.05)} Q${r1(cx - s * 0.2)} ${r1(cy - s * 0.3)} ${cx} ${r1(cy - s * 0.75)} Z" fill="url(#${id}-flame)"/>`;
  return { defs, body };
}

export function temple(cx: number, baseY: number, s: number, colour: string): string {
  const wall = lighten(colour, 0.75);
  const trim = darken(colour, 0.15);
  return (
    // steps
    `<rect x="${r1(cx - s * 0.75)}" y="${r1(baseY - s * 0.08)}" width="${r1(s * 1.5)}" height="${r1(s * 0.08)}" fill="${lighten(colour, 0.5)}"/>` +
    `<rect x="${r1(cx - s * 0.65)}" y="${r1(baseY - s * 0.16)}" width="${r1(s * 1.3)}" height="${r1(s * 0.08)}" fill="${lighten(colour, 0.6)}"/>` +
    // hall
    `<rect x="${r1(cx - s * 0.55)}" y="${r1(baseY - s * 0.62)}" width="${r1(s * 1.1)}" height="${r1(s * 0.46)}" fill="${wall}"/>` +
    `<rect x="${r1(cx - s * 0.6)}" y="${r1(baseY - s * 0.68)}" width="${r1(s * 1.2)}" height="${r1(s * 0.07)}" fill="${trim}"/>` +
    [-0.42, -0.22, 0.22, 0.42]
      .map(
        (dx) =>
          `<rect x="${r1(cx + dx * s - s * 0.03)}" y="${r1(baseY - s * 0.61)}" width="${r1(s * 0.06)}" height="${r1(s * 0.45)}" fill="${lighten(colour, 0.4)}"/>`,
      )
      .join('') +
    // door
    `<path d="M${r1(cx - s * 0.1)} ${r1(baseY - s * 0.16)} V${r1(baseY - s * 0.42)} A${r1(s * 0.1)} ${r1(s * 0.1)} 0 0 1 ${r1(cx + s * 0.1)} ${r1(baseY - s * 0.42)} V${r1(baseY - s * 0.16)} Z" fill="${darken(colour, 0.35)}"/>` +
    // shikhara
    `<path d="M${r1(cx - s * 0.4)} ${r1(baseY - s * 0.68)} Q${r1(cx - s * 0.38)} ${r1(baseY - s * 1.25)} ${cx} ${r1(baseY - s * 1.45)} Q${r1(cx + s * 0.38)} ${r1(baseY - s * 1.25)} ${r1(cx + s * 0.4)} ${r1(baseY - s * 0.68)} Z" fill="${lighten(colour, 0.6)}"/>` +
    [0.85, 1.02, 1.18]
      .map(
        (k) =>
          `<path d="M${r1(cx - s * (0.42 - k * 0.22))} ${r1(baseY - s * k)} H${r1(cx + s * (0.42 - k * 0.22))}" stroke="${trim}" stroke-width="${r1(s * 0.02)}"/>`,
      )
      .join('') +
    // kalash and flag
    `<circle cx="${cx}" cy="${r1(baseY - s * 1.49)}" r="${r1(s * 0.045)}" fill="${GOLD}"/>` +
    `<line x1="${cx}" y1="${r1(baseY - s * 1.5)}" x2="${cx}" y2="${r1(baseY - s * 1.78)}" stroke="#5d4037" stroke-width="${r1(s * 0.015)}"/>` +
    `<path d="M${cx} ${r1(baseY - s * 1.78)} L${r1(cx + s * 0.22)} ${r1(baseY - s * 1.72)} L${cx} ${r1(baseY - s * 1.64)} Z" fill="#e65100"/>`
  );
}

function bloodDrop(cx: number, cy: number, s: number): string {
  return (
    `<path d="M${cx} ${r1(cy - s)} C${r1(cx + s * 0.15)} ${r1(cy - s * 0.6)} ${r1(cx + s * 0.62)} ${r1(cy - s * 0.1)} ${r1(cx + s * 0.62)} ${r1(cy + s * 0.3)} A${r1(s * 0.62)} ${r1(s * 0.62)} 0 0 1 ${r1(cx - s * 0.62)} ${r1(cy + s * 0.3)} C${r1(cx - s * 0.62)} ${r1(cy - s * 0.1)} ${r1(cx - s * 0.15)} ${r1(cy - s * 0.6)} ${cx} ${r1(cy - s)} Z" fill="#c62828"/>` +
    `<path d="M${r1(cx - s * 0.35)} ${r1(cy + s * 0.2)} Q${r1(cx - s * 0.35)} ${r1(cy - s * 0.15)} ${r1(cx - s * 0.12)} ${r1(cy - s * 0.4)}" stroke="#ffcdd2" stroke-width="${r1(s * 0.08)}" stroke-linecap="round" fill="none"/>` +
    // a white heart inside
    `<path d="M${cx} ${r1(cy + s * 0.55)} C${r1(cx - s * 0.5)} ${r1(cy + s * 0.25)} ${r1(cx - s * 0.3)} ${r1(cy - s * 0.1)} ${cx} ${r1(cy + s * 0.12)} C${r1(cx + s * 0.3)} ${r1(cy - s * 0.1)} ${r1(cx + s * 0.5)} ${r1(cy + s * 0.25)} ${cx} ${r1(cy + s * 0.55)} Z" fill="#ffffff" opacity="0.92"/>`
  );
}

function pulseLine(x1: number, x2: number, y: number, colour: string, amplitude: number): string {
  const w = x2 - x1;
  // One heartbeat on each side of the drop, so neither hides behind it.
  const beat = (start: number) => [
    [start, 0],
    [start + 0.03, -0.4],
    [start + 0.06, 0.9],
    [start + 0.09, -1],
    [start + 0.12, 0.3],
    [start + 0.15, 0],
  ];
  const points = [[0, 0], ...beat(0.12), ...beat(0.73), [1, 0]].map(
    ([t, a]) => `${r1(x1 + w * t)} ${r1(y + a * amplitude)}`,
  );
  return `<polyline points="${points.join(' ')}" stroke="${colour}" stroke-width="6" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
}

export function books(cx: number, baseY: number, s: number, random: Random): string {
  const parts: string[] = [];
  const colours = ['#1f5fa8', MAROON, '#2e7d32', '#f2a900', '#6a3d9a', '#00796b'];
  let y = baseY;
  for (let i = 0; i < 4; i += 1) {
    const w = s * between(random, 1.1, 1.4);
    const h = s * between(random, 0.16, 0.22);
    const x = cx - w / 2 + between(random, -s * 0.1, s * 0.1);
    const colour = colours[(i + Math.floor(random() * 6)) % colours.length];
    parts.push(
      `<rect x="${r1(x)}" y="${r1(y - h)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(s * 0.02)}" fill="${colour}"/>`,
    );
    parts.push(
      `<rect x="${r1(x + w * 0.04)}" y="${r1(y - h * 0.78)}" width="${r1(w * 0.92)}" height="${r1(h * 0.56)}" fill="#fffdf5"/>`,
    );
    parts.push(
      `<rect x="${r1(x + w * 0.04)}" y="${r1(y - h * 0.55)}" width="${r1(w * 0.92)}" height="${r1(h * 0.1)}" fill="${colour}" opacity="0.35"/>`,
    );
    y -= h;
  }
  // graduation cap on top
  const capY = y - s * 0.05;
  parts.push(
    `<path d="M${r1(cx - s * 0.3)} ${r1(capY)} V${r1(capY - s * 0.14)} H${r1(cx + s * 0.3)} V${r1(capY)} Q${cx} ${r1(capY + s * 0.08)} ${r1(cx - s * 0.3)} ${r1(capY)} Z" fill="#263238"/>`,
  );
  parts.push(
    `<path d="M${r1(cx - s * 0.7)} ${r1(capY - s * 0.2)} L${cx} ${r1(capY - s * 0.45)} L${r1(cx + s * 0.7)} ${r1(capY - s * 0.2)} L${cx} ${r1(capY + s * 0.02)} Z" fill="#37474f"/>`,
  );
  parts.push(
    `<path d="M${cx} ${r1(capY - s * 0.22)} L${r1(cx + s * 0.55)} ${r1(capY - s * 0.12)} V${r1(capY + s * 0.15)}" stroke="${GOLD}" stroke-width="${r1(s * 0.03)}" fill="none"/>`,
  );
  parts.push(
    `<circle cx="${r1(cx + s * 0.55)}" cy="${r1(capY + s * 0.17)}" r="${r1(s * 0.04)}" fill="${GOLD}"/>`,
  );
  return parts.join('');
}

export function tree(cx: number, baseY: number, s: number, random: Random, green = '#2e7d32'): string {
  const parts = [
    `<path d="M${r1(cx - s * 0.08)} ${baseY} Q${r1(cx - s * 0.05)} ${r1(baseY - s * 0.5)} ${r1(cx - s * 0.03)} ${r1(baseY - s * 0.8)} H${r1(cx + s * 0.03)} Q${r1(cx + s * 0.05)} ${r1(baseY - s * 0.5)} ${r1(cx + s * 0.08)} ${baseY} Z" fill="#6d4c41"/>`,
  ];
  for (let i = 0; i < 9; i += 1) {
    const angle = (i / 9) * Math.PI * 2;
    const fx = cx + Math.cos(angle) * s * between(random, 0.25, 0.4);
    const fy = baseY - s * 1.0 + Math.sin(angle) * s * between(random, 0.18, 0.3);
    parts.push(
      `<circle cx="${r1(fx)}" cy="${r1(fy)}" r="${r1(s * between(random, 0.22, 0.3))}" fill="${i % 2 ? green : lighten(green, 0.18)}"/>`,
    );
  }
  parts.push(
    `<circle cx="${cx}" cy="${r1(baseY - s * 1.0)}" r="${r1(s * 0.32)}" fill="${lighten(green, 0.1)}"/>`,
  );
  return parts.join('');
}

function sapling(cx: number, baseY: number, s: number): string {
  return (
    `<ellipse cx="${cx}" cy="${baseY}" rx="${r1(s * 0.45)}" ry="${r1(s * 0.12)}" fill="#795548"/>` +
    `<path d="M${cx} ${baseY} V${r1(baseY - s * 0.6)}" stroke="#558b2f" stroke-width="${r1(s * 0.06)}"/>` +
    `<path d="M${cx} ${r1(baseY - s * 0.45)} Q${r1(cx - s * 0.45)} ${r1(baseY - s * 0.75)} ${r1(cx - s * 0.05)} ${r1(baseY - s * 0.5)} Z" fill="#7cb342"/>` +
    `<path d="M${cx} ${r1(baseY - s * 0.6)} Q${r1(cx + s * 0.5)} ${r1(baseY - s * 0.95)} ${r1(cx + s * 0.05)} ${r1(baseY - s * 0.62)} Z" fill="#8bc34a"/>`
  );
}

function tent(cx: number, baseY: number, s: number, colour: string): string {
  return (
    `<path d="M${r1(cx - s)} ${baseY} L${cx} ${r1(baseY - s * 0.9)} L${r1(cx + s)} ${baseY} Z" fill="${colour}"/>` +
    `<path d="M${r1(cx - s * 0.25)} ${baseY} L${cx} ${r1(baseY - s * 0.55)} L${r1(cx + s * 0.25)} ${baseY} Z" fill="${darken(colour, 0.35)}"/>` +
    `<path d="M${cx} ${r1(baseY - s * 0.9)} L${cx} ${r1(baseY - s * 1.15)}" stroke="#5d4037" stroke-width="4"/>`
  );
}

function flag(x: number, baseY: number, h: number, colour: string): string {
  return (
    `<line x1="${x}" y1="${baseY}" x2="${x}" y2="${r1(baseY - h)}" stroke="#5d4037" stroke-width="${r1(h * 0.025)}"/>` +
    `<path d="M${x} ${r1(baseY - h)} Q${r1(x + h * 0.2)} ${r1(baseY - h * 1.02)} ${r1(x + h * 0.38)} ${r1(baseY - h * 0.92)} L${r1(x + h * 0.38)} ${r1(baseY - h * 0.68)} Q${r1(x + h * 0.2)} ${r1(baseY - h * 0.78)} ${x} ${r1(baseY - h * 0.76)} Z" fill="${colour}"/>`
  );
}

function foldedHands(cx: number, cy: number, s: number, skin: string, sleeve: string): string {
  return (
    `<path d="M${r1(cx - s * 0.55)} ${r1(cy + s * 1.0)} L${r1(cx - s * 0.2)} ${r1(cy + s * 0.35)} L${r1(cx + s * 0.2)} ${r1(cy + s * 0.35)} L${r1(cx + s * 0.55)} ${r1(cy + s * 1.0)} Z" fill="${sleeve}"/>` +
    `<path d="M${cx} ${r1(cy - s * 0.9)} C${r1(cx - s * 0.3)} ${r1(cy - s * 0.6)} ${r1(cx - s * 0.3)} ${r1(cy + s * 0.1)} ${r1(cx - s * 0.22)} ${r1(cy + s * 0.45)} L${r1(cx + s * 0.22)} ${r1(cy + s * 0.45)} C${r1(cx + s * 0.3)} ${r1(cy + s * 0.1)} ${r1(cx + s * 0.3)} ${r1(cy - s * 0.6)} ${cx} ${r1(cy - s * 0.9)} Z" fill="${skin}"/>` +
    `<path d="M${cx} ${r1(cy - s * 0.85)} V${r1(cy + s * 0.42)}" stroke="${darken(skin, 0.25)}" stroke-width="${r1(s * 0.025)}"/>` +
    [-0.12, 0.12]
      .map(
        (dx) =>
          `<path d="M${r1(cx + dx * s)} ${r1(cy - s * 0.55)} V${r1(cy - s * 0.2)}" stroke="${darken(skin, 0.15)}" stroke-width="${r1(s * 0.015)}"/>`,
      )
      .join('')
  );
}

function medicalCross(cx: number, cy: number, s: number, colour: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${s}" fill="${colour}"/>` +
    `<rect x="${r1(cx - s * 0.18)}" y="${r1(cy - s * 0.6)}" width="${r1(s * 0.36)}" height="${r1(s * 1.2)}" rx="${r1(s * 0.05)}" fill="#ffffff"/>` +
    `<rect x="${r1(cx - s * 0.6)}" y="${r1(cy - s * 0.18)}" width="${r1(s * 1.2)}" height="${r1(s * 0.36)}" rx="${r1(s * 0.05)}" fill="#ffffff"/>`
  );
}

function stethoscope(cx: number, cy: number, s: number): string {
  return (
    `<path d="M${r1(cx - s * 0.4)} ${r1(cy - s * 0.8)} V${r1(cy - s * 0.2)} Q${r1(cx - s * 0.4)} ${r1(cy + s * 0.3)} ${cx} ${r1(cy + s * 0.3)} Q${r1(cx + s * 0.4)} ${r1(cy + s * 0.3)} ${r1(cx + s * 0.4)} ${r1(cy - s * 0.2)} V${r1(cy - s * 0.8)}" stroke="#37474f" stroke-width="${r1(s * 0.07)}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${cx} ${r1(cy + s * 0.3)} V${r1(cy + s * 0.6)} Q${cx} ${r1(cy + s * 0.95)} ${r1(cx + s * 0.4)} ${r1(cy + s * 0.95)} Q${r1(cx + s * 0.75)} ${r1(cy + s * 0.95)} ${r1(cx + s * 0.75)} ${r1(cy + s * 0.6)}" stroke="#37474f" stroke-width="${r1(s * 0.07)}" fill="none"/>` +
    `<circle cx="${r1(cx + s * 0.75)}" cy="${r1(cy + s * 0.5)}" r="${r1(s * 0.15)}" fill="#90a4ae" stroke="#37474f" stroke-width="${r1(s * 0.04)}"/>`
  );
}

function trophy(cx: number, baseY: number, s: number): string {
  return (
    `<rect x="${r1(cx - s * 0.4)}" y="${r1(baseY - s * 0.18)}" width="${r1(s * 0.8)}" height="${r1(s * 0.18)}" fill="#5d4037"/>` +
    `<rect x="${r1(cx - s * 0.25)}" y="${r1(baseY - s * 0.3)}" width="${r1(s * 0.5)}" height="${r1(s * 0.12)}" fill="${darken(GOLD, 0.15)}"/>` +
    `<rect x="${r1(cx - s * 0.07)}" y="${r1(baseY - s * 0.55)}" width="${r1(s * 0.14)}" height="${r1(s * 0.25)}" fill="${GOLD}"/>` +
    `<path d="M${r1(cx - s * 0.45)} ${r1(baseY - s * 1.3)} H${r1(cx + s * 0.45)} Q${r1(cx + s * 0.45)} ${r1(baseY - s * 0.55)} ${cx} ${r1(baseY - s * 0.55)} Q${r1(cx - s * 0.45)} ${r1(baseY - s * 0.55)} ${r1(cx - s * 0.45)} ${r1(baseY - s * 1.3)} Z" fill="${GOLD}"/>` +
    `<path d="M${r1(cx - s * 0.45)} ${r1(baseY - s * 1.2)} Q${r1(cx - s * 0.8)} ${r1(baseY - s * 1.15)} ${r1(cx - s * 0.4)} ${r1(baseY - s * 0.8)}" stroke="${GOLD}" stroke-width="${r1(s * 0.07)}" fill="none"/>` +
    `<path d="M${r1(cx + s * 0.45)} ${r1(baseY - s * 1.2)} Q${r1(cx + s * 0.8)} ${r1(baseY - s * 1.15)} ${r1(cx + s * 0.4)} ${r1(baseY - s * 0.8)}" stroke="${GOLD}" stroke-width="${r1(s * 0.07)}" fill="none"/>` +
    `<path d="M${r1(cx - s * 0.25)} ${r1(baseY - s * 1.2)} Q${r1(cx - s * 0.22)} ${r1(baseY - s * 0.8)} ${r1(cx - s * 0.05)} ${r1(baseY - s * 0.7)}" stroke="#fff3c4" stroke-width="${r1(s * 0.05)}" fill="none" opacity="0.7"/>`
  );
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${r1(cx + Math.cos(angle) * radius)} ${r1(cy + Math.sin(angle) * radius)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

function rings(cx: number, cy: number, s: number): string {
  return (
    `<circle cx="${r1(cx - s * 0.32)}" cy="${cy}" r="${r1(s * 0.5)}" fill="none" stroke="${GOLD}" stroke-width="${r1(s * 0.12)}"/>` +
    `<circle cx="${r1(cx + s * 0.32)}" cy="${cy}" r="${r1(s * 0.5)}" fill="none" stroke="${darken(GOLD, 0.12)}" stroke-width="${r1(s * 0.12)}"/>` +
    `<path d="M${r1(cx - s * 0.32)} ${r1(cy - s * 0.5)} A${r1(s * 0.5)} ${r1(s * 0.5)} 0 0 1 ${r1(cx + s * 0.16)} ${r1(cy - s * 0.2)}" fill="none" stroke="${GOLD}" stroke-width="${r1(s * 0.12)}"/>` +
    `<path d="M${r1(cx - s * 0.32)} ${r1(cy - s * 0.62)} l${r1(s * 0.1)} ${r1(-s * 0.12)} l${r1(s * 0.1)} ${r1(s * 0.12)} l${r1(-s * 0.1)} ${r1(s * 0.1)} Z" fill="#e1f5fe" stroke="#b3e5fc"/>`
  );
}

function stage(width: number, topY: number, bottomY: number, colour: string, random: Random): string {
  const parts = [
    // backdrop with a plain banner band and side curtains
    `<rect x="${r1(width * 0.08)}" y="${r1(topY)}" width="${r1(width * 0.84)}" height="${r1(bottomY - topY)}" fill="${lighten(colour, 0.2)}"/>`,
    `<rect x="${r1(width * 0.2)}" y="${r1(topY + 24)}" width="${r1(width * 0.6)}" height="${r1((bottomY - topY) * 0.22)}" rx="8" fill="${PAPER}"/>`,
    `<rect x="${r1(width * 0.24)}" y="${r1(topY + 24 + (bottomY - topY) * 0.08)}" width="${r1(width * 0.52)}" height="${r1((bottomY - topY) * 0.06)}" rx="4" fill="${lighten(colour, 0.45)}"/>`,
    `<path d="M${r1(width * 0.08)} ${topY} H${r1(width * 0.18)} Q${r1(width * 0.13)} ${r1((topY + bottomY) / 2)} ${r1(width * 0.1)} ${bottomY} H${r1(width * 0.08)} Z" fill="${MAROON}"/>`,
    `<path d="M${r1(width * 0.92)} ${topY} H${r1(width * 0.82)} Q${r1(width * 0.87)} ${r1((topY + bottomY) / 2)} ${r1(width * 0.9)} ${bottomY} H${r1(width * 0.92)} Z" fill="${MAROON}"/>`,
    marigoldGarland(width * 0.08, width * 0.92, topY + 6, 30, 9),
    // platform
    `<rect x="${r1(width * 0.05)}" y="${r1(bottomY)}" width="${r1(width * 0.9)}" height="26" fill="#8d6e63"/>`,
    `<rect x="${r1(width * 0.05)}" y="${r1(bottomY + 26)}" width="${r1(width * 0.9)}" height="12" fill="#6d4c41"/>`,
  ];
  // lectern
  parts.push(
    `<path d="M${r1(width * 0.66)} ${r1(bottomY - 110)} H${r1(width * 0.74)} L${r1(width * 0.725)} ${bottomY} H${r1(width * 0.675)} Z" fill="#5d4037"/>`,
  );
  parts.push(
    `<line x1="${r1(width * 0.7)}" y1="${r1(bottomY - 110)}" x2="${r1(width * 0.69)}" y2="${r1(bottomY - 150)}" stroke="#263238" stroke-width="3"/>`,
  );
  parts.push(groupOfPeople(random, width * 0.4, bottomY, 3, (bottomY - topY) * 0.62));
  return parts.join('');
}

// ------------------------------------------------------------------ scenes

interface Scene {
  width: number;
  height: number;
  event: SeedEvent;
  random: Random;
  id: string;
}

/** The event's own motif, centred on (cx, groundY) and s in size. */
function motif(
  kind: Motif,
  scene: Scene,
  cx: number,
  groundY: number,
  s: number,
): { defs: string; body: string } {
  const { random, event, id } = scene;
  const colour = event.colour;
  switch (kind) {
    case 'temple':
      return { defs: '', body: temple(cx, groundY, s, colour) };
    case 'lamp': {
      const lamp = diya(cx, groundY - s * 0.3, s * 0.6, `${id}-d0`);
      const side1 = diya(cx - s * 0.85, groundY - s * 0.15, s * 0.32, `${id}-d1`);
      const side2 = diya(cx + s * 0.85, groundY - s * 0.15, s * 0.32, `${id}-d2`);
      return {
        defs: lamp.defs + side1.defs + side2.defs,
        body: rangoli(cx, groundY + s * 0.1, s * 0.55, colour) + lamp.body + side1.body + side2.body,
      };
    }
    case 'blood':
      return {
        defs: '',
        body:
          pulseLine(cx - s * 1.6, cx + s * 1.6, groundY - s * 0.55, lighten('#c62828', 0.3), s * 0.35) +
          bloodDrop(cx, groundY - s * 0.6, s * 0.7),
      };
    case 'books':
      return { defs: '', body: books(cx, groundY, s * 0.7, random) };
    case 'children':
      return {
        defs: '',
        body:
          books(cx, groundY - s * 0.05, s * 0.5, random) +
          groupOfPeople(random, cx, groundY, 4, s * 0.75, {}),
      };
    case 'tree':
      return {
        defs: '',
        body:
          tree(cx - s * 0.45, groundY, s * 0.9, random) +
          tree(cx + s * 0.55, groundY, s * 0.65, random, '#388e3c') +
          sapling(cx - s * 1.2, groundY, s * 0.35) +
          sapling(cx + s * 1.2, groundY, s * 0.35),
      };
    case 'camp':
      return {
        defs: '',
        body:
          tent(cx - s * 0.6, groundY, s * 0.55, '#f2a900') +
          tent(cx + s * 0.7, groundY, s * 0.45, '#e07a1f') +
          flag(cx + s * 0.05, groundY, s * 1.1, '#e65100'),
      };
    case 'hands':
      return {
        defs: '',
        body:
          rangoli(cx, groundY - s * 0.5, s * 0.75, colour) +
          foldedHands(cx, groundY - s * 0.55, s * 0.5, pick(random, SKIN), '#ffffff'),
      };
    case 'health':
      return {
        defs: '',
        body:
          medicalCross(cx - s * 0.35, groundY - s * 0.65, s * 0.45, colour) +
          stethoscope(cx + s * 0.5, groundY - s * 0.6, s * 0.45),
      };
    case 'trophy':
      return {
        defs: '',
        body:
          trophy(cx, groundY, s * 0.75) +
          star(cx - s * 0.75, groundY - s * 0.9, s * 0.12, GOLD) +
          star(cx + s * 0.8, groundY - s * 1.0, s * 0.09, GOLD),
      };
    case 'women':
      return { defs: '', body: groupOfPeople(random, cx, groundY, 5, s * 0.9, { woman: true }) };
    case 'rings':
      return {
        defs: '',
        body:
          marigoldGarland(cx - s, cx + s, groundY - s * 1.1, s * 0.5, s * 0.07) +
          rings(cx, groundY - s * 0.45, s * 0.55),
      };
    case 'assembly':
      return { defs: '', body: groupOfPeople(random, cx, groundY, 5, s * 0.85) };
  }
}

/** The main picture of an event: its motif large in a festive outdoor scene. */
export function eventImage(event: SeedEvent): string {
  const width = 1200;
  const height = 800;
  const random = randomFor(`event:${event.key}`);
  const scene: Scene = { width, height, event, random, id: 'e' };
  const background = sky(width, height, event.colour, 'sky');
  const groundY = 640;
  const main = motif(event.motif, scene, width / 2, groundY, 300);
  const body = [
    background.body,
    sun(width * 0.82, 150, 55),
    hills(width, 520, event.colour),
    `<rect y="${groundY}" width="${width}" height="${height - groundY}" fill="${lighten(event.colour, 0.6)}"/>`,
    `<rect y="${groundY}" width="${width}" height="10" fill="${lighten(event.colour, 0.4)}"/>`,
    toran(width, 0, event.colour, 46),
    main.body,
    ['assembly', 'women', 'children', 'rings', 'temple', 'lamp', 'hands'].includes(event.motif)
      ? audience(random, width, 690, 2, 34)
      : groupOfPeople(random, width * 0.15, 760, 2, 150) + groupOfPeople(random, width * 0.87, 760, 2, 150),
  ].join('');
  return svgDocument(width, height, body, background.defs + main.defs);
}

/** Gallery pictures: the same event seen in different moments (stage, people, motif close-up, outdoors, detail). */
export function galleryImage(event: SeedEvent, index: number): string {
  const width = 800;
  const height = 600;
  const random = randomFor(`gallery:${event.key}:${index}`);
  const scene: Scene = { width, height, event, random, id: `g${index}` };
  const background = sky(width, height, event.colour, 'sky');
  const layouts = ['stage', 'people', 'closeup', 'outdoor', 'detail', 'crowd'] as const;
  const layout = layouts[(index + SEED_EVENTS.indexOf(event)) % layouts.length];
  const parts = [background.body];
  let defs = background.defs;
  switch (layout) {
    case 'stage': {
      parts.push(stage(width, 60, 360, event.colour, random));
      parts.push(
        `<rect y="398" width="${width}" height="${height - 398}" fill="${lighten(event.colour, 0.65)}"/>`,
      );
      parts.push(audience(random, width, 430, 3, 30));
      break;
    }
    case 'people': {
      parts.push(`<rect y="470" width="${width}" height="130" fill="${lighten(event.colour, 0.6)}"/>`);
      const icon = motif(
        event.motif === 'women' || event.motif === 'assembly' ? 'lamp' : event.motif,
        scene,
        width / 2,
        250,
        110,
      );
      defs += icon.defs;
      parts.push(icon.body);
      parts.push(
        groupOfPeople(random, width / 2, 560, 6, 230, event.motif === 'women' ? { woman: true } : {}),
      );
      break;
    }
    case 'closeup': {
      parts.push(rangoli(width / 2, height / 2 + 40, 250, event.colour));
      const icon = motif(event.motif, scene, width / 2, 470, 210);
      defs += icon.defs;
      parts.push(icon.body);
      break;
    }
    case 'outdoor': {
      parts.push(sun(width * 0.15, 110, 40));
      parts.push(hills(width, 380, event.colour));
      parts.push(`<rect y="470" width="${width}" height="130" fill="${lighten('#7cb342', 0.45)}"/>`);
      parts.push(tree(110, 480, 170, random));
      parts.push(tree(width - 100, 480, 140, random, '#388e3c'));
      const icon = motif(event.motif, scene, width / 2, 470, 150);
      defs += icon.defs;
      parts.push(icon.body);
      parts.push(
        groupOfPeople(random, width * 0.22, 580, 2, 170) + groupOfPeople(random, width * 0.78, 580, 2, 170),
      );
      break;
    }
    case 'detail': {
      parts.push(`<rect width="${width}" height="${height}" fill="${lighten(event.colour, 0.82)}"/>`);
      parts.push(toran(width, 0, event.colour, 40));
      parts.push(marigoldGarland(0, width, 90, 60, 12));
      for (let i = 0; i < 4; i += 1) {
        const lamp = diya(130 + i * 180, 470, 70, `g${index}-row${i}`);
        defs += lamp.defs;
        parts.push(rangoli(130 + i * 180, 500, 80, event.colour) + lamp.body);
      }
      const icon = motif(event.motif, scene, width / 2, 330, 120);
      defs += icon.defs;
      parts.push(icon.body);
      break;
    }
    case 'crowd': {
      parts.push(toran(width, 0, event.colour, 36));
      const icon = motif(event.motif, scene, width / 2, 300, 140);
      defs += icon.defs;
      parts.push(icon.body);
      parts.push(`<rect y="300" width="${width}" height="300" fill="${lighten(event.colour, 0.65)}"/>`);
      parts.push(audience(random, width, 310, 4, 36));
      break;
    }
  }
  return svgDocument(width, height, parts.join(''), defs);
}

/** A drawn avatar, head and shoulders, 400x400: clearly an illustration, never a photograph. */
export function portrait(personSpec: SeedPerson): string {
  const random = randomFor(`person:${personSpec.key}`);
  const size = 400;
  const woman = personSpec.look === 'woman';
  const skin = pick(random, SKIN);
  const elder = personSpec.cap || random() < 0.25;
  const hair = elder && !woman ? pick(random, GREY_HAIR) : pick(random, HAIR);
  const background = pick(random, [
    '#f4e3c1',
    '#e3f2fd',
    '#fce4ec',
    '#e8f5e9',
    '#fff3e0',
    '#ede7f6',
    '#e0f2f1',
  ]);
  const cloth = woman
    ? pick(random, ['#ad1457', '#6a3d9a', '#00796b', '#c62828', '#1f5fa8', '#e07a1f'])
    : pick(random, ['#ffffff', '#f4e3c1', '#1f5fa8', '#5d4037', '#37474f', '#7b1e1e']);
  const accent = pick(random, [GOLD, '#ffca28', '#e6c07b']);
  const cx = 200;
  const faceY = 170;
  const parts = [
    `<rect width="${size}" height="${size}" fill="${background}"/>`,
    `<circle cx="200" cy="200" r="185" fill="${lighten(background, 0.45)}"/>`,
  ];
  if (woman) {
    // long hair falling behind the shoulders
    parts.push(
      `<path d="M${cx - 88} ${faceY - 10} Q${cx - 100} 300 ${cx - 70} 330 H${cx + 70} Q${cx + 100} 300 ${cx + 88} ${faceY - 10} Z" fill="${hair}"/>`,
    );
  }
  // shoulders and clothes
  parts.push(
    `<path d="M40 400 Q48 300 ${cx - 60} 290 H${cx + 60} Q352 300 360 400 Z" fill="${cloth}" stroke="${darken(cloth, 0.12)}" stroke-width="2"/>`,
  );
  if (woman) {
    parts.push(
      `<path d="M${cx + 70} 290 Q300 300 330 400 H270 Q250 330 ${cx + 40} 300 Z" fill="${accent}" opacity="0.85"/>`,
    );
    parts.push(
      `<path d="M${cx - 50} 292 Q${cx} 350 ${cx + 50} 292" stroke="${darken(accent, 0.3)}" stroke-width="4" fill="none"/>`,
    );
  } else {
    parts.push(
      `<path d="M${cx - 30} 292 L${cx} 330 L${cx + 30} 292" stroke="${darken(cloth, 0.25)}" stroke-width="4" fill="none"/>`,
    );
    parts.push(
      `<line x1="${cx}" y1="330" x2="${cx}" y2="400" stroke="${darken(cloth, 0.2)}" stroke-width="3"/>`,
    );
    for (const y of [350, 378])
      parts.push(`<circle cx="${cx + 8}" cy="${y}" r="4" fill="${darken(cloth, 0.3)}"/>`);
  }
  // neck, ears, face
  parts.push(
    `<rect x="${cx - 26}" y="${faceY + 60}" width="52" height="60" rx="20" fill="${darken(skin, 0.08)}"/>`,
  );
  parts.push(`<ellipse cx="${cx - 72}" cy="${faceY + 8}" rx="12" ry="20" fill="${darken(skin, 0.05)}"/>`);
  parts.push(`<ellipse cx="${cx + 72}" cy="${faceY + 8}" rx="12" ry="20" fill="${darken(skin, 0.05)}"/>`);
  parts.push(`<ellipse cx="${cx}" cy="${faceY}" rx="72" ry="88" fill="${skin}"/>`);
  // hair on top
  if (woman) {
    parts.push(
      `<path d="M${cx - 74} ${faceY - 5} Q${cx - 70} ${faceY - 95} ${cx} ${faceY - 92} Q${cx + 70} ${faceY - 95} ${cx + 74} ${faceY - 5} Q${cx + 40} ${faceY - 60} ${cx} ${faceY - 62} Q${cx - 40} ${faceY - 60} ${cx - 74} ${faceY - 5} Z" fill="${hair}"/>`,
    );
    parts.push(
      `<line x1="${cx}" y1="${faceY - 90}" x2="${cx}" y2="${faceY - 62}" stroke="#c62828" stroke-width="3"/>`,
    );
    parts.push(`<circle cx="${cx}" cy="${faceY - 38}" r="6" fill="#c62828"/>`);
    parts.push(
      `<circle cx="${cx - 74}" cy="${faceY + 32}" r="6" fill="${GOLD}"/><circle cx="${cx + 74}" cy="${faceY + 32}" r="6" fill="${GOLD}"/>`,
    );
  } else if (personSpec.cap) {
    parts.push(
      `<path d="M${cx - 72} ${faceY - 30} Q${cx} ${faceY - 55} ${cx + 72} ${faceY - 30} L${cx + 64} ${faceY - 92} Q${cx} ${faceY - 108} ${cx - 64} ${faceY - 92} Z" fill="#ffffff" stroke="#d6d0c4" stroke-width="3"/>`,
    );
    parts.push(
      `<path d="M${cx - 66} ${faceY - 88} Q${cx} ${faceY - 70} ${cx + 66} ${faceY - 88}" stroke="#e0dbd0" stroke-width="3" fill="none"/>`,
    );
    parts.push(
      `<path d="M${cx - 72} ${faceY - 25} Q${cx - 76} ${faceY} ${cx - 70} ${faceY + 10} L${cx - 64} ${faceY - 24} Z" fill="${hair}"/>`,
    );
    parts.push(
      `<path d="M${cx + 72} ${faceY - 25} Q${cx + 76} ${faceY} ${cx + 70} ${faceY + 10} L${cx + 64} ${faceY - 24} Z" fill="${hair}"/>`,
    );
  } else {
    parts.push(
      `<path d="M${cx - 74} ${faceY - 5} Q${cx - 80} ${faceY - 98} ${cx + 5} ${faceY - 95} Q${cx + 80} ${faceY - 92} ${cx + 74} ${faceY - 5} Q${cx + 60} ${faceY - 58} ${cx - 10} ${faceY - 64} Q${cx - 50} ${faceY - 50} ${cx - 74} ${faceY - 5} Z" fill="${hair}"/>`,
    );
  }
  // eyes, brows, nose, mouth
  for (const side of [-1, 1]) {
    parts.push(`<ellipse cx="${cx + side * 28}" cy="${faceY + 2}" rx="8" ry="6" fill="#2b1d14"/>`);
    parts.push(
      `<path d="M${cx + side * 14} ${faceY - 18} Q${cx + side * 28} ${faceY - 26} ${cx + side * 42} ${faceY - 18}" stroke="${darken(hair, 0.1)}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (personSpec.glasses) {
    parts.push(
      `<circle cx="${cx - 28}" cy="${faceY + 2}" r="20" fill="none" stroke="#37474f" stroke-width="4"/>`,
    );
    parts.push(
      `<circle cx="${cx + 28}" cy="${faceY + 2}" r="20" fill="none" stroke="#37474f" stroke-width="4"/>`,
    );
    parts.push(
      `<line x1="${cx - 8}" y1="${faceY}" x2="${cx + 8}" y2="${faceY}" stroke="#37474f" stroke-width="4"/>`,
    );
  }
  parts.push(
    `<path d="M${cx} ${faceY + 10} Q${cx - 8} ${faceY + 32} ${cx + 2} ${faceY + 36}" stroke="${darken(skin, 0.25)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  );
  if (!woman && random() < 0.6) {
    parts.push(
      `<path d="M${cx - 30} ${faceY + 50} Q${cx} ${faceY + 38} ${cx + 30} ${faceY + 50} Q${cx} ${faceY + 46} ${cx - 30} ${faceY + 50} Z" fill="${hair}" stroke="${hair}" stroke-width="6" stroke-linejoin="round"/>`,
    );
  }
  parts.push(
    `<path d="M${cx - 22} ${faceY + 58} Q${cx} ${faceY + 72} ${cx + 22} ${faceY + 58}" stroke="#8d3b2f" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
  return svgDocument(size, size, parts.join(''));
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The matrimony meet card, 800x1000, with the meet's details written on it. */
function matrimonyCard(): string {
  const width = 800;
  const height = 1000;
  const card = SEED_MATRIMONY_CARD;
  const weekday = new Date(`${card.date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  const corner = (x: number, y: number, rotate: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rotate})">` +
    Array.from({ length: 5 }, (_, i) => {
      const angle = (i / 4) * 90;
      return `<ellipse cx="60" cy="0" rx="46" ry="14" fill="${i % 2 ? GOLD : '#c2185b'}" transform="rotate(${angle})"/>`;
    }).join('') +
    `<circle r="18" fill="${MAROON}"/></g>`;
  const text = (
    y: number,
    content: string,
    size: number,
    colour: string,
    weight = 'normal',
    family = 'DejaVu Serif',
  ) =>
    `<text x="${width / 2}" y="${y}" text-anchor="middle" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${colour}">${escapeXml(content)}</text>`;
  const body = [
    `<rect width="${width}" height="${height}" fill="${MAROON}"/>`,
    `<rect x="24" y="24" width="${width - 48}" height="${height - 48}" rx="18" fill="${PAPER}"/>`,
    `<rect x="44" y="44" width="${width - 88}" height="${height - 88}" rx="12" fill="none" stroke="${GOLD}" stroke-width="4"/>`,
    `<rect x="56" y="56" width="${width - 112}" height="${height - 112}" rx="8" fill="none" stroke="${GOLD}" stroke-width="1.5"/>`,
    corner(56, 56, 0),
    corner(width - 56, 56, 90),
    corner(width - 56, height - 56, 180),
    corner(56, height - 56, 270),
    marigoldGarland(120, width - 120, 120, 90, 14),
    rings(width / 2, 300, 150),
    text(455, 'Dakshin Bharat Jain Sabha', 30, MAROON, 'bold'),
    text(500, 'presents', 24, '#5d4037'),
    text(575, 'Jain Vadhu-Var', 54, '#ad1457', 'bold'),
    text(640, 'Parichay Melava 2027', 50, '#ad1457', 'bold'),
    `<line x1="220" y1="680" x2="580" y2="680" stroke="${GOLD}" stroke-width="3"/>`,
    text(735, `${weekday}, ${formatOrdinalDate(card.date)}`, 32, MAROON, 'bold'),
    text(785, `${formatTime12h(card.time)} onwards`, 28, '#5d4037'),
    text(850, 'Shri 1008 Bhagwan Mahaveer Digambar Jain Mandir Campus', 19, '#5d4037'),
    text(882, 'Sangli, Maharashtra', 19, '#5d4037'),
    text(925, 'Registration at the Sabha office and branches', 17, '#795548', 'normal'),
  ].join('');
  return svgDocument(width, height, body);
}

// ------------------------------------------------------------------ output

async function writeWebp(relativePath: string, svg: string, quality: number): Promise<number> {
  const target = path.join(OUT_DIR, relativePath);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const bytes = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
  fs.writeFileSync(target, bytes);
  // Event pictures also get the narrower copies the server makes for the office's uploads (events list srcset).
  await writeVariants(target, await sharp(Buffer.from(svg)).png().toBuffer());
  return bytes.length;
}

/** A portrait must show a woman for Smt. and a man for Shri: stop before drawing anyone as the wrong gender. */
function checkLook(personSpec: SeedPerson): void {
  const expected = /^(Smt|Sou|Shrimati)\b/.test(personSpec.name)
    ? 'woman'
    : /^(Shri|Shriman)\b/.test(personSpec.name)
      ? 'man'
      : personSpec.look;
  if (personSpec.look !== expected)
    throw new Error(`${personSpec.name} is drawn as a ${personSpec.look}; the title says ${expected}`);
}

async function main(): Promise<void> {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  const sizes: [string, number][] = [];
  for (const event of SEED_EVENTS) {
    sizes.push([
      `events/${event.key}.webp`,
      await writeWebp(`events/${event.key}.webp`, eventImage(event), 72),
    ]);
    for (let index = 1; index <= event.galleryCount; index += 1) {
      const name = `gallery/${event.key}-${index}.webp`;
      sizes.push([name, await writeWebp(name, galleryImage(event, index), 70)]);
    }
  }
  for (const personSpec of allSeedPeople()) {
    checkLook(personSpec);
    const name = `people/${personSpec.key}.webp`;
    sizes.push([name, await writeWebp(name, portrait(personSpec), 78)]);
  }
  const cardName = `matrimony/${SEED_MATRIMONY_CARD.key}.webp`;
  sizes.push([cardName, await writeWebp(cardName, matrimonyCard(), 68)]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  const largest = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`${sizes.length} images, ${(total / 1024).toFixed(0)} KB in total; largest:`);
  for (const [name, size] of largest) console.log(`  ${name} ${(size / 1024).toFixed(1)} KB`);
}

// Runs only when started directly, so that its drawing functions can be imported without writing files.
if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
