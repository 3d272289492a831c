// Draws every catalogue image from the seed data so bottles, scenes and banners share one visual language,
// as SVG, and has Chromium raster each into the WebP file the seed data names (placeholders/ holds the
// two drawn by hand). The shop serves pictures, not SVG documents: a browser lays out and paints an SVG
// picture on the page's main thread (10-45 ms each on a phone, Lighthouse's total blocking time on the
// catalogue), while it decodes a WebP off it. Bottles and scenes are rastered at 1.5 times their size,
// sharp on phones' dense screens; the category banners, drawn 1,200 px wide, at their size: a banner is
// the product page's largest paint, and at twice the size it weighed 23 kB instead of 9 (LCP +0.3 s).
// Run: npx tsx scripts/artwork/generate.ts  (output is committed; the API serves it as static files)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { seedCategories, seedProducts } from '../../apps/api/src/db/seed-data';
import type { SeedCategory, SeedProduct } from '../../apps/api/src/db/seed-data';
import { ensureChromium } from '../chromium/ensure-chromium.mjs';
import { playwrightLaunchOptions } from '../chromium/playwright-launch.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '../../apps/api/images');
const placeholders = join(here, 'placeholders');
const DENSE = 1.5;
const QUALITY = 85;

const WINE = '#4a0e1e';
const GOLD = '#c9a45c';
const SERIF = 'Georgia, &apos;Times New Roman&apos;, serif';
const SANS = 'Helvetica, Arial, sans-serif';

type Kind = 'red' | 'white' | 'rose' | 'sparkling' | 'dessert' | 'fortified';

const kindByCategory: Record<number, Kind> = { 1: 'red', 2: 'white', 3: 'rose', 4: 'sparkling', 5: 'dessert', 6: 'fortified' };

function kindOf(categoryId: number): Kind {
  const kind = kindByCategory[categoryId];
  if (!kind) throw new Error(`No artwork style for category ${categoryId}`);
  return kind;
}

// Seeded PRNG (mulberry32) so reruns produce byte-identical files and diffs stay meaningful.
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v: number): string => String(Math.round(v * 10) / 10);

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function pick<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('pick from empty list');
  return item;
}

function svgDoc(w: number, h: number, title: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${esc(title)}</title><clipPath id="vb"><rect width="${w}" height="${h}"/></clipPath><g clip-path="url(#vb)">${body}</g></svg>\n`;
}

// Product names carry no winery field, so the label splits the name at the first grape or style word.
const styleWords = new Set([
  'Tannat', 'Marselan', 'Cabernet', 'Merlot', 'Pinot', 'Arinarnoa', 'Gran', 'Albariño', 'Sauvignon', 'Chardonnay',
  'Viognier', 'Petit', 'Torrontés', 'Riesling', 'Rosé', 'Rosado', 'Brut', 'Extra', 'Moscatel', 'Sémillon',
]);

function splitName(p: SeedProduct): { winery: string; wine: string; region: string } {
  const words = p.name.split(' ');
  const at = words.findIndex((w, i) => i >= 2 && styleWords.has(w));
  if (at < 0) throw new Error(`Cannot find the grape in "${p.name}"; add it to styleWords`);
  const region = p.title.split(' from ').at(-1) ?? '';
  return { winery: words.slice(0, at).join(' '), wine: words.slice(at).join(' '), region };
}

// Rough advance widths: no font is measured at build time, so text is wrapped and sized by estimate with margin.
function wrap(text: string, maxWidth: number, size: number, em: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && (last.length + 1 + word.length) * size * em <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines || lines.some((l) => l.length * size * em > maxWidth)) return null;
  return lines;
}

function fitText(text: string, maxWidth: number, maxSize: number, minSize: number, em: number, maxLines: number) {
  for (let size = maxSize; size >= minSize; size -= 0.5) {
    const lines = wrap(text, maxWidth, size, em, maxLines);
    if (lines) return { lines, size };
  }
  return { lines: wrap(text, maxWidth, minSize, em, 9) ?? [text], size: minSize };
}

function textBlock(lines: string[], x: number, y: number, size: number, lead: number, attrs: string): string {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" text-anchor="middle" ${attrs}>${lines
    .map((l, i) => `<tspan x="${n(x)}" dy="${i === 0 ? 0 : n(size * lead)}">${esc(l)}</tspan>`)
    .join('')}</text>`;
}

interface LabelPalette {
  bg: string;
  ink: string;
  accent: string;
  capsule: string;
}

const labelPalettes: readonly LabelPalette[] = [
  { bg: '#f4ecdc', ink: '#2b1d1a', accent: '#a8803a', capsule: WINE },
  { bg: '#1c1a1a', ink: '#f3ead8', accent: '#c9a45c', capsule: GOLD },
  { bg: '#5a1526', ink: '#f6ecdc', accent: '#d8b26a', capsule: '#1c1a1a' },
  { bg: '#faf6ee', ink: '#1f2a44', accent: '#b3573a', capsule: '#1f2a44' },
  { bg: '#dfe5d6', ink: '#23352b', accent: '#a3732c', capsule: GOLD },
  { bg: '#2f3b45', ink: '#f1e8d6', accent: '#d4a95a', capsule: '#2f3b45' },
  { bg: '#e9dcc3', ink: '#3a2418', accent: '#8c2f39', capsule: '#8c2f39' },
  { bg: '#f1dcd6', ink: '#4a1d26', accent: '#a97f3e', capsule: '#6a1a2a' },
];

type Motif = (s: number, c: string) => string;

