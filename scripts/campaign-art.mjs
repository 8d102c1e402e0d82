// Draws the campaign artwork into public/images/campaign/ with the same figures as the product art (art/lib):
// banner scenes (wide for desktops, tall for tablets and phones), product portraits, offer panels, the lucky-draw prize.
// Run: node scripts/campaign-art.mjs. The files are checked in; this script is how they are made.
//
// Banner scenes have no text and a transparent, feathered edge: the page lays them out in a column of their own
// beside (or under) the banner text and paints the sky behind both in CSS (app/styles/campaign.css), so the art
// never sits under the heading, countdown or buttons at any width.
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { figure, paletteOf } from "../art/lib/characters.js";
import {
  PROP_DEFS,
  brandMark,
  burst,
  bottle,
  cap,
  glow,
  mug,
  neonGrid,
  neonSun,
  parcel,
  present,
  skyline,
  tree,
  tshirt,
} from "../art/lib/props.js";
import { frame, place, productDecor, rays, stars, svg } from "../art/lib/scene.js";

const OUT = fileURLToPath(new URL("../public/images/campaign", import.meta.url));
mkdirSync(OUT, { recursive: true });
const write = (name, content) => writeFileSync(`${OUT}/${name}`, content);

/** Feathers a scene's backdrop into transparency towards every edge. */
const fade = (w, h) =>
  `<radialGradient id="fadeR" cx="50%" cy="55%" r="50%"><stop offset="0.5" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient><mask id="fade" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="url(#fadeR)"/></mask>`;

/** The sizes of the two banner layouts (keep in step with app/components/campaign/banner-art.ts). */
const LAYOUTS = { wide: [960, 720], tall: [600, 800] };

