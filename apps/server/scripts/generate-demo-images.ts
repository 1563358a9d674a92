// Draws the demo catalogue's product images (simple, clean illustrations, one family per kind of
// service) as SVG, renders them with sharp to WebP (800×600 and 240×180 thumbnails) and writes them
// with a manifest to apps/server/assets/products/. The files are committed; run this again only
// when the drawings change:  node --import tsx apps/server/scripts/generate-demo-images.ts
//
// File names carry a hash of their content, so the server can serve them as immutable.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { LocalizedText } from '@changdee/domain/locale';
import { DEMO_SERVICES } from '../src/db/seed/demo-keys';

const outDir = fileURLToPath(new URL('../assets/products/', import.meta.url));
const WIDTH = 800;
const HEIGHT = 600;
const THUMB_WIDTH = 240;
const THUMB_HEIGHT = 180;

type Category =
  | 'ac'
  | 'ac-outdoor'
  | 'heater'
  | 'pump'
  | 'filter'
  | 'solar'
  | 'camera'
  | 'plug'
  | 'ev'
  | 'roof'
  | 'floor'
  | 'house';

interface Palette {
  bg1: string;
  bg2: string;
  accent: string;
  accent2: string;
  ink: string;
  wall: string;
  floor: string;
}

const PALETTES: Palette[] = [
  {
    bg1: '#eaf2fb',
    bg2: '#cfe0f5',
    accent: '#f28c28',
    accent2: '#1b3a6b',
    ink: '#1d2a3a',
    wall: '#f4efe6',
    floor: '#c9a67a',
  },
  {
    bg1: '#fff4e6',
    bg2: '#ffdcb3',
    accent: '#1b3a6b',
    accent2: '#f28c28',
    ink: '#2a2320',
    wall: '#eef3f0',
    floor: '#a98463',
  },
  {
    bg1: '#e9f7f1',
    bg2: '#c4e9d8',
    accent: '#0f7a5a',
    accent2: '#f2b728',
    ink: '#16302a',
    wall: '#f6f1ea',
    floor: '#b89368',
  },
  {
    bg1: '#f1ecfb',
    bg2: '#d9cdf3',
    accent: '#5b3cc4',
    accent2: '#f28c28',
    ink: '#231a3d',
    wall: '#f5f5f0',
    floor: '#c7a27c',
  },
  {
    bg1: '#fdeeee',
    bg2: '#f7cfcf',
    accent: '#c23b3b',
    accent2: '#1b3a6b',
    ink: '#331b1b',
    wall: '#f2f4f7',
    floor: '#9c7a5b',
  },
  {
    bg1: '#e8f6fb',
    bg2: '#bfe6f2',
    accent: '#0b7fa6',
    accent2: '#f5a623',
    ink: '#10303b',
    wall: '#faf6ee',
    floor: '#b5916b',
  },
  {
    bg1: '#1f2d4d',
    bg2: '#2f4573',
    accent: '#f5a623',
    accent2: '#7fc4ff',
    ink: '#0c1424',
    wall: '#d9dfe8',
    floor: '#6e5a45',
  },
];