// Each motif is drawn around (0,0) within a box of about 2s x 1.6s.
const motifs: readonly Motif[] = [
  (s, c) =>
    `<circle r="${n(s * 0.45)}" fill="${c}"/><path d="${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `M${n(Math.cos(a) * s * 0.6)} ${n(Math.sin(a) * s * 0.6)}L${n(Math.cos(a) * s * 0.85)} ${n(Math.sin(a) * s * 0.85)}`;
    }).join('')}" stroke="${c}" stroke-width="${n(s * 0.08)}"/>`,
  (s, c) =>
    `<path d="M${n(-s)} ${n(s * 0.5)}Q${n(-s * 0.45)} ${n(-s * 0.5)} 0 ${n(s * 0.1)}T${n(s)} ${n(-s * 0.1)}V${n(s * 0.5)}Z" fill="${c}" opacity=".55"/>` +
    `<path d="M${n(-s)} ${n(s * 0.5)}Q${n(-s * 0.2)} ${n(-s * 0.1)} ${n(s * 0.3)} ${n(s * 0.25)}T${n(s)} ${n(s * 0.2)}V${n(s * 0.5)}Z" fill="${c}"/>`,
  (s, c) =>
    [[-0.3, -0.35], [0.05, -0.35], [0.4, -0.35], [-0.12, -0.02], [0.22, -0.02], [0.05, 0.3]]
      .map(([x = 0, y = 0]) => `<circle cx="${n(x * s)}" cy="${n(y * s)}" r="${n(s * 0.19)}" fill="${c}"/>`)
      .join('') + `<path d="M${n(-s * 0.45)} ${n(-s * 0.62)}q${n(s * 0.3)} ${n(-s * 0.3)} ${n(s * 0.55)} 0" fill="none" stroke="${c}" stroke-width="${n(s * 0.08)}"/>`,
  (s, c) =>
    [-0.35, 0, 0.35]
      .map(
        (y) =>
          `<path d="M${n(-s)} ${n(y * s)}q${n(s / 4)} ${n(-s / 4)} ${n(s / 2)} 0t${n(s / 2)} 0t${n(s / 2)} 0t${n(s / 2)} 0" fill="none" stroke="${c}" stroke-width="${n(s * 0.09)}"/>`,
      )
      .join(''),
  (s, c) =>
    `<path d="M0 ${n(-s * 0.8)}L${n(s * 0.18)} ${n(-s * 0.18)}L${n(s * 0.8)} 0L${n(s * 0.18)} ${n(s * 0.18)}L0 ${n(s * 0.8)}L${n(-s * 0.18)} ${n(s * 0.18)}L${n(-s * 0.8)} 0L${n(-s * 0.18)} ${n(-s * 0.18)}Z" fill="${c}"/><circle r="${n(s * 0.55)}" fill="none" stroke="${c}" stroke-width="${n(s * 0.05)}"/>`,
  (s, c) =>
    `<path d="M${n(-s * 0.7)} ${n(-s * 0.2)}a${n(s * 0.7)} ${n(s * 0.7)} 0 0 0 ${n(s * 1.4)} 0" fill="none" stroke="${c}" stroke-width="${n(s * 0.07)}"/>` +
    Array.from({ length: 5 }, (_, i) => {
      const a = Math.PI * (0.15 + i * 0.175);
      return `<ellipse cx="${n(Math.cos(a) * s * 0.78)}" cy="${n(Math.sin(a) * s * 0.78 - s * 0.2)}" rx="${n(s * 0.16)}" ry="${n(s * 0.07)}" transform="rotate(${n((a * 180) / Math.PI + 60)} ${n(Math.cos(a) * s * 0.78)} ${n(Math.sin(a) * s * 0.78 - s * 0.2)})" fill="${c}"/>`;
    }).join('') +
    `<path d="M0 ${n(-s * 0.75)}L${n(s * 0.25)} ${n(-s * 0.2)}H${n(-s * 0.25)}Z" fill="${c}"/>`,
  (s, c) =>
    `<path d="M0 ${n(-s * 0.75)}C${n(s * 0.5)} ${n(-s * 0.7)} ${n(s * 0.95)} ${n(-s * 0.25)} ${n(s * 0.7)} ${n(s * 0.2)}C${n(s * 0.35)} ${n(s * 0.1)} ${n(s * 0.2)} ${n(s * 0.4)} 0 ${n(s * 0.7)}C${n(-s * 0.2)} ${n(s * 0.4)} ${n(-s * 0.35)} ${n(s * 0.1)} ${n(-s * 0.7)} ${n(s * 0.2)}C${n(-s * 0.95)} ${n(-s * 0.25)} ${n(-s * 0.5)} ${n(-s * 0.7)} 0 ${n(-s * 0.75)}Z" fill="${c}"/><path d="M0 ${n(-s * 0.5)}V${n(s * 0.6)}" stroke="#fff" stroke-opacity=".35" stroke-width="${n(s * 0.05)}"/>`,
  (s, c) =>
    `<path d="M${n(-s * 0.55)} ${n(s * 0.6)}V${n(-s * 0.1)}a${n(s * 0.55)} ${n(s * 0.55)} 0 0 1 ${n(s * 1.1)} 0V${n(s * 0.6)}" fill="none" stroke="${c}" stroke-width="${n(s * 0.1)}"/><path d="M${n(-s * 0.3)} ${n(s * 0.6)}V0a${n(s * 0.3)} ${n(s * 0.3)} 0 0 1 ${n(s * 0.6)} 0V${n(s * 0.6)}Z" fill="${c}"/>`,
  (s, c) =>
    `<path d="M${n(s * 0.2)} ${n(-s * 0.7)}A${n(s * 0.7)} ${n(s * 0.7)} 0 1 0 ${n(s * 0.55)} ${n(s * 0.45)}A${n(s * 0.55)} ${n(s * 0.55)} 0 1 1 ${n(s * 0.2)} ${n(-s * 0.7)}Z" fill="${c}"/><circle cx="${n(s * 0.7)}" cy="${n(-s * 0.45)}" r="${n(s * 0.07)}" fill="${c}"/>`,
  (s, c) =>
    `<path d="M${n(-s * 0.8)} ${n(s * 0.1)}q${n(s * 0.4)} ${n(-s * 0.45)} ${n(s * 0.8)} 0q${n(s * 0.4)} ${n(-s * 0.45)} ${n(s * 0.8)} 0" fill="none" stroke="${c}" stroke-width="${n(s * 0.1)}"/><path d="M${n(-s * 0.45)} ${n(-s * 0.35)}q${n(s * 0.2)} ${n(-s * 0.22)} ${n(s * 0.4)} 0q${n(s * 0.2)} ${n(-s * 0.22)} ${n(s * 0.4)} 0" fill="none" stroke="${c}" stroke-width="${n(s * 0.08)}"/>`,
];

