// Draws the demo coupons' thumbnails as SVG and renders them with sharp to WebP at 80×80 (the coupon
// panel's size, spec §9) and 160×160 (for 2× screens), with a manifest, into
// apps/server/assets/coupons/. The files are committed; run this again only when a drawing changes:
//   node --import tsx apps/server/scripts/generate-coupon-thumbnails.ts
// File names carry a hash of their content, so they can be served as immutable.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { CouponThumbnail } from '../src/db/seed/coupon-thumbnails';

const outDir = fileURLToPath(new URL('../assets/coupons/', import.meta.url));
const SIZES = [80, 160] as const;

interface Drawing {
  bg1: string;
  bg2: string;
  ink: string;
  /** Big label on the ticket ('฿200'); empty for an icon-only drawing. */
  label: string;
  icon: 'tag' | 'tiers' | 'search' | 'store' | 'channel' | 'card' | 'lock' | 'clock';
}

const DRAWINGS: Record<CouponThumbnail, Drawing> = {
  'fixed-200': { bg1: '#f7a046', bg2: '#e0701a', ink: '#c2570c', label: '฿200', icon: 'tag' },
  'range-500': { bg1: '#2f5597', bg2: '#1b3a6b', ink: '#1b3a6b', label: '฿500', icon: 'tiers' },
  'range-300': { bg1: '#3f7fd0', bg2: '#245a9e', ink: '#245a9e', label: '฿300', icon: 'tiers' },
  'survey-free': { bg1: '#27a37b', bg2: '#0f7a5a', ink: '#0f7a5a', label: '', icon: 'search' },
  'store-100': { bg1: '#8566e0', bg2: '#5b3cc4', ink: '#5b3cc4', label: '฿100', icon: 'store' },
  'channel-300': { bg1: '#e5534b', bg2: '#b8322c', ink: '#b8322c', label: '฿300', icon: 'channel' },
  'pay-online-150': { bg1: '#1aa0c8', bg2: '#0b7fa6', ink: '#0b7fa6', label: '฿150', icon: 'card' },
  'members-only': { bg1: '#8a94a6', bg2: '#5d6677', ink: '#5d6677', label: '', icon: 'lock' },
  'coming-soon': { bg1: '#f2b728', bg2: '#d08f00', ink: '#a06e00', label: '', icon: 'clock' },
};

// Icons drawn in a 40×40 box, stroke-based, in the ticket's ink colour.
const ICONS: Record<Drawing['icon'], string> = {
  tag: `<path d="M6 20 L20 6 H34 V20 L20 34 Z" fill="none" stroke-width="3.5" stroke-linejoin="round"/><circle cx="27" cy="13" r="3"/>`,
  tiers: `<rect x="5" y="24" width="8" height="11" rx="1.5"/><rect x="16" y="16" width="8" height="19" rx="1.5"/><rect x="27" y="7" width="8" height="28" rx="1.5"/>`,
  search: `<circle cx="17" cy="17" r="10" fill="none" stroke-width="4"/><path d="M25 25 L35 35" stroke-width="5" stroke-linecap="round"/><path d="M12 17 l4 4 l7 -8" fill="none" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  store: `<path d="M5 15 L9 6 H31 L35 15 Z"/><rect x="8" y="17" width="24" height="17" fill="none" stroke-width="3.5"/><rect x="17" y="23" width="6" height="11"/>`,
  channel: `<circle cx="20" cy="9" r="5"/><circle cx="8" cy="31" r="5"/><circle cx="32" cy="31" r="5"/><path d="M20 13 L8 27 M20 13 L32 27 M12 31 H28" fill="none" stroke-width="3"/>`,
  card: `<rect x="4" y="9" width="32" height="22" rx="4" fill="none" stroke-width="3.5"/><rect x="4" y="14" width="32" height="5"/><rect x="9" y="24" width="9" height="3" rx="1"/>`,
  lock: `<rect x="8" y="18" width="24" height="17" rx="3"/><path d="M13 18 V13 a7 7 0 0 1 14 0 V18" fill="none" stroke-width="4"/>`,
  clock: `<circle cx="20" cy="20" r="14" fill="none" stroke-width="4"/><path d="M20 11 V20 L27 24" fill="none" stroke-width="4" stroke-linecap="round"/>`,
};

/** A 160×160 drawing; sharp scales it to each size. */
function svg(d: Drawing): string {
  const ticket =
    // A white ticket with a notch on each side, on a soft gradient.
    `<path d="M22 30 H138 a8 8 0 0 1 8 8 V68 a12 12 0 0 0 0 24 V122 a8 8 0 0 1 -8 8 H22 a8 8 0 0 1 -8 -8 V92 a12 12 0 0 0 0 -24 V38 a8 8 0 0 1 8 -8 Z" fill="#ffffff"/>`;
  // With a label: small icon above a dashed tear line, amount below. Without: one large icon.
  const body = d.label
    ? `<g transform="translate(60 36)" fill="${d.ink}" stroke="${d.ink}">${ICONS[d.icon]}</g>` +
      `<path d="M40 82 H120" stroke="${d.bg1}" stroke-width="2" stroke-dasharray="5 5" opacity="0.6"/>` +
      `<text x="80" y="118" text-anchor="middle" font-family="DejaVu Sans, Tlwg Typo, sans-serif" font-weight="700" font-size="34" fill="${d.ink}">${d.label}</text>`
    : `<g transform="translate(40 40) scale(2)" fill="${d.ink}" stroke="${d.ink}">${ICONS[d.icon]}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${d.bg1}"/><stop offset="1" stop-color="${d.bg2}"/></linearGradient></defs>
  <rect width="160" height="160" rx="28" fill="url(#bg)"/>
  ${ticket}
  ${body}
</svg>`;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) if (file.endsWith('.webp')) rmSync(outDir + file);
  const manifest: Record<string, { x1: string; x2: string }> = {};
  for (const [name, drawing] of Object.entries(DRAWINGS)) {
    const source = Buffer.from(svg(drawing));
    const files: string[] = [];
    for (const size of SIZES) {
      const webp = await sharp(source, { density: 72 * (size / 160) * 2 })
        .resize(size, size)
        .webp({ quality: 82, effort: 6 })
        .toBuffer();
      const hash = createHash('sha256').update(webp).digest('hex').slice(0, 10);
      const file = `${name}-${size}.${hash}.webp`;
      writeFileSync(outDir + file, webp);
      files.push(file);
    }
    manifest[name] = { x1: files[0]!, x2: files[1]! };
  }
  writeFileSync(`${outDir}manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`wrote ${Object.keys(manifest).length * SIZES.length} thumbnails to ${outDir}`);
}

await main();
