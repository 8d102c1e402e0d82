// Draws the product and banner artwork as SVG into art/products, art/gallery and art/banners.
// The SVG files are the committed sources; `npm run images` rasterises them. Run `node art/draw.js` after editing.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = dirname(fileURLToPath(import.meta.url));

const PALETTES = {
  bumblebee: { a: "#ffd23f", b: "#e0a100", c: "#1d1f24", d: "#3a3f4b", eye: "#5fd8ff", bg1: "#3b2f05", bg2: "#0d0f14" },
  optimus: { a: "#e8343c", b: "#a3161d", c: "#2457c5", d: "#15326f", eye: "#7fe3ff", bg1: "#3a0d12", bg2: "#0b0d12" },
  elite: { a: "#f0463f", b: "#b01e24", c: "#2f6be0", d: "#173a85", eye: "#8ff0ff", bg1: "#10224d", bg2: "#07090f" },
  megatron: { a: "#c9ced8", b: "#7d8594", c: "#5b3a8c", d: "#2f1d4d", eye: "#ff4d5a", bg1: "#2a1740", bg2: "#08080d" },
  rotb: {
    a: "#e23a3a",
    b: "#8f1616",
    c: "#2a4fa8",
    d: "#132a60",
    eye: "#8ff0ff",
    gold: "#f2c14e",
    bg1: "#3a2a05",
    bg2: "#0b0b0e",
  },
  g1: { a: "#ffcc1a", b: "#d18f00", c: "#c9ced8", d: "#5d6470", eye: "#5fd8ff", bg1: "#402d00", bg2: "#101216" },
  buzz: { a: "#f4f6fa", b: "#c3c9d6", c: "#3fae49", d: "#6a3fa0", eye: "#8fd3ff", bg1: "#1d1446", bg2: "#06081a" },
  alpha: {
    a: "#eef1f6",
    b: "#aab3c4",
    c: "#2e9a5a",
    d: "#4b2c86",
    eye: "#ffd166",
    gold: "#f2c14e",
    bg1: "#0f2a3d",
    bg2: "#05080f",
  },
  grimlock: { a: "#9aa3b2", b: "#5b6372", c: "#e0b22c", d: "#8a6510", eye: "#ff4d4d", bg1: "#2d2406", bg2: "#0b0b0d" },
  k1: { a: "#5fa8ff", b: "#2d6fd1", c: "#f2f4f8", d: "#9aa6ba", eye: "#aaffea", bg1: "#0f2a4d", bg2: "#060a14" },
  k1pro: { a: "#3f7bff", b: "#1d45b8", c: "#ffd23f", d: "#c99700", eye: "#aaffea", bg1: "#0e1f52", bg2: "#050814" },
  t9: { a: "#ff7a1a", b: "#c24b00", c: "#23262e", d: "#0f1115", eye: "#ffe08a", bg1: "#3d1a05", bg2: "#0b0b0e" },
  base: { a: "#2b2f3a", b: "#12151b", c: "#5fd8ff", d: "#1a6f8c", eye: "#5fd8ff", bg1: "#0b2a36", bg2: "#06080c" },
};

function defs(p, id) {
  return `<defs>
  <radialGradient id="${id}-bg" cx="55%" cy="35%" r="80%"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></radialGradient>
  <linearGradient id="${id}-a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>
  <linearGradient id="${id}-c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.c}"/><stop offset="1" stop-color="${p.d}"/></linearGradient>
  <linearGradient id="${id}-metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b7280"/><stop offset="1" stop-color="#2a2f3a"/></linearGradient>
  <radialGradient id="${id}-glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${p.eye}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.eye}" stop-opacity="0"/></radialGradient>
  <linearGradient id="${id}-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.gold ?? p.c}"/><stop offset="1" stop-color="#8a6510"/></linearGradient>
</defs>`;
}

