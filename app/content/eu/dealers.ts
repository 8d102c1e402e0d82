import type { WhereToBuyContent } from "../dealers.schema";

const dealers: WhereToBuyContent = {
  title: "Where to Buy",
  intro: [
    "Mechaforge robots are available from our official EU store and from authorised dealers across the European Union.",
    "Authorised dealers sell genuine, CE-marked robots with the full Mechaforge warranty and EU chargers. We cannot guarantee warranty service for robots bought from unauthorised sellers.",
  ],
  listTitle: "Authorised dealers",
  visitStore: "Visit store",
  onlineOnly: "Online store, ships across the EU",
  storeAddress: "Physical Store Address",
  close: "Close",
  dealers: [
    {
      title: "Robotica",
      link: "https://www.robotica-shop.example/eu/mechaforge",
      img: "robotica",
      address: ["Kalverstraat 92, 1012 PH Amsterdam, Netherlands", "Rue Neuve 123, 1000 Brussels, Belgium"],
    },
    {
      title: "Galaxy Hobby Europe",
      link: "https://www.galaxy-hobby.example/eu/mechaforge",
      img: "galaxy",
      address: "Calle de Fuencarral 45, 28004 Madrid, Spain",
    },
    { title: "Nexus Electronics", link: "https://www.nexus-electronics.example/eu/mechaforge", img: "nexus" },
  ],
  cta: {
    title: "Buy direct from Mechaforge",
    text: "Free shipping across the EU, prices in euros including VAT and a 14-day right of withdrawal on the official store.",
    label: "Go to the official store",
    link: "https://shop.mechaforge.com/eu",
  },
};

export default dealers;