interface BottleShape {
  height: number;
  bodyW: number;
  neckW: number;
  shoulder: number; // height where the straight body ends
  neckBase: number; // height where the neck starts
  roundness: number; // 0 = Bordeaux high shoulder, 1 = long Burgundy slope
  capsule: number;
  bulge?: number; // port-style ring on the neck, height from the base
}

const shapes: Record<Kind, BottleShape> = {
  red: { height: 340, bodyW: 96, neckW: 28, shoulder: 222, neckBase: 262, roundness: 0, capsule: 60 },
  white: { height: 340, bodyW: 98, neckW: 28, shoulder: 175, neckBase: 268, roundness: 1, capsule: 58 },
  rose: { height: 336, bodyW: 94, neckW: 28, shoulder: 200, neckBase: 262, roundness: 0.6, capsule: 50 },
  sparkling: { height: 340, bodyW: 108, neckW: 32, shoulder: 165, neckBase: 268, roundness: 1, capsule: 118 },
  dessert: { height: 292, bodyW: 70, neckW: 22, shoulder: 196, neckBase: 238, roundness: 0.7, capsule: 46 },
  fortified: { height: 318, bodyW: 98, neckW: 30, shoulder: 208, neckBase: 238, roundness: 0.15, capsule: 46, bulge: 256 },
};

interface Glass {
  stops: readonly string[];
  // Only clear glass shows the wine inside.
  liquid?: (id: number) => readonly string[];
  opacity: number;
}

const glasses: Record<Kind, Glass> = {
  red: { stops: ['#050b07', '#1d3526', '#2f4a38', '#0f1c14', '#030604'], opacity: 1 },
  white: { stops: ['#6f8a5c', '#b9cf9f', '#dbe8c8', '#a3bb88', '#5d774c'], opacity: 0.95 },
  rose: { stops: ['#d9d2cf', '#f7f4f2', '#ffffff', '#ece6e3', '#cfc6c2'], opacity: 0.55, liquid: (id) => roseLiquid(id) },
  sparkling: { stops: ['#06100a', '#1c3324', '#2d4a35', '#0e1b13', '#030704'], opacity: 1 },
  dessert: { stops: ['#d6d0c8', '#f6f3ef', '#ffffff', '#e8e2da', '#cbc3b9'], opacity: 0.5, liquid: () => ['#b9761c', '#e0a43c', '#f0c76a'] },
  fortified: { stops: ['#2a1003', '#6b3010', '#9a5220', '#4f220a', '#1d0a02'], opacity: 1 },
};

type Pt = readonly [number, number];
type Seg = { c1?: Pt; c2?: Pt; to: Pt };

// Right half from the base centre to the top centre, in a y-up frame; the left half is its mirror.
function bottleSegments(s: BottleShape): Seg[] {
  const b = s.bodyW / 2;
  const k = s.neckW / 2;
  const d = s.neckBase - s.shoulder;
  const segs: Seg[] = [
    { to: [b - 10, 0] },
    { c1: [b - 4, 0], c2: [b, 2], to: [b, 10] },
    { to: [b, s.shoulder] },
    {
      c1: [b, s.shoulder + d * (0.55 - 0.25 * s.roundness)],
      c2: [k + (b - k) * (0.05 + 0.25 * s.roundness), s.neckBase - d * (0.35 + 0.2 * s.roundness)],
      to: [k, s.neckBase],
    },
  ];
  if (s.bulge !== undefined) {
    segs.push({ to: [k, s.bulge - 8] }, { c1: [k + 5, s.bulge - 6], c2: [k + 5, s.bulge + 6], to: [k, s.bulge + 8] });
  }
  segs.push({ to: [k, s.height - 12] }, { to: [k + 2, s.height - 10] }, { to: [k + 2, s.height - 2] }, { c1: [k + 2, s.height], c2: [k, s.height], to: [k - 2, s.height] }, { to: [0, s.height] });
  return segs;
}