/** The left half of a humanoid robot on a 640×640 canvas; mirrored for the right half. */
function humanoidHalf(id, o) {
  const A = `url(#${id}-a)`,
    C = `url(#${id}-c)`,
    M = `url(#${id}-metal)`,
    G = `url(#${id}-gold)`;
  const parts = [];
  if (o.wings)
    parts.push(
      `<polygon points="230,215 120,120 105,170 205,265" fill="${o.wings === "c" ? C : A}" opacity="0.95"/><polygon points="222,228 140,160 132,185 210,258" fill="#ffffff" opacity="0.18"/>`,
    );
  if (o.doors)
    parts.push(
      `<polygon points="215,210 170,120 205,110 245,205" fill="${A}"/><polygon points="205,200 180,140 198,134 228,198" fill="#9fd6ff" opacity="0.55"/>`,
    );
  if (o.stacks)
    parts.push(
      `<rect x="196" y="120" width="16" height="85" rx="4" fill="${M}"/><rect x="193" y="112" width="22" height="12" rx="3" fill="#c0c6d0"/>`,
    );
  // legs
  parts.push(`<polygon points="252,385 312,385 306,472 258,472" fill="${o.legs === "a" ? A : C}"/>`);
  parts.push(`<polygon points="248,470 306,470 312,556 238,556" fill="${o.legs === "a" ? C : A}"/>`);
  parts.push(`<rect x="262" y="488" width="30" height="40" rx="6" fill="#000" opacity="0.18"/>`);
  parts.push(`<rect x="224" y="552" width="96" height="26" rx="8" fill="${M}"/>`);
  // arms
  parts.push(`<polygon points="188,252 236,252 232,334 192,334" fill="${M}"/>`);
  parts.push(`<rect x="178" y="330" width="58" height="92" rx="12" fill="${o.arms === "c" ? C : A}"/>`);
  parts.push(`<rect x="186" y="418" width="42" height="30" rx="10" fill="${M}"/>`);
  // shoulder
  parts.push(
    `<rect x="172" y="192" width="78" height="66" rx="16" fill="${o.shoulder === "c" ? C : A}"/><rect x="180" y="198" width="60" height="10" rx="5" fill="#fff" opacity="0.25"/>`,
  );
  if (o.trim) parts.push(`<rect x="172" y="246" width="78" height="8" rx="4" fill="${G}"/>`);
  // torso
  parts.push(`<polygon points="222,200 320,200 320,332 242,332" fill="${o.chest === "c" ? C : A}"/>`);
  parts.push(`<polygon points="256,330 320,330 320,388 266,388" fill="${M}"/>`);
  if (o.windows)
    parts.push(
      `<rect x="242" y="214" width="66" height="62" rx="6" fill="#9fe3ff" opacity="0.85"/><rect x="248" y="220" width="24" height="50" fill="#ffffff" opacity="0.35"/>`,
    );
  if (o.stripes) parts.push(`<rect x="292" y="200" width="12" height="130" fill="${o.stripes}"/>`);
  if (o.core) parts.push(`<circle cx="320" cy="262" r="26" fill="url(#${id}-glow)"/>`);
  if (o.grill)
    parts.push(
      `<rect x="262" y="292" width="58" height="30" rx="4" fill="${M}"/><path d="M266 300h54M266 308h54M266 316h54" stroke="#c0c6d0" stroke-width="2"/>`,
    );
  if (o.trim) parts.push(`<polygon points="222,200 320,200 320,210 224,210" fill="${G}"/>`);
  // neck and head
  parts.push(`<rect x="300" y="176" width="20" height="30" fill="${M}"/>`);
  if (o.dome)
    parts.push(
      `<circle cx="320" cy="140" r="78" fill="#bfe6ff" opacity="0.16"/><path d="M242 140a78 78 0 0 1 78 -78" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.55"/>`,
    );
  if (o.hood) parts.push(`<path d="M262 150 Q262 82 320 78 L320 196 L270 196 Z" fill="${C}"/>`);
  parts.push(
    `<path d="M282 108 Q282 92 300 90 L320 90 L320 190 L294 190 Q282 188 282 172 Z" fill="${o.head === "c" ? C : A}"/>`,
  );
  if (o.ears) parts.push(`<rect x="270" y="118" width="14" height="40" rx="5" fill="${o.head === "c" ? A : C}"/>`);
  if (o.horns) parts.push(`<polygon points="286,104 262,58 278,56 298,100" fill="${o.horns === "c" ? C : A}"/>`);
  if (o.antenna) parts.push(`<rect x="276" y="70" width="8" height="46" rx="4" fill="${A}"/>`);
  parts.push(`<path d="M290 122 L320 122 L320 180 L300 180 Q290 178 290 168 Z" fill="${o.face ?? "#d9dee7"}"/>`);
  parts.push(
    `<rect x="292" y="130" width="28" height="12" rx="4" fill="${o.eyeColor ?? "#5fd8ff"}"/><rect x="290" y="126" width="30" height="20" rx="8" fill="url(#${id}-glow)" opacity="0.7"/>`,
  );
  if (o.mask)
    parts.push(
      `<rect x="296" y="152" width="24" height="24" rx="3" fill="${M}"/><path d="M300 158h20M300 164h20M300 170h20" stroke="#c0c6d0" stroke-width="2"/>`,
    );
  return parts.join("\n  ");
}