/** How each demo service is drawn: its kind and the views of its gallery (3–6 images). */
const SERVICE_DRAWINGS: Record<string, { category: Category; views: View[] }> = {
  'SV-AC-SURVEY': { category: 'ac', views: ['checklist', 'hero', 'room', 'technician'] },
  'IN-AC-9000': { category: 'ac', views: ['hero', 'room', 'technician', 'detail', 'house'] },
  'IN-AC-18000': {
    category: 'ac-outdoor',
    views: ['hero', 'room', 'detail', 'technician', 'house', 'checklist'],
  },
  'IN-AC-CLEAN': { category: 'ac', views: ['detail', 'technician', 'hero'] },
  'IN-AC-DEEP-CLEAN': { category: 'ac', views: ['technician', 'detail', 'room', 'checklist'] },
  'SV-WH-SURVEY': { category: 'heater', views: ['checklist', 'room', 'hero'] },
  'IN-WH-INSTALL': { category: 'heater', views: ['hero', 'room', 'technician', 'detail', 'house'] },
  'SV-WP-SURVEY': { category: 'pump', views: ['checklist', 'hero', 'technician'] },
  'IN-WP-INSTALL': { category: 'pump', views: ['hero', 'detail', 'technician', 'house'] },
  'IN-WF-UNDERSINK': {
    category: 'filter',
    views: ['hero', 'room', 'detail', 'technician', 'checklist', 'house'],
  },
  'IN-WF-CARTRIDGE': { category: 'filter', views: ['detail', 'hero', 'technician'] },
  'SV-SOLAR-SURVEY': { category: 'solar', views: ['house', 'checklist', 'hero', 'technician'] },
  'IN-SOLAR-PANEL': { category: 'solar', views: ['hero', 'house', 'detail', 'technician', 'room'] },
  'SV-CCTV-SURVEY': { category: 'camera', views: ['checklist', 'house', 'hero'] },
  'IN-CCTV-CAMERA': { category: 'camera', views: ['hero', 'house', 'detail', 'technician'] },
  'SV-ELEC-INSPECT': { category: 'plug', views: ['checklist', 'technician', 'hero'] },
  'IN-ELEC-OUTLET': { category: 'plug', views: ['hero', 'room', 'detail', 'technician'] },
  'IN-ELEC-EV-CHARGER': {
    category: 'ev',
    views: ['hero', 'house', 'detail', 'technician', 'room'],
  },
  'SV-ROOF-SURVEY': { category: 'roof', views: ['checklist', 'hero', 'technician'] },
  'IN-ROOF-GUTTER': {
    category: 'roof',
    views: ['hero', 'detail', 'technician', 'house', 'checklist', 'room'],
  },
  'SV-FLOOR-SURVEY': { category: 'floor', views: ['checklist', 'hero', 'room'] },
  'IN-FLOOR-LAMINATE': { category: 'floor', views: ['hero', 'room', 'detail', 'technician'] },
  'SV-HOME-SURVEY': {
    category: 'house',
    views: ['hero', 'checklist', 'technician', 'detail', 'room'],
  },
  'SV-HOME-MOVEIN': { category: 'house', views: ['checklist', 'hero', 'technician', 'room'] },
};

type View = 'hero' | 'room' | 'technician' | 'detail' | 'checklist' | 'house';

/** What each view shows, for the images' alt text (the seed prefixes the service name). */
const VIEW_CAPTIONS: Record<View, LocalizedText> = {
  hero: { th: 'ภาพรวมบริการ', en: 'service overview' },
  room: { th: 'ตัวอย่างการติดตั้งภายในบ้าน', en: 'example installation in a home' },
  technician: { th: 'ช่างผู้เชี่ยวชาญกำลังปฏิบัติงาน', en: 'a skilled technician at work' },
  detail: { th: 'รายละเอียดงานระยะใกล้', en: 'close-up of the work' },
  checklist: { th: 'รายการตรวจเช็กหน้างาน', en: 'on-site checklist' },
  house: { th: 'ตำแหน่งงานรอบตัวบ้าน', en: 'where the work is done around the house' },
};

// ---------- small helpers ----------

function seededRandom(seed: string): () => number {
  let h = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    // xorshift32: deterministic, so re-running the script gives the same files.
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    return ((h >>> 0) % 10_000) / 10_000;
  };
}

const shadow = (cx: number, cy: number, rx: number, opacity = 0.18) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.14}" fill="#000" opacity="${opacity}"/>`;

// ---------- the objects (drawn around 0,0 in roughly a 260×260 box) ----------

