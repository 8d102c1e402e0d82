// The robot figures, drawn on a 640×640 canvas with the feet on y≈578 and the body centred on x=320.
// Humanoids are drawn as the figure's left half and mirrored; every limb hangs on a pivot so a pose can move it.
import { paints } from "./palettes.js";

const MIRROR = "translate(640 0) scale(-1 1)";
const n = (value) => Number(value.toFixed(2));
const rotate = (deg, x, y) => (deg ? ` transform="rotate(${n(deg)} ${x} ${y})"` : "");
/** Scale and rotate about a pivot. */
const about = (x, y, deg, scale = 1) =>
  ` transform="translate(${x} ${y}) rotate(${n(deg)}) scale(${n(scale)}) translate(${-x} ${-y})"`;

/**
 * A pose: arm angles [shoulder, elbow] in degrees (positive raises the arm outwards), hip angles, head tilt,
 * wings 0 (folded) to 1 (open), eye glow 0–1, a vertical offset and a lean about the feet.
 */
export const STAND = { armL: [0, 0], armR: [0, 0], legL: 0, legR: 0, head: 0, wings: 1, eyes: 1, dy: 0, lean: 0 };

function backParts(P, o, wings) {
  const parts = [];
  if (o.wings) {
    const fill = o.wings === "c" ? P.C : P.A;
    const folded = about(228, 222, (1 - wings) * 38, 0.3 + 0.7 * wings);
    if (o.wingStyle === "swept")
      parts.push(
        `<g${folded}><polygon points="234,214 96,152 92,174 210,262" fill="${fill}"/><polygon points="234,214 96,152 100,146 236,206" fill="${P.G}"/><polygon points="150,178 112,162 110,170 146,186" fill="#fff" opacity="0.5"/></g>`,
      );
    else
      parts.push(
        `<g${folded}><polygon points="230,215 112,124 96,176 205,265" fill="${fill}"/><polygon points="112,124 96,176 126,158" fill="${P.G}"/><path d="M214 222 L130 152" stroke="${P.C}" stroke-width="9" stroke-linecap="round"/><polygon points="222,228 140,160 132,185 210,258" fill="#ffffff" opacity="0.18"/></g>`,
      );
  }
  if (o.doors)
    parts.push(
      `<polygon points="215,210 170,120 205,110 245,205" fill="${P.A}"/><polygon points="205,200 180,140 198,134 228,198" fill="#9fd6ff" opacity="0.55"/>`,
    );
  if (o.stacks)
    parts.push(
      `<rect x="196" y="120" width="16" height="85" rx="4" fill="${P.M}"/><rect x="193" y="112" width="22" height="12" rx="3" fill="#c0c6d0"/>`,
    );
  return parts.join("");
}

function leg(P, o) {
  const upper = o.legs === "a" ? P.A : P.C;
  const lower = o.legs === "a" ? P.C : P.A;
  return `<polygon points="252,385 312,385 306,472 258,472" fill="${upper}"/>
<polygon points="248,470 306,470 312,556 238,556" fill="${lower}"/>
<rect x="262" y="488" width="30" height="40" rx="6" fill="#000" opacity="0.18"/>${o.kneePads ? `<polygon points="250,458 300,456 304,490 256,494" fill="${P.G}"/>` : ""}
<rect x="224" y="552" width="96" height="26" rx="8" fill="${P.M}"/>`;
}

function arm(P, o, [shoulder, elbow], side) {
  const forearm = o.arms === "c" ? P.C : P.A;
  const cannon =
    o.cannon && side === "L"
      ? `<rect x="150" y="332" width="40" height="120" rx="14" fill="#3a3f4b"/><rect x="156" y="340" width="10" height="104" rx="5" fill="#c0c6d0" opacity="0.5"/><rect x="150" y="440" width="40" height="14" rx="6" fill="${P.C}"/><circle cx="170" cy="456" r="18" fill="${P.GLOW}"/>`
      : "";
  const cuff = o.cuffs ? `<rect x="178" y="404" width="58" height="10" rx="4" fill="${P.G}"/>` : "";
  return `<g${rotate(shoulder, 212, 238)}><polygon points="188,252 236,252 232,334 192,334" fill="${P.M}"/><g${rotate(elbow, 207, 334)}><rect x="178" y="330" width="58" height="92" rx="12" fill="${forearm}"/><rect x="186" y="336" width="10" height="76" rx="5" fill="#fff" opacity="0.22"/>${cuff}<rect x="186" y="418" width="42" height="30" rx="10" fill="${P.M}"/>${cannon}</g></g>`;
}