const SCENES = {
  "bf-early": (w, h, tall) => {
    const x = w * 0.5;
    const floor = h * 0.95;
    const scale = tall ? 1.0 : 1.22;
    const backdrop = `<circle cx="${x}" cy="${h * 0.42}" r="${w * 0.6}" fill="url(#halo)"/>${rays(x, h * 0.5, "#ffd166", 11, w / 9, w * 2.2)}<circle cx="${x}" cy="${h * 0.4}" r="${Math.min(w, h) * 0.3}" fill="url(#sun)"/>${skyline(w, floor, "#1a1206")}${stars(w, h, 30, 0.5, "#ffd966")}`;
    const hero = place(figure("elite-optimus-prime", "hero", { pose: { armL: [150, 20], head: -4 } }), x, floor, scale);
    return {
      defs: `${glow("halo", "#f5b700", 0.55)}${glow("sun", "#ffe08a", 1)}`,
      backdrop,
      front: `<ellipse cx="${x}" cy="${floor}" rx="${200 * scale}" ry="18" fill="#000" opacity="0.5"/>${hero}`,
    };
  },
  "bf-main": (w, h, tall) => {
    const horizon = h * 0.66;
    const floor = h * 0.94;
    const backdrop = `<circle cx="${w / 2}" cy="${h * 0.45}" r="${w * 0.6}" fill="url(#halo)"/>${neonSun(w / 2, horizon - h * 0.12, Math.min(w, h) * 0.24)}${neonGrid(w, h, horizon)}${stars(w, h, 30, 0.5, "#ff9bf0")}`;
    const optimus = place(
      figure("flagship-optimus-prime", "op", { pose: { armR: [70, 30], armL: [10, -40], head: 6, legL: -4 } }),
      tall ? w * 0.28 : w * 0.29,
      floor,
      tall ? 0.72 : 1.08,
    );
    const grimlock = place(
      figure("grimlock-g1-flagship", "grim", { mode: "vehicle", pose: { jaw: 14, step: 6 } }),
      tall ? w * 0.68 : w * 0.71,
      tall ? floor - h * 0.02 : floor,
      tall ? 0.66 : 1.0,
      { flip: true },
    );
    return { defs: glow("halo", "#ff2bd6", 0.45), backdrop, front: `${grimlock}${optimus}` };
  },
  xmas: (w, h, tall) => {
    const floor = h * 0.95;
    const backdrop = `<circle cx="${w / 2}" cy="${h * 0.5}" r="${w * 0.6}" fill="url(#halo)"/>${stars(w, h, 50, 0.7)}`;
    const treeX = tall ? w * 0.3 : w * 0.3;
    const optimusX = tall ? w * 0.64 : w * 0.68;
    const scale = tall ? 0.82 : 1.12;
    const gifts = tall
      ? `${present(w * 0.14, floor, 70, 60, "blue")}${present(w * 0.4, floor + 4, 90, 70)}${present(w * 0.88, floor, 70, 56, "purple")}`
      : `${present(w * 0.12, floor, 80, 66, "blue")}${present(w * 0.42, floor + 4, 100, 80)}${present(w * 0.5, floor + 8, 60, 46, "purple")}${present(w * 0.9, floor, 80, 60, "purple")}`;
    const front = `${tree(treeX, floor, tall ? h * 0.62 : h * 0.82)}${place(figure("flagship-optimus-prime", "op", { pose: { armL: [14, -30], head: -6 } }), optimusX, floor, scale)}${gifts}`;
    return { defs: `${glow("halo", "#f5b700", 0.35)}${PROP_DEFS}`, backdrop, front };
  },
  newyear: (w, h, tall) => {
    const floor = h * 0.95;
    const bursts = tall
      ? `${burst(w * 0.25, h * 0.2, 80, "#f5b700")}${burst(w * 0.7, h * 0.17, 95, "#ff5c8a")}${burst(w * 0.5, h * 0.38, 60, "#7fd3ff")}`
      : `${burst(w * 0.2, h * 0.22, 85, "#f5b700")}${burst(w * 0.5, h * 0.18, 105, "#ff5c8a")}${burst(w * 0.8, h * 0.24, 85, "#7fd3ff")}${burst(w * 0.35, h * 0.42, 55, "#7ee081")}`;
    const backdrop = `<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.6}" fill="url(#halo)"/>${stars(w, h, 40, 0.6)}${skyline(w, floor, "#0d1330", 5)}`;
    const s = tall ? 0.5 : 0.68;
    const row = [
      ["grimlock-g1-flagship", 0.18, 1.0, { armL: [150, 20], head: -6 }],
      ["flagship-optimus-prime", 0.5, 1.12, { armR: [160, 10] }],
      ["flagship-bumblebee", 0.82, 0.95, { armR: [140, 30], head: 6 }],
    ]
      .map(([name, fx, k, pose], i) => place(figure(name, `ny${i}`, { pose }), w * fx, floor, s * k))
      .join("");
    const k1 = place(figure("interstellar-scout-k1", "nyk1", { pose: { wave: 120 } }), w * 0.33, floor, s * 0.55);
    return { defs: glow("halo", "#3a5bd6", 0.45), backdrop, front: `${bursts}${row}${k1}` };
  },
};

for (const [name, draw] of Object.entries(SCENES)) {
  for (const [layout, [w, h]] of Object.entries(LAYOUTS)) {
    const scene = draw(w, h, layout === "tall");
    write(
      `${name}-${layout}.svg`,
      svg(w, h, `<g mask="url(#fade)">${scene.backdrop}</g>${scene.front}`, `${fade(w, h)}${scene.defs}`),
    );
  }
}