function drawObject(category: Category, p: Palette): string {
  switch (category) {
    case 'ac':
      return `
        <rect x="-140" y="-50" width="280" height="100" rx="22" fill="#fbfcfd" stroke="${p.ink}" stroke-width="4"/>
        <rect x="-126" y="14" width="252" height="24" rx="8" fill="#e3e9f0"/>
        <path d="M-112 26 H112" stroke="#aab6c3" stroke-width="5" stroke-linecap="round"/>
        <rect x="64" y="-30" width="46" height="18" rx="5" fill="${p.ink}"/>
        <circle cx="74" cy="-21" r="4" fill="${p.accent}"/><rect x="83" y="-25" width="20" height="8" rx="2" fill="#7fe3ff"/>
        <path d="M-120 -26 H30" stroke="#dfe5ec" stroke-width="3"/>
        <g fill="none" stroke="${p.accent2}" stroke-width="5" stroke-linecap="round" opacity="0.7">
          <path d="M-90 66 q14 26 0 52"/><path d="M-30 66 q14 26 0 52"/><path d="M30 66 q14 26 0 52"/><path d="M90 66 q14 26 0 52"/>
        </g>`;
    case 'ac-outdoor':
      return `
        <rect x="-130" y="-95" width="260" height="190" rx="14" fill="#f3f5f7" stroke="${p.ink}" stroke-width="4"/>
        <circle cx="-30" cy="0" r="72" fill="#dde3ea" stroke="${p.ink}" stroke-width="4"/>
        <g stroke="${p.ink}" stroke-width="3" opacity="0.7">
          <circle cx="-30" cy="0" r="52" fill="none"/><circle cx="-30" cy="0" r="32" fill="none"/>
          <path d="M-102 0 H42 M-30 -72 V72 M-81 -51 L21 51 M-81 51 L21 -51"/>
        </g>
        <circle cx="-30" cy="0" r="12" fill="${p.accent}"/>
        <g stroke="#9aa7b5" stroke-width="4">${Array.from({ length: 9 }, (_, i) => `<path d="M62 ${-70 + i * 17} H112"/>`).join('')}</g>
        <rect x="-110" y="95" width="30" height="14" fill="${p.ink}"/><rect x="80" y="95" width="30" height="14" fill="${p.ink}"/>
        <path d="M130 -40 h30 v150" fill="none" stroke="${p.accent2}" stroke-width="8" stroke-linecap="round"/>`;
    case 'heater':
      return `
        <rect x="-70" y="-120" width="140" height="200" rx="24" fill="#fdfdfd" stroke="${p.ink}" stroke-width="4"/>
        <rect x="-45" y="-90" width="90" height="40" rx="8" fill="${p.ink}"/>
        <rect x="-35" y="-82" width="42" height="24" rx="4" fill="#7fe3ff"/><circle cx="25" cy="-70" r="9" fill="${p.accent}"/>
        <circle cx="0" cy="10" r="26" fill="none" stroke="#b8c2cc" stroke-width="6"/>
        <path d="M0 10 L14 -4" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>
        <path d="M-20 80 v40 q0 20 20 20 h80" fill="none" stroke="#9aa7b5" stroke-width="9" stroke-linecap="round"/>
        <rect x="80" y="130" width="60" height="22" rx="11" fill="${p.accent2}"/>
        <g fill="${p.accent2}" opacity="0.75">
          <path d="M100 170 q6 12 0 18 q-6 -6 0 -18z"/><path d="M120 180 q6 12 0 18 q-6 -6 0 -18z"/><path d="M140 168 q6 12 0 18 q-6 -6 0 -18z"/>
        </g>`;
    case 'pump':
      return `
        <rect x="-140" y="70" width="280" height="24" rx="6" fill="${p.ink}"/>
        <rect x="-110" y="-40" width="140" height="110" rx="18" fill="${p.accent2}" stroke="${p.ink}" stroke-width="4"/>
        <g stroke="#ffffff" stroke-width="4" opacity="0.45">${Array.from({ length: 6 }, (_, i) => `<path d="M${-95 + i * 22} -28 V58"/>`).join('')}</g>
        <circle cx="70" cy="15" r="50" fill="#dfe5ec" stroke="${p.ink}" stroke-width="4"/>
        <circle cx="70" cy="15" r="18" fill="${p.accent}"/>
        <path d="M70 -35 V-90 H150" fill="none" stroke="#8fa1b3" stroke-width="16" stroke-linecap="round"/>
        <path d="M120 15 H170" stroke="#8fa1b3" stroke-width="16" stroke-linecap="round"/>
        <circle cx="-40" cy="-70" r="26" fill="#fff" stroke="${p.ink}" stroke-width="4"/>
        <path d="M-40 -70 L-26 -84" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>
        <path d="M-40 -44 V-40" stroke="${p.ink}" stroke-width="6"/>`;
    case 'filter':
      return `
        <rect x="-130" y="-110" width="260" height="26" rx="6" fill="${p.ink}"/>
        ${[-80, 0, 80]
          .map(
            (x, i) => `
          <rect x="${x - 30}" y="-84" width="60" height="24" rx="4" fill="#cfd7df"/>
          <rect x="${x - 34}" y="-60" width="68" height="150" rx="22" fill="${i === 1 ? p.accent2 : '#eef3f7'}" stroke="${p.ink}" stroke-width="4" opacity="${i === 1 ? 0.9 : 1}"/>
          <path d="M${x - 18} -30 V60" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`,
          )
          .join('')}
        <path d="M-80 -97 H80" stroke="#9aa7b5" stroke-width="6"/>
        <path d="M110 -97 h40 v-50 h-30" fill="none" stroke="#9aa7b5" stroke-width="10" stroke-linecap="round"/>
        <path d="M0 105 q12 20 0 30 q-12 -10 0 -30z" fill="${p.accent}"/>`;
    case 'solar':
      return `
        <g transform="skewX(-18)">
          ${[0, 1]
            .map(
              (r) =>
                `<g>${[0, 1, 2]
                  .map(
                    (c) =>
                      `<rect x="${-120 + c * 82}" y="${-80 + r * 82}" width="76" height="76" rx="4" fill="#203a6e" stroke="#c9d6ea" stroke-width="3"/>
                       <path d="M${-120 + c * 82 + 25} ${-80 + r * 82} v76 M${-120 + c * 82 + 51} ${-80 + r * 82} v76 M${-120 + c * 82} ${-80 + r * 82 + 38} h76" stroke="#6f8fc9" stroke-width="2"/>`,
                  )
                  .join('')}</g>`,
            )
            .join('')}
        </g>
        <path d="M-150 90 H150" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/>
        <path d="M-60 90 V120 M60 90 V120" stroke="${p.ink}" stroke-width="8"/>
        <circle cx="120" cy="-120" r="26" fill="${p.accent}"/>
        <g stroke="${p.accent}" stroke-width="5" stroke-linecap="round">
          <path d="M120 -162 v-12 M162 -120 h12 M150 -150 l9 -9 M90 -150 l-9 -9 M150 -90 l9 9"/>
        </g>`;
    case 'camera':
      return `
        <rect x="-150" y="-100" width="30" height="90" rx="6" fill="${p.ink}"/>
        <path d="M-120 -55 H-60" stroke="${p.ink}" stroke-width="14"/>
        <g transform="rotate(12)">
          <rect x="-70" y="-100" width="190" height="80" rx="30" fill="#fbfcfd" stroke="${p.ink}" stroke-width="4"/>
          <rect x="-70" y="-112" width="200" height="22" rx="11" fill="${p.accent2}"/>
          <circle cx="110" cy="-60" r="28" fill="${p.ink}"/><circle cx="110" cy="-60" r="15" fill="#3e6fb8"/>
          <circle cx="104" cy="-66" r="5" fill="#ffffff" opacity="0.8"/>
          <circle cx="-40" cy="-60" r="6" fill="${p.accent}"/>
        </g>
        <g fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round" opacity="0.8">
          <path d="M40 60 a40 40 0 0 1 56 0"/><path d="M22 84 a66 66 0 0 1 92 0"/><circle cx="68" cy="100" r="6" fill="${p.accent}"/>
        </g>`;
    case 'plug':
      return `
        <rect x="-110" y="-120" width="220" height="240" rx="26" fill="#fbfcfd" stroke="${p.ink}" stroke-width="4"/>
        ${[-52, 52]
          .map(
            (y) => `
          <circle cx="0" cy="${y}" r="38" fill="#eef1f4" stroke="#b8c2cc" stroke-width="3"/>
          <rect x="-17" y="${y - 14}" width="8" height="22" rx="3" fill="${p.ink}"/>
          <rect x="9" y="${y - 14}" width="8" height="22" rx="3" fill="${p.ink}"/>
          <circle cx="0" cy="${y + 20}" r="5" fill="${p.ink}"/>`,
          )
          .join('')}
        <path d="M150 -60 l-26 46 h22 l-18 44 l40 -56 h-22 l16 -34z" fill="${p.accent}"/>`;
    case 'ev':
      return `
        <rect x="-90" y="-130" width="150" height="210" rx="24" fill="#fbfcfd" stroke="${p.ink}" stroke-width="4"/>
        <rect x="-65" y="-105" width="100" height="54" rx="8" fill="${p.ink}"/>
        <path d="M-22 -96 l-14 20 h12 l-8 18 l22 -24 h-12 l8 -14z" fill="${p.accent}"/>
        <circle cx="-15" cy="-10" r="20" fill="${p.accent2}"/>
        <path d="M60 -10 q80 20 60 120 q-10 40 -60 40" fill="none" stroke="${p.ink}" stroke-width="10" stroke-linecap="round"/>
        <rect x="20" y="135" width="50" height="30" rx="10" fill="${p.accent2}"/>
        <rect x="-110" y="80" width="190" height="14" rx="4" fill="${p.ink}" opacity="0.6"/>`;
    case 'roof':
      return `
        <path d="M-160 10 L0 -110 L160 10 Z" fill="${p.accent}" stroke="${p.ink}" stroke-width="4" stroke-linejoin="round"/>
        <g stroke="${p.ink}" stroke-width="2" opacity="0.3">
          <path d="M-120 -20 L120 -20 M-80 -50 L80 -50 M-40 -80 L40 -80"/>
        </g>
        <rect x="-130" y="10" width="260" height="110" fill="${p.wall}" stroke="${p.ink}" stroke-width="4"/>
        <rect x="-168" y="8" width="336" height="16" rx="8" fill="#aab6c3" stroke="${p.ink}" stroke-width="3"/>
        <path d="M156 24 V140" stroke="#aab6c3" stroke-width="16" stroke-linecap="round"/>
        <rect x="-30" y="50" width="60" height="70" fill="${p.accent2}"/>
        <rect x="-105" y="40" width="50" height="40" fill="#bfe3f5" stroke="${p.ink}" stroke-width="3"/>
        <g fill="#5aa7d8">${[-120, -60, 0, 60, 120].map((x, i) => `<path d="M${x} ${-150 + (i % 2) * 18} q6 12 0 18 q-6 -6 0 -18z"/>`).join('')}</g>`;
    case 'floor':
      return `
        <path d="M-170 -20 L170 -20 L230 130 L-230 130 Z" fill="${p.floor}"/>
        <g stroke="#00000033" stroke-width="3">
          ${[-1, 0, 1, 2, 3, 4].map((i) => `<path d="M${-170 - i * 12} ${-20 + i * 30} H${170 + i * 12}"/>`).join('')}
          ${Array.from({ length: 12 }, (_, i) => `<path d="M${-150 + i * 28 + (i % 3) * 9} ${-20 + (i % 5) * 30} v30"/>`).join('')}
        </g>
        <path d="M-170 -20 L170 -20" stroke="${p.ink}" stroke-width="4"/>
        <g transform="translate(60 -80) rotate(-20)">
          <rect x="-70" y="-14" width="140" height="28" rx="4" fill="${p.floor}" stroke="${p.ink}" stroke-width="3"/>
          <path d="M-40 -14 v28 M20 -14 v28" stroke="#00000033" stroke-width="3"/>
        </g>
        <rect x="-150" y="-120" width="70" height="18" rx="4" fill="${p.accent}"/>
        <rect x="-126" y="-102" width="22" height="60" rx="6" fill="${p.accent2}"/>`;
    case 'house':
      return `
        <path d="M-140 -10 L0 -120 L140 -10" fill="none" stroke="${p.accent}" stroke-width="18" stroke-linejoin="round" stroke-linecap="round"/>
        <rect x="-110" y="-20" width="220" height="140" fill="${p.wall}" stroke="${p.ink}" stroke-width="4"/>
        <rect x="-25" y="40" width="50" height="80" fill="${p.accent2}"/>
        <rect x="-90" y="10" width="45" height="40" fill="#bfe3f5" stroke="${p.ink}" stroke-width="3"/>
        <rect x="45" y="10" width="45" height="40" fill="#bfe3f5" stroke="${p.ink}" stroke-width="3"/>
        <circle cx="110" cy="60" r="46" fill="#ffffff55" stroke="${p.ink}" stroke-width="10"/>
        <path d="M143 93 L185 135" stroke="${p.ink}" stroke-width="16" stroke-linecap="round"/>`;
  }
}

