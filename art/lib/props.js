// Scenery and merchandise in the same glossy geometric style: trees, presents, fireworks, neon grids, and the
// free gifts of the campaign offers (cap, insulated bottle, T-shirt, mug, express parcel, art book).

const n = (value) => Number(value.toFixed(2));

/** Linear gradient helper: id, top colour, bottom colour, direction (vertical by default). */
export const gradient = (id, from, to, { x2 = 0, y2 = 1 } = {}) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
/** A radial glow from `colour` to transparent. */
export const glow = (id, colour, opacity = 0.9) =>
  `<radialGradient id="${id}" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** The Mechaforge robot-head mark, `size` px wide, centred on (x, y). */
export function brandMark(x, y, size, colour = "#f5b700", ink = "#0b0d12") {
  const s = size / 32;
  return `<g transform="translate(${n(x - size / 2)} ${n(y - size / 2)}) scale(${n(s)})"><rect x="3" y="6" width="26" height="22" rx="6" fill="${colour}"/><rect x="8" y="12" width="6" height="5" rx="1.5" fill="${ink}"/><rect x="18" y="12" width="6" height="5" rx="1.5" fill="${ink}"/><rect x="11" y="21" width="10" height="2.5" rx="1.25" fill="${ink}"/><rect x="14.5" y="1" width="3" height="6" rx="1.5" fill="${colour}"/></g>`;
}

export const PROP_DEFS = [
  gradient("pine", "#2fa866", "#0f4d2e", { x2: 1 }),
  gradient("gold", "#ffe08a", "#c98a00", { x2: 1 }),
  gradient("steel", "#eef1f6", "#7d8594", { x2: 1, y2: 0 }),
  gradient("steelDark", "#4a5160", "#171a21", { x2: 1, y2: 0 }),
  gradient("cloth", "#4a5160", "#15171c", { x2: 1 }),
  gradient("kraft", "#e0a86a", "#a8692f", { x2: 1 }),
  gradient("red", "#ff5a5f", "#b0001e", { x2: 1 }),
  gradient("blue", "#5fa8ff", "#1d45b8", { x2: 1 }),
  gradient("purple", "#b07cff", "#5b2aa6", { x2: 1 }),
  gradient("ceramic", "#ffffff", "#c9ced8", { x2: 1, y2: 0 }),
  glow("warm", "#ffd166"),
  glow("white", "#ffffff", 0.8),
].join("");

/** A decorated Christmas tree standing on (x, y), `h` tall. */
export function tree(x, y, h) {
  const s = h / 420;
  const tiers = [
    [0, -420, 80, -300],
    [0, -330, 120, -190],
    [0, -230, 160, -60],
  ]
    .map(
      ([tx, top, half, bottom]) =>
        `<polygon points="${tx},${top} ${half},${bottom} ${-half},${bottom}" fill="url(#pine)"/><polygon points="${tx},${top} ${-half},${bottom} ${-half * 0.4},${bottom}" fill="#ffffff" opacity="0.12"/>`,
    )
    .join("");
  const baubles = [
    [-40, -110, "#e4002b"],
    [60, -90, "#f5b700"],
    [10, -160, "#5fd8ff"],
    [-70, -240, "#f5b700"],
    [40, -260, "#e4002b"],
    [-10, -330, "#5fd8ff"],
    [100, -75, "#5fd8ff"],
    [-110, -70, "#f5b700"],
  ]
    .map(
      ([bx, by, c]) =>
        `<circle cx="${bx}" cy="${by}" r="13" fill="${c}"/><circle cx="${bx - 4}" cy="${by - 4}" r="4" fill="#fff" opacity="0.7"/>`,
    )
    .join("");
  const lights = Array.from({ length: 18 }, (_, i) => {
    const t = i / 17;
    const ly = -380 + t * 300;
    const lx = Math.sin(t * Math.PI * 5) * (40 + t * 100);
    return `<circle cx="${n(lx)}" cy="${n(ly)}" r="5" fill="#fff6cc"/><circle cx="${n(lx)}" cy="${n(ly)}" r="14" fill="url(#warm)" opacity="0.7"/>`;
  }).join("");
  const star = `<circle cx="0" cy="-428" r="60" fill="url(#warm)"/><polygon points="0,-470 11,-440 44,-440 18,-421 28,-390 0,-408 -28,-390 -18,-421 -44,-440 -11,-440" fill="url(#gold)"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="190" ry="22" fill="#000" opacity="0.35"/><rect x="-22" y="-62" width="44" height="62" rx="6" fill="#6b3e1f"/>${tiers}${lights}${baubles}${star}</g>`;
}

/** A wrapped present, its bottom centre on (x, y). */
export function present(x, y, w, h, paper = "red", ribbon = "gold") {
  return `<g transform="translate(${n(x - w / 2)} ${n(y - h)})"><rect width="${w}" height="${h}" rx="6" fill="url(#${paper})"/><rect x="-6" width="${w + 12}" height="${n(h * 0.22)}" rx="5" fill="url(#${paper})"/><rect x="-6" width="${w + 12}" height="6" rx="3" fill="#fff" opacity="0.25"/><rect x="${n(w / 2 - 8)}" y="0" width="16" height="${h}" fill="url(#${ribbon})"/><path d="M${n(w / 2)} 0 C${n(w / 2 - 40)} -40 ${n(w / 2 - 50)} 4 ${n(w / 2)} 0 C${n(w / 2 + 50)} 4 ${n(w / 2 + 40)} -40 ${n(w / 2)} 0Z" fill="url(#${ribbon})"/></g>`;
}

/** A firework burst of `rays` sparks. */
export function burst(cx, cy, r, colour, rays = 18) {
  const sparks = Array.from({ length: rays }, (_, k) => {
    const a = (k / rays) * Math.PI * 2;
    const inner = r * 0.35;
    const outer = r * (0.85 + (k % 2) * 0.15);
    return `<line x1="${n(cx + Math.cos(a) * inner)}" y1="${n(cy + Math.sin(a) * inner)}" x2="${n(cx + Math.cos(a) * outer)}" y2="${n(cy + Math.sin(a) * outer)}" stroke="${colour}" stroke-width="4" stroke-linecap="round"/><circle cx="${n(cx + Math.cos(a) * outer)}" cy="${n(cy + Math.sin(a) * outer)}" r="4" fill="#fff"/>`;
  }).join("");
  return `<circle cx="${cx}" cy="${cy}" r="${n(r * 1.2)}" fill="${colour}" opacity="0.12"/>${sparks}`;
}

/** A synthwave floor: horizon line at `horizon`, perspective lines to the bottom of a w×h box. */
export function neonGrid(w, h, horizon, colour = "#ff2bd6") {
  const rows = Array.from({ length: 9 }, (_, i) => {
    const y = n(horizon + (h - horizon) * ((i + 1) / 9) ** 1.8);
    return `M0 ${y}H${w}`;
  }).join("");
  const cols = Array.from({ length: 15 }, (_, i) => {
    const x = (w / 14) * i;
    return `M${n(w / 2 + (x - w / 2) * 0.15)} ${horizon}L${n(w / 2 + (x - w / 2) * 2.2)} ${h}`;
  }).join("");
  return `<path d="${rows}${cols}" stroke="${colour}" stroke-opacity="0.5" stroke-width="2" fill="none"/><rect y="${horizon - 2}" width="${w}" height="4" fill="${colour}" opacity="0.8"/>`;
}

/** A striped synthwave sun centred on (cx, cy). */
export function neonSun(cx, cy, r) {
  const bands = Array.from({ length: 5 }, (_, i) => {
    const y = n(cy + r * (0.15 + i * 0.17));
    return `<rect x="${cx - r}" y="${y}" width="${2 * r}" height="${n(4 + i * 3)}" fill="#12061f"/>`;
  }).join("");
  return `<defs>${gradient("sunband", "#ffd166", "#ff2bd6")}<clipPath id="sunclip"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath></defs><circle cx="${cx}" cy="${cy}" r="${n(r * 1.5)}" fill="#ff2bd6" opacity="0.12"/><g clip-path="url(#sunclip)"><rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" fill="url(#sunband)"/>${bands}</g>`;
}

