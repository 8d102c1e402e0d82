// The short product clips, as functions from time to an SVG frame (640×360). scripts/videos.mjs renders them with
// sharp and encodes them with ffmpeg into public/videos/. The figures are the product art's (art/lib/characters.js).
import { figure, paletteOf } from "./lib/characters.js";
import { place, rays, stars } from "./lib/scene.js";

export const WIDTH = 640;
export const HEIGHT = 360;
export const FPS = 30;

const n = (value) => Number(value.toFixed(2));
const clamp = (value) => Math.min(1, Math.max(0, value));
/** 0 before `from`, 1 after `to`, eased in between. */
const ease = (t, from, to) => {
  const x = clamp((t - from) / (to - from));
  return x * x * (3 - 2 * x);
};
const mix = (a, b, k) => a + (b - a) * k;

/** Interpolates poses between keyframes [{ at, pose }] (numbers and [shoulder, elbow] pairs). */
function tween(keys, t) {
  let i = 0;
  while (i < keys.length - 2 && t >= keys[i + 1].at) i += 1;
  const a = keys[i];
  const b = keys[i + 1] ?? a;
  const k = b === a ? 0 : ease(t, a.at, b.at);
  const pose = {};
  for (const field of new Set([...Object.keys(a.pose), ...Object.keys(b.pose)])) {
    const from = a.pose[field] ?? b.pose[field];
    const to = b.pose[field] ?? from;
    pose[field] = Array.isArray(from) ? from.map((v, j) => mix(v, to[j], k)) : mix(from, to, k);
  }
  return pose;
}

function backdrop(p, id, extra = "") {
  return `<defs><radialGradient id="${id}" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></radialGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>${extra}`;
}

const document = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;

const floor = (y, colour) =>
  `<ellipse cx="320" cy="${y}" rx="260" ry="26" fill="${colour}" opacity="0.12"/><ellipse cx="320" cy="${y}" rx="170" ry="12" fill="#000" opacity="0.5"/>`;

/** Panels that fly from the robot's body to the vehicle's body while one turns into the other. */
function shards(t, from, to, colours) {
  return Array.from({ length: 16 }, (_, i) => {
    const k = ease(t, i * 0.012, 0.55 + i * 0.012);
    const sx = from.x + (((i * 37) % 100) / 100) * from.w - from.w / 2;
    const sy = from.y + (((i * 61) % 100) / 100) * from.h;
    const ex = to.x + (((i * 53) % 100) / 100) * to.w - to.w / 2;
    const ey = to.y + (((i * 29) % 100) / 100) * to.h;
    const size = 14 + (i % 4) * 6;
    const spin = (i % 2 ? 1 : -1) * 200 * k;
    const fade = Math.sin(Math.PI * clamp(t / 0.75));
    return `<rect x="${-size / 2}" y="${-size / 3}" width="${size}" height="${n(size * 0.66)}" rx="3" fill="${colours[i % colours.length]}" opacity="${n(fade)}" transform="translate(${n(mix(sx, ex, k))} ${n(mix(sy, ey, k))}) rotate(${n(spin)})"/>`;
  }).join("");
}

/** Robot → vehicle: stand, light up, break into panels, reassemble as the vehicle and drive off a little. */
function conversion(name, { robotScale, vehicleScale, colours, seconds = 4 }) {
  const p = paletteOf(name);
  return {
    seconds,
    frame: (time) => {
      const t = time / seconds;
      const eyes = ease(t, 0.02, 0.14);
      const out = ease(t, 0.3, 0.45);
      const into = ease(t, 0.5, 0.68);
      const drive = ease(t, 0.78, 1);
      const robot = place(
        figure(name, "r", { pose: { eyes, armL: [mix(0, 40, out), 0], armR: [mix(0, 40, out), 0], dy: 40 * out } }),
        320,
        318,
        robotScale * (1 - 0.35 * out),
        { opacity: n(1 - out) },
      );
      const vehicle =
        into > 0
          ? place(
              figure(name, "v", { mode: "vehicle", pose: { lights: ease(t, 0.7, 0.76), spin: 720 * drive } }),
              320 + 60 * drive,
              322,
              vehicleScale * mix(0.7, 1, into),
              {
                opacity: n(into),
              },
            )
          : "";
      const flash = Math.sin(Math.PI * clamp((t - 0.38) / 0.2));
      const glow =
        flash > 0
          ? `<defs><radialGradient id="flash"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="0.35" stop-color="${p.eye}" stop-opacity="0.5"/><stop offset="1" stop-color="${p.eye}" stop-opacity="0"/></radialGradient></defs><circle cx="320" cy="220" r="${n(40 + 140 * flash)}" fill="url(#flash)" opacity="${n(flash)}"/>`
          : "";
      const panels =
        t > 0.28 && t < 0.72
          ? shards((t - 0.28) / 0.44, { x: 320, y: 90, w: 140, h: 220 }, { x: 330, y: 220, w: 280, h: 70 }, colours)
          : "";
      const lines =
        drive > 0
          ? [150, 200, 260]
              .map(
                (y, i) =>
                  `<rect x="${n(40 - 30 * i + 200 * drive)}" y="${y}" width="${n(80 + 60 * drive)}" height="4" rx="2" fill="${p.a}" opacity="${n(0.4 * drive)}"/>`,
              )
              .join("")
          : "";
      return document(
        `${backdrop(p, "bg", rays(320, 200, p.a, 9, 90, 900))}${floor(322, p.a)}${lines}${robot}${panels}${glow}${vehicle}`,
      );
    },
  };
}

