import type { WhereToBuyContent } from "../dealers.schema";

const dealers: WhereToBuyContent = {
  title: "Where to Buy",
  intro: [
    "You can buy Mechaforge robots from our official UK store and from authorised retailers across the United Kingdom.",
    "Authorised retailers sell genuine, brand-new robots with the full Mechaforge warranty and UK plug chargers. Robots bought elsewhere may not be covered by our warranty or may ship with chargers that are not approved for UK use.",
  ],
  listTitle: "Authorised retailers",
  visitStore: "Visit shop",
  onlineOnly: "Online shop, delivers across the UK",
  storeAddress: "Physical Store Address",
  close: "Close",
  dealers: [
    {
      title: "Brickhouse Toys",
      link: "https://www.brickhouse-toys.example/mechaforge",
      img: "brickhouse",
      address: ["188 Regent Street, London W1B 5BT", "45 Market Street, Manchester M1 1WR"],
    },
    {
      title: "Hobby Hall",
      link: "https://www.hobbyhall.example/mechaforge",
      img: "hobbyhall",
      address: "102 Princes Street, Edinburgh EH2 3AA",
    },
    { title: "Robotica", link: "https://www.robotica-shop.example/uk/mechaforge", img: "robotica" },
  ],
  cta: {
    title: "Buy direct from Mechaforge",
    text: "Free UK delivery, Klarna in 3 interest-free monthly payments and a 14-day return window on the official store.",
    label: "Go to the official shop",
    link: "https://shop.mechaforge.com/uk",
  },
};

export default dealers;