/** A city skyline silhouette along the bottom of a w-wide box, its base on y. */
export function skyline(w, y, colour, seed = 3) {
  const blocks = [];
  let x = 0;
  let i = seed;
  while (x < w) {
    const bw = 40 + ((i * 37) % 50);
    const bh = 60 + ((i * 53) % 140);
    blocks.push(`<rect x="${x}" y="${y - bh}" width="${bw}" height="${bh}" fill="${colour}"/>`);
    x += bw + 4;
    i += 1;
  }
  return blocks.join("");
}

/** Black Mechaforge cap with a gold logo on a gift box (the gift it comes as), centred on (x, y). */
export function cap(x, y, s = 1) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="150" rx="190" ry="16" fill="#000" opacity="0.4"/>
<rect x="-150" y="40" width="300" height="110" rx="8" fill="url(#red)"/><rect x="-160" y="28" width="320" height="30" rx="6" fill="url(#red)"/><rect x="-160" y="28" width="320" height="8" rx="4" fill="#fff" opacity="0.25"/><rect x="-14" y="28" width="28" height="122" fill="url(#gold)"/>
<path d="M-126 36 C-130 -60 -70 -112 0 -112 C70 -112 122 -60 118 30 Z" fill="url(#cloth)"/>
<path d="M-40 -110 C-60 -70 -66 -20 -64 32 M40 -110 C56 -70 62 -20 60 32" stroke="#000" stroke-opacity="0.35" stroke-width="3" fill="none"/>
<path d="M-100 -40 C-90 -80 -50 -104 -10 -106" stroke="#fff" stroke-opacity="0.25" stroke-width="8" fill="none" stroke-linecap="round"/>
<ellipse cx="0" cy="-112" rx="12" ry="6" fill="#3a3f4b"/><rect x="-128" y="22" width="248" height="16" rx="6" fill="#14161b"/>
<path d="M60 24 C130 14 214 26 236 52 C200 66 110 60 48 40 Z" fill="#1f232b"/><path d="M70 28 C130 20 200 30 222 48" stroke="#fff" stroke-opacity="0.18" stroke-width="4" fill="none"/>
${brandMark(-6, -46, 70)}</g>`;
}

/** A parcel with speed lines (express shipping), centred on (x, y). */
export function parcel(x, y, s = 1) {
  const lines = [-60, -10, 40]
    .map(
      (ly, i) =>
        `<rect x="${-300 + i * 24}" y="${ly}" width="${150 - i * 30}" height="12" rx="6" fill="#5fd8ff" opacity="${0.9 - i * 0.2}"/>`,
    )
    .join("");
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="20" cy="112" rx="170" ry="16" fill="#000" opacity="0.4"/>${lines}
<polygon points="-120,-60 60,-60 60,100 -120,100" fill="url(#kraft)"/><polygon points="60,-60 140,-100 140,60 60,100" fill="#a8692f"/><polygon points="-120,-60 -40,-100 140,-100 60,-60" fill="#f0c08a"/>
<polygon points="-40,-60 -10,-60 -10,100 -40,100" fill="#f5b700"/><polygon points="-40,-60 -10,-60 70,-100 40,-100" fill="#ffd166"/>
<rect x="0" y="20" width="48" height="34" rx="4" fill="#fff" opacity="0.85"/><path d="M8 30h32M8 40h22" stroke="#2b303b" stroke-width="4"/>
${brandMark(-75, 40, 40)}</g>`;
}