/** Elite Optimus Prime: the camera pulls back from his face to the whole robot, who then waves. */
function showcase() {
  const name = "elite-optimus-prime";
  const p = paletteOf(name);
  const seconds = 4;
  const wave = [
    { at: 0.45, pose: { armL: [0, 0], head: 0 } },
    { at: 0.58, pose: { armL: [140, 20], head: -6 } },
    { at: 0.68, pose: { armL: [140, -15], head: -6 } },
    { at: 0.78, pose: { armL: [140, 25], head: -6 } },
    { at: 0.88, pose: { armL: [140, -10], head: -4 } },
    { at: 1, pose: { armL: [20, -10], head: 0 } },
  ];
  return {
    seconds,
    frame: (time) => {
      const t = time / seconds;
      const zoom = mix(3.2, 0.56, ease(t, 0.05, 0.45));
      const focusY = mix(150, 578, ease(t, 0.05, 0.45));
      const pose = { ...tween(wave, t), eyes: 0.6 + 0.4 * Math.abs(Math.sin(time * 3)) };
      const robot = `<g transform="translate(320 ${n(mix(180, 330, ease(t, 0.05, 0.45)))}) scale(${n(zoom)}) translate(-320 ${-n(focusY)})">${figure(name, "e", { pose })}</g>`;
      const spin = rays(320, 200, p.c, 9, 90, 900);
      return document(`${backdrop(p, "bg", spin)}${floor(330, p.c)}${robot}`);
    },
  };
}

/** Elite Optimus Prime runs a programmed sequence; the app's block timeline below shows which block plays. */
function demo() {
  const name = "elite-optimus-prime";
  const p = paletteOf(name);
  const seconds = 5;
  const keys = [
    { at: 0, pose: { armL: [0, 0], armR: [0, 0], head: 0 } },
    { at: 0.12, pose: { armL: [150, 20], armR: [0, 0], head: -6 } },
    { at: 0.3, pose: { armL: [150, 20], armR: [150, 20], head: 0 } },
    { at: 0.48, pose: { armL: [30, -40], armR: [30, -40], head: 10, legL: -6, legR: 6 } },
    { at: 0.66, pose: { armL: [0, 0], armR: [105, 115], head: -8 } },
    { at: 0.84, pose: { armL: [90, 0], armR: [90, 0], head: 0 } },
    { at: 1, pose: { armL: [0, 0], armR: [0, 0], head: 0 } },
  ];
  const blocks = ["#f5b700", "#5fd8ff", "#7ee081", "#ff8a65", "#b07cff"];
  return {
    seconds,
    frame: (time) => {
      const t = time / seconds;
      const active = Math.min(blocks.length - 1, Math.floor(t * blocks.length));
      const timeline = blocks
        .map((colour, i) => {
          const x = 92 + i * 94;
          const on = i === active;
          return `<rect x="${x}" y="318" width="84" height="28" rx="8" fill="${colour}" opacity="${on ? 1 : 0.35}"/>${on ? `<rect x="${x - 3}" y="315" width="90" height="34" rx="10" fill="none" stroke="#fff" stroke-width="2"/>` : ""}<circle cx="${x + 16}" cy="332" r="6" fill="#0b0d12" opacity="0.6"/>`;
        })
        .join("");
      const playhead = `<rect x="${n(92 + t * 464)}" y="308" width="3" height="46" fill="#fff"/>`;
      const bar = `<rect x="76" y="306" width="496" height="50" rx="12" fill="#0b0d12" opacity="0.75"/>${timeline}${playhead}`;
      const robot = place(figure(name, "d", { pose: tween(keys, t) }), 320, 296, 0.46);
      return document(`${backdrop(p, "bg", stars(WIDTH, HEIGHT, 30, 0.6))}${floor(296, p.c)}${robot}${bar}`);
    },
  };
}

