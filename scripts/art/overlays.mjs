// What turns a scene into a cover (title lettering) or an in-game frame (HUD).
import { fitTitle, measure, textPath } from './lettering.mjs';
import { n } from './random.mjs';

/** @typedef {import('./palettes.mjs').Palette} Palette */

/**
 * Bold display title over a dark scrim: bottom-centred on covers, bottom-left on wide art.
 * @param {number} W @param {number} H @param {Palette} p @param {string} title
 * @param {string} layout 'cover', or anything else for wide art
 */
export function titleBlock(W, H, p, title, layout) {
  const tracking = 0.04;
  const cover = layout === 'cover';
  const maxWidth = cover ? W * 0.84 : W * 0.55;
  const { lines, size } = fitTitle(title, maxWidth, cover ? W * 0.15 : H * 0.12, tracking);
  const lineHeight = size * 1.02;
  const bottom = H - (cover ? H * 0.07 : H * 0.1);
  const x0 = cover ? null : W * 0.06;
  const left = W * 0.06;
  let paths = '';
  lines.forEach((line, i) => {
    const y = bottom - (lines.length - 1 - i) * lineHeight;
    const x = x0 ?? (W - measure(line, size, tracking)) / 2;
    paths += `<path d="${textPath(line, x, y, size, tracking)}"/>`;
  });
  const scrimTop = bottom - lines.length * lineHeight - size;
  const bar = cover
    ? `<rect x="${n(W / 2 - W * 0.09)}" y="${n(bottom + size * 0.32)}" width="${n(W * 0.18)}" height="${n(size * 0.09)}" rx="${n(size * 0.045)}" fill="${p.accent}"/>`
    : `<rect x="${n(left)}" y="${n(bottom + size * 0.3)}" width="${n(W * 0.08)}" height="${n(size * 0.09)}" rx="${n(size * 0.045)}" fill="${p.accent}"/>`;
  return {
    defs: `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient>
<filter id="titleglow" x="-10%" y="-30%" width="120%" height="160%"><feGaussianBlur stdDeviation="${n(size / 9)}"/></filter>`,
    body: `<rect y="${n(scrimTop)}" width="${W}" height="${n(H - scrimTop)}" fill="url(#scrim)"/>
<g fill="${p.accent}" filter="url(#titleglow)" opacity="0.9">${paths}</g>
<g fill="#ffffff">${paths}</g>
${bar}`,
  };
}

/**
 * A game HUD so stream thumbnails and screenshots read as in-game frames.
 * @param {number} W @param {number} H @param {Palette} p @param {import('./random.mjs').Random} r
 */
export function hud(W, H, p, r) {
  const u = W / 100;
  const slots = 6;
  const slot = u * 5.2;
  const barX = W / 2 - (slots * slot * 1.12) / 2;
  let hotbar = '';
  const active = r.int(0, slots - 1);
  for (let i = 0; i < slots; i += 1) {
    const x = barX + i * slot * 1.12;
    hotbar += `<rect x="${n(x)}" y="${n(H - slot - u * 2.2)}" width="${n(slot)}" height="${n(slot)}" rx="${n(u * 0.8)}" fill="#000" fill-opacity="0.45" stroke="${i === active ? p.glow : '#ffffff'}" stroke-opacity="${i === active ? 1 : 0.35}" stroke-width="${n(u * (i === active ? 0.35 : 0.2))}"/>`;
    if (r.chance(0.7)) {
      const c = r.pick([p.accent, p.accent2, p.glow]);
      hotbar += `<rect x="${n(x + slot * 0.28)}" y="${n(H - slot - u * 2.2 + slot * 0.28)}" width="${n(slot * 0.44)}" height="${n(slot * 0.44)}" rx="${n(u * 0.3)}" fill="${c}" transform="rotate(45 ${n(x + slot / 2)} ${n(H - slot / 2 - u * 2.2)})"/>`;
    }
  }
  const health = r.range(0.45, 0.95);
  const energy = r.range(0.3, 0.9);
  const mapR = u * 6.5;
  const mapX = W - mapR - u * 2.5;
  const mapY = mapR + u * 2.5;
  let blips = '';
  for (let i = 0; i < 5; i += 1) {
    const a = r.range(0, Math.PI * 2);
    const d = r.range(0.2, 0.85) * mapR;
    blips += `<circle cx="${n(mapX + Math.cos(a) * d)}" cy="${n(mapY + Math.sin(a) * d)}" r="${n(u * 0.45)}" fill="${i === 0 ? p.accent : p.accent2}"/>`;
  }
  return `<g>
<rect x="${n(u * 2.5)}" y="${n(u * 2.5)}" width="${n(u * 22)}" height="${n(u * 1.6)}" rx="${n(u * 0.8)}" fill="#000" fill-opacity="0.5"/>
<rect x="${n(u * 2.5)}" y="${n(u * 2.5)}" width="${n(u * 22 * health)}" height="${n(u * 1.6)}" rx="${n(u * 0.8)}" fill="${p.accent}"/>
<rect x="${n(u * 2.5)}" y="${n(u * 4.8)}" width="${n(u * 16)}" height="${n(u * 1)}" rx="${n(u * 0.5)}" fill="#000" fill-opacity="0.5"/>
<rect x="${n(u * 2.5)}" y="${n(u * 4.8)}" width="${n(u * 16 * energy)}" height="${n(u * 1)}" rx="${n(u * 0.5)}" fill="${p.accent2}"/>
<circle cx="${n(mapX)}" cy="${n(mapY)}" r="${n(mapR)}" fill="#000" fill-opacity="0.45" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(u * 0.25)}"/>
<path d="M${n(mapX - mapR)} ${n(mapY)}H${n(mapX + mapR)}M${n(mapX)} ${n(mapY - mapR)}V${n(mapY + mapR)}" stroke="#ffffff" stroke-opacity="0.2" stroke-width="${n(u * 0.15)}"/>
${blips}
<path d="M${n(mapX)} ${n(mapY - u * 1.1)} l${n(u * 0.8)} ${n(u * 1.8)} l${n(-u * 0.8)} ${n(-u * 0.5)} l${n(-u * 0.8)} ${n(u * 0.5)}Z" fill="#ffffff"/>
<g stroke="#ffffff" stroke-opacity="0.8" stroke-width="${n(u * 0.22)}" stroke-linecap="round"><path d="M${n(W / 2 - u * 1.6)} ${n(H / 2)}h${n(u)}M${n(W / 2 + u * 0.6)} ${n(H / 2)}h${n(u)}M${n(W / 2)} ${n(H / 2 - u * 1.6)}v${n(u)}M${n(W / 2)} ${n(H / 2 + u * 0.6)}v${n(u)}"/></g>
${hotbar}
</g>`;
}
