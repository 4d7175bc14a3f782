// Scene painters. Each takes the canvas size, a palette and a seeded random source
// and returns SVG `defs` and `body` strings. Compositions follow the design brief's art direction: layered
// flat vector key art, not abstract noise.
import { mix } from './palettes.mjs';
import { n } from './random.mjs';

/** @typedef {import('./palettes.mjs').Palette} Palette */
/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {[x: number, y: number][]} Points */
/**
 * A scene's options from data/artwork.json: where its horizon, sun and centre sit, and
 * for the tips' emblems which one.
 * @typedef {{ horizon?: number, sunScale?: number, sunX?: number, centreY?: number, emblem?: string }} SceneOptions
 */

let uid = 0;
const id = (/** @type {string} */ name) => `${name}${(uid += 1)}`;

/** @param {Palette} p @param {number} y0 @param {number} y1 */
function skyGradient(p, y0, y1, stops = [0, 0.55, 1]) {
  const gid = id('sky');
  const def = `<linearGradient id="${gid}" x1="0" y1="${n(y0)}" x2="0" y2="${n(y1)}" gradientUnits="userSpaceOnUse">${p.sky
    .map((c, i) => `<stop offset="${stops[i]}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
  return { gid, def };
}

/**
 * @param {number} W @param {number} H @param {Random} r @param {number} count
 * @param {number} maxY
 */
function stars(W, H, r, count, maxY, colour = '#ffffff') {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = r.range(0, W);
    const y = r.range(0, maxY) ** 1.15 / maxY ** 0.15;
    const size = r.chance(0.08) ? r.range(1.6, 2.6) : r.range(0.5, 1.3);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n((size * W) / 1280)}" fill="${colour}" opacity="${n(r.range(0.35, 0.95))}"/>`;
  }
  return out;
}

/**
 * @param {number} W @param {number} baseY @param {number} amplitude @param {number} steps
 * @param {Random} r
 * @returns {Points}
 */
function ridge(W, baseY, amplitude, steps, r, jag = 0.5) {
  /** @type {Points} */
  const points = [];
  let h = r.range(0.3, 0.8);
  for (let i = 0; i <= steps; i += 1) {
    h = Math.min(1, Math.max(0.05, h + r.range(-jag, jag)));
    points.push([(W * i) / steps, baseY - amplitude * h]);
  }
  return points;
}

/**
 * A list's entry that the loop's bounds guarantee; a RangeError if the art code is wrong.
 * @template T
 * @param {readonly T[]} list @param {number} i
 * @returns {T}
 */
function at(list, i) {
  const value = list[i];
  if (value === undefined) throw new RangeError(`no entry ${i} of ${list.length}`);
  return value;
}

/** @param {Points} points @param {number} H */
const polygon = (points, H) =>
  `M0 ${H} ${points.map(([x, y]) => `L${n(x)} ${n(y)}`).join(' ')} L${points.at(-1)?.[0] ?? 0} ${H} Z`;

