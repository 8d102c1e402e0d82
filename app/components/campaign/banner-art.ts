// The two banner art layouts drawn by scripts/campaign-art.mjs (LAYOUTS there): wide beside the text from 1024 px,
// tall beside it on tablets and under it on phones. The <img>/<source> sizes reserve the space before the file loads.
export const BANNER_ART = {
  wide: { width: 960, height: 720, media: "(min-width: 1024px)" },
  tall: { width: 600, height: 800 },
} as const;
