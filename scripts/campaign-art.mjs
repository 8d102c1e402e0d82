// Draws the campaign artwork (banners, product portraits, offer panels) as SVG into public/images/campaign/.
// Run: node scripts/campaign-art.mjs. The files are checked in; this script documents how they were made.
import { mkdirSync, writeFileSync } from "node:fs";

const OUT = "public/images/campaign";
mkdirSync(OUT, { recursive: true });

const svg = (w, h, body, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs}</defs>${body}</svg>\n`;

/** A stylised robot standing on (x, y) = its feet, `s` = scale (1 ≈ 400 px tall). */
function robot(x, y, s, p) {
  const g = (inner) => `<g transform="translate(${x} ${y}) scale(${s})">${inner}</g>`;
  const wings = p.wings
    ? `<path d="M-60 -300 L-190 -250 L-170 -215 L-60 -250Z" fill="${p.accent}"/><path d="M60 -300 L190 -250 L170 -215 L60 -250Z" fill="${p.accent}"/>`
    : "";
  const crest = p.crest ? `<path d="M-30 -380 L0 -430 L30 -380Z" fill="${p.trim}"/>` : "";
  const ears = p.ears
    ? `<rect x="-52" y="-395" width="12" height="40" rx="4" fill="${p.trim}"/><rect x="40" y="-395" width="12" height="40" rx="4" fill="${p.trim}"/>`
    : "";
  return g(`
    <ellipse cx="0" cy="0" rx="150" ry="18" fill="#000" opacity=".35"/>
    ${wings}
    <rect x="-70" y="-150" width="55" height="150" rx="10" fill="${p.legs}"/>
    <rect x="15" y="-150" width="55" height="150" rx="10" fill="${p.legs}"/>
    <rect x="-78" y="-22" width="70" height="22" rx="6" fill="${p.trim}"/>
    <rect x="8" y="-22" width="70" height="22" rx="6" fill="${p.trim}"/>
    <rect x="-80" y="-175" width="160" height="40" rx="8" fill="${p.trim}"/>
    <path d="M-95 -330 H95 L80 -170 H-80Z" fill="${p.body}"/>
    <rect x="-70" y="-315" width="60" height="50" rx="6" fill="${p.glass}" opacity=".9"/>
    <rect x="10" y="-315" width="60" height="50" rx="6" fill="${p.glass}" opacity=".9"/>
    <rect x="-25" y="-250" width="50" height="60" rx="6" fill="${p.trim}"/>
    <rect x="-140" y="-325" width="42" height="150" rx="14" fill="${p.arms}"/>
    <rect x="98" y="-325" width="42" height="150" rx="14" fill="${p.arms}"/>
    <circle cx="-119" cy="-165" r="20" fill="${p.trim}"/>
    <circle cx="119" cy="-165" r="20" fill="${p.trim}"/>
    <rect x="-15" y="-350" width="30" height="25" fill="${p.trim}"/>
    ${ears}${crest}
    <rect x="-42" y="-405" width="84" height="62" rx="14" fill="${p.head}"/>
    <rect x="-30" y="-385" width="60" height="16" rx="6" fill="${p.eyes}"/>
    <rect x="-20" y="-362" width="40" height="10" rx="3" fill="${p.trim}"/>`);
}

const PALETTES = {
  30: {
    body: "#c8102e",
    arms: "#c8102e",
    legs: "#1f4fa8",
    head: "#1f4fa8",
    trim: "#aeb6c2",
    glass: "#7fd3ff",
    eyes: "#7fd3ff",
    ears: true,
  },
  k1: {
    body: "#eef1f5",
    arms: "#d4dae2",
    legs: "#2a6fdb",
    head: "#eef1f5",
    trim: "#2a6fdb",
    glass: "#9fd8ff",
    eyes: "#1fd1ff",
  },
  "30ai": {
    body: "#c8102e",
    arms: "#c8102e",
    legs: "#1f4fa8",
    head: "#1f4fa8",
    trim: "#aeb6c2",
    glass: "#7fd3ff",
    eyes: "#7fd3ff",
    ears: true,
    base: true,
  },
  bumblebee: {
    body: "#f5b700",
    arms: "#f5b700",
    legs: "#2b2f38",
    head: "#2b2f38",
    trim: "#555c69",
    glass: "#8fe1ff",
    eyes: "#43c6ff",
    ears: true,
  },
  grimlock: {
    body: "#8d949f",
    arms: "#8d949f",
    legs: "#6b717b",
    head: "#8d949f",
    trim: "#d4a017",
    glass: "#d13b3b",
    eyes: "#ff4b4b",
    crest: true,
  },
  buzz: {
    body: "#f2f4f7",
    arms: "#f2f4f7",
    legs: "#7a4fb5",
    head: "#7a4fb5",
    trim: "#3fb54a",
    glass: "#3fb54a",
    eyes: "#e9d8ff",
    accent: "#c9ced6",
    wings: true,
  },
  buzz2: {
    body: "#f2f4f7",
    arms: "#f2f4f7",
    legs: "#6c4aa6",
    head: "#6c4aa6",
    trim: "#48c15a",
    glass: "#d32f2f",
    eyes: "#e9d8ff",
    accent: "#e4e8ee",
    wings: true,
  },
  megatron: {
    body: "#b8bec8",
    arms: "#9aa1ac",
    legs: "#5b3a8a",
    head: "#9aa1ac",
    trim: "#5b3a8a",
    glass: "#c32f4b",
    eyes: "#ff3b5c",
    crest: true,
  },
};

const glow = (id, inner, outer) =>
  `<radialGradient id="${id}" cx="50%" cy="45%" r="65%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