function humanoid(id, p, o) {
  const half = humanoidHalf(id, { ...o, eyeColor: p.eye });
  return `<g id="${id}-half">\n  ${half}\n</g>\n<use href="#${id}-half" transform="translate(640 0) scale(-1 1)"/>`;
}

function dino(id) {
  const A = `url(#${id}-a)`,
    C = `url(#${id}-c)`,
    M = `url(#${id}-metal)`;
  return `<polygon points="90,420 250,330 300,380 140,445" fill="${A}"/>
<polygon points="230,250 420,230 470,330 400,420 250,410 200,330" fill="${A}"/>
<polygon points="260,270 400,255 430,320 290,330" fill="${C}" opacity="0.9"/>
<polygon points="400,170 540,150 580,200 560,240 470,250 430,290 390,250" fill="${A}"/>
<polygon points="470,250 560,240 556,262 480,272" fill="${M}"/>
<path d="M486 252l8 12 8-12 8 12 8-12 8 12 8-12" stroke="#f4f6fa" stroke-width="4" fill="none"/>
<polygon points="410,165 470,150 480,170 420,182" fill="${C}"/>
<rect x="495" y="178" width="30" height="12" rx="5" fill="#ff4d4d"/><circle cx="510" cy="184" r="22" fill="url(#${id}-glow)" opacity="0.6"/>
<polygon points="420,320 470,340 462,372 430,370" fill="${M}"/><polygon points="455,360 490,372 478,392 450,384" fill="${C}"/>
<polygon points="270,400 340,400 350,500 300,540 250,520" fill="${A}"/><rect x="236" y="530" width="110" height="28" rx="9" fill="${M}"/>
<polygon points="350,400 420,400 430,500 390,540 340,520" fill="${C}"/><rect x="330" y="530" width="110" height="28" rx="9" fill="${M}"/>
<path d="M250 262 L300 240 L350 236 L400 236" stroke="#ffffff" stroke-opacity="0.25" stroke-width="6" fill="none"/>`;
}

function chibi(id, p, o) {
  const A = `url(#${id}-a)`,
    C = `url(#${id}-c)`,
    M = `url(#${id}-metal)`;
  return `<rect x="238" y="430" width="60" height="110" rx="18" fill="${C}"/><rect x="342" y="430" width="60" height="110" rx="18" fill="${C}"/>
<rect x="226" y="530" width="84" height="30" rx="12" fill="${M}"/><rect x="330" y="530" width="84" height="30" rx="12" fill="${M}"/>
<rect x="162" y="330" width="56" height="120" rx="26" fill="${A}"/><rect x="422" y="330" width="56" height="120" rx="26" fill="${A}"/>
<rect x="214" y="310" width="212" height="150" rx="40" fill="${A}"/><rect x="256" y="340" width="128" height="70" rx="18" fill="${C}"/>
<circle cx="320" cy="375" r="20" fill="url(#${id}-glow)"/>
${o.antenna ? `<rect x="314" y="70" width="12" height="60" rx="6" fill="${M}"/><circle cx="320" cy="66" r="14" fill="${p.c}"/>` : ""}
<rect x="186" y="110" width="268" height="210" rx="70" fill="${A}"/><rect x="214" y="150" width="212" height="120" rx="50" fill="#0e1420"/>
<rect x="248" y="190" width="48" height="26" rx="13" fill="${p.eye}"/><rect x="344" y="190" width="48" height="26" rx="13" fill="${p.eye}"/>
<ellipse cx="320" cy="205" rx="120" ry="60" fill="url(#${id}-glow)" opacity="0.35"/>
<rect x="200" y="122" width="120" height="16" rx="8" fill="#ffffff" opacity="0.3"/>
${o.pro ? `<rect x="170" y="170" width="24" height="80" rx="10" fill="${C}"/><rect x="446" y="170" width="24" height="80" rx="10" fill="${C}"/>` : ""}`;
}

