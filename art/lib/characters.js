// One entry per product (file name = kebab-case product identifier): its palette, robot-mode options and
// alternative mode. Product pages, campaign pages, galleries and videos all draw the figures from here.
import { PALETTES, defs } from "./palettes.js";
import { aiBase, humanoid, scout, trex } from "./robots.js";
import { rover, sportsCar, truck } from "./vehicles.js";

const BUMBLEBEE = {
  doors: true,
  stripes: "#1d1f24",
  head: "c",
  ears: true,
  face: "#e6e9ef",
  legs: "c",
  arms: "a",
  core: true,
};
const OPTIMUS = {
  stacks: true,
  windows: true,
  grill: true,
  head: "c",
  antenna: true,
  mask: true,
  legs: "c",
  shoulder: "a",
};
const ELITE = { stacks: true, windows: true, head: "c", antenna: true, mask: true, legs: "c", core: true };
/** Toy Story Buzz: rounded classic suit, purple hood, big white wings with red tips, chest control panel. */
const TOY_STORY_BUZZ = {
  dome: true,
  hood: "c",
  wings: "a",
  chest: "a",
  chestButtons: true,
  belt: true,
  legs: "a",
  arms: "a",
  shoulder: "a",
  face: "#f3d3b5",
  smile: true,
};
/** Space Ranger Alpha: angular collector's armour, gold visor rim, swept orange wings, Star Command emblem. */
const ALPHA_BUZZ = {
  dome: true,
  visorRim: true,
  hood: "a",
  wings: "c",
  wingStyle: "swept",
  armour: true,
  emblem: true,
  kneePads: true,
  cuffs: true,
  chest: "a",
  legs: "a",
  arms: "a",
  trim: true,
  face: "#f3d3b5",
};
const GRIMLOCK = {
  crest: true,
  jaw: true,
  tail: true,
  head: "a",
  chest: "c",
  shoulder: "c",
  legs: "a",
  arms: "a",
  face: "#c9ced8",
};
const MEGATRON = {
  horns: "c",
  head: "a",
  chest: "a",
  legs: "a",
  arms: "a",
  belt: true,
  cannon: true,
  core: true,
  mask: true,
  face: "#aab1be",
};

const human = (palette, options, vehicle) => ({
  palette,
  options,
  draw: (id, p, pose) => humanoid(id, p, options, pose),
  vehicle,
});

export const CHARACTERS = {
  "flagship-bumblebee": human("bumblebee", BUMBLEBEE, (id, p, o) => sportsCar(id, p, o)),
  "bumblebee-g1-performance": human(
    "g1",
    { doors: true, head: "a", ears: true, legs: "a", arms: "a", face: "#dfe3ea" },
    (id, p, o) => sportsCar(id, p, { ...o, stripes: false }),
  ),
  "flagship-optimus-prime": human("optimus", OPTIMUS, (id, p, o) => truck(id, p, o)),
  "elite-optimus-prime": human("elite", ELITE, (id, p, o) => truck(id, p, { ...o, grill: false })),
  "optimus-prime-rise-of-the-beasts-signature-limited-edition": human("rotb", { ...OPTIMUS, trim: true }, (id, p, o) =>
    truck(id, p, o),
  ),
  "flagship-megatron": human("megatron", MEGATRON),
  "toy-story-buzz-lightyear": human("buzz", TOY_STORY_BUZZ),
  "buzz-lightyear-space-ranger-alpha": human("alpha", ALPHA_BUZZ),
  "grimlock-g1-flagship": human("grimlock", GRIMLOCK, (id, _p, o) => trex(id, o)),
  "interstellar-scout-k1": { palette: "k1", draw: (id, p, pose) => scout(id, p, { antenna: true }, pose) },
  "interstellar-scout-k1pro": {
    palette: "k1pro",
    draw: (id, p, pose) => scout(id, p, { antenna: true, pro: true }, pose),
  },
  "k1-pro-interstellar-scout": {
    palette: "k1pro",
    draw: (id, p, pose) => scout(id, p, { antenna: true, pro: true }, pose),
  },
  "interstellar-agent-t9": { palette: "t9", draw: (id, p) => rover(id, p) },
  t9: { palette: "t9", draw: (id, p) => rover(id, p) },
  "ai-base": { palette: "base", draw: (id, p) => aiBase(id, p) },
  "elite-optimus-prime-ai-base": {
    palette: "elite",
    draw: (id, p, pose) =>
      `${aiBase(`${id}-base`, PALETTES.base, 520)}<g transform="translate(80 20) scale(0.75)">${humanoid(id, p, ELITE, pose)}</g>`,
    extraDefs: (id) => defs(PALETTES.base, `${id}-base`),
  },
};

/**
 * A character's drawing with its gradients: `mode` "robot" (default) or "vehicle" (car, truck, T-rex),
 * `pose` for the robot (see STAND in robots.js) or the vehicle's options, `palette` to override colours.
 */
export function figure(name, id, { mode = "robot", pose = {}, palette } = {}) {
  const spec = CHARACTERS[name];
  if (!spec) throw new Error(`no character ${name}`);
  const p = palette ?? PALETTES[spec.palette];
  const draw = mode === "vehicle" ? spec.vehicle : spec.draw;
  if (!draw) throw new Error(`${name} has no ${mode} mode`);
  return `${defs(p, id)}${spec.extraDefs ? spec.extraDefs(id) : ""}${draw(id, p, pose)}`;
}

export const paletteOf = (name) => PALETTES[CHARACTERS[name].palette];