// ---------- the views (scenes around the object) ----------

function technician(p: Palette): string {
  return `
    <g>
      <circle cx="0" cy="-120" r="30" fill="#f0c7a0"/>
      <path d="M-34 -128 a34 34 0 0 1 68 0 h8 v8 h-84 v-8z" fill="${p.accent}"/>
      <path d="M-46 -80 h92 l14 120 h-120z" fill="${p.accent2}"/>
      <rect x="-40" y="40" width="34" height="90" rx="8" fill="${p.ink}"/><rect x="6" y="40" width="34" height="90" rx="8" fill="${p.ink}"/>
      <path d="M46 -70 l40 60" stroke="${p.accent2}" stroke-width="22" stroke-linecap="round"/>
      <path d="M-46 -70 l-30 70" stroke="${p.accent2}" stroke-width="22" stroke-linecap="round"/>
      <rect x="70" y="-30" width="60" height="16" rx="6" fill="#8fa1b3" transform="rotate(-30 86 -10)"/>
      <rect x="-110" y="90" width="90" height="50" rx="8" fill="${p.accent}"/><rect x="-85" y="80" width="40" height="14" rx="6" fill="none" stroke="${p.ink}" stroke-width="5"/>
    </g>`;
}

function clipboard(p: Palette): string {
  const rows = [0, 1, 2, 3]
    .map(
      (i) => `
      <rect x="-60" y="${-80 + i * 50}" width="26" height="26" rx="5" fill="#fff" stroke="${p.ink}" stroke-width="3"/>
      ${i < 3 ? `<path d="M-55 ${-67 + i * 50} l8 9 l16 -18" fill="none" stroke="#1f9d55" stroke-width="5" stroke-linecap="round"/>` : ''}
      <rect x="-20" y="${-74 + i * 50}" width="${90 - (i % 2) * 24}" height="12" rx="6" fill="#cfd7df"/>`,
    )
    .join('');
  return `
    <g>
      <rect x="-90" y="-140" width="180" height="250" rx="16" fill="${p.floor}"/>
      <rect x="-76" y="-120" width="152" height="220" rx="8" fill="#ffffff"/>
      <rect x="-36" y="-152" width="72" height="30" rx="10" fill="${p.ink}"/>
      ${rows}
    </g>`;
}

