// Vehicle modes, seen from the side and facing right, on the same 640×640 canvas as the robots (wheels on y≈560).
import { paints } from "./palettes.js";

const n = (value) => Number(value.toFixed(2));

function wheel(P, cx, cy, r, spin) {
  const spokes = [0, 72, 144, 216, 288]
    .map(
      (deg) =>
        `<rect x="${cx - 3}" y="${cy - r * 0.62}" width="6" height="${n(r * 0.5)}" rx="3" fill="#2a2f3a" transform="rotate(${n(deg + spin)} ${cx} ${cy})"/>`,
    )
    .join("");
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#15171c"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.66)}" fill="${P.M}"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.62)}" fill="#c0c6d0" opacity="0.55"/>${spokes}<circle cx="${cx}" cy="${cy}" r="${n(r * 0.16)}" fill="#2a2f3a"/>`;
}

/** Bumblebee's sports-car mode; `lights` 0–1 brightens the headlamp, `spin` turns the wheels (degrees). */
export function sportsCar(id, p, { lights = 1, spin = 0, stripes = true } = {}) {
  const P = paints(id);
  const stripe = stripes
    ? `<polygon points="86,448 586,446 586,458 84,462" fill="${p.c}"/><polygon points="300,354 430,352 440,358 296,360" fill="${p.c}"/>`
    : "";
  return `<ellipse cx="330" cy="540" rx="280" ry="16" fill="#000" opacity="0.35"/>
<polygon points="64,486 70,440 110,414 232,402 302,352 432,350 502,398 572,410 592,442 588,488" fill="${P.A}"/>
<polygon points="120,420 232,408 304,358 336,356 252,412 122,428" fill="#fff" opacity="0.28"/>
<polygon points="312,362 424,360 484,402 262,406" fill="${P.GL}"/><rect x="372" y="360" width="8" height="44" fill="${p.c}"/>
${stripe}
<path d="M262 408 L266 470 M392 406 L396 470" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>
<circle cx="172" cy="488" r="62" fill="#0d0f14"/><circle cx="484" cy="488" r="62" fill="#0d0f14"/>
${wheel(P, 172, 500, 52, spin)}${wheel(P, 484, 500, 52, spin)}
<rect x="64" y="432" width="14" height="18" rx="4" fill="#e53935"/>
<polygon points="566,416 592,426 590,440 566,436" fill="${p.eye}" opacity="${n(0.4 + 0.6 * lights)}"/>
<ellipse cx="600" cy="432" rx="46" ry="24" fill="${P.GLOW}" opacity="${n(0.7 * lights)}"/>`;
}

/** Optimus Prime's cab-over truck mode (no trailer). */
export function truck(id, p, { lights = 1, spin = 0, stacks = true, grill = true } = {}) {
  const P = paints(id);
  const exhaust = stacks
    ? `<rect x="352" y="196" width="16" height="214" rx="5" fill="${P.M}"/><rect x="348" y="188" width="24" height="14" rx="4" fill="#c0c6d0"/>`
    : "";
  const front = grill
    ? `<rect x="560" y="348" width="16" height="88" rx="4" fill="${P.M}"/><path d="M562 360h12M562 372h12M562 384h12M562 396h12M562 408h12M562 420h12" stroke="#c0c6d0" stroke-width="2"/>`
    : "";
  return `<ellipse cx="360" cy="540" rx="250" ry="16" fill="#000" opacity="0.35"/>
<rect x="130" y="418" width="440" height="48" rx="10" fill="${P.C}"/>
<rect x="150" y="404" width="150" height="14" rx="5" fill="${P.M}"/><polygon points="140,452 250,452 256,438 134,438" fill="${P.A}"/>
${exhaust}
<polygon points="380,244 556,244 576,266 576,452 380,452" fill="${P.A}"/>
<polygon points="392,256 548,256 560,270 396,270" fill="#fff" opacity="0.3"/>
<rect x="470" y="276" width="88" height="76" rx="8" fill="${P.GL}"/><rect x="478" y="284" width="26" height="60" fill="#fff" opacity="0.3"/>
<rect x="398" y="276" width="58" height="60" rx="6" fill="${P.GL}"/>
<path d="M464 276 V448" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>
${front}
<rect x="240" y="430" width="110" height="34" rx="16" fill="${P.M}"/><rect x="250" y="436" width="90" height="6" rx="3" fill="#fff" opacity="0.3"/>
<rect x="372" y="448" width="212" height="20" rx="6" fill="${P.M}"/>
<circle cx="210" cy="496" r="54" fill="#0d0f14"/><circle cx="500" cy="496" r="54" fill="#0d0f14"/>
${wheel(P, 196, 500, 46, spin)}${wheel(P, 296, 500, 46, spin)}${wheel(P, 500, 500, 46, spin)}
<rect x="566" y="440" width="18" height="12" rx="4" fill="${p.eye}" opacity="${n(0.4 + 0.6 * lights)}"/>
<ellipse cx="596" cy="446" rx="40" ry="20" fill="${P.GLOW}" opacity="${n(0.7 * lights)}"/>`;
}

/** The T9 rover. */
export function rover(id, p) {
  const P = paints(id);
  return `<polygon points="100,430 170,340 300,310 440,310 540,370 560,440 100,450" fill="${P.A}"/>
<polygon points="200,345 300,320 420,320 480,360 200,365" fill="#1b2230"/><polygon points="215,350 300,328 330,328 330,360 215,360" fill="#9fe3ff" opacity="0.6"/>
<rect x="110" y="420" width="450" height="40" rx="14" fill="${P.C}"/>
<circle cx="190" cy="465" r="52" fill="${P.M}"/><circle cx="190" cy="465" r="24" fill="#c0c6d0"/>
<circle cx="460" cy="465" r="52" fill="${P.M}"/><circle cx="460" cy="465" r="24" fill="#c0c6d0"/>
<rect x="520" y="395" width="36" height="14" rx="6" fill="${p.eye}"/><ellipse cx="540" cy="402" rx="40" ry="22" fill="${P.GLOW}" opacity="0.6"/>`;
}