function torso(P, o) {
  const parts = [];
  parts.push(
    `<rect x="172" y="192" width="78" height="66" rx="16" fill="${o.shoulder === "c" ? P.C : P.A}"/><rect x="180" y="198" width="60" height="10" rx="5" fill="#fff" opacity="0.25"/>`,
  );
  if (o.armour)
    parts.push(
      `<polygon points="160,198 252,184 256,248 170,266" fill="${P.A}"/><polygon points="160,198 252,184 252,194 163,209" fill="${P.G}"/><polygon points="172,222 240,212 240,218 174,229" fill="#fff" opacity="0.35"/>`,
    );
  if (o.trim) parts.push(`<rect x="172" y="246" width="78" height="8" rx="4" fill="${P.G}"/>`);
  parts.push(`<polygon points="222,200 320,200 320,332 242,332" fill="${o.chest === "c" ? P.C : P.A}"/>`);
  parts.push(`<polygon points="232,206 262,206 252,326 246,326" fill="#fff" opacity="0.16"/>`);
  parts.push(`<polygon points="256,330 320,330 320,388 266,388" fill="${o.belt ? P.C : P.M}"/>`);
  if (o.windows)
    parts.push(
      `<rect x="242" y="214" width="66" height="62" rx="6" fill="${P.GL}"/><rect x="248" y="220" width="24" height="50" fill="#ffffff" opacity="0.3"/>`,
    );
  if (o.stripes) parts.push(`<rect x="292" y="200" width="12" height="130" fill="${o.stripes}"/>`);
  if (o.grill)
    parts.push(
      `<rect x="262" y="292" width="58" height="30" rx="4" fill="${P.M}"/><path d="M266 300h54M266 308h54M266 316h54" stroke="#c0c6d0" stroke-width="2"/>`,
    );
  if (o.trim) parts.push(`<polygon points="222,200 320,200 320,210 224,210" fill="${P.G}"/>`);
  return parts.join("");
}

function headHalf(P, o, p, eyes) {
  const parts = [`<rect x="300" y="176" width="20" height="30" fill="${P.M}"/>`];
  if (o.hood)
    parts.push(`<path d="M262 150 Q262 82 320 78 L320 196 L270 196 Z" fill="${o.hood === "a" ? P.A : P.C}"/>`);
  if (o.crest) parts.push(`<polygon points="296,98 320,34 320,100" fill="${P.G}"/>`);
  parts.push(
    `<path d="M282 108 Q282 92 300 90 L320 90 L320 190 L294 190 Q282 188 282 172 Z" fill="${o.head === "c" ? P.C : P.A}"/>`,
  );
  if (o.ears) parts.push(`<rect x="270" y="118" width="14" height="40" rx="5" fill="${o.head === "c" ? P.A : P.C}"/>`);
  if (o.horns) parts.push(`<polygon points="286,104 262,58 278,56 298,100" fill="${o.horns === "c" ? P.C : P.A}"/>`);
  if (o.antenna) parts.push(`<rect x="276" y="70" width="8" height="46" rx="4" fill="${P.A}"/>`);
  if (o.jaw) parts.push(`<polygon points="282,166 320,160 320,198 292,192" fill="${P.G}"/>`);
  parts.push(`<path d="M290 122 L320 122 L320 180 L300 180 Q290 178 290 168 Z" fill="${o.face ?? "#d9dee7"}"/>`);
  parts.push(
    `<rect x="292" y="130" width="28" height="12" rx="4" fill="#1b2230"/><rect x="292" y="130" width="28" height="12" rx="4" fill="${p.eye}" opacity="${n(eyes)}"/><rect x="290" y="126" width="30" height="20" rx="8" fill="${P.GLOW}" opacity="${n(0.7 * eyes)}"/>`,
  );
  if (o.mask)
    parts.push(
      `<rect x="296" y="152" width="24" height="24" rx="3" fill="${P.M}"/><path d="M300 158h20M300 164h20M300 170h20" stroke="#c0c6d0" stroke-width="2"/>`,
    );
  if (o.smile) parts.push(`<path d="M304 166 Q312 172 320 172" stroke="#8a4a2a" stroke-width="3" fill="none"/>`);
  return parts.join("");
}

