import type { ManualsContent } from "../manuals.schema";

const manuals: ManualsContent = {
  title: "Manuals",
  intro:
    "Download the user manual for your Mechaforge robot. Each PDF covers what is in the box, safety, charging, getting started and specifications.",
  thName: "Name",
  thSize: "Size",
  thUpdateTime: "Update Time",
  download: "Download",
  seriesName: ["Flagship Series", "Elite Series", "Disney·Pixar Series", "Interstellar Series", "Accessories"],
  data: [
    [
      { name: "Flagship Bumblebee User Manual", file: "flagship-bumblebee", date: "2024-11-27" },
      { name: "Flagship Optimus Prime User Manual", file: "flagship-optimus-prime", date: "2024-11-25" },
      { name: "Flagship Megatron User Manual", file: "flagship-megatron", date: "2024-11-25" },
      { name: "Grimlock G1 Flagship User Manual", file: "grimlock-g1-flagship", date: "2024-11-25" },
      { name: "Bumblebee G1 Performance User Manual", file: "bumblebee-g1-performance", date: "2024-11-27" },
    ],
    [{ name: "Elite Optimus Prime User Manual", file: "elite-optimus-prime", date: "2024-11-25" }],
    [
      { name: "Toy Story Buzz Lightyear User Manual", file: "toy-story-buzz-lightyear", date: "2024-11-27" },
      {
        name: "Buzz Lightyear Space Ranger Alpha User Manual",
        file: "buzz-lightyear-space-ranger-alpha",
        date: "2024-11-27",
      },
    ],
    [
      { name: "K1 Pro Interstellar Scout User Manual", file: "k1-pro-interstellar-scout", date: "2024-11-25" },
      { name: "K1 Interstellar Scout User Manual", file: "k1-interstellar-scout", date: "2024-11-25" },
    ],
    [{ name: "AI Base User Manual", file: "ai-base", date: "2024-11-27" }],
  ],
};

export default manuals;
