// The Toy Story Buzz Lightyear page (en).
import type { BuzzPage } from "../../product.schema";

const buzz: BuzzPage = {
  menus: [
    { label: "Overview", link: "#describe" },
    { label: "Interaction", link: "#interaction" },
    { label: "Editor", link: "#editor" },
    { label: "Specs", link: "#specs" },
    { label: "Gallery", link: "#gallery" },
  ],
  banner: {
    slogan: "To infinity and beyond!",
    title: "Toy Story Buzz Lightyear",
    alt: "Illustration of the Buzz Lightyear robot with open wings in a purple starfield",
  },
  video: { title: "Meet Buzz", text: "See the Space Ranger wake up, open his wings and report for duty." },
  describe: {
    title: "The Space Ranger, for real",
    text: "Buzz Lightyear as you know him from Toy Story: he walks, talks, waves, flashes his laser and opens his wings – and answers you in his own voice.",
  },
  appearance: {
    title: "Every detail from the film",
    text: "Space suit panels, the retractable helmet dome, the purple hood and the chest buttons are faithful to the film, in a 3000-part build.",
  },
  interaction: {
    title: "Talk to Buzz",
    lines: [
      "Buzz understands dozens of voice commands and answers with more than 200 audio clips.",
      "Or take control in the app: move each joint, trigger his laser and build your own missions.",
    ],
    soundCommand: "Say “Hey Buzz”, then try:",
    voiceCommand: [
      "Hello",
      "Who are you?",
      "Introduce yourself",
      "Open your wings",
      "Close your wings",
      "Fire your laser",
      "Open your helmet",
      "Close your helmet",
      "Walk forward",
      "Walk backward",
      "Turn left",
      "Turn right",
      "Stop",
      "Salute",
      "Wave hello",
      "Dance",
      "Do a karate chop",
      "Show me your muscles",
      "Take a bow",
      "Tell me a joke",
      "Tell me a story",
      "What's your mission?",
      "Call Star Command",
      "Report status",
      "Strike a pose",
      "Look around",
      "Sit down",
      "Stand up",
      "Go to sleep",
      "Wake up",
      "Volume up",
      "Volume down",
      "Battery level",
      "To infinity and beyond",
    ],
    appInteraction: {
      title: "App control",
      text: "Drive Buzz with the joystick, pose every joint and save your own sequences in the Mechaforge app.",
    },
  },
  sceneVideo: {
    title: "Buzz in action",
    text: "A day on patrol at home: exploring, saluting and protecting the galaxy from the sofa.",
  },
  editor: {
    title: "Create your own moves",
    pc: {
      title: "Advanced editor on PC",
      text: "Keyframe every servo on a timeline, sync moves with sound and share the result on the Hub.",
    },
    mobile: {
      title: "Easy editor on mobile",
      text: "Record poses by moving Buzz by hand and chain them into a routine in minutes.",
    },
  },
  design: {
    title: "Design",
    items: [
      {
        title: "Film-accurate proportions",
        content: "Scaled from the original character model for the right silhouette from every angle.",
      },
      { title: "Working wings", content: "Motorised wings unfold with light and sound." },
    ],
  },
  accessories: {
    title: "In the box",
    items: [
      { title: "Buzz Lightyear robot", content: "Fully assembled and ready to play." },
      { title: "Charger and Type-C cable", content: "30 W adapter for a full charge in 90 minutes." },
      { title: "Quick-start guide", content: "Set up in minutes with the app." },
    ],
  },
  restore: {
    title: "Faithful to the film",
    items: [
      { title: "Voice", content: "Lines recorded in the style of the film." },
      { title: "Moves", content: "Signature poses from the movie, reproduced servo by servo." },
    ],
  },
  property: {
    title: "Built to last",
    items: [
      { title: "23 servos", content: "Smooth, precise movement in every limb." },
      { title: "75 microchips", content: "Sensors and controllers that keep Buzz balanced." },
    ],
    more: "More details",
    detail: "Over 3000 components, WiFi 2.4G and Bluetooth 5.0 BLE connectivity.",
  },
  specs: {
    title: "Specifications",
    rows: [
      { name: "Voltage", value: "11.1 V" },
      { name: "Battery", value: "1900 mAh" },
      { name: "Servos", value: "23" },
      { name: "Microchips", value: "75" },
      { name: "Components", value: "3000+" },
      { name: "Audio clips", value: "200+" },
      { name: "Charging time", value: "90 min" },
      { name: "Charging port", value: "Type-C" },
      { name: "Connectivity", value: "WiFi 2.4G, Bluetooth 5.0 BLE" },
      { name: "Adapter", value: "30 W" },
      { name: "Net weight", value: "1.7 kg" },
      { name: "Packaged weight", value: "3.9 kg" },
    ],
  },
  gallery: {
    title: "Gallery",
    items: [
      {
        image: "toy-story-buzz-lightyear-blueprint",
        alt: "Blueprint-style illustration of the Buzz Lightyear robot on a grid",
      },
      { image: "toy-story-buzz-lightyear-night", alt: "Illustration of the Buzz Lightyear robot under a starry sky" },
    ],
  },
  returnGuarantee: "30-day return guarantee when you buy from our store.",
};

export default buzz;