/** A stainless insulated bottle with a gold logo, centred on (x, y), about 300 px tall at s=1. */
export function bottle(x, y, s = 1) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="150" rx="110" ry="14" fill="#000" opacity="0.4"/>
<rect x="-34" y="-160" width="68" height="44" rx="10" fill="url(#steelDark)"/><rect x="-44" y="-124" width="88" height="20" rx="6" fill="#2b303b"/><path d="M-26 -150 h20" stroke="#fff" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>
<path d="M-44 -106 Q-70 -90 -70 -60 V126 Q-70 148 -48 148 H48 Q70 148 70 126 V-60 Q70 -90 44 -106 Z" fill="url(#steel)"/>
<rect x="-52" y="-60" width="16" height="180" rx="8" fill="#fff" opacity="0.55"/><rect x="40" y="-60" width="10" height="180" rx="5" fill="#000" opacity="0.15"/>
<rect x="-70" y="20" width="140" height="64" fill="url(#cloth)"/>${brandMark(0, 52, 44)}
<path d="M-70 126 Q-70 148 -48 148 H48 Q70 148 70 126 V116 H-70 Z" fill="#2b303b"/></g>`;
}

/** A black Mechaforge T-shirt with a gold robot print, centred on (x, y). */
export function tshirt(x, y, s = 1) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="150" rx="170" ry="14" fill="#000" opacity="0.4"/>
<path d="M-60 -130 Q0 -100 60 -130 L150 -90 L190 -10 L120 20 L110 0 V140 H-110 V0 L-120 20 L-190 -10 L-150 -90 Z" fill="url(#cloth)"/>
<path d="M-60 -130 Q0 -90 60 -130 Q0 -112 -60 -130 Z" fill="#3a3f4b"/><path d="M-150 -90 L-120 -40 M150 -90 L120 -40" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>
<path d="M-140 -86 L-176 -14" stroke="#fff" stroke-opacity="0.18" stroke-width="8" stroke-linecap="round"/>
${brandMark(0, 10, 110)}<rect x="-70" y="84" width="140" height="10" rx="5" fill="#f5b700"/></g>`;
}

/** A white ceramic mug with the gold mark, centred on (x, y). */
export function mug(x, y, s = 1) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="10" cy="110" rx="150" ry="14" fill="#000" opacity="0.4"/>
<path d="M90 -40 C170 -40 170 70 90 70" stroke="url(#ceramic)" stroke-width="26" fill="none"/>
<path d="M-100 -90 H100 V90 Q100 110 80 110 H-80 Q-100 110 -100 90 Z" fill="url(#ceramic)"/><ellipse cx="0" cy="-90" rx="100" ry="18" fill="#2b1a10"/><ellipse cx="0" cy="-90" rx="100" ry="18" fill="none" stroke="#e4e8ee" stroke-width="6"/>
<rect x="-80" y="-60" width="16" height="150" rx="8" fill="#fff" opacity="0.7"/>${brandMark(10, 10, 80)}
<path d="M-30 -130 q-14 -20 0 -40 M10 -130 q-14 -20 0 -40" stroke="#fff" stroke-opacity="0.5" stroke-width="6" fill="none" stroke-linecap="round"/></g>`;
}