/** @param {number} W @param {number} H @param {Palette} p @param {Random} r @param {SceneOptions} [opts] */
export function synthwave(W, H, p, r, opts = {}) {
  const horizon = H * (opts.horizon ?? 0.64);
  const sky = skyGradient(p, 0, horizon);
  const sunR = Math.min(W, H) * (opts.sunScale ?? 0.3);
  const sunX = W * (opts.sunX ?? r.range(0.4, 0.6));
  const sunY = horizon - sunR * 0.42;
  const [sunG, sunMask, glowG, floorG, gridGlow] = ['sun', 'mask', 'glow', 'floor', 'blur'].map(id);

  let bars = '';
  for (let i = 0; i < 7; i += 1) {
    const y = sunY + sunR * (0.05 + i * 0.14);
    bars += `<rect x="${n(sunX - sunR)}" y="${n(y)}" width="${n(sunR * 2)}" height="${n(sunR * (0.025 + i * 0.012))}" fill="#000"/>`;
  }

  const far = ridge(W, horizon, H * 0.2, 14, r, 0.35);
  const near = ridge(W, horizon, H * 0.11, 22, r, 0.45);

  let grid = '';
  const rows = 12;
  for (let i = 1; i <= rows; i += 1) {
    const y = horizon + (H - horizon) * (i / rows) ** 2.2;
    grid += `<line x1="0" y1="${n(y)}" x2="${W}" y2="${n(y)}"/>`;
  }
  const cols = 26;
  for (let i = 0; i <= cols; i += 1) {
    const xb = -W * 1.2 + (W * 3.4 * i) / cols;
    grid += `<line x1="${n(sunX + (xb - sunX) * 0.02)}" y1="${n(horizon)}" x2="${n(xb)}" y2="${H}"/>`;
  }

  const defs = `${sky.def}
<linearGradient id="${sunG}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.glow}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>
<radialGradient id="${glowG}"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="${floorG}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.deep, p.accent, 0.25)}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>
<mask id="${sunMask}"><rect width="${W}" height="${H}" fill="#fff"/>${bars}</mask>
<filter id="${gridGlow}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${n(W / 600)}" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;

  const body = `<rect width="${W}" height="${H}" fill="url(#${sky.gid})"/>
${stars(W, H, r, Math.round(W / 12), horizon * 0.7)}
<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 2.1)}" fill="url(#${glowG})"/>
<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="url(#${sunG})" mask="url(#${sunMask})"/>
<path d="${polygon(far, horizon + 1)}" fill="${mix(p.sky[1], p.deep, 0.35)}" opacity="0.9"/>
<path d="${polygon(near, horizon + 1)}" fill="${p.deep}" stroke="${p.accent}" stroke-width="${n(W / 700)}" stroke-opacity="0.7"/>
<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#${floorG})"/>
<g stroke="${p.accent2}" stroke-width="${n(W / 900)}" stroke-opacity="0.75" filter="url(#${gridGlow})">${grid}</g>
<rect y="${n(horizon - 2)}" width="${W}" height="${n(H / 140)}" fill="${p.glow}" opacity="0.8"/>`;
  return { defs, body };
}

/** @param {number} W @param {number} H @param {Palette} p @param {Random} r */
export function city(W, H, p, r) {
  const waterline = H * 0.78;
  const sky = skyGradient(p, 0, waterline);
  const [haze, moonG, water] = ['haze', 'moon', 'water'].map(id);
  const moonX = W * r.range(0.2, 0.8);
  const moonY = H * r.range(0.14, 0.26);
  const moonR = Math.min(W, H) * 0.1;

  /** @param {0 | 1 | 2} depth far to near */
  const layer = (depth) => {
    const tone = mix(p.deep, p.sky[1], /** @type {const} */ ([0.75, 0.4, 0.05])[depth]);
    let shapes = '';
    let windows = '';
    let x = -r.range(0, W * 0.05);
    while (x < W) {
      const w = W * r.range(0.05, 0.11) * (depth === 2 ? 1.2 : 1);
      const h =
        H *
        r.range(
          /** @type {const} */ ([0.35, 0.25, 0.18])[depth],
          /** @type {const} */ ([0.62, 0.5, 0.42])[depth],
        );
      const top = waterline - h;
      shapes += `<rect x="${n(x)}" y="${n(top)}" width="${n(w + 1)}" height="${n(h + 1)}" fill="${tone}"/>`;
      if (r.chance(0.35)) {
        shapes += `<rect x="${n(x + w * 0.45)}" y="${n(top - H * 0.05)}" width="${n(Math.max(2, w * 0.06))}" height="${n(H * 0.05)}" fill="${tone}"/>`;
      }
      if (depth > 0) {
        const cell = Math.max(6, W / (depth === 2 ? 95 : 130));
        for (let wy = top + cell; wy < waterline - cell; wy += cell * 1.6) {
          for (let wx = x + cell * 0.6; wx < x + w - cell; wx += cell * 1.4) {
            if (r.chance(depth === 2 ? 0.32 : 0.2)) {
              const c = r.pick([p.glow, p.glow, p.accent2, '#ffe9b0']);
              windows += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(cell * 0.7)}" height="${n(cell * 0.8)}" fill="${c}" opacity="${n(r.range(0.45, 0.95))}"/>`;
            }
          }
        }
      }
      if (depth === 2 && r.chance(0.4)) {
        const sx = x + w * r.range(0.15, 0.6);
        const sy = top + h * r.range(0.1, 0.35);
        shapes += `<rect x="${n(sx)}" y="${n(sy)}" width="${n(w * 0.22)}" height="${n(h * 0.28)}" rx="${n(w * 0.05)}" fill="none" stroke="${r.pick([p.accent, p.accent2])}" stroke-width="${n(W / 380)}"/>`;
      }
      x += w + W * r.range(0, 0.015);
    }
    return shapes + windows;
  };

  let streaks = '';
  for (let i = 0; i < 28; i += 1) {
    const y = waterline + r.range(4, H - waterline);
    const w = W * r.range(0.03, 0.16);
    streaks += `<rect x="${n(r.range(0, W - w))}" y="${n(y)}" width="${n(w)}" height="${n(H / 260)}" fill="${r.pick([p.accent, p.accent2, p.glow])}" opacity="${n(r.range(0.25, 0.7))}"/>`;
  }

  const defs = `${sky.def}
<radialGradient id="${moonG}"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="${haze}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[2]}" stop-opacity="0"/><stop offset="1" stop-color="${p.sky[2]}" stop-opacity="0.45"/></linearGradient>
<linearGradient id="${water}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.deep, p.accent, 0.3)}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>`;

  const body = `<rect width="${W}" height="${H}" fill="url(#${sky.gid})"/>
${stars(W, H, r, Math.round(W / 16), H * 0.4)}
<circle cx="${n(moonX)}" cy="${n(moonY)}" r="${n(moonR * 3)}" fill="url(#${moonG})"/>
<circle cx="${n(moonX)}" cy="${n(moonY)}" r="${n(moonR)}" fill="${p.glow}" opacity="0.9"/>
${layer(0)}
<rect y="${n(H * 0.3)}" width="${W}" height="${n(waterline - H * 0.3)}" fill="url(#${haze})"/>
${layer(1)}
${layer(2)}
<rect y="${n(waterline)}" width="${W}" height="${n(H - waterline)}" fill="url(#${water})"/>
${streaks}`;
  return { defs, body };
}

