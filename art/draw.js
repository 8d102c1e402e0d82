// Draws the product, gallery and banner artwork as SVG into art/products, art/gallery and art/banners.
// The SVG files are the committed sources; `npm run images` rasterises them. Run `node art/draw.js` after editing.
// The figures come from art/lib/characters.js, which the campaign art and the videos draw from too.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHARACTERS, figure, paletteOf } from "./lib/characters.js";
import { BLUEPRINT, PALETTES } from "./lib/palettes.js";
import { BLUEPRINT_STYLE, dimension, frame, grid, place, productDecor, rays, stars } from "./lib/scene.js";

const ROOT = dirname(fileURLToPath(import.meta.url));

function write(relative, svg) {
  const file = join(ROOT, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}

// Products: every figure standing in robot mode; Grimlock with his T-rex mode drawn as a hologram behind him.
for (const name of Object.keys(CHARACTERS)) {
  const p = paletteOf(name);
  const hologram =
    name === "grimlock-g1-flagship"
      ? `<g class="bp" opacity="0.8">${place(figure(name, `${name}-rex`, { mode: "vehicle" }), 430, 410, 0.7)}</g>`
      : "";
  write(
    `products/${name}.svg`,
    frame(name, p, `${hologram}${figure(name, name)}`, {
      decor: productDecor(p),
      style: hologram ? BLUEPRINT_STYLE : "",
    }),
  );
}

/** A head-and-shoulders close-up of a humanoid (the head sits near y=140 on the figure canvas). */
const closeUp = (name, id, pose) =>
  `<g transform="translate(320 300) scale(2.5) translate(-320 -150)">${figure(name, id, { pose })}</g>`;

const nightSky = (p) =>
  `${stars(640, 640, 60, 0.75)}<circle cx="520" cy="110" r="46" fill="#f4f1e0" opacity="0.9"/><circle cx="536" cy="100" r="46" fill="${p.bg2}" opacity="0.85"/>${productDecor(p)}`;

const road = `<rect y="560" width="640" height="80" fill="#0b0d12"/><path d="M0 600h640" stroke="#f5b700" stroke-width="4" stroke-dasharray="40 30" opacity="0.6"/>`;
const speedLines = (colour) =>
  [150, 260, 380, 470]
    .map(
      (y, i) =>
        `<rect x="${10 + i * 14}" y="${y}" width="${120 - i * 18}" height="5" rx="2.5" fill="${colour}" opacity="0.35"/>`,
    )
    .join("");

/** Blueprint of a vehicle mode with its length and height marked. */
function vehicleBlueprint(name, id) {
  const body = `<g class="bp">${place(figure(name, id, { mode: "vehicle" }), 320, 560, 0.92)}</g>${dimension(74, 600, 566, 600)}${dimension(600, 240, 600, 560)}`;
  return frame(id, BLUEPRINT, body, { decor: grid(640, 640), style: BLUEPRINT_STYLE });
}

/** Blueprint of the robot in a pose, with its height marked. */
function robotBlueprint(name, id, pose, extra = "") {
  const body = `<g class="bp">${place(figure(name, id, { pose }), 300, 590, 0.92)}</g>${dimension(590, 60, 590, 590)}${extra}`;
  return frame(id, BLUEPRINT, body, { decor: grid(640, 640), style: BLUEPRINT_STYLE });
}

const GALLERY = {
  "flagship-bumblebee-blueprint": () => vehicleBlueprint("flagship-bumblebee", "bb-bp"),
  "flagship-bumblebee-night": () => {
    const p = { ...PALETTES.bumblebee, bg1: "#1a1f3a", bg2: "#020308" };
    const pose = { armL: [135, 35], armR: [12, -20], head: -8, legL: -5, legR: 4 };
    return frame("bb-nt", p, figure("flagship-bumblebee", "bb-nt", { pose, palette: p }), { decor: nightSky(p) });
  },
  "flagship-bumblebee-closeup": () => {
    const p = paletteOf("flagship-bumblebee");
    return frame("bb-cu", p, closeUp("flagship-bumblebee", "bb-cu", { head: -6 }), {
      decor: rays(320, 260, p.a, 7, 140, 640),
    });
  },
  "flagship-bumblebee-vehicle": () => {
    const p = paletteOf("flagship-bumblebee");
    return frame("bb-car", p, place(figure("flagship-bumblebee", "bb-car", { mode: "vehicle" }), 300, 560, 0.95), {
      decor: `${road}${speedLines(p.a)}`,
    });
  },
  "toy-story-buzz-lightyear-blueprint": () =>
    robotBlueprint(
      "toy-story-buzz-lightyear",
      "buzz-bp",
      { armL: [150, 10], armR: [30, 0], head: -6 },
      dimension(80, 40, 500, 40),
    ),
  "toy-story-buzz-lightyear-night": () => {
    const p = { ...PALETTES.buzz, bg1: "#2a1a5e", bg2: "#04040f" };
    const pose = { armL: [168, 0], armR: [18, -30], lean: -8, legL: -10, legR: 14, dy: -30, head: -10 };
    const planet = `<circle cx="110" cy="130" r="60" fill="#6a3fa0" opacity="0.8"/><ellipse cx="110" cy="130" rx="96" ry="18" fill="none" stroke="#49b84f" stroke-width="5" opacity="0.7" transform="rotate(-18 110 130)"/>`;
    return frame("buzz-nt", p, figure("toy-story-buzz-lightyear", "buzz-nt", { pose, palette: p }), {
      decor: `${stars(640, 640, 70, 0.85)}${planet}`,
    });
  },
  "toy-story-buzz-lightyear-closeup": () => {
    const p = paletteOf("toy-story-buzz-lightyear");
    return frame("buzz-cu", p, closeUp("toy-story-buzz-lightyear", "buzz-cu", { head: 5 }), {
      decor: stars(640, 640, 40, 0.5),
    });
  },
  "toy-story-buzz-lightyear-laser": () => {
    const p = paletteOf("toy-story-buzz-lightyear");
    const beam = `<polygon points="110,330 0,300 0,336" fill="#ff3b3b" opacity="0.85"/><circle cx="112" cy="324" r="26" fill="#ff6b6b" opacity="0.5"/>`;
    const pose = { armL: [92, 0], armR: [10, -60], head: -12, legL: -8, legR: 6 };
    return frame(
      "buzz-lz",
      p,
      `${place(figure("toy-story-buzz-lightyear", "buzz-lz", { pose }), 360, 600, 0.95)}${beam}`,
      {
        decor: productDecor(p),
      },
    );
  },
  "elite-optimus-prime-blueprint": () => vehicleBlueprint("elite-optimus-prime", "elite-bp"),
  "elite-optimus-prime-night": () => {
    const p = { ...PALETTES.elite, bg1: "#14204a", bg2: "#020308" };
    const skyline = [40, 120, 200, 420, 500, 580]
      .map(
        (x, i) =>
          `<rect x="${x - 30}" y="${420 - (i % 3) * 60}" width="${60 + (i % 2) * 20}" height="${220 + (i % 3) * 60}" fill="#0d1430" opacity="0.9"/>`,
      )
      .join("");
    const pose = { armL: [155, 25], armR: [8, -10], head: -6 };
    return frame("elite-nt", p, figure("elite-optimus-prime", "elite-nt", { pose, palette: p }), {
      decor: `${stars(640, 640, 50, 0.6)}${skyline}${productDecor(p)}`,
    });
  },
  "elite-optimus-prime-closeup": () => {
    const p = paletteOf("elite-optimus-prime");
    return frame("elite-cu", p, closeUp("elite-optimus-prime", "elite-cu", { head: -4 }), {
      decor: rays(320, 260, p.c, 7, 140, 640),
    });
  },
  "elite-optimus-prime-vehicle": () => {
    const p = paletteOf("elite-optimus-prime");
    return frame(
      "elite-truck",
      p,
      place(figure("elite-optimus-prime", "elite-truck", { mode: "vehicle" }), 300, 560, 0.95),
      {
        decor: `${road}${speedLines(p.c)}`,
      },
    );
  },
};

// The learn-more products' views: a close-up or a pose at night, and the vehicle mode where there is one.
const closeUpView =
  (name, id, colour, pose = { head: -5 }) =>
  () => {
    const p = paletteOf(name);
    return frame(id, p, closeUp(name, id, pose), { decor: rays(320, 260, p[colour], 7, 140, 640) });
  };
const vehicleView = (name, id, colour) => () => {
  const p = paletteOf(name);
  return frame(id, p, place(figure(name, id, { mode: "vehicle" }), 300, 560, 0.95), {
    decor: `${road}${speedLines(p[colour])}`,
  });
};
const nightView = (name, id, pose) => () => {
  const p = { ...paletteOf(name), bg1: "#1a1f3a", bg2: "#020308" };
  return frame(id, p, figure(name, id, { pose, palette: p }), { decor: nightSky(p) });
};
Object.assign(GALLERY, {
  "flagship-optimus-prime-closeup": closeUpView("flagship-optimus-prime", "fop-cu", "c"),
  "flagship-optimus-prime-vehicle": vehicleView("flagship-optimus-prime", "fop-truck", "c"),
  "flagship-megatron-closeup": closeUpView("flagship-megatron", "meg-cu", "a", { head: 4 }),
  "flagship-megatron-night": nightView("flagship-megatron", "meg-nt", { armL: [40, -20], armR: [160, 20], head: 4 }),
  "grimlock-g1-flagship-closeup": closeUpView("grimlock-g1-flagship", "grim-cu", "a"),
  "grimlock-g1-flagship-vehicle": vehicleView("grimlock-g1-flagship", "grim-rex", "a"),
  "buzz-lightyear-space-ranger-alpha-closeup": closeUpView("buzz-lightyear-space-ranger-alpha", "alpha-cu", "a", {
    head: 4,
  }),
  "buzz-lightyear-space-ranger-alpha-night": nightView("buzz-lightyear-space-ranger-alpha", "alpha-nt", {
    armL: [168, 0],
    armR: [18, -30],
    head: -8,
  }),
  "k1-pro-interstellar-scout-night": nightView("k1-pro-interstellar-scout", "k1p-nt", { wave: 120 }),
  "optimus-prime-rise-of-the-beasts-signature-limited-edition-closeup": closeUpView(
    "optimus-prime-rise-of-the-beasts-signature-limited-edition",
    "rotb-cu",
    "c",
  ),
  "optimus-prime-rise-of-the-beasts-signature-limited-edition-vehicle": vehicleView(
    "optimus-prime-rise-of-the-beasts-signature-limited-edition",
    "rotb-truck",
    "c",
  ),
  "bumblebee-g1-performance-closeup": closeUpView("bumblebee-g1-performance", "g1-cu", "a"),
  "bumblebee-g1-performance-vehicle": vehicleView("bumblebee-g1-performance", "g1-car", "a"),
  "ai-base-night": nightView("ai-base", "base-nt"),
  "ai-base-with-elite": () => {
    const p = paletteOf("elite-optimus-prime-ai-base");
    return frame("base-elite", p, figure("elite-optimus-prime-ai-base", "base-elite"), { decor: productDecor(p) });
  },
});
for (const [name, draw] of Object.entries(GALLERY)) write(`gallery/${name}.svg`, draw());

// Banners: 1600×800, the robot on the right, light rays behind it; page text is HTML, never baked in.
const BANNERS = {
  home: { product: "flagship-bumblebee", pose: { armL: [20, -15], head: -4 } },
  "flagship-bumblebee": { product: "flagship-bumblebee", pose: { armR: [18, -25], head: -5 } },
  "toy-story-buzz-lightyear": { product: "toy-story-buzz-lightyear", pose: { armR: [150, 10], head: 6 } },
  "elite-optimus-prime": { product: "elite-optimus-prime", pose: { armL: [15, -30] } },
};
for (const [banner, { product, pose }] of Object.entries(BANNERS)) {
  const p = paletteOf(product);
  const id = `banner-${banner}`;
  const companion =
    banner === "home"
      ? place(figure("flagship-optimus-prime", `${id}-op`, { pose: { armR: [12, -20] } }), 900, 700, 0.85, {
          opacity: 0.6,
        })
      : "";
  const decor = `${rays(1120, 420, banner === "elite-optimus-prime" ? p.c : p.a)}<circle cx="1120" cy="380" r="330" fill="${p.a}" opacity="0.1"/><circle cx="1120" cy="380" r="250" fill="none" stroke="${p.a}" stroke-opacity="0.25" stroke-width="3"/>
<ellipse cx="1120" cy="760" rx="330" ry="26" fill="#000" opacity="0.5"/>${companion}`;
  write(
    `banners/${banner}.svg`,
    frame(id, p, place(figure(product, id, { pose }), 1122, 726, 1.1), { width: 1600, height: 800, decor }),
  );
}
console.log("artwork written");
