import type { WhereToBuyContent } from "../dealers.schema";

const dealers: WhereToBuyContent = {
  title: "Where to Buy",
  intro: [
    "Mechaforge robots are sold on our official store and by a small network of authorized dealers across the United States.",
    "Authorized dealers sell genuine, factory-sealed robots covered by the full Mechaforge warranty and can register your purchase for you. Products bought from other sellers may be used, refurbished or counterfeit and may not qualify for warranty service.",
  ],
  listTitle: "Authorized dealers",
  visitStore: "Visit store",
  onlineOnly: "Online store, ships nationwide",
  storeAddress: "Physical Store Address",
  close: "Close",
  dealers: [
    {
      title: "Orbit Collectibles",
      link: "https://www.orbit-collectibles.example/mechaforge",
      img: "orbit",
      address: [
        "2140 Broadway, New York, NY 10023",
        "845 Market Street, San Francisco, CA 94103",
        "1 Pike Place, Seattle, WA 98101",
      ],
    },
    {
      title: "Galaxy Hobby",
      link: "https://www.galaxy-hobby.example/brands/mechaforge",
      img: "galaxy",
      address: "1502 Westheimer Road, Houston, TX 77006",
    },
    { title: "Nexus Electronics", link: "https://www.nexus-electronics.example/mechaforge", img: "nexus" },
    { title: "Toybox Digital", link: "https://www.toybox-digital.example/robots", img: "toybox" },
  ],
  cta: {
    title: "Buy direct from Mechaforge",
    text: "Free shipping in the contiguous US, 30-day price guarantee and pay in 12 monthly installments on the official store.",
    label: "Go to the official store",
    link: "https://shop.mechaforge.com/us",
  },
};

export default dealers;