function rover(id, p) {
  const A = `url(#${id}-a)`,
    C = `url(#${id}-c)`,
    M = `url(#${id}-metal)`;
  return `<polygon points="100,430 170,340 300,310 440,310 540,370 560,440 100,450" fill="${A}"/>
<polygon points="200,345 300,320 420,320 480,360 200,365" fill="#1b2230"/><polygon points="215,350 300,328 330,328 330,360 215,360" fill="#9fe3ff" opacity="0.6"/>
<rect x="110" y="420" width="450" height="40" rx="14" fill="${C}"/>
<circle cx="190" cy="465" r="52" fill="${M}"/><circle cx="190" cy="465" r="24" fill="#c0c6d0"/>
<circle cx="460" cy="465" r="52" fill="${M}"/><circle cx="460" cy="465" r="24" fill="#c0c6d0"/>
<rect x="520" y="395" width="36" height="14" rx="6" fill="${p.eye}"/><ellipse cx="540" cy="402" rx="40" ry="22" fill="url(#${id}-glow)" opacity="0.6"/>`;
}

function base(id, p, cy = 470) {
  const A = `url(#${id}-a)`;
  return `<ellipse cx="320" cy="${cy + 40}" rx="190" ry="46" fill="${A}"/><rect x="130" y="${cy - 10}" width="380" height="50" fill="${A}"/>
<ellipse cx="320" cy="${cy - 10}" rx="190" ry="46" fill="#3a4050"/><ellipse cx="320" cy="${cy - 10}" rx="150" ry="34" fill="none" stroke="${p.c}" stroke-width="8"/>
<ellipse cx="320" cy="${cy - 10}" rx="170" ry="42" fill="url(#${id}-glow)" opacity="0.5"/>
<circle cx="250" cy="${cy + 22}" r="5" fill="${p.c}"/><circle cx="270" cy="${cy + 26}" r="5" fill="${p.c}"/><circle cx="290" cy="${cy + 28}" r="5" fill="${p.c}"/>`;
}

const H = (palette, options) => ({ palette, draw: (id, p) => humanoid(id, p, options) });

/** One drawing per product identifier (file name = kebab-case identifier). */
const PRODUCTS = {
  "flagship-bumblebee": H("bumblebee", {
    doors: true,
    stripes: "#1d1f24",
    head: "c",
    ears: true,
    face: "#e6e9ef",
    legs: "c",
    arms: "a",
    core: true,
  }),
  "bumblebee-g1-performance": H("g1", { doors: true, head: "a", ears: true, legs: "a", arms: "a", face: "#dfe3ea" }),
  "flagship-optimus-prime": H("optimus", {
    stacks: true,
    windows: true,
    grill: true,
    head: "c",
    antenna: true,
    mask: true,
    legs: "c",
    shoulder: "a",
  }),
  "elite-optimus-prime": H("elite", {
    stacks: true,
    windows: true,
    head: "c",
    antenna: true,
    mask: true,
    legs: "c",
    core: true,
  }),
  "optimus-prime-rise-of-the-beasts-signature-limited-edition": H("rotb", {
    stacks: true,
    windows: true,
    grill: true,
    head: "c",
    antenna: true,
    mask: true,
    legs: "c",
    trim: true,
  }),
  "flagship-megatron": H("megatron", {
    horns: "c",
    head: "a",
    chest: "a",
    legs: "a",
    arms: "a",
    core: true,
    mask: true,
    face: "#aab1be",
  }),
  "toy-story-buzz-lightyear": H("buzz", {
    dome: true,
    hood: true,
    wings: "a",
    chest: "a",
    legs: "a",
    arms: "a",
    shoulder: "a",
    core: true,
    face: "#f3d3b5",
  }),
  "buzz-lightyear-space-ranger-alpha": H("alpha", {
    dome: true,
    hood: true,
    wings: "c",
    chest: "a",
    legs: "c",
    arms: "a",
    trim: true,
    face: "#f3d3b5",
  }),
  "grimlock-g1-flagship": { palette: "grimlock", draw: (id) => dino(id) },
  "interstellar-scout-k1": { palette: "k1", draw: (id, p) => chibi(id, p, { antenna: true }) },
  "interstellar-scout-k1pro": { palette: "k1pro", draw: (id, p) => chibi(id, p, { antenna: true, pro: true }) },
  "k1-pro-interstellar-scout": { palette: "k1pro", draw: (id, p) => chibi(id, p, { antenna: true, pro: true }) },
  "interstellar-agent-t9": { palette: "t9", draw: (id, p) => rover(id, p) },
  t9: { palette: "t9", draw: (id, p) => rover(id, p) },
  "ai-base": { palette: "base", draw: (id, p) => base(id, p) },
  "elite-optimus-prime-ai-base": {
    palette: "elite",
    draw: (id, p) =>
      `${base(id, PALETTES.base, 520)}<g transform="translate(80 20) scale(0.75)">${humanoid(id, p, { stacks: true, windows: true, head: "c", antenna: true, mask: true, legs: "c", core: true })}</g>`,
  },
};