/** @param {number} W @param {number} H @param {Palette} p @param {Random} r */
export function space(W, H, p, r) {
  const [bg, planetG, shade, ringG, blur, front] = [
    'bg',
    'planet',
    'shade',
    'ring',
    'blur',
    'front',
  ].map(id);
  const planetR = Math.min(W, H) * r.range(0.22, 0.3);
  const px = W * r.range(0.3, 0.7);
  const py = H * r.range(0.35, 0.5);
  const tilt = r.range(-24, -8);

  let nebula = '';
  for (let i = 0; i < 5; i += 1) {
    const c = [p.accent, p.accent2, p.sky[2], p.accent][i % 4];
    nebula += `<ellipse cx="${n(r.range(0, W))}" cy="${n(r.range(0, H))}" rx="${n(W * r.range(0.2, 0.45))}" ry="${n(H * r.range(0.12, 0.3))}" fill="${c}" opacity="${n(r.range(0.18, 0.35))}" transform="rotate(${n(r.range(-30, 30))} ${n(W / 2)} ${n(H / 2)})"/>`;
  }

  let sparkles = '';
  for (let i = 0; i < 7; i += 1) {
    const x = r.range(0, W);
    const y = r.range(0, H);
    const s = (Math.min(W, H) / 90) * r.range(0.6, 1.4);
    sparkles += `<path d="M${n(x)} ${n(y - s)} L${n(x + s * 0.18)} ${n(y - s * 0.18)} L${n(x + s)} ${n(y)} L${n(x + s * 0.18)} ${n(y + s * 0.18)} L${n(x)} ${n(y + s)} L${n(x - s * 0.18)} ${n(y + s * 0.18)} L${n(x - s)} ${n(y)} L${n(x - s * 0.18)} ${n(y - s * 0.18)}Z" fill="#fff" opacity="0.85"/>`;
  }

  const moonR = planetR * 0.18;
  const mx = px + planetR * r.range(1.5, 2.1) * (r.chance(0.5) ? 1 : -1);
  const my = py - planetR * r.range(0.4, 0.9);

  const ring = (/** @type {boolean} */ half) =>
    `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(planetR * 1.85)}" ry="${n(planetR * 0.42)}" fill="none" stroke="url(#${ringG})" stroke-width="${n(planetR * 0.12)}" transform="rotate(${n(tilt)} ${n(px)} ${n(py)})"${half ? ` clip-path="url(#${front})"` : ''}/>`;

  const defs = `<radialGradient id="${bg}" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.deep}"/></radialGradient>
<radialGradient id="${planetG}" cx="0.35" cy="0.3" r="0.85"><stop offset="0" stop-color="${p.glow}"/><stop offset="0.45" stop-color="${p.accent}"/><stop offset="1" stop-color="${mix(p.accent, p.deep, 0.75)}"/></radialGradient>
<radialGradient id="${shade}" cx="0.2" cy="0.15" r="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></radialGradient>
<linearGradient id="${ringG}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.accent2}" stop-opacity="0.2"/><stop offset="0.5" stop-color="${p.glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.accent2}" stop-opacity="0.2"/></linearGradient>
<filter id="${blur}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(W / 30)}"/></filter>
<clipPath id="${front}"><rect x="0" y="${n(py)}" width="${W}" height="${n(H - py)}" transform="rotate(${n(tilt)} ${n(px)} ${n(py)})"/></clipPath>`;

  const body = `<rect width="${W}" height="${H}" fill="url(#${bg})"/>
<g filter="url(#${blur})">${nebula}</g>
${stars(W, H, r, Math.round((W * H) / 5000), H)}
${sparkles}
${ring(false)}
<circle cx="${n(px)}" cy="${n(py)}" r="${n(planetR)}" fill="url(#${planetG})"/>
<circle cx="${n(px)}" cy="${n(py)}" r="${n(planetR)}" fill="url(#${shade})"/>
${ring(true)}
<circle cx="${n(mx)}" cy="${n(my)}" r="${n(moonR)}" fill="${mix(p.accent2, '#ffffff', 0.35)}"/>
<circle cx="${n(mx + moonR * 0.3)}" cy="${n(my + moonR * 0.25)}" r="${n(moonR * 0.85)}" fill="#000" opacity="0.35"/>`;
  return { defs, body };
}

