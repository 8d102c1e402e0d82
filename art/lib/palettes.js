// Colours and shared gradients of the Mechaforge art direction: glossy geometric robots on dark radial backdrops.
// Every drawing takes an `id` so several figures can share one SVG file without gradient id clashes.

export const PALETTES = {
  bumblebee: { a: "#ffd23f", b: "#e0a100", c: "#1d1f24", d: "#3a3f4b", eye: "#5fd8ff", bg1: "#3b2f05", bg2: "#0d0f14" },
  optimus: { a: "#e8343c", b: "#a3161d", c: "#2457c5", d: "#15326f", eye: "#7fe3ff", bg1: "#3a0d12", bg2: "#0b0d12" },
  elite: { a: "#f0463f", b: "#b01e24", c: "#2f6be0", d: "#173a85", eye: "#8ff0ff", bg1: "#10224d", bg2: "#07090f" },
  megatron: { a: "#d5dae3", b: "#7d8594", c: "#6a3fa6", d: "#2f1d4d", eye: "#ff4d5a", bg1: "#2a1740", bg2: "#08080d" },
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
  buzz: {
    a: "#f7f8fb",
    b: "#c3c9d6",
    c: "#49b84f",
    d: "#6a3fa0",
    eye: "#8fd3ff",
    gold: "#e53935",
    bg1: "#1d1446",
    bg2: "#06081a",
  },
  alpha: {
    a: "#eef1f6",
    b: "#9aa4b8",
    c: "#f08a24",
    d: "#3a4356",
    eye: "#ffd166",
    gold: "#f2c14e",
    bg1: "#0f2a3d",
    bg2: "#05080f",
  },
  grimlock: {
    a: "#a7b0bf",
    b: "#5b6372",
    c: "#e0b22c",
    d: "#8a6510",
    eye: "#ff4d4d",
    gold: "#e0b22c",
    bg1: "#2d2406",
    bg2: "#0b0b0d",
  },
  k1: { a: "#5fa8ff", b: "#2d6fd1", c: "#f2f4f8", d: "#9aa6ba", eye: "#aaffea", bg1: "#0f2a4d", bg2: "#060a14" },
  k1pro: { a: "#3f7bff", b: "#1d45b8", c: "#ffd23f", d: "#c99700", eye: "#aaffea", bg1: "#0e1f52", bg2: "#050814" },
  t9: { a: "#ff7a1a", b: "#c24b00", c: "#23262e", d: "#0f1115", eye: "#ffe08a", bg1: "#3d1a05", bg2: "#0b0b0e" },
  base: { a: "#2b2f3a", b: "#12151b", c: "#5fd8ff", d: "#1a6f8c", eye: "#5fd8ff", bg1: "#0b2a36", bg2: "#06080c" },
};

/** The blueprint treatment: pale blue outlines on a blue grid (the figure's fills are overridden by a stylesheet). */
export const BLUEPRINT = {
  a: "#cfe8ff",
  b: "#7fb4e6",
  c: "#9fd0ff",
  d: "#4d86c2",
  eye: "#e8f6ff",
  bg1: "#15457d",
  bg2: "#0a1f3d",
};

/** The gradients one figure uses (the backdrop's gradient is the frame's): body colour a→b, secondary c→d, gunmetal, eye glow, gold trim, glass. */
export function defs(p, id) {
  return `<defs>
  <linearGradient id="${id}-a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>
  <linearGradient id="${id}-c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.c}"/><stop offset="1" stop-color="${p.d}"/></linearGradient>
  <linearGradient id="${id}-metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b7280"/><stop offset="1" stop-color="#2a2f3a"/></linearGradient>
  <radialGradient id="${id}-glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${p.eye}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.eye}" stop-opacity="0"/></radialGradient>
  <linearGradient id="${id}-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.gold ?? p.c}"/><stop offset="1" stop-color="#8a6510"/></linearGradient>
  <linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#bfeaff"/><stop offset="0.55" stop-color="#4a7fae"/><stop offset="1" stop-color="#1b2b44"/></linearGradient>
</defs>`;
}

/** Paint references for one figure id. */
export function paints(id) {
  return {
    A: `url(#${id}-a)`,
    C: `url(#${id}-c)`,
    M: `url(#${id}-metal)`,
    G: `url(#${id}-gold)`,
    GL: `url(#${id}-glass)`,
    GLOW: `url(#${id}-glow)`,
  };
}