function frame(id, p, body, { width = 640, height = 640, decor = "" } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${defs(p, id)}
<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>
${decor}
${body}
</svg>
`;
}

function productDecor(p) {
  return `<circle cx="320" cy="300" r="230" fill="${p.a}" opacity="0.08"/><circle cx="320" cy="300" r="170" fill="none" stroke="${p.a}" stroke-opacity="0.2" stroke-width="2"/>
<ellipse cx="320" cy="586" rx="200" ry="18" fill="#000" opacity="0.45"/>`;
}

function write(relative, svg) {
  const file = join(ROOT, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}

for (const [name, spec] of Object.entries(PRODUCTS)) {
  const p = PALETTES[spec.palette];
  write(`products/${name}.svg`, frame(name, p, spec.draw(name, p), { decor: productDecor(p) }));
}

// Gallery: a blueprint and a night-scene rendering of the three products with full pages.
for (const name of ["flagship-bumblebee", "toy-story-buzz-lightyear", "elite-optimus-prime"]) {
  const spec = PRODUCTS[name];
  const p = PALETTES[spec.palette];
  const blueprint = { ...p, a: "#cfe8ff", b: "#7fb4e6", c: "#9fd0ff", d: "#4d86c2", bg1: "#123a6b", bg2: "#0a1f3d" };
  const grid = Array.from(
    { length: 16 },
    (_, i) => `<path d="M${i * 40} 0v640M0 ${i * 40}h640" stroke="#ffffff" stroke-opacity="0.08"/>`,
  ).join("");
  write(
    `gallery/${name}-blueprint.svg`,
    frame(`${name}-bp`, blueprint, spec.draw(`${name}-bp`, blueprint), { decor: grid }),
  );
  const night = { ...p, bg1: "#1a1f3a", bg2: "#020308" };
  const stars = Array.from(
    { length: 40 },
    (_, i) =>
      `<circle cx="${(i * 137) % 640}" cy="${(i * 89) % 380}" r="${1 + (i % 3)}" fill="#fff" opacity="${0.3 + (i % 5) / 10}"/>`,
  ).join("");
  write(
    `gallery/${name}-night.svg`,
    frame(`${name}-nt`, night, spec.draw(`${name}-nt`, night), { decor: stars + productDecor(p) }),
  );
}

// Banners: 1600×800, the robot on the right, light rays behind it; page text is HTML, never baked in.
const BANNERS = {
  home: "flagship-bumblebee",
  "flagship-bumblebee": "flagship-bumblebee",
  "toy-story-buzz-lightyear": "toy-story-buzz-lightyear",
  "elite-optimus-prime": "elite-optimus-prime",
};
for (const [banner, product] of Object.entries(BANNERS)) {
  const spec = PRODUCTS[product];
  const p = PALETTES[spec.palette];
  const id = `banner-${banner}`;
  const rays = Array.from(
    { length: 9 },
    (_, i) =>
      `<polygon points="1120,420 ${600 + i * 130},0 ${660 + i * 130},0" fill="${p.a}" opacity="${0.05 + (i % 3) * 0.02}"/>`,
  ).join("");
  const companion =
    banner === "home"
      ? `<g transform="translate(520 120) scale(0.9)" opacity="0.55">${PRODUCTS["flagship-optimus-prime"].draw(`${id}-op`, PALETTES.optimus)}</g>`
      : "";
  const decor = `${rays}<circle cx="1120" cy="380" r="330" fill="${p.a}" opacity="0.1"/><circle cx="1120" cy="380" r="250" fill="none" stroke="${p.a}" stroke-opacity="0.25" stroke-width="3"/>
<ellipse cx="1120" cy="760" rx="330" ry="26" fill="#000" opacity="0.5"/>${companion}`;
  const extra = banner === "home" ? defs(PALETTES.optimus, `${id}-op`) : "";
  write(
    `banners/${banner}.svg`,
    frame(id, p, `${extra}<g transform="translate(770 90) scale(1.1)">${spec.draw(id, p)}</g>`, {
      width: 1600,
      height: 800,
      decor,
    }),
  );
}
console.log("artwork written");