/** @param {number} W @param {number} H @param {Palette} p @param {Random} r */
export function lowpoly(W, H, p, r) {
  const sky = skyGradient(p, 0, H * 0.75);
  const [sunG, fog] = ['sun', 'fog'].map(id);
  const sunX = W * r.range(0.25, 0.75);
  const sunY = H * r.range(0.22, 0.34);
  const sunR = Math.min(W, H) * 0.12;

  const layers = 4;
  let terrain = '';
  for (let L = 0; L < layers; L += 1) {
    const depth = L / (layers - 1);
    const base = mix(mix(p.sky[1], p.sky[2], 0.35 * (1 - depth)), p.deep, 0.15 + depth * 0.7);
    const baseY = H * (0.5 + depth * 0.3);
    const amplitude = H * (0.28 - depth * 0.08);
    const steps = 7 + L * 3;
    /** @type {Points} */
    const top = ridge(W * 1.1, baseY, amplitude, steps, r, 0.55).map(([x, y]) => [x - W * 0.05, y]);
    /** @type {Points} */
    const low = top.map(([x], i) => [
      x + r.range(-W / steps / 3, W / steps / 3) * (i % steps ? 1 : 0),
      baseY + H * r.range(0.04, 0.1),
    ]);
    for (let i = 0; i < steps; i += 1) {
      const [a, b, c, d] = [at(top, i), at(top, i + 1), at(low, i + 1), at(low, i)];
      const lit = (/** @type {number} */ x) =>
        mix(base, x > sunX ? p.deep : p.glow, r.range(0.05, 0.22));
      terrain += `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}L${n(d[0])} ${n(d[1])}Z" fill="${lit(a[0])}"/>`;
      terrain += `<path d="M${n(b[0])} ${n(b[1])}L${n(c[0])} ${n(c[1])}L${n(d[0])} ${n(d[1])}Z" fill="${mix(base, p.deep, r.range(0.1, 0.3))}"/>`;
    }
    terrain += `<path d="M${n(at(low, 0)[0])} ${n(at(low, 0)[1])} ${low.map(([x, y]) => `L${n(x)} ${n(y)}`).join(' ')} L${W * 1.1} ${H} L${-W * 0.1} ${H}Z" fill="${mix(base, p.deep, 0.25)}"/>`;
    if (L === layers - 1) {
      for (let t = 0; t < 14; t += 1) {
        const tx = r.range(0, W);
        const ty = H * r.range(0.86, 0.98);
        const th = H * r.range(0.05, 0.1);
        terrain += `<path d="M${n(tx)} ${n(ty - th)} L${n(tx + th * 0.32)} ${n(ty)} L${n(tx - th * 0.32)} ${n(ty)}Z" fill="${mix(p.deep, p.accent2, 0.12)}"/>`;
      }
    }
    if (L < layers - 1) {
      terrain += `<rect y="${n(baseY - amplitude * 0.5)}" width="${W}" height="${n(H - baseY + amplitude * 0.5)}" fill="url(#${fog})" opacity="${n(0.55 - depth * 0.3)}"/>`;
    }
  }

  const defs = `${sky.def}
<radialGradient id="${sunG}"><stop offset="0" stop-color="${p.glow}"/><stop offset="0.35" stop-color="${p.glow}" stop-opacity="0.6"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="${fog}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[2]}" stop-opacity="0"/><stop offset="0.6" stop-color="${p.sky[2]}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.sky[2]}" stop-opacity="0"/></linearGradient>`;

  const body = `<rect width="${W}" height="${H}" fill="url(#${sky.gid})"/>
${stars(W, H, r, Math.round(W / 25), H * 0.35)}
<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 3.2)}" fill="url(#${sunG})"/>
<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${p.glow}"/>
${terrain}`;
  return { defs, body };
}