/** Toy Story Buzz wakes up: visor lights, wings spring open, then he salutes. */
function buzzMeet() {
  const name = "toy-story-buzz-lightyear";
  const p = paletteOf(name);
  const seconds = 4;
  const keys = [
    { at: 0, pose: { wings: 0, armR: [0, 0], head: 8 } },
    { at: 0.25, pose: { wings: 0, armR: [0, 0], head: 0 } },
    { at: 0.45, pose: { wings: 1, armR: [0, 0], head: 0 } },
    { at: 0.62, pose: { wings: 1, armR: [118, 118], head: -6 } },
    { at: 0.9, pose: { wings: 1, armR: [118, 118], head: -6 } },
    { at: 1, pose: { wings: 1, armR: [10, -10], head: 0 } },
  ];
  return {
    seconds,
    frame: (time) => {
      const t = time / seconds;
      const flicker = t < 0.2 ? (Math.floor(time * 12) % 3 === 0 ? 0.2 : 0.9) * ease(t, 0.02, 0.2) : 1;
      const robot = place(figure(name, "b", { pose: { ...tween(keys, t), eyes: flicker } }), 320, 336, 0.56);
      return document(`${backdrop(p, "bg", stars(WIDTH, HEIGHT, 60, 0.9))}${floor(336, p.c)}${robot}`);
    },
  };
}

/** Buzz in action: a wrist-laser volley, then he points to infinity and beyond as the stars rush past. */
function buzzAction() {
  const name = "toy-story-buzz-lightyear";
  const p = paletteOf(name);
  const seconds = 4;
  const keys = [
    { at: 0, pose: { armL: [0, 0], head: 0, lean: 0, dy: 0 } },
    { at: 0.15, pose: { armL: [92, 0], head: -10, lean: 0, dy: 0 } },
    { at: 0.45, pose: { armL: [92, 0], head: -10, lean: 0, dy: 0 } },
    { at: 0.62, pose: { armL: [168, 0], armR: [20, -30], head: -8, lean: -8, dy: -40, legL: -10, legR: 12 } },
    { at: 1, pose: { armL: [168, 0], armR: [20, -30], head: -8, lean: -8, dy: -40, legL: -10, legR: 12 } },
  ];
  return {
    seconds,
    frame: (time) => {
      const t = time / seconds;
      const pulse = t > 0.18 && t < 0.45 ? Math.max(0, Math.sin((t - 0.18) * 70)) : 0;
      const beam =
        pulse > 0.2
          ? `<polygon points="172,143 0,130 0,160" fill="#ff3b3b" opacity="${n(pulse)}"/><circle cx="174" cy="147" r="${n(8 + 8 * pulse)}" fill="#ff8a80" opacity="0.8"/>`
          : "";
      const rush = ease(t, 0.5, 0.7);
      const streaks = Array.from({ length: 30 }, (_, i) => {
        const x = (i * 97) % WIDTH;
        const y = ((i * 53 + time * 60 + rush * time * 360) % (HEIGHT + 80)) - 40;
        const r = 1 + (i % 3) * 0.6;
        return `<rect x="${x}" y="${n(y)}" width="${n(r * 2)}" height="${n(r * 2 + 16 * rush)}" rx="${n(r)}" fill="#fff" opacity="${n(0.35 + (i % 4) * 0.1)}"/>`;
      }).join("");
      const robot = place(figure(name, "a", { pose: tween(keys, t) }), 340, 336, 0.54);
      return document(`${backdrop(p, "bg", streaks)}${floor(336, p.c)}${robot}${beam}`);
    },
  };
}

/** Every clip: file name → { seconds, frame(time) → SVG, poster time }. */
export const CLIPS = {
  "bumblebee-convert": {
    ...conversion("flagship-bumblebee", {
      robotScale: 0.52,
      vehicleScale: 0.74,
      colours: ["#ffd23f", "#1d1f24", "#e0a100"],
    }),
    posterAt: 0.2,
  },
  "elite-showcase": { ...showcase(), posterAt: 2.2 },
  "elite-demo": { ...demo(), posterAt: 0.8 },
  "buzz-meet": { ...buzzMeet(), posterAt: 2.8 },
  "buzz-in-action": { ...buzzAction(), posterAt: 1.2 },
};
