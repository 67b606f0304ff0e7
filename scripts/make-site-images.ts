/**
 * Draws the site's own imagery (public/images, public/media, public/documents) with the illustration library of
 * scripts/make-seed-images.ts and writes WebP files. Deterministic: running it twice gives the same pictures.
 * The outputs are committed; run again only when the imagery should change: `npx tsx scripts/make-site-images.ts`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Motif, SeedEvent, SeedPerson } from '../src/server/db/seed/content';
import { BOYS_HOSTEL_SLUGS, GIRLS_HOSTEL_SLUGS, SCHOOL_SLUGS } from '../src/shared/routes';
import { GALLERY_POOLS, IMAGE_SIZES } from '../src/client/content/images';
import { escapeXml, eventImage, galleryImage, portrait } from './make-seed-images';

const PUBLIC = path.resolve(__dirname, '../public');
const MAROON = '#7b1e1e';
const GOLD = '#b7791f';

const scene = (key: string, colour: string, motif: Motif): SeedEvent => ({
  key,
  name: key,
  date: '2025-01-01',
  colour,
  motif,
  galleryCount: 0,
  paragraphs: [],
});

const person = (key: string, look: 'man' | 'woman', cap = false, glasses = false): SeedPerson => ({
  key,
  name: key,
  role: '',
  look,
  cap,
  glasses,
});

let written = 0;
let totalBytes = 0;

async function write(
  relative: string,
  svg: string,
  size: { width: number; height: number },
  options: { quality?: number; shade?: boolean } = {},
): Promise<void> {
  let image = sharp(Buffer.from(svg)).resize(size.width, size.height, { fit: 'cover', position: 'centre' });
  if (options.shade) {
    // Banners carry white headings: darken towards the bottom left so the text keeps its contrast.
    const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">
      <defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0">
        <stop offset="0" stop-color="#1a0d08" stop-opacity="0.78"/><stop offset="0.6" stop-color="#1a0d08" stop-opacity="0.45"/>
        <stop offset="1" stop-color="#1a0d08" stop-opacity="0.2"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
    const base = await image.png().toBuffer();
    image = sharp(base).composite([{ input: Buffer.from(overlay) }]);
  }
  const bytes = await image.webp({ quality: options.quality ?? 72, effort: 5 }).toBuffer();
  const target = path.join(PUBLIC, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, bytes);
  written += 1;
  totalBytes += bytes.length;
}

// ------------------------------------------------------------------ text-bearing pictures

function appPromo(width: number, height: number, variant: number): string {
  const portraitLayout = height > width;
  const phoneW = portraitLayout ? width * 0.5 : height * 0.42;
  const phoneH = phoneW * 2;
  const phoneX = portraitLayout ? (width - phoneW) / 2 : width * 0.62;
  const phoneY = portraitLayout ? height * 0.38 : (height - phoneH) / 2 + 40;
  const textX = portraitLayout ? width / 2 : width * 0.08;
  const anchor = portraitLayout ? 'middle' : 'start';
  const headline = variant === 8 ? 'The DBJS app' : 'Stay connected';
  const line1 = variant === 8 ? 'News, events and donations' : 'Events, Paathshala and receipts';
  const line2 = variant === 8 ? 'in your pocket.' : 'wherever you are.';
  const bg = variant === 8 ? ['#5c1414', '#7b1e1e'] : ['#1f5f45', '#2d7a5a'];
  const titleSize = portraitLayout ? 64 : 76;
  const bodySize = portraitLayout ? 38 : 40;
  const textTop = portraitLayout ? 110 : height * 0.32;
  const rows = Array.from({ length: 5 }, (_, i) => {
    const y = phoneY + phoneH * 0.3 + i * phoneH * 0.12;
    return `<rect x="${phoneX + phoneW * 0.1}" y="${y}" width="${phoneW * 0.8}" height="${phoneH * 0.09}" rx="10" fill="#fff7ea"/>
      <circle cx="${phoneX + phoneW * 0.2}" cy="${y + phoneH * 0.045}" r="${phoneH * 0.028}" fill="${i % 2 ? GOLD : MAROON}"/>
      <rect x="${phoneX + phoneW * 0.32}" y="${y + phoneH * 0.025}" width="${phoneW * 0.48}" height="10" rx="5" fill="#d9c9b3"/>
      <rect x="${phoneX + phoneW * 0.32}" y="${y + phoneH * 0.05}" width="${phoneW * 0.3}" height="8" rx="4" fill="#e8dccb"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <circle cx="${width * 0.85}" cy="${height * 0.15}" r="${Math.min(width, height) * 0.35}" fill="#ffffff" opacity="0.06"/>
    <circle cx="${width * 0.1}" cy="${height * 0.9}" r="${Math.min(width, height) * 0.3}" fill="#ffffff" opacity="0.05"/>
    <text x="${textX}" y="${textTop}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${titleSize}" fill="#ffffff" text-anchor="${anchor}">${headline}</text>
    <text x="${textX}" y="${textTop + bodySize * 1.8}" font-family="DejaVu Sans, sans-serif" font-size="${bodySize}" fill="#fbe6c2" text-anchor="${anchor}">${line1}</text>
    <text x="${textX}" y="${textTop + bodySize * 3}" font-family="DejaVu Sans, sans-serif" font-size="${bodySize}" fill="#fbe6c2" text-anchor="${anchor}">${line2}</text>
    <rect x="${phoneX}" y="${phoneY}" width="${phoneW}" height="${phoneH}" rx="${phoneW * 0.12}" fill="#1c1512"/>
    <rect x="${phoneX + phoneW * 0.05}" y="${phoneY + phoneW * 0.08}" width="${phoneW * 0.9}" height="${phoneH - phoneW * 0.16}" rx="${phoneW * 0.08}" fill="#fffbf5"/>
    <rect x="${phoneX + phoneW * 0.05}" y="${phoneY + phoneW * 0.08}" width="${phoneW * 0.9}" height="${phoneH * 0.2}" rx="${phoneW * 0.08}" fill="${MAROON}"/>
    <text x="${phoneX + phoneW / 2}" y="${phoneY + phoneH * 0.16}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${phoneW * 0.11}" fill="#fff" text-anchor="middle">DBJS</text>
    ${rows}
  </svg>`;
}

function publicationCover(title: string, subtitle: string, colour: string, motifText: string): string {
  const width = 600;
  const height = 800;
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && `${last} ${word}`.length <= 16) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/>
    <rect x="30" y="30" width="${width - 60}" height="${height - 60}" fill="none" stroke="${GOLD}" stroke-width="6"/>
    <rect x="46" y="46" width="${width - 92}" height="${height - 92}" fill="none" stroke="${GOLD}" stroke-width="2"/>
    <circle cx="300" cy="300" r="120" fill="#fff7ea" opacity="0.12"/>
    <text x="300" y="330" font-family="DejaVu Serif, serif" font-size="120" fill="#f3d9a4" text-anchor="middle">${escapeXml(motifText)}</text>
    ${lines
      .map(
        (line, i) =>
          `<text x="300" y="${490 + i * 58}" font-family="DejaVu Serif, serif" font-weight="bold" font-size="48" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
      )
      .join('')}
    <text x="300" y="${520 + lines.length * 58}" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#f3d9a4" text-anchor="middle">${escapeXml(subtitle)}</text>
    <text x="300" y="730" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#f3d9a4" text-anchor="middle">Dakshin Bharat Jain Sabha</text>
  </svg>`;
}

function contactMap(): string {
  const width = 1200;
  const height = 600;
  const roads = [
    'M0 180 C 300 160, 520 240, 1200 210',
    'M0 420 C 260 400, 640 470, 1200 430',
    'M300 0 C 320 200, 280 380, 330 600',
    'M760 0 C 740 180, 800 420, 770 600',
    'M0 600 L 1200 40',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f3ede2"/>
    <path d="M0 520 C 200 480, 420 560, 620 520 S 1000 470, 1200 540 L1200 600 L0 600 Z" fill="#b9d7ea"/>
    <text x="120" y="575" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#3d6f8f">Krishna river</text>
    <rect x="860" y="90" width="220" height="120" rx="16" fill="#cfe3c0"/>
    <rect x="90" y="250" width="160" height="110" rx="16" fill="#cfe3c0"/>
    ${roads.map((d) => `<path d="${d}" stroke="#ffffff" stroke-width="26" fill="none"/><path d="${d}" stroke="#e2d6c3" stroke-width="2" fill="none"/>`).join('')}
    <text x="880" y="160" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#4d6b3c">Garden</text>
    <text x="340" y="150" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#7a6a58">Station Road</text>
    <text x="800" y="400" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#7a6a58">Market Yard</text>
    <g transform="translate(560 300)">
      <path d="M0 0 C -40 -50, -40 -100, 0 -100 C 40 -100, 40 -50, 0 0 Z" fill="${MAROON}"/>
      <circle cx="0" cy="-68" r="15" fill="#fff"/>
    </g>
    <rect x="430" y="320" width="260" height="62" rx="10" fill="#ffffff" stroke="${MAROON}" stroke-width="2"/>
    <text x="560" y="347" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="19" fill="${MAROON}" text-anchor="middle">Dakshin Bharat Jain Sabha</text>
    <text x="560" y="371" font-family="DejaVu Sans, sans-serif" font-size="17" fill="#5e5249" text-anchor="middle">Sangli, Maharashtra</text>
    <text x="1180" y="590" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#7a6a58" text-anchor="end">Illustrative map, not to scale</text>
  </svg>`;
}

// ------------------------------------------------------------------ what the site shows

const HERO: [string, Motif][] = [
  ['#7b1e1e', 'lamp'], // founder, Since 1899
  ['#8d5524', 'assembly'], // founder contributors
  ['#b7791f', 'children'], // Paathshala
  ['#1f5f45', 'books'], // schools
  ['#b71c1c', 'blood'], // blood donation camps
  ['#6a1b9a', 'books'], // scholarships
  ['#e65100', 'camp'], // youth volunteers
];

const BRANCHES: [string, string, Motif][] = [
  ['veer-seva-dal', '#e65100', 'camp'],
  ['graduate-association', '#1f5f45', 'trophy'],
  ['jain-mahila-parishad', '#ad1457', 'women'],
  ['veer-mahila-mandal', '#8e24aa', 'women'],
  ['shree-kshetra-committee-stavnidhi', '#7b1e1e', 'temple'],
  ['central-library', '#5d4037', 'books'],
  ['prathamacharya-shri-shantisagar-smarak-yalgud', '#b7791f', 'temple'],
  ['jain-puratan-vastu-jatan-sanshodhan-samiti', '#6d4c41', 'temple'],
  ['jain-dharmiya-samanvay-samiti', '#00695c', 'hands'],
];

const CARDS: [string, string, Motif][] = [
  ['instil-moral-values', '#b7791f', 'children'],
  ['education', '#1f5f45', 'books'],
  ['health', '#b71c1c', 'health'],
  ['social-work', '#00695c', 'hands'],
  ['boys-hostels', '#37474f', 'books'],
  ['girls-hostels', '#ad1457', 'women'],
  ['schools', '#1565c0', 'children'],
  ['paathshala', '#b7791f', 'lamp'],
  ['blood-donation', '#b71c1c', 'blood'],
  ['awards', '#7b1e1e', 'trophy'],
  ['matrimony', '#c2185b', 'rings'],
  ['kamveer-arogya', '#2e7d32', 'health'],
  ['scholarship', '#6a1b9a', 'books'],
];

const BANNERS: [string, string, Motif][] = [
  ['about', '#7b1e1e', 'temple'],
  ['history', '#8d5524', 'lamp'],
  ['committee', '#5c1414', 'assembly'],
  ['president', '#7b1e1e', 'assembly'],
  ['education', '#1f5f45', 'books'],
  ['health', '#b71c1c', 'health'],
  ['sanskar', '#b7791f', 'lamp'],
  ['social-work', '#00695c', 'hands'],
  ['awards', '#7b1e1e', 'trophy'],
  ['matrimony', '#c2185b', 'rings'],
  ['scholarship', '#6a1b9a', 'books'],
  ['events', '#e65100', 'assembly'],
  ['contact', '#37474f', 'hands'],
  ['donation', '#7b1e1e', 'hands'],
  ['join-us', '#1f5f45', 'assembly'],
  ['publications', '#5d4037', 'books'],
  ['legal', '#455a64', 'books'],
  ['branches', '#e65100', 'camp'],
  ['hostel', '#37474f', 'books'],
  ['school', '#1565c0', 'children'],
  ['not-found', '#7b1e1e', 'temple'],
];

const POOL_LOOK: Record<keyof typeof GALLERY_POOLS, [string, Motif]> = {
  campus: ['#37474f', 'books'],
  students: ['#1565c0', 'children'],
  classroom: ['#1f5f45', 'books'],
  temple: ['#7b1e1e', 'temple'],
  volunteers: ['#e65100', 'camp'],
  health: ['#b71c1c', 'health'],
  women: ['#ad1457', 'women'],
  library: ['#5d4037', 'books'],
  ceremony: ['#b7791f', 'trophy'],
  matrimony: ['#c2185b', 'rings'],
  nature: ['#2e7d32', 'tree'],
  food: ['#e65100', 'lamp'],
};

async function makeVideo(name: string, frames: string[]): Promise<void> {
  const ffmpeg = ['/usr/bin/ffmpeg'].find((candidate) => fs.existsSync(candidate));
  if (!ffmpeg) {
    console.warn(`ffmpeg not found: ${name} not made (the video modal then shows its poster)`);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbjs-video-'));
  for (const [index, frame] of frames.entries()) {
    await sharp(path.join(PUBLIC, frame))
      .resize(1280, 720, { fit: 'cover' })
      .png()
      .toFile(path.join(dir, `f${index}.png`));
  }
  const target = path.join(PUBLIC, 'media', name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  execFileSync(
    ffmpeg,
    [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      '1/2.5',
      '-i',
      path.join(dir, 'f%d.png'),
      '-vf',
      'fps=24,format=yuv420p',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '700k',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-an',
      target,
    ],
    { stdio: 'inherit' },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  written += 1;
  totalBytes += fs.statSync(target).size;
}

async function makeForm10acSample(): Promise<void> {
  const target = path.join(PUBLIC, 'documents', 'form-10ac-sample.pdf');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: 'Form 10AC (sample)', Author: 'Dakshin Bharat Jain Sabha' },
  });
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc
    .fillColor('#b00020')
    .fontSize(14)
    .text("SAMPLE - replace with the Sabha's actual Form 10AC order", { align: 'center' });
  doc.moveDown();
  doc.fillColor('#000').fontSize(16).text('FORM NO. 10AC', { align: 'center' });
  doc.fontSize(11).text('[See rule 17A / 11AA]', { align: 'center' });
  doc
    .moveDown()
    .fontSize(12)
    .text(
      'Order for registration under section 12A / approval under section 80G of the Income-tax Act, 1961',
      { align: 'center' },
    );
  doc.moveDown(1.5).fontSize(11);
  const rows: [string, string][] = [
    ['PAN of the trust', 'AAATD0000X (sample)'],
    ['Name of the trust', 'Dakshin Bharat Jain Sabha'],
    ['Address', 'Dakshin Bharat Jain Sabha, Sangli, Maharashtra'],
    ['Unique Registration Number', 'SAMPLE'],
    ['Section under which registered', '12A(1)(ac) / 80G(5)'],
    ['Date of order', 'SAMPLE'],
    ['Period of registration', 'SAMPLE'],
  ];
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    doc.moveDown(0.4);
  }
  doc
    .moveDown()
    .text(
      "This page only shows where the Sabha's registration order will be published. The office replaces this file with the order issued by the Income Tax Department.",
    );
  doc.end();
  await done;
  fs.writeFileSync(target, Buffer.concat(chunks));
  written += 1;
}

async function main(): Promise<void> {
  for (const [index, [colour, motif]] of HERO.entries()) {
    await write(
      `images/hero/slide-${index + 1}.webp`,
      eventImage(scene(`hero-${index + 1}`, colour, motif)),
      IMAGE_SIZES.hero,
      { quality: 70 },
    );
  }
  for (const variant of [8, 9]) {
    await write(`images/hero/slide-${variant}.webp`, appPromo(1600, 700, variant), IMAGE_SIZES.hero, {
      quality: 78,
    });
    await write(
      `images/hero/slide-${variant}-mobile.webp`,
      appPromo(750, 1000, variant),
      IMAGE_SIZES.heroMobile,
      { quality: 78 },
    );
  }
  for (const [key, colour, motif] of BRANCHES) {
    await write(
      `images/branches/${key}.webp`,
      galleryImage(scene(`branch-${key}`, colour, motif), 3),
      IMAGE_SIZES.branch,
    );
  }
  for (let n = 1; n <= 10; n += 1) {
    await write(
      `images/pillars/pillar-${n}.webp`,
      portrait(person(`pillar-${n}`, 'man', n % 3 !== 0, n % 4 === 0)),
      IMAGE_SIZES.pillar,
      { quality: 78 },
    );
  }
  for (let n = 1; n <= 6; n += 1) {
    await write(
      `images/people/person-${n}.webp`,
      portrait(person(`testimonial-${n}`, n % 2 ? 'man' : 'woman', n === 5)),
      IMAGE_SIZES.person,
      { quality: 78 },
    );
  }
  for (const [key, colour, motif] of CARDS) {
    await write(
      `images/cards/${key}.webp`,
      eventImage(scene(`card-${key}`, colour, motif)),
      IMAGE_SIZES.card,
    );
  }
  for (const [key, colour, motif] of BANNERS) {
    await write(
      `images/banners/${key}.webp`,
      eventImage(scene(`banner-${key}`, colour, motif)),
      IMAGE_SIZES.banner,
      { quality: 66, shade: true },
    );
  }
  for (const [pool, count] of Object.entries(GALLERY_POOLS) as [keyof typeof GALLERY_POOLS, number][]) {
    const [colour, motif] = POOL_LOOK[pool];
    for (let n = 1; n <= count; n += 1) {
      await write(
        `images/gallery/${pool}-${n}.webp`,
        galleryImage(scene(`pool-${pool}`, colour, motif), n),
        IMAGE_SIZES.gallery,
        { quality: 66 },
      );
    }
  }
  const institutionSlugs = [...BOYS_HOSTEL_SLUGS, ...GIRLS_HOSTEL_SLUGS, ...SCHOOL_SLUGS];
  const institutionColours = [
    '#37474f',
    '#5d4037',
    '#1f5f45',
    '#1565c0',
    '#7b1e1e',
    '#ad1457',
    '#6a1b9a',
    '#00695c',
  ];
  for (const [index, slug] of institutionSlugs.entries()) {
    const motif: Motif = GIRLS_HOSTEL_SLUGS.includes(slug as never)
      ? 'women'
      : index % 2
        ? 'children'
        : 'books';
    await write(
      `images/institutions/${slug}.webp`,
      eventImage(scene(`institution-${slug}`, institutionColours[index % institutionColours.length], motif)),
      IMAGE_SIZES.institution,
      { quality: 68 },
    );
  }
  await write(
    'images/publications/pragati-and-jin-vijay.webp',
    publicationCover('Pragati & Jinvijay', 'Fortnightly magazine', '#7b1e1e', '॥'),
    IMAGE_SIZES.publication,
    { quality: 80 },
  );
  await write(
    'images/publications/shanti-sagar-calendar.webp',
    publicationCover('Shantisagar Calendar', 'Tithi, festivals and parva', '#1f5f45', '☸'),
    IMAGE_SIZES.publication,
    { quality: 80 },
  );
  await write(
    'images/publications/shri-b-b-patil-granth-prakashan.webp',
    publicationCover('Shri B. B. Patil Granth Prakashan', 'Books on Jain dharma and history', '#5d4037', '✦'),
    IMAGE_SIZES.publication,
    { quality: 80 },
  );
  await write(
    'images/about/founder.webp',
    portrait(person('founder', 'man', true, true)),
    { width: 600, height: 750 },
    { quality: 78 },
  );
  await write(
    'images/about/sabha-office.webp',
    eventImage(scene('sabha-office', '#7b1e1e', 'temple')),
    IMAGE_SIZES.institution,
    { quality: 68 },
  );
  await write(
    'images/home/about-us.webp',
    eventImage(scene('home-about', '#b7791f', 'temple')),
    { width: 1000, height: 750 },
    { quality: 70 },
  );
  await write(
    'images/home/join-us.webp',
    eventImage(scene('home-join', '#1f5f45', 'assembly')),
    { width: 1600, height: 600 },
    { quality: 66, shade: true },
  );
  await write(
    'images/video/promo-poster.webp',
    eventImage(scene('promo-poster', '#7b1e1e', 'lamp')),
    IMAGE_SIZES.videoPoster,
    { quality: 70 },
  );
  await write(
    'images/video/donation-poster.webp',
    eventImage(scene('donation-poster', '#6a1b9a', 'books')),
    IMAGE_SIZES.videoPoster,
    { quality: 70 },
  );
  await write('images/contact/map.webp', contactMap(), IMAGE_SIZES.map, { quality: 80 });
  await makeVideo('sabha-story.webm', [
    'images/hero/slide-1.webp',
    'images/hero/slide-3.webp',
    'images/hero/slide-4.webp',
    'images/hero/slide-5.webp',
    'images/hero/slide-7.webp',
  ]);
  await makeVideo('donation-story.webm', [
    'images/cards/scholarship.webp',
    'images/gallery/students-1.webp',
    'images/gallery/classroom-2.webp',
    'images/cards/schools.webp',
  ]);
  await makeForm10acSample();
  console.log(`${written} files, ${(totalBytes / 1024 / 1024).toFixed(1)} MB of images and video`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