/** @param {number} W @param {number} H @param {Palette} p @param {Random} r @param {SceneOptions} [opts] */
export function arena(W, H, p, r, opts = {}) {
  const [bg, floor, beam, blur, core] = ['bg', 'floor', 'beam', 'blur', 'core'].map(id);
  const cx = W / 2;
  const cy = H * (opts.centreY ?? 0.52);
  const s = Math.min(W, H);

  let rings = '';
  for (let i = 1; i <= 6; i += 1) {
    rings += `<ellipse cx="${n(cx)}" cy="${n(H * 0.86)}" rx="${n(s * 0.14 * i)}" ry="${n(s * 0.035 * i)}" fill="none" stroke="${i % 2 ? p.accent : p.accent2}" stroke-opacity="${n(0.7 - i * 0.08)}" stroke-width="${n(s / 260)}"/>`;
  }

  let beams = '';
  for (let i = 0; i < 5; i += 1) {
    const x = W * (0.1 + 0.2 * i) + r.range(-W * 0.05, W * 0.05);
    const w = W * r.range(0.03, 0.07);
    beams += `<path d="M${n(x - w / 4)} 0 L${n(x + w / 4)} 0 L${n(cx + (x - cx) * 0.25 + w)} ${n(H * 0.86)} L${n(cx + (x - cx) * 0.25 - w)} ${n(H * 0.86)}Z" fill="url(#${beam})" opacity="${n(r.range(0.35, 0.7))}"/>`;
  }

  let hexes = '';
  const hs = s / 11;
  for (let row = 0; row < H / (hs * 0.86) + 1; row += 1) {
    for (let col = 0; col < W / (hs * 1.5) + 1; col += 1) {
      if (!r.chance(0.22)) continue;
      const hx = col * hs * 1.5;
      const hy = row * hs * 0.86 * 2 + (col % 2 ? hs * 0.86 : 0);
      const pts = Array.from({ length: 6 }, (_, k) => {
        const a = (Math.PI / 3) * k;
        return `${n(hx + hs * 0.5 * Math.cos(a))},${n(hy + hs * 0.5 * Math.sin(a))}`;
      }).join(' ');
      hexes += `<polygon points="${pts}" fill="${r.chance(0.2) ? p.accent : 'none'}" fill-opacity="0.12" stroke="${p.accent2}" stroke-opacity="${n(r.range(0.12, 0.35))}" stroke-width="${n(s / 500)}"/>`;
    }
  }

  let particles = '';
  for (let i = 0; i < 40; i += 1) {
    particles += `<rect x="${n(r.range(0, W))}" y="${n(r.range(0, H))}" width="${n(s / 160)}" height="${n(s / 160)}" fill="${r.pick([p.accent, p.accent2, p.glow])}" opacity="${n(r.range(0.4, 0.9))}" transform="rotate(45)"/>`;
  }

  const d = s * 0.2;
  const emblem =
    opts.emblem ??
    `<g filter="url(#${blur})" opacity="0.9"><path d="M${n(cx)} ${n(cy - d * 1.3)} L${n(cx + d)} ${n(cy)} L${n(cx)} ${n(cy + d * 1.3)} L${n(cx - d)} ${n(cy)}Z" fill="${p.accent}"/></g>
<path d="M${n(cx)} ${n(cy - d * 1.3)} L${n(cx + d)} ${n(cy)} L${n(cx)} ${n(cy + d * 1.3)} L${n(cx - d)} ${n(cy)}Z" fill="url(#${core})" stroke="${p.glow}" stroke-width="${n(s / 150)}"/>
<path d="M${n(cx)} ${n(cy - d * 0.7)} L${n(cx + d * 0.52)} ${n(cy)} L${n(cx)} ${n(cy + d * 0.7)} L${n(cx - d * 0.52)} ${n(cy)}Z" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="${n(s / 220)}"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(d * 1.75)}" fill="none" stroke="${p.accent2}" stroke-width="${n(s / 240)}" stroke-dasharray="${n(s / 40)} ${n(s / 70)}"/>`;

  const defs = `<radialGradient id="${bg}" cx="0.5" cy="0.55" r="0.75"><stop offset="0" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.deep}"/></radialGradient>
<radialGradient id="${floor}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.5"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="${beam}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent2}" stop-opacity="0"/><stop offset="1" stop-color="${p.accent2}" stop-opacity="0.45"/></linearGradient>
<linearGradient id="${core}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.glow}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>
<filter id="${blur}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(s / 30)}"/></filter>`;

  const body = `<rect width="${W}" height="${H}" fill="url(#${bg})"/>
${hexes}
${beams}
<ellipse cx="${n(cx)}" cy="${n(H * 0.86)}" rx="${n(s * 0.9)}" ry="${n(s * 0.22)}" fill="url(#${floor})"/>
${rings}
${particles}
${emblem}`;
  return { defs, body };
}