for (const [key, p] of Object.entries(PALETTES)) {
  const base = p.base
    ? `<ellipse cx="240" cy="430" rx="120" ry="26" fill="#1fd1ff" opacity=".5"/><rect x="140" y="420" width="200" height="34" rx="12" fill="#232834"/>`
    : "";
  const body = `<rect width="480" height="480" fill="url(#g)"/>${base}${robot(240, p.base ? 425 : 445, 0.95, p)}`;
  writeFileSync(`${OUT}/product-${key}.svg`, svg(480, 480, body, glow("g", "#3a4152", "#0b0d12")));
}

/** Banner backdrop with a skyline of light beams and a hero robot on the right (wide) or bottom (tall). */
function banner(name, w, h, theme) {
  const tall = h > w;
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.top}"/><stop offset="1" stop-color="${theme.bottom}"/></linearGradient>${glow("halo", theme.halo, "transparent")}`;
  const beams = Array.from({ length: 9 }, (_, i) => {
    const x = (w / 9) * i + w / 18;
    return `<path d="M${x} ${h} L${x - 40 + i * 6} 0 L${x + 40 - i * 6} 0Z" fill="${theme.beam}" opacity="${0.05 + (i % 3) * 0.03}"/>`;
  }).join("");
  const sparkles = Array.from({ length: 40 }, (_, i) => {
    const cx = (i * 97) % w;
    const cy = (i * 53) % (h * 0.7);
    return `<circle cx="${cx}" cy="${cy}" r="${1 + (i % 3)}" fill="${theme.spark}" opacity="${0.3 + (i % 5) * 0.12}"/>`;
  }).join("");
  const heroX = tall ? w * 0.55 : w * 0.78;
  const heroY = tall ? h * 0.97 : h * 0.95;
  const heroScale = tall ? 1.0 : 1.3;
  const extra = theme.extra ? theme.extra(w, h, tall) : "";
  const shade = tall
    ? `<rect width="${w}" height="${h}" fill="url(#fadeT)"/>`
    : `<rect width="${w}" height="${h}" fill="url(#fadeL)"/>`;
  const fades = `<linearGradient id="fadeL" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".75"/><stop offset=".6" stop-color="#000" stop-opacity="0"/></linearGradient><linearGradient id="fadeT" x1="0" y1="0" x2="0" y2="1"><stop offset=".2" stop-color="#000" stop-opacity=".1"/><stop offset=".85" stop-color="#000" stop-opacity=".8"/></linearGradient>`;
  const body = `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${heroX}" cy="${h * 0.45}" r="${Math.min(w, h) * 0.55}" fill="url(#halo)"/>${beams}${sparkles}${extra}${robot(heroX, heroY, heroScale, theme.robot)}${shade}`;
  writeFileSync(`${OUT}/${name}-${tall ? "tall" : "wide"}.svg`, svg(w, h, body, defs + fades));
}

const tree = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -300 L110 -120 H60 L150 0 H-150 L-60 -120 H-110Z" fill="#1b6b45"/><rect x="-18" y="0" width="36" height="40" fill="#6b3e1f"/><path d="M0 -330 l10 22 24 2-18 16 6 24-22-13-22 13 6-24-18-16 24-2z" fill="#f5b700"/><circle cx="-40" cy="-60" r="9" fill="#e4002b"/><circle cx="50" cy="-100" r="9" fill="#f5b700"/><circle cx="10" cy="-190" r="8" fill="#e4002b"/></g>`;
const fireworks = (w, h) =>
  [0.2, 0.45, 0.7]
    .map((fx, i) => {
      const cx = w * fx;
      const cy = h * (0.2 + i * 0.07);
      const rays = Array.from({ length: 16 }, (_, k) => {
        const a = (k / 16) * Math.PI * 2;
        const r = 60 + (k % 2) * 30;
        return `<line x1="${cx}" y1="${cy}" x2="${cx + Math.cos(a) * r}" y2="${cy + Math.sin(a) * r}" stroke="${["#f5b700", "#ff5c8a", "#7fd3ff"][i]}" stroke-width="4" stroke-linecap="round"/>`;
      }).join("");
      return rays;
    })
    .join("");