/** Product portraits: the product art's figures in a campaign pose, 480 px. */
const PORTRAITS = {
  30: ["elite-optimus-prime", { pose: { armL: [15, -30], head: -4 } }],
  k1: ["interstellar-scout-k1", { pose: { wave: 120 } }],
  "30ai": ["elite-optimus-prime-ai-base", { pose: { armR: [20, -30] } }],
  bumblebee: ["bumblebee-g1-performance", { pose: { armL: [130, 30], head: -6 } }],
  grimlock: ["grimlock-g1-flagship", { mode: "vehicle", pose: { jaw: 12 } }],
  buzz: ["buzz-lightyear-space-ranger-alpha", { pose: { armR: [35, -70], head: 4 } }],
  buzz2: ["toy-story-buzz-lightyear", { pose: { armL: [155, 10], head: -6 } }],
  megatron: ["flagship-megatron", { pose: { armL: [40, -20], head: 4 } }],
};
for (const [key, [name, options]] of Object.entries(PORTRAITS)) {
  const p = paletteOf(name);
  const art = frame(`pp-${key}`, p, figure(name, `pp-${key}`, options), { decor: productDecor(p) });
  write(`product-${key}.svg`, art.replace('width="640" height="640"', 'width="480" height="480"'));
}

/** Offer panels, one per device size (pc 1200×500, tablet 900×500, mobile 600×600). */
const OFFERS = {
  gift: { colour: "#f5b700", draw: cap, dx: -20 },
  express: { colour: "#5fd8ff", draw: parcel, dx: 60 },
  bottle: { colour: "#7fd3ff", draw: bottle, dx: 0 },
  tshirt: { colour: "#f5b700", draw: tshirt, dx: 0 },
  mug: { colour: "#ff9f6b", draw: mug, dx: 0 },
};
const SIZES = { pc: [1200, 500], tablet: [900, 500], mobile: [600, 600] };
for (const [offer, { colour, draw, dx }] of Object.entries(OFFERS)) {
  for (const [size, [w, h]] of Object.entries(SIZES)) {
    const s = Math.min(h, w) / 450;
    const decor = `<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.4}" fill="${colour}" opacity="0.12"/><circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.46}" fill="none" stroke="${colour}" stroke-opacity="0.3" stroke-width="2"/>${stars(w, h, 24, 1, colour)}`;
    const bg = `<radialGradient id="bg" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="#2b3140"/><stop offset="1" stop-color="#0b0d12"/></radialGradient>`;
    write(`offer-${offer}-${size}.svg`, svg(w, h, `${decor}${draw(w / 2 + dx * s, h / 2, s)}`, `${bg}${PROP_DEFS}`));
  }
}

// The lucky-draw prize: a limited-edition art book with Elite Optimus Prime on its cover.
{
  const cover = `<g transform="translate(280 215) rotate(-8)"><rect x="-150" y="-178" width="300" height="356" rx="10" fill="#0b0d12"/><rect x="-140" y="-170" width="282" height="340" rx="8" fill="url(#coverbg)" stroke="url(#gold)" stroke-width="6"/><rect x="-150" y="-178" width="24" height="356" rx="6" fill="url(#gold)"/>
<g clip-path="url(#coverclip)">${place(figure("elite-optimus-prime", "book", { pose: { armL: [150, 20] } }), 10, 166, 0.4)}</g>${brandMark(10, -130, 50)}<rect x="-50" y="-96" width="120" height="6" rx="3" fill="url(#gold)"/></g>`;
  const sparkles = Array.from(
    { length: 16 },
    (_, i) => `<circle cx="${(i * 131) % 560}" cy="${(i * 71) % 420}" r="${2 + (i % 3)}" fill="#f5b700" opacity=".6"/>`,
  ).join("");
  const extraDefs = `<radialGradient id="bg" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="#3a2a05"/><stop offset="1" stop-color="#0b0d12"/></radialGradient><radialGradient id="coverbg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#10224d"/><stop offset="1" stop-color="#07090f"/></radialGradient><clipPath id="coverclip"><rect x="-140" y="-170" width="282" height="340" rx="8"/></clipPath>${PROP_DEFS}`;
  write(
    "lucky-draw.svg",
    svg(
      560,
      420,
      `<rect width="560" height="420" fill="url(#bg)"/>${sparkles}<ellipse cx="290" cy="396" rx="200" ry="16" fill="#000" opacity="0.45"/>${cover}`,
      extraDefs,
    ),
  );
}

console.log("campaign artwork written to", OUT);
