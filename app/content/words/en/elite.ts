// The Elite Optimus Prime page (en).
import type { ElitePage } from "../../product.schema";

const elite: ElitePage = {
  menus: [
    { label: "Overview", link: "#overview" },
    { label: "Specs", link: "#specs" },
    { label: "Gallery", link: "#gallery" },
    { label: "Compare", link: "#compare" },
  ],
  banner: {
    eyebrow: "Programmable. Voice-controlled. Elite.",
    title: "Elite Optimus Prime",
    subtitle:
      "The Autobot leader in a compact, programmable build with 27 servos, 39 voice commands and 125 sound effects.",
    alt: "Illustration of Elite Optimus Prime in blue light rays",
  },
  overview: {
    title: "Overview",
    paragraphs: [
      "Elite Optimus Prime walks, talks and performs on your command. Give him one of 39 voice commands and he answers with the voice and sound effects fans know.",
      "Build new moves in the Mechaforge app, or add the AI Base for natural conversation.",
    ],
    highlights: [
      { value: "27", label: "servos" },
      { value: "39", label: "voice commands" },
      { value: "125", label: "sound effects" },
    ],
  },
  specs: {
    title: "Specifications",
    rows: [
      { name: "Servos", value: "27" },
      { name: "Voice commands", value: "39" },
      { name: "Sound effects", value: "125" },
      { name: "Programming", value: "Mechaforge app (drag-and-drop and keyframe)" },
      { name: "Warranty", value: "1 year standard" },
    ],
  },
  gallery: {
    title: "Gallery",
    items: [
      { image: "elite-optimus-prime-blueprint", alt: "Blueprint-style illustration of Elite Optimus Prime on a grid" },
      { image: "elite-optimus-prime-night", alt: "Illustration of Elite Optimus Prime under a starry sky" },
    ],
  },
  comparison: {
    title: "Elite or Flagship?",
    products: ["eliteOptimusPrime", "flagshipOptimusPrime"],
    rows: [
      { name: "Auto-conversion to truck", values: ["Robot mode only", "Yes, on voice command"] },
      { name: "Servos", values: ["27", "More, for full conversion"] },
      { name: "Voice commands", values: ["39", "Voice control and app"] },
      { name: "Programmable", values: ["Yes", "Yes"] },
      { name: "AI Base compatible", values: ["Yes", "No"] },
    ],
  },
  videos: { product: "Product video", demo: "Demo video" },
};

export default elite;
