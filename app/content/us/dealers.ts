// Authorized dealers of the us site (spec §3 Dealer): name, link, logo and store addresses.
import type { Dealer } from "../dealers.schema";

const dealers: Dealer[] = [
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
];

export default dealers;
