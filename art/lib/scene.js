// Framing helpers: the SVG wrapper, backdrops (halo rings, stars, grids, light rays) and placing a 640×640 figure.
const n = (value) => Number(value.toFixed(2));

/** A complete SVG document with the palette's radial backdrop. */
export function frame(id, p, body, { width = 640, height = 640, decor = "", style = "" } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${style ? `<style>${style}</style>` : ""}<defs><radialGradient id="${id}-bg" cx="55%" cy="35%" r="80%"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>
${decor}
${body}
</svg>
`;
}

/** A bare SVG document (transparent unless the body paints a background). */
export function svg(width, height, body, extraDefs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${extraDefs ? `<defs>${extraDefs}</defs>` : ""}
${body}
</svg>
`;
}

/** Puts a 640×640 drawing with its feet centre (320, 578) on (x, y) at `scale`; `flip` mirrors it. */
export function place(markup, x, y, scale = 1, { flip = false, opacity = 1 } = {}) {
  const mirror = flip ? " scale(-1 1)" : "";
  const fade = opacity < 1 ? ` opacity="${opacity}"` : "";
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})${mirror} translate(-320 -578)"${fade}>${markup}</g>`;
}

/** The product-shot backdrop: a soft disc, a thin ring and a floor shadow. */
export function productDecor(p) {
  return `<circle cx="320" cy="300" r="230" fill="${p.a}" opacity="0.08"/><circle cx="320" cy="300" r="170" fill="none" stroke="${p.a}" stroke-opacity="0.2" stroke-width="2"/>
<ellipse cx="320" cy="586" rx="200" ry="18" fill="#000" opacity="0.45"/>`;
}

/** Deterministic star field over the top `share` of the frame. */
export function stars(width, height, count = 40, share = 0.6, colour = "#fff") {
  return Array.from(
    { length: count },
    (_, i) =>
      `<circle cx="${(i * 137 + 23) % width}" cy="${n((((i * 89 + 11) % 1000) / 1000) * height * share)}" r="${1 + (i % 3)}" fill="${colour}" opacity="${n(0.3 + (i % 5) / 10)}"/>`,
  ).join("");
}

/** A square grid, the blueprint's paper. */
export function grid(width, height, step = 40, opacity = 0.1) {
  const lines = [];
  for (let x = 0; x <= width; x += step) lines.push(`M${x} 0v${height}`);
  for (let y = 0; y <= height; y += step) lines.push(`M0 ${y}h${width}`);
  return `<path d="${lines.join("")}" stroke="#ffffff" stroke-opacity="${opacity}"/>`;
}

/** Light rays fanning up from (x, y). */
export function rays(x, y, colour, count = 9, spread = 130, width = 1600) {
  return Array.from({ length: count }, (_, i) => {
    const left = n(x - width * 0.45 + i * spread);
    return `<polygon points="${x},${y} ${left},0 ${n(left + spread * 0.45)},0" fill="${colour}" opacity="${n(0.05 + (i % 3) * 0.02)}"/>`;
  }).join("");
}

/** The blueprint stylesheet: every shape of `.bp` becomes a pale outline over a faint fill. */
export const BLUEPRINT_STYLE =
  ".bp *{fill:#cfe8ff;fill-opacity:.07;stroke:#d8eeff;stroke-width:2.2;stroke-opacity:.95;stroke-linejoin:round}.bp .solid{fill-opacity:.9}";

/** A dimension line with end ticks, for blueprints. */
export function dimension(x1, y1, x2, y2) {
  const vertical = x1 === x2;
  const tick = (x, y) => (vertical ? `M${x - 10} ${y}h20` : `M${x} ${y - 10}v20`);
  return `<path d="M${x1} ${y1}L${x2} ${y2}${tick(x1, y1)}${tick(x2, y2)}" stroke="#9fd0ff" stroke-width="2" stroke-dasharray="8 6" fill="none"/>`;
}