function bottlePath(s: BottleShape): string {
  const segs = bottleSegments(s);
  const p = ([x, y]: Pt, sx = 1) => `${n(x * sx)} ${n(-y)}`;
  let d = `M0 0`;
  for (const g of segs) d += g.c1 && g.c2 ? `C${p(g.c1)} ${p(g.c2)} ${p(g.to)}` : `L${p(g.to)}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const g = segs[i];
    const from = i === 0 ? ([0, 0] as Pt) : segs[i - 1]?.to;
    if (!g || !from) continue;
    d += g.c1 && g.c2 ? `C${p(g.c2, -1)} ${p(g.c1, -1)} ${p(from, -1)}` : `L${p(from, -1)}`;
  }
  return `${d}Z`;
}

interface BottleArt {
  defs: string;
  body: string;
}

// Bottle drawn with its base centre at (0,0); `uid` keeps gradient ids unique when several bottles share a file.
function drawBottle(p: SeedProduct, uid: string): BottleArt {
  const kind = kindOf(p.categoryId);
  const s = shapes[kind];
  const g = glasses[kind];
  const pal = pick(labelPalettes, p.id * 5 + p.categoryId);
  const motif = pick(motifs, p.id * 3 + Math.floor(p.id / 4));
  const { winery, wine, region } = splitName(p);
  const path = bottlePath(s);
  const b = s.bodyW / 2;
  const stops = g.stops.map((c, i) => `<stop offset="${n(i / (g.stops.length - 1))}" stop-color="${c}"/>`).join('');
  let defs = `<linearGradient id="g${uid}" x1="0" x2="1">${stops}</linearGradient><clipPath id="c${uid}"><path d="${path}"/></clipPath>`;
  let inner = '';
  if (g.liquid) {
    defs += `<linearGradient id="l${uid}" x1="0" x2="1">${g.liquid(p.id).map((c, i) => `<stop offset="${n(i / 2)}" stop-color="${c}"/>`).join('')}</linearGradient>`;
    inner += `<rect x="${-b}" y="${-s.neckBase + 6}" width="${s.bodyW}" height="${s.neckBase}" fill="url(#l${uid})" opacity=".9"/>`;
  }
  inner += `<rect x="${n(-b + 9)}" y="${-s.shoulder + 4}" width="7" height="${s.shoulder - 24}" rx="3.5" fill="#fff" opacity=".28"/>`;
  inner += `<rect x="${n(-s.neckW / 2 + 4)}" y="${-s.height + s.capsule + 4}" width="3" height="${s.height - s.capsule - s.neckBase}" fill="#fff" opacity=".2"/>`;

  const capColor = kind === 'sparkling' ? pick([GOLD, '#1c1a1a', '#5a1526', '#d9c9a6'], p.id) : pal.capsule;
  inner += `<rect x="${-b}" y="${-s.height}" width="${s.bodyW}" height="${s.capsule}" fill="${capColor}"/><rect x="${-b}" y="${-s.height + s.capsule - 4}" width="${s.bodyW}" height="2" fill="#000" opacity=".25"/><rect x="${-b}" y="${-s.height}" width="${s.bodyW}" height="${s.capsule}" fill="url(#s${uid})" opacity=".5"/>`;
  defs += `<linearGradient id="s${uid}" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".6"/><stop offset=".35" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient>`;

  let cage = '';
  if (kind === 'sparkling') {
    const k = s.neckW / 2 + 2;
    const top = -s.height;
    cage = `<ellipse cx="0" cy="${top - 3}" rx="${k + 1}" ry="4" fill="#b8b0a0" stroke="#6d655a"/>` + `<path d="M${-k} ${top + 16}H${k}M${-k + 3} ${top}L${-k + 1} ${top + 16}M${k - 3} ${top}L${k - 1} ${top + 16}M0 ${top - 3}V${top + 16}" stroke="#e8e2d4" stroke-width="1.2" fill="none" opacity=".9"/>`;
  }

  // Label sits on the straight part of the body, leaving room for the glass highlight above.
  const lw = s.bodyW - (kind === 'dessert' ? 10 : 14);
  const top = -s.shoulder + (kind === 'sparkling' ? 4 : 16);
  const lh = Math.min(s.shoulder - 30, kind === 'dessert' ? 128 : 140);
  const arch = p.id % 3 === 0;
  const inset = (d: number) =>
    arch
      ? `<path d="M${n(-lw / 2 + d)} ${n(top + lh - d)}V${n(top + lw / 4)}Q${n(-lw / 2 + d)} ${n(top + d)} 0 ${n(top + d)}Q${n(lw / 2 - d)} ${n(top + d)} ${n(lw / 2 - d)} ${n(top + lw / 4)}V${n(top + lh - d)}Z"`
      : `<rect x="${n(-lw / 2 + d)}" y="${n(top + d)}" width="${n(lw - 2 * d)}" height="${n(lh - 2 * d)}" rx="${d === 0 ? 2 : 0}"`;
  const labelShape = `${inset(0)} fill="${pal.bg}"/>`;
  const frame = `${inset(4)} fill="none" stroke="${pal.accent}" stroke-width=".8"/>`;
  const tw = lw - (kind === 'dessert' ? 12 : 14);
  const mSize = kind === 'dessert' ? 11 : 14;
  const my = top + (arch ? 30 : 26);
  const wName = fitText(wine, tw, kind === 'dessert' ? 11 : 13, 7, 0.47, 3);
  const wy = my + mSize + 16;
  const wEnd = wy + (wName.lines.length - 1) * wName.size * 1.1;
  const wineryFit = fitText(winery.toUpperCase(), tw, 6.2, 4.6, 0.7, 2);
  const ry = top + lh - 10;
  const wineryY = Math.max(wEnd + 14, ry - 10 - (wineryFit.lines.length - 1) * wineryFit.size * 1.2 - 8);
  const label =
    labelShape +
    frame +
    `<g transform="translate(0 ${n(my)})">${motif(mSize, pal.accent)}</g>` +
    textBlock(wName.lines, 0, wy, wName.size, 1.1, `font-family="${SERIF}" font-style="italic" fill="${pal.ink}"`) +
    `<line x1="${n(-tw / 4)}" x2="${n(tw / 4)}" y1="${n(wineryY - wineryFit.size - 3)}" y2="${n(wineryY - wineryFit.size - 3)}" stroke="${pal.accent}" stroke-width=".7"/>` +
    textBlock(wineryFit.lines, 0, wineryY, wineryFit.size, 1.2, `font-family="${SANS}" letter-spacing=".6" font-weight="bold" fill="${pal.ink}"`) +
    textBlock([region.toUpperCase()], 0, ry, 4.6, 1, `font-family="${SANS}" letter-spacing=".8" fill="${pal.accent}"`);

  const body =
    `<path d="${path}" fill="url(#g${uid})" fill-opacity="${g.opacity}"/>` +
    `<g clip-path="url(#c${uid})">${inner}</g>` +
    label +
    cage +
    `<path d="${path}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="1.2"/>`;
  return { defs, body };
}