/** Details on the body's centre line, drawn once. */
function centre(P, o) {
  const parts = [];
  if (o.core) parts.push(`<circle cx="320" cy="262" r="26" fill="${P.GLOW}"/>`);
  if (o.chestButtons)
    parts.push(
      `<rect x="280" y="244" width="80" height="54" rx="12" fill="${P.C}"/><rect x="286" y="250" width="68" height="10" rx="5" fill="#fff" opacity="0.25"/><circle cx="298" cy="276" r="8" fill="#e53935"/><circle cx="320" cy="276" r="8" fill="#7ee081"/><circle cx="342" cy="276" r="8" fill="#4fc3f7"/>`,
    );
  if (o.emblem)
    parts.push(
      `<polygon points="320,232 350,248 350,282 320,298 290,282 290,248" fill="${P.C}"/><polygon points="320,242 326,258 343,258 329,268 334,284 320,274 306,284 311,268 297,258 314,258" fill="${P.G}"/>`,
    );
  return parts.join("");
}

function dome(P, o) {
  if (!o.dome) return "";
  const rim = o.visorRim ? `<path d="M246 164 Q320 206 394 164" stroke="${P.G}" stroke-width="7" fill="none"/>` : "";
  return `<circle cx="320" cy="140" r="78" fill="#bfe6ff" opacity="0.2"/><path d="M248 132a74 74 0 0 1 66 -66" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.6" stroke-linecap="round"/><circle cx="320" cy="140" r="78" fill="none" stroke="#dff3ff" stroke-opacity="0.45" stroke-width="2"/>${rim}`;
}

/** A humanoid robot in a pose (see STAND). */
export function humanoid(id, p, o, pose = STAND) {
  const P = paints(id);
  const q = { ...STAND, ...pose };
  const side = (draw) => `<g>${draw("L")}</g><g transform="${MIRROR}">${draw("R")}</g>`;
  const tail = o.tail
    ? `<polygon points="300,372 190,470 150,548 214,506 330,404" fill="${P.A}"/><polygon points="206,490 158,540 188,524" fill="${P.G}"/>`
    : "";
  const back = tail + side(() => backParts(P, o, q.wings));
  const legs = side((s) => `<g${rotate(s === "L" ? q.legL : q.legR, 282, 388)}>${leg(P, o)}</g>`);
  const arms = side((s) => arm(P, o, s === "L" ? q.armL : q.armR, s));
  const body = side(() => torso(P, o));
  const head = `<g${rotate(q.head, 320, 196)}>${side(() => headHalf(P, o, p, q.eyes))}${dome(P, o)}</g>`;
  const move = `translate(0 ${n(q.dy)}) rotate(${n(q.lean)} 320 578)`;
  return `<g transform="${move}">${back}${legs}${arms}${body}${centre(P, o)}${head}</g>`;
}

/** Grimlock's T-rex mode, facing right; `jaw` opens the mouth (degrees), `step` swings the legs. */
export function trex(id, pose = {}) {
  const P = paints(id);
  const { jaw = 0, step = 0, tail = 0 } = pose;
  return `<g${rotate(tail, 250, 330)}><polygon points="90,420 250,330 300,380 140,445" fill="${P.A}"/><polygon points="120,420 240,350 250,362 130,430" fill="#fff" opacity="0.18"/></g>
<g${rotate(-step, 305, 405)}><polygon points="270,400 340,400 350,500 300,540 250,520" fill="${P.A}"/><rect x="236" y="530" width="110" height="28" rx="9" fill="${P.M}"/></g>
<polygon points="230,250 420,230 470,330 400,420 250,410 200,330" fill="${P.A}"/>
<polygon points="260,270 400,255 430,320 290,330" fill="${P.C}" opacity="0.9"/>
<g${rotate(jaw, 470, 252)}><polygon points="470,250 560,240 556,262 480,272" fill="${P.M}"/><path d="M486 252l8 -10 8 10 8 -10 8 10 8 -10 8 10" stroke="#f4f6fa" stroke-width="4" fill="none"/></g>
<polygon points="400,170 540,150 580,200 560,240 470,250 430,290 390,250" fill="${P.A}"/>
<path d="M486 246l8 10 8-10 8 10 8-10 8 10 8-10" stroke="#f4f6fa" stroke-width="4" fill="none"/>
<polygon points="410,165 470,150 480,170 420,182" fill="${P.C}"/><polygon points="430,150 470,120 476,150" fill="${P.G}"/>
<rect x="495" y="178" width="30" height="12" rx="5" fill="#ff4d4d"/><circle cx="510" cy="184" r="22" fill="${P.GLOW}" opacity="0.6"/>
<polygon points="420,320 470,340 462,372 430,370" fill="${P.M}"/><polygon points="455,360 490,372 478,392 450,384" fill="${P.C}"/>
<g${rotate(step, 385, 405)}><polygon points="350,400 420,400 430,500 390,540 340,520" fill="${P.C}"/><rect x="330" y="530" width="110" height="28" rx="9" fill="${P.M}"/></g>
<path d="M250 262 L300 240 L350 236 L400 236" stroke="#ffffff" stroke-opacity="0.25" stroke-width="6" fill="none"/>`;
}

