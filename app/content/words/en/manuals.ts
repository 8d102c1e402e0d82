// The manuals page (en): labels, series names and manual names; the tables are in content/manuals.ts.
import type { ManualWords } from "../../manuals.schema";

const manuals: ManualWords = {
  title: "Manuals",
  intro:
    "Download the user manual for your Mechaforge robot. Each PDF covers what is in the box, safety, charging, getting started and specifications.",
  thName: "Name",
  thSize: "Size",
  thUpdateTime: "Update Time",
  download: "Download",
  series: {
    flagship: "Flagship Series",
    elite: "Elite Series",
    disneyPixar: "Disney·Pixar Series",
    interstellar: "Interstellar Series",
    accessories: "Accessories",
  },
  names: {
    "flagship-bumblebee": "Flagship Bumblebee User Manual",
    "flagship-optimus-prime": "Flagship Optimus Prime User Manual",
    "flagship-megatron": "Flagship Megatron User Manual",
    "grimlock-g1-flagship": "Grimlock G1 Flagship User Manual",
    "bumblebee-g1-performance": "Bumblebee G1 Performance User Manual",
    "elite-optimus-prime": "Elite Optimus Prime User Manual",
    "toy-story-buzz-lightyear": "Toy Story Buzz Lightyear User Manual",
    "buzz-lightyear-space-ranger-alpha": "Buzz Lightyear Space Ranger Alpha User Manual",
    "k1-pro-interstellar-scout": "K1 Pro Interstellar Scout User Manual",
    "k1-interstellar-scout": "K1 Interstellar Scout User Manual",
    "ai-base": "AI Base User Manual",
  },
};

export default manuals;