function roseLiquid(id: number): readonly string[] {
  return pick(
    [
      ['#c24c67', '#ef8e9d', '#f6b3ba'],
      ['#d0614e', '#f2a08a', '#f8c3b2'],
      ['#b8405f', '#e67a96', '#f2a9bb'],
      ['#c95b5b', '#f09a8f', '#f7bdb3'],
    ],
    id,
  );
}

function wineColor(p: SeedProduct): string {
  const kind = kindOf(p.categoryId);
  if (kind === 'red') return pick(['#5b0f1f', '#4a0a1a', '#641426'], p.id);
  if (kind === 'white') return pick(['#ecd98f', '#e6d07a', '#f0e2a4'], p.id);
  if (kind === 'rose') return roseLiquid(p.id)[1] ?? '#ef8e9d';
  if (kind === 'sparkling') return p.name.includes('Rosé') ? '#f2b1ad' : '#efdc98';
  if (kind === 'dessert') return p.name.includes('Hamburgo') ? '#d98a5e' : '#dba23a';
  return p.name.includes('Moscatel') ? '#c27a26' : pick(['#6e1a1a', '#8c3a18', '#5a2512'], p.id);
}

function bottleImage(p: SeedProduct): string {
  const kind = kindOf(p.categoryId);
  const bottle = drawBottle(p, 'b');
  const base = 376;
  const backdrop = `<path d="M60 ${base}V150a90 90 0 0 1 180 0V${base}Z" fill="url(#bd)"/><path d="M70 ${base}V152a80 80 0 0 1 160 0V${base}" fill="none" stroke="${GOLD}" stroke-opacity=".45"/>`;
  const defs = `<defs><linearGradient id="bd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe6d6"/><stop offset="1" stop-color="${kind === 'rose' ? '#f1d9d6' : '#e2d3bb'}"/></linearGradient><radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>${bottle.defs}</defs>`;
  return svgDoc(
    300,
    400,
    `${p.name}: bottle`,
    `${defs}${backdrop}<ellipse cx="150" cy="${base}" rx="72" ry="9" fill="url(#sh)"/><g transform="translate(150 ${base - 2})">${bottle.body}</g>`,
  );
}

function wineGlass(kind: Kind, color: string, seed: number): string {
  const r = rng(seed);
  if (kind === 'sparkling') {
    const bubbles = Array.from({ length: 9 }, () => `<circle cx="${n(-8 + r() * 16)}" cy="${n(-200 + r() * 90)}" r="${n(0.8 + r() * 1.4)}" fill="#fff" opacity=".75"/>`).join('');
    return `<path d="M-16 -230C-16 -170 -14 -140 -2 -118V-12H2V-118C14 -140 16 -170 16 -230Z" fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".55"/><path d="M-14.5 -205C-14.5 -165 -12 -142 0 -122C12 -142 14.5 -165 14.5 -205Z" fill="${color}" opacity=".9"/>${bubbles}<ellipse cx="0" cy="-10" rx="30" ry="6" fill="#fff" fill-opacity=".15" stroke="#fff" stroke-opacity=".55"/>`;
  }
  const w = kind === 'dessert' || kind === 'fortified' ? 34 : 52;
  const h = kind === 'dessert' || kind === 'fortified' ? 80 : 110;
  const stem = kind === 'dessert' || kind === 'fortified' ? 60 : 90;
  const top = -stem - h;
  const fill = top + h * 0.45;
  return (
    `<path d="M${-w * 0.8} ${top}C${-w} ${top + h * 0.5} ${-w * 0.7} ${-stem - 4} -3 ${-stem}V-10H3V${-stem}C${w * 0.7} ${-stem - 4} ${w} ${top + h * 0.5} ${w * 0.8} ${top}Z" fill="#fff" fill-opacity=".1" stroke="#fff" stroke-opacity=".55" stroke-width="1.2"/>` +
    `<path d="M${n(-w * 0.93)} ${n(fill)}C${n(-w * 0.9)} ${n(top + h * 0.8)} ${n(-w * 0.6)} ${-stem - 3} 0 ${-stem - 2}C${n(w * 0.6)} ${-stem - 3} ${n(w * 0.9)} ${n(top + h * 0.8)} ${n(w * 0.93)} ${n(fill)}Z" fill="${color}" opacity=".92"/>` +
    `<ellipse cx="0" cy="${n(fill)}" rx="${n(w * 0.93)}" ry="4" fill="${color}"/><ellipse cx="0" cy="${n(fill)}" rx="${n(w * 0.93)}" ry="4" fill="#fff" opacity=".18"/>` +
    `<path d="M${n(-w * 0.62)} ${top + 10}C${n(-w * 0.78)} ${n(top + h * 0.45)} ${n(-w * 0.62)} ${n(top + h * 0.7)} ${n(-w * 0.4)} ${n(top + h * 0.8)}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="-9" rx="${n(w * 0.62)}" ry="6" fill="#fff" fill-opacity=".15" stroke="#fff" stroke-opacity=".55"/>`
  );
}

type Scene = 'vineyard' | 'cellar' | 'coast' | 'bokeh';

