// Authorized dealers of the eu site (spec §3 Dealer): name, link, logo and store addresses.
import type { Dealer } from "../dealers.schema";

const dealers: Dealer[] = [
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
];

export default dealers;