/** Illustrations for the three how-to-start tips, over an arena backdrop. */
/** @param {number} W @param {number} H @param {Palette} p @param {Random} r @param {SceneOptions} opts */
export function emblem(W, H, p, r, opts) {
  const cx = W / 2;
  const cy = H * 0.48;
  const s = Math.min(W, H);
  const white = '#ffffff';
  const glow = id('eglow');
  let art = '';
  if (opts.emblem === 'profile') {
    const w = s * 0.56;
    const h = s * 0.68;
    art = `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(s * 0.06)}" fill="${p.deep}" stroke="${p.accent}" stroke-width="${n(s / 90)}"/>
<circle cx="${n(cx)}" cy="${n(cy - h * 0.14)}" r="${n(s * 0.1)}" fill="${p.accent}"/>
<path d="M${n(cx - s * 0.17)} ${n(cy + h * 0.2)} q${n(s * 0.17)} ${n(-s * 0.2)} ${n(s * 0.34)} 0" fill="${p.accent}"/>
<rect x="${n(cx - w * 0.32)}" y="${n(cy + h * 0.28)}" width="${n(w * 0.64)}" height="${n(s * 0.03)}" rx="${n(s * 0.015)}" fill="${white}" opacity="0.8"/>`;
  } else if (opts.emblem === 'button') {
    const w = s * 0.8;
    const h = s * 0.22;
    art = `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${p.accent}"/>
<circle cx="${n(cx - w * 0.32)}" cy="${n(cy)}" r="${n(h * 0.22)}" fill="${white}"/>
<rect x="${n(cx - w * 0.2)}" y="${n(cy - h * 0.08)}" width="${n(w * 0.5)}" height="${n(h * 0.16)}" rx="${n(h * 0.08)}" fill="${white}" opacity="0.9"/>
<path d="M${n(cx + w * 0.2)} ${n(cy + h * 0.1)} l${n(s * 0.16)} ${n(s * 0.1)} l${n(-s * 0.065)} ${n(s * 0.02)} l${n(s * 0.045)} ${n(s * 0.09)} l${n(-s * 0.035)} ${n(s * 0.017)} l${n(-s * 0.045)} ${n(-s * 0.09)} l${n(-s * 0.05)} ${n(s * 0.045)}Z" fill="${white}" stroke="${p.deep}" stroke-width="${n(s / 200)}"/>`;
  } else {
    const arc = (/** @type {number} */ k) =>
      `<path d="M${n(cx - s * 0.12 * k)} ${n(cy - s * 0.1 * k)} a${n(s * 0.16 * k)} ${n(s * 0.16 * k)} 0 0 0 0 ${n(s * 0.2 * k)} M${n(cx + s * 0.12 * k)} ${n(cy - s * 0.1 * k)} a${n(s * 0.16 * k)} ${n(s * 0.16 * k)} 0 0 1 0 ${n(s * 0.2 * k)}" fill="none" stroke="${k === 1 ? p.accent : p.accent2}" stroke-width="${n(s / 45)}" stroke-linecap="round"/>`;
    art = `${arc(1)}${arc(1.75)}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.07)}" fill="${p.accent}"/>`;
  }
  const wrapped = `<defs><filter id="${glow}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(s / 40)}"/></filter></defs><g filter="url(#${glow})" opacity="0.65">${art}</g>${art}`;
  return arena(W, H, p, r, { ...opts, emblem: wrapped });
}

export const scenes = { synthwave, city, space, lowpoly, arena, emblem };
