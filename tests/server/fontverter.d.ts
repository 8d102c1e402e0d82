// fontverter ships no types: the one call the font tests make.
declare module "fontverter" {
  const fontverter: { convert(font: Uint8Array, format: "truetype" | "woff" | "woff2" | "sfnt"): Promise<Uint8Array> };
  export default fontverter;
}