const grid = (w, h) =>
  Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="0" y1="${h * 0.6 + i * i * 3}" x2="${w}" y2="${h * 0.6 + i * i * 3}" stroke="#ff2bd6" stroke-opacity=".35"/>`,
  ).join("");

const THEMES = {
  "bf-early": {
    top: "#1a1206",
    bottom: "#0b0d12",
    halo: "#f5b70088",
    beam: "#f5b700",
    spark: "#ffd966",
    robot: PALETTES["30"],
  },
  "bf-main": {
    top: "#12061f",
    bottom: "#0b0d12",
    halo: "#ff2bd666",
    beam: "#7fd3ff",
    spark: "#ff9bf0",
    robot: PALETTES.grimlock,
    extra: grid,
  },
  xmas: {
    top: "#0d2a1f",
    bottom: "#06140e",
    halo: "#f5b70055",
    beam: "#ffffff",
    spark: "#ffffff",
    robot: PALETTES["30"],
    extra: (w, h, tall) => tree(tall ? w * 0.2 : w * 0.6, h * 0.95, tall ? 0.9 : 1.1),
  },
  newyear: {
    top: "#0a0f2e",
    bottom: "#05060f",
    halo: "#7fd3ff44",
    beam: "#f5b700",
    spark: "#f5b700",
    robot: PALETTES.grimlock,
    extra: fireworks,
  },
};
for (const [name, theme] of Object.entries(THEMES)) {
  banner(name, 1600, 640, theme);
  banner(name, 750, 1000, theme);
}

/** Offer panels, one per device size. */
function cap(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-120 0 C-120 -110 120 -110 120 0Z" fill="#c8102e"/><path d="M-120 0 H190 C190 25 150 30 100 30 H-120Z" fill="#8a0b20"/><text x="0" y="-40" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#f5b700" text-anchor="middle">MF</text></g>`;
}
function parcel(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-110" y="-90" width="220" height="160" rx="10" fill="#c58b4e"/><rect x="-20" y="-90" width="40" height="160" fill="#f5b700"/><line x1="-260" y1="-50" x2="-140" y2="-50" stroke="#7fd3ff" stroke-width="12" stroke-linecap="round"/><line x1="-230" y1="0" x2="-140" y2="0" stroke="#7fd3ff" stroke-width="12" stroke-linecap="round"/><line x1="-250" y1="50" x2="-140" y2="50" stroke="#7fd3ff" stroke-width="12" stroke-linecap="round"/></g>`;
}
const SIZES = { pc: [1200, 500], tablet: [900, 500], mobile: [600, 600] };
for (const [size, [w, h]] of Object.entries(SIZES)) {
  const defs = glow("bg", "#2b3140", "#0b0d12");
  writeFileSync(
    `${OUT}/offer-gift-${size}.svg`,
    svg(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.38}" fill="#f5b700" opacity=".15"/>${cap(w / 2 - 30, h * 0.62, h / 450)}`,
      defs,
    ),
  );
  writeFileSync(
    `${OUT}/offer-express-${size}.svg`,
    svg(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.38}" fill="#7fd3ff" opacity=".12"/>${parcel(w / 2 + 60, h / 2, h / 450)}`,
      defs,
    ),
  );
}

// The lucky-draw prize: a limited-edition art book.
writeFileSync(
  `${OUT}/lucky-draw.svg`,
  svg(
    560,
    420,
    `<rect width="560" height="420" fill="url(#bg)"/><g transform="translate(280 215) rotate(-8)"><rect x="-140" y="-170" width="280" height="340" rx="8" fill="#0b0d12" stroke="#f5b700" stroke-width="6"/><rect x="-150" y="-170" width="22" height="340" fill="#f5b700"/><text x="10" y="-90" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#f5b700" text-anchor="middle">ART OF</text><text x="10" y="-50" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">MECHAFORGE</text>${robot(10, 150, 0.42, PALETTES["30"])}</g>${Array.from({ length: 14 }, (_, i) => `<circle cx="${(i * 131) % 560}" cy="${(i * 71) % 420}" r="${2 + (i % 3)}" fill="#f5b700" opacity=".6"/>`).join("")}`,
    glow("bg", "#3a2a05", "#0b0d12"),
  ),
);

console.log("campaign artwork written to", OUT);