/** The small K1-style scout: big head, round body; `wave` raises its left arm (degrees). */
export function scout(id, p, o, pose = {}) {
  const P = paints(id);
  const { wave = 0, eyes = 1, head = 0, dy = 0 } = pose;
  const antenna = o.antenna
    ? `<rect x="314" y="70" width="12" height="60" rx="6" fill="${P.M}"/><circle cx="320" cy="66" r="14" fill="${p.c}"/>`
    : "";
  const ears = o.pro
    ? `<rect x="170" y="170" width="24" height="80" rx="10" fill="${P.C}"/><rect x="446" y="170" width="24" height="80" rx="10" fill="${P.C}"/>`
    : "";
  return `<g transform="translate(0 ${n(dy)})"><rect x="238" y="430" width="60" height="110" rx="18" fill="${P.C}"/><rect x="342" y="430" width="60" height="110" rx="18" fill="${P.C}"/>
<rect x="226" y="530" width="84" height="30" rx="12" fill="${P.M}"/><rect x="330" y="530" width="84" height="30" rx="12" fill="${P.M}"/>
<g${rotate(wave, 196, 346)}><rect x="162" y="330" width="56" height="120" rx="26" fill="${P.A}"/></g><rect x="422" y="330" width="56" height="120" rx="26" fill="${P.A}"/>
<rect x="214" y="310" width="212" height="150" rx="40" fill="${P.A}"/><rect x="256" y="340" width="128" height="70" rx="18" fill="${P.C}"/>
<circle cx="320" cy="375" r="20" fill="${P.GLOW}"/>
<g${rotate(head, 320, 310)}>${antenna}
<rect x="186" y="110" width="268" height="210" rx="70" fill="${P.A}"/><rect x="214" y="150" width="212" height="120" rx="50" fill="#0e1420"/>
<rect x="248" y="190" width="48" height="26" rx="13" fill="${p.eye}" opacity="${n(eyes)}"/><rect x="344" y="190" width="48" height="26" rx="13" fill="${p.eye}" opacity="${n(eyes)}"/>
<ellipse cx="320" cy="205" rx="120" ry="60" fill="${P.GLOW}" opacity="${n(0.35 * eyes)}"/>
<rect x="200" y="122" width="120" height="16" rx="8" fill="#ffffff" opacity="0.3"/>${ears}</g></g>`;
}

/** The AI Base: a glowing round platform whose top is centred on (320, cy). */
export function aiBase(id, p, cy = 470) {
  const P = paints(id);
  return `<ellipse cx="320" cy="${cy + 40}" rx="190" ry="46" fill="${P.A}"/><rect x="130" y="${cy - 10}" width="380" height="50" fill="${P.A}"/>
<ellipse cx="320" cy="${cy - 10}" rx="190" ry="46" fill="#3a4050"/><ellipse cx="320" cy="${cy - 10}" rx="150" ry="34" fill="none" stroke="${p.c}" stroke-width="8"/>
<ellipse cx="320" cy="${cy - 10}" rx="170" ry="42" fill="${P.GLOW}" opacity="0.5"/>
<circle cx="250" cy="${cy + 22}" r="5" fill="${p.c}"/><circle cx="270" cy="${cy + 26}" r="5" fill="${p.c}"/><circle cx="290" cy="${cy + 28}" r="5" fill="${p.c}"/>`;
}