interface Mood {
  sky: readonly [string, string, string, string];
  light: string;
  land: readonly string[];
  sea: readonly [string, string];
}

const moods = {
  dusk: { sky: ['#1d0a12', WINE, '#a4513a', '#d49455'], light: '#f6d28a', land: ['#5a2230', '#3a1420', '#241016'], sea: ['#2a1a24', '#120a10'] },
  ember: { sky: ['#170910', '#3c0c1a', '#7a2a2a', '#c0703e'], light: '#f0b070', land: ['#4a1a26', '#2e1018', '#1c0a10'], sea: ['#2a1a24', '#120a10'] },
  harvest: { sky: ['#1e1208', '#4e2c0e', '#a86a24', '#e0b058'], light: '#fde2a0', land: ['#5e3c16', '#40260e', '#24160a'], sea: ['#2a2010', '#120c06'] },
  tide: { sky: ['#0c141c', '#1c2c3a', '#56707a', '#b4ae94'], light: '#f4ecd0', land: ['#141a1e'], sea: ['#1e2c36', '#0a1016'] },
  blush: { sky: ['#160e1a', '#3e1a30', '#9a4e64', '#d89a8a'], light: '#fbe0c8', land: ['#24121a'], sea: ['#3a2232', '#120a12'] },
} satisfies Record<string, Mood>;

type MoodName = keyof typeof moods;

// Light is a few soft radial glows rather than detail, which keeps the files small and the palette deep.
function glowDef(id: string, color: string, strength: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}"/><stop offset=".1" stop-color="${color}" stop-opacity="${strength}"/><stop offset=".4" stop-color="${color}" stop-opacity="${n(strength * 0.3)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

function skyDef(m: Mood): string {
  const [a, b, c, d] = m.sky;
  return `<linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset=".5" stop-color="${b}"/><stop offset=".82" stop-color="${c}"/><stop offset="1" stop-color="${d}"/></linearGradient>`;
}

function contour(w: number, y: number, amp: number, r: () => number): string {
  const pts = Math.round(w / 140);
  let d = `M0 ${n(y + (r() - 0.5) * amp)}`;
  for (let i = 1; i <= pts; i++) {
    const x = (w * i) / pts;
    d += `Q${n(x - w / pts / 2)} ${n(y - amp * (0.3 + r() * 0.7))} ${n(x)} ${n(y + (r() - 0.5) * amp)}`;
  }
  return d;
}

function hills(w: number, h: number, seed: number, layers: readonly { y: number; amp: number; color: string }[]): string {
  const r = rng(seed);
  return layers.map(({ y, amp, color }) => `<path d="${contour(w, y, amp, r)}V${h}H0Z" fill="${color}"/>`).join('');
}

// Vine rows follow the front hill's contour, spaced wider towards the viewer for depth.
function vineyardHill(w: number, h: number, y: number, color: string, rowColor: string, seed: number): string {
  const d = contour(w, y, h * 0.05, rng(seed));
  let rows = '';
  for (let k = 1; k <= 6; k++) {
    rows += `<path d="${d}" transform="translate(0 ${n(((k * k) / 36) * (h - y) * 0.95)})" stroke-width="${n(0.8 + k * 0.5)}"/>`;
  }
  return `<path d="${d}V${h}H0Z" fill="${color}"/><g fill="none" stroke="${rowColor}" stroke-opacity=".13">${rows}</g>`;
}

function arches(w: number, h: number, count: number, seed: number): string {
  const aw = w / count;
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = i * aw + aw * 0.14;
    const iw = aw * 0.72;
    const top = h * 0.22;
    out += `<path d="M${n(x)} ${h}V${n(top + iw / 2)}a${n(iw / 2)} ${n(iw / 2)} 0 0 1 ${n(iw)} 0V${h}Z" fill="url(#arch)"/>`;
    out += `<path d="M${n(x - 6)} ${h}V${n(top + iw / 2)}a${n(iw / 2 + 6)} ${n(iw / 2 + 6)} 0 0 1 ${n(iw + 12)} 0V${h}" fill="none" stroke="#3a2620" stroke-width="10" stroke-dasharray="14 3"/>`;
    const by = h * 0.78;
    const br = iw * 0.2;
    for (let j = 0; j < 2; j++) {
      const bx = x + iw * (0.3 + j * 0.4);
      out += `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(br * 0.82)}" ry="${n(br)}" fill="#3b2418" stroke="#1a0e08" stroke-width="3"/><ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(br * 0.5)}" ry="${n(br * 0.62)}" fill="none" stroke="#6b4a2a" stroke-width="2" opacity="${n(0.5 + r() * 0.4)}"/><circle cx="${n(bx)}" cy="${n(by)}" r="2.5" fill="#8a6a40"/>`;
    }
  }
  return out;
}

