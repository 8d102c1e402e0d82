// Authorized dealers of the de site (spec §3 Dealer): name, link, logo and store addresses.
import type { Dealer } from "../dealers.schema";

const dealers: Dealer[] = [
  {
    title: "Modellbau Krause",
    link: "https://www.modellbau-krause.example/mechaforge",
    img: "modellbau",
    address: ["Kaufingerstraße 14, 80331 München", "Schildergasse 65, 50667 Köln"],
  },
  {
    title: "Galaxy Hobby Deutschland",
    link: "https://www.galaxy-hobby.example/de/mechaforge",
    img: "galaxy",
    address: "Friedrichstraße 120, 10117 Berlin",
  },
  { title: "Nexus Elektronik", link: "https://www.nexus-electronics.example/de/mechaforge", img: "nexus" },
];

export default dealers;