function scene(view: View, category: Category, p: Palette, rnd: () => number): string {
  const object = drawObject(category, p);
  const tilt = Math.round((rnd() - 0.5) * 14);
  const blobs = Array.from({ length: 3 }, () => {
    const x = Math.round(rnd() * WIDTH);
    const y = Math.round(rnd() * HEIGHT);
    const r = Math.round(60 + rnd() * 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.bg2}" opacity="0.55"/>`;
  }).join('');
  const background = `
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${blobs}`;
  const wallMounted = ['ac', 'heater', 'plug', 'camera', 'filter'].includes(category);

  switch (view) {
    case 'hero':
      return `${background}
        <circle cx="400" cy="290" r="215" fill="#ffffff" opacity="0.55"/>
        ${shadow(400, 500, 190)}
        <g transform="translate(400 290) rotate(${tilt / 2}) scale(1.35)">${object}</g>`;
    case 'room':
      return `
        <rect width="${WIDTH}" height="${HEIGHT}" fill="${p.wall}"/>
        <rect y="440" width="${WIDTH}" height="160" fill="${p.floor}"/>
        <path d="M0 440 H800" stroke="#00000022" stroke-width="6"/>
        <rect x="40" y="90" width="170" height="220" rx="6" fill="#bfe3f5" stroke="#ffffff" stroke-width="14"/>
        <path d="M125 90 V310 M40 200 H210" stroke="#ffffff" stroke-width="8"/>
        <g transform="translate(700 440)"><rect x="-26" y="-70" width="52" height="70" rx="8" fill="${p.accent}"/>
          <path d="M0 -70 q-50 -40 -20 -110 M0 -70 q40 -60 30 -120 M0 -70 q-10 -70 10 -140" fill="none" stroke="#2f8a4c" stroke-width="14" stroke-linecap="round"/></g>
        ${wallMounted ? '' : shadow(440, 452, 170, 0.2)}
        <g transform="translate(440 ${wallMounted ? 210 : category === 'floor' ? 420 : 330}) rotate(${category === 'floor' ? 0 : tilt / 3}) scale(${wallMounted ? 1 : category === 'floor' ? 1.25 : 0.95})">${object}</g>`;
    case 'technician':
      return `${background}
        ${shadow(300, 520, 170)}${shadow(610, 540, 90)}
        <g transform="translate(290 300) rotate(${tilt / 2}) scale(1.05)">${object}</g>
        <g transform="translate(610 390) scale(1.05)">${technician(p)}</g>`;
    case 'detail': {
      // The house drawing already holds a magnifier: show it closer without a second one.
      const magnifier =
        category === 'house'
          ? ''
          : `<circle cx="600" cy="180" r="110" fill="#ffffff33" stroke="${p.ink}" stroke-width="12"/>
        <path d="M678 258 L760 340" stroke="${p.ink}" stroke-width="26" stroke-linecap="round"/>`;
      return `${background}
        <g transform="translate(${360 + Math.round(rnd() * 80)} 300) rotate(${tilt - 8}) scale(${category === 'house' ? 1.7 : 2.3})">${object}</g>
        ${magnifier}
        <g fill="${p.accent}"><path d="M120 110 l10 26 l26 10 l-26 10 l-10 26 l-10 -26 l-26 -10 l26 -10z"/>
          <path d="M190 480 l7 17 l17 7 l-17 7 l-7 17 l-7 -17 l-17 -7 l17 -7z"/></g>`;
    }
    case 'checklist':
      return `${background}
        ${shadow(270, 500, 160)}
        <g transform="translate(270 300) rotate(${tilt / 2}) scale(1.0)">${object}</g>
        <g transform="translate(600 310) rotate(${6 + tilt / 3})">${clipboard(p)}</g>`;
    case 'house':
      // Roofs and houses are the building themselves: show them outdoors rather than in a house.
      if (category === 'roof' || category === 'house')
        return `
        <rect width="${WIDTH}" height="${HEIGHT}" fill="${p.bg2}"/>
        <circle cx="680" cy="100" r="46" fill="${p.accent}" opacity="0.85"/>
        <rect y="470" width="${WIDTH}" height="130" fill="#7fb77e"/>
        <g transform="translate(400 330) scale(1.3)">${object}</g>`;
      return `
        <rect width="${WIDTH}" height="${HEIGHT}" fill="${p.bg2}"/>
        <circle cx="680" cy="100" r="46" fill="${p.accent}" opacity="0.85"/>
        <rect y="470" width="${WIDTH}" height="130" fill="#7fb77e"/>
        <path d="M140 240 L400 70 L660 240 Z" fill="${p.accent2}"/>
        <rect x="180" y="240" width="440" height="230" fill="${p.wall}"/>
        <rect x="370" y="360" width="60" height="110" fill="${p.ink}" opacity="0.8"/>
        <g transform="translate(${category === 'solar' ? '400 150' : '400 300'}) scale(${category === 'solar' ? 0.7 : 0.62}) rotate(${tilt / 3})">${object}</g>`;
  }
}