function sceneArt(scene: Scene, mood: Mood, w: number, h: number, seed: number): { defs: string; body: string } {
  const r = rng(seed);
  if (scene === 'vineyard') {
    const sunX = Math.round(w * (0.16 + r() * 0.22));
    const [near = '#000', mid = near, far = mid] = mood.land;
    return {
      defs: skyDef(mood) + glowDef('sun', mood.light, 0.75),
      body:
        `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${sunX}" cy="${n(h * 0.6)}" r="${n(h * 0.42)}" fill="url(#sun)"/>` +
        hills(w, h, seed, [
          { y: h * 0.62, amp: h * 0.08, color: near },
          { y: h * 0.7, amp: h * 0.08, color: mid },
        ]) +
        vineyardHill(w, h, h * 0.8, far, mood.light, seed + 1),
    };
  }
  if (scene === 'cellar') {
    return {
      defs: `<linearGradient id="wall" x2="0" y2="1"><stop offset="0" stop-color="#141011"/><stop offset="1" stop-color="#2a1a16"/></linearGradient><radialGradient id="arch" cy=".35" r=".8"><stop offset="0" stop-color="#8a4a24"/><stop offset=".5" stop-color="#4a2416"/><stop offset="1" stop-color="#1a0e0c"/></radialGradient>${glowDef('lamp', '#ffc878', 0.3)}`,
      body: `<rect width="${w}" height="${h}" fill="url(#wall)"/>${arches(w, h, w > 900 ? 5 : 3, seed)}<circle cx="${w / 2}" cy="${n(h * 0.1)}" r="${n(h * 0.5)}" fill="url(#lamp)"/>`,
    };
  }
  if (scene === 'coast') {
    const mx = Math.round(w * (0.15 + r() * 0.25));
    const horizon = Math.round(h * 0.58);
    let shimmer = '';
    for (let i = 0; i < 12; i++) {
      const t = r();
      const half = 8 + t * 46;
      shimmer += `M${n(mx - half + (r() - 0.5) * 30)} ${n(horizon + 6 + t * h * 0.2)}h${n(half * (0.6 + r() * 0.8))}`;
    }
    return {
      defs:
        `<linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="${mood.sky[0]}"/><stop offset=".45" stop-color="${mood.sky[1]}"/><stop offset=".85" stop-color="${mood.sky[2]}"/><stop offset="1" stop-color="${mood.sky[3]}"/></linearGradient>` +
        `<linearGradient id="sea" x2="0" y2="1"><stop offset="0" stop-color="${mood.sea[0]}"/><stop offset="1" stop-color="${mood.sea[1]}"/></linearGradient>` +
        glowDef('moon', mood.light, 0.55),
      body:
        `<rect width="${w}" height="${horizon}" fill="url(#sky)"/><circle cx="${mx}" cy="${horizon}" r="${n(h * 0.36)}" fill="url(#moon)"/><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#sea)"/><ellipse cx="${mx}" cy="${n(horizon + h * 0.12)}" rx="${n(h * 0.07)}" ry="${n(h * 0.14)}" fill="url(#moon)" opacity=".3"/>` +
        `<path d="${shimmer}" stroke="${mood.light}" stroke-opacity=".22" stroke-width="1.2" stroke-linecap="round"/>` +
        hills(w, h, seed, [{ y: h * 0.88, amp: h * 0.05, color: mood.land[0] ?? '#000' }]),
    };
  }
  let bokeh = '';
  for (let i = 0; i < Math.round(w / 30); i++) {
    const rad = 5 + r() * 30;
    bokeh += `<circle cx="${n(r() * w)}" cy="${n(r() * h * 0.85)}" r="${n(rad)}" fill="${r() > 0.35 ? GOLD : '#f0d9a4'}" opacity="${n(0.08 + r() * 0.22)}"/>`;
  }
  return {
    defs: `<radialGradient id="bg" cx=".5" cy=".45" r=".8"><stop offset="0" stop-color="#4a1626"/><stop offset=".6" stop-color="#221418"/><stop offset="1" stop-color="#0e0a0c"/></radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#bg)"/>${bokeh}`,
  };
}

function featuredScene(p: SeedProduct): [Scene, MoodName] {
  const odd = p.id % 2 === 1;
  switch (kindOf(p.categoryId)) {
    case 'red':
      return odd ? ['vineyard', p.id % 4 === 1 ? 'dusk' : 'ember'] : ['cellar', 'dusk'];
    case 'white':
      return odd ? ['coast', 'tide'] : ['vineyard', 'harvest'];
    case 'rose':
      return odd ? ['coast', 'blush'] : ['vineyard', 'ember'];
    case 'sparkling':
      return ['bokeh', 'dusk'];
    case 'dessert':
      return odd ? ['vineyard', 'harvest'] : ['cellar', 'dusk'];
    case 'fortified':
      return ['cellar', 'dusk'];
  }
}

function grapeCluster(x: number, y: number, color: string, seed: number): string {
  const r = rng(seed);
  let berries = '';
  let shine = '';
  [4, 3, 2, 1].forEach((count, row) => {
    for (let i = 0; i < count; i++) {
      const cx = x + row * 7 + i * 14 + (r() - 0.5) * 2;
      const cy = y - 36 + row * 11;
      berries += `M${n(cx - 8)} ${n(cy)}a8 8 0 1 0 16 0a8 8 0 1 0-16 0`;
      shine += `M${n(cx - 4.5)} ${n(cy - 3)}a2 2 0 1 0 4 0a2 2 0 1 0-4 0`;
    }
  });
  return `<g transform="rotate(-70 ${x + 20} ${y})"><path d="M${x + 20} ${y - 40}q8 -10 4 -18" stroke="#5a4a2a" stroke-width="3" fill="none"/><path d="${berries}" fill="${color}" stroke="#000" stroke-opacity=".35"/><path d="${shine}" fill="#fff" opacity=".35"/></g>`;
}

function featuredImage(p: SeedProduct): string {
  const kind = kindOf(p.categoryId);
  const w = 800;
  const h = 500;
  const [sceneName, moodName] = featuredScene(p);
  const scene = sceneArt(sceneName, moods[moodName], w, h, p.id * 97);
  const bottle = drawBottle(p, 'f');
  const ledgeY = 430;
  const bx = p.id % 2 ? 440 : 500;
  const gx = p.id % 2 ? 580 : 360;
  const propX = p.id % 2 ? 300 : 640;
  const prop =
    kind === 'red' || kind === 'fortified' || kind === 'dessert'
      ? grapeCluster(propX, ledgeY - 8, kind === 'dessert' ? '#c9a24a' : '#3a1024', p.id)
      : `<g transform="translate(${propX} ${ledgeY - 7}) rotate(-8)"><rect x="-18" y="-8" width="36" height="16" rx="4" fill="#c9a06a"/><rect x="-18" y="-8" width="10" height="16" rx="3" fill="${wineColor(p)}" opacity=".7"/></g>`;
  const defs = `<defs>${scene.defs}<linearGradient id="ledge" x2="0" y2="1"><stop offset="0" stop-color="#3a2a24"/><stop offset=".08" stop-color="#241a18"/><stop offset="1" stop-color="#0e0a0a"/></linearGradient><radialGradient id="vig" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></radialGradient><radialGradient id="fs"><stop offset="0" stop-color="#000" stop-opacity=".6"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>${bottle.defs}</defs>`;
  return svgDoc(
    w,
    h,
    p.title,
    `${defs}${scene.body}<rect width="${w}" height="${h}" fill="url(#vig)"/>` +
      `<rect y="${ledgeY}" width="${w}" height="${h - ledgeY}" fill="url(#ledge)"/><rect y="${ledgeY}" width="${w}" height="1.5" fill="${GOLD}" opacity=".5"/>` +
      `<ellipse cx="${bx}" cy="${ledgeY + 2}" rx="80" ry="10" fill="url(#fs)"/><ellipse cx="${gx}" cy="${ledgeY + 2}" rx="50" ry="7" fill="url(#fs)"/>` +
      `<g transform="translate(${bx} ${ledgeY})">${bottle.body}</g><g transform="translate(${gx} ${ledgeY})">${wineGlass(kind, wineColor(p), p.id)}</g>${prop}` +
      `<rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="none" stroke="${GOLD}" stroke-opacity=".35"/>`,
  );
}

const bannerScene: Record<Kind, [Scene, MoodName]> = {
  red: ['vineyard', 'dusk'],
  white: ['coast', 'tide'],
  rose: ['coast', 'blush'],
  sparkling: ['bokeh', 'dusk'],
  dessert: ['vineyard', 'harvest'],
  fortified: ['cellar', 'dusk'],
};

function bubbleStreams(w: number, h: number, seed: number): string {
  const r = rng(seed);
  let out = '';
  for (const x0 of [w * 0.08, w * 0.16, w * 0.84, w * 0.92]) {
    for (let i = 0; i < 9; i++) {
      const y = h - i * (h / 10) - r() * 14;
      out += `<circle cx="${n(x0 + Math.sin(i + x0) * 6)}" cy="${n(y)}" r="${n(1.5 + (i / 9) * 4)}" fill="none" stroke="#f0d9a4" stroke-opacity="${n(0.6 - i * 0.05)}" stroke-width="1.2"/>`;
    }
  }
  return out;
}

function categoryImage(c: SeedCategory): string {
  const kind = kindOf(c.id);
  const w = 1200;
  const h = 400;
  const [sceneName, moodName] = bannerScene[kind];
  const scene = sceneArt(sceneName, moods[moodName], w, h, c.id * 131);
  const extra = kind === 'sparkling' ? bubbleStreams(w, h, c.id) : '';
  // The centre stays darkest so the overlaid cream heading keeps its contrast; the edges carry the picture.
  const defs = `<defs>${scene.defs}<radialGradient id="mid" cx=".5" cy=".5" r=".55"><stop offset="0" stop-color="#000" stop-opacity=".5"/><stop offset=".7" stop-color="#000" stop-opacity=".3"/><stop offset="1" stop-color="#000" stop-opacity=".1"/></radialGradient></defs>`;
  return svgDoc(
    w,
    h,
    `${c.name} wines`,
    `${defs}${scene.body}${extra}<rect width="${w}" height="${h}" fill="url(#mid)"/><rect y="${h - 3}" width="${w}" height="3" fill="${GOLD}" opacity=".6"/>`,
  );
}

interface Drawing {
  svg: string;
  /** How many picture pixels per drawing unit. */
  scale: number;
}

/** Each drawing, rastered by Chromium at its scale onto a transparent page, as WebP. */
async function raster(drawings: Map<string, Drawing>): Promise<void> {
  ensureChromium();
  const browser = await chromium.launch(await playwrightLaunchOptions());
  try {
    for (const [name, { svg, scale }] of drawings) {
      const [width, height] = (/width="(\d+)" height="(\d+)"/.exec(svg) ?? []).slice(1).map(Number);
      if (!width || !height) throw new Error(`${name}: the drawing has no width and height`);
      const page = await browser.newPage({ viewport: { width, height } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setDefaultBackgroundColorOverride', { color: { r: 0, g: 0, b: 0, a: 0 } });
      await page.setContent(`<style>html,body{margin:0}img{display:block}</style><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${width}" height="${height}">`);
      await page.waitForFunction(() => document.images[0]?.complete);
      const clip = { x: 0, y: 0, width, height, scale };
      const { data } = await cdp.send('Page.captureScreenshot', { format: 'webp', quality: QUALITY, clip });
      writeFileSync(join(outDir, name), Buffer.from(data, 'base64'));
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

const drawings = new Map<string, Drawing>();
for (const p of seedProducts) {
  drawings.set(p.img, { svg: bottleImage(p), scale: DENSE });
  drawings.set(p.featuredImg, { svg: featuredImage(p), scale: DENSE });
}
for (const c of seedCategories) drawings.set(c.img, { svg: categoryImage(c), scale: 1 });
for (const file of readdirSync(placeholders)) drawings.set(file.replace(/\.svg$/, '.webp'), { svg: readFileSync(join(placeholders, file), 'utf8'), scale: DENSE });
mkdirSync(outDir, { recursive: true });
await raster(drawings);
console.log(`Wrote ${drawings.size} images to ${outDir}`);