function svgFor(sku: string, index: number): string {
  const drawing = SERVICE_DRAWINGS[sku];
  if (!drawing) throw new Error(`no drawing for ${sku}`);
  const view = drawing.views[index]!;
  const rnd = seededRandom(`${sku}:${index}`);
  const skuOffset = createHash('sha256').update(sku).digest().readUInt8(0);
  const palette = PALETTES[(skuOffset + index * 3) % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scene(view, drawing.category, palette, rnd)}</svg>`;
}

export interface ManifestImage {
  file: string;
  thumbnail: string;
  caption: LocalizedText;
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  for (const old of readdirSync(outDir)) if (old.endsWith('.webp')) rmSync(`${outDir}${old}`);

  const manifest: Record<string, ManifestImage[]> = {};
  let total = 0;
  for (const { sku } of DEMO_SERVICES) {
    const drawing = SERVICE_DRAWINGS[sku];
    if (!drawing) throw new Error(`no drawing for ${sku}`);
    manifest[sku] = [];
    for (let i = 0; i < drawing.views.length; i += 1) {
      const svg = Buffer.from(svgFor(sku, i));
      const full = await sharp(svg).webp({ quality: 72, effort: 6 }).toBuffer();
      const thumb = await sharp(svg)
        .resize(THUMB_WIDTH, THUMB_HEIGHT)
        .webp({ quality: 70, effort: 6 })
        .toBuffer();
      const base = `${sku.toLowerCase()}-${i + 1}`;
      const file = `${base}.${createHash('sha256').update(full).digest('hex').slice(0, 10)}.webp`;
      const thumbnail = `${base}-thumb.${createHash('sha256').update(thumb).digest('hex').slice(0, 10)}.webp`;
      writeFileSync(`${outDir}${file}`, full);
      writeFileSync(`${outDir}${thumbnail}`, thumb);
      total += full.length + thumb.length;
      manifest[sku].push({ file, thumbnail, caption: VIEW_CAPTIONS[drawing.views[i]!] });
    }
  }
  writeFileSync(`${outDir}manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  const count = Object.values(manifest).reduce((n, list) => n + list.length, 0);
  console.log(
    `wrote ${count} images (+ thumbnails), ${(total / 1024).toFixed(0)} KiB, to ${outDir}`,
  );
}

await main();
