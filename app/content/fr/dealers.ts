// Authorized dealers of the fr site (spec §3 Dealer): name, link, logo and store addresses.
import type { Dealer } from "../dealers.schema";

const dealers: Dealer[] = [
  {
    title: "La Boîte Ludique",
    link: "https://www.boite-ludique.example/mechaforge",
    img: "ludique",
    address: ["52 rue de Rivoli, 75004 Paris", "18 rue de la République, 69002 Lyon"],
  },
  {
    title: "Galaxy Hobby France",
    link: "https://www.galaxy-hobby.example/fr/mechaforge",
    img: "galaxy",
    address: "7 cours de l'Intendance, 33000 Bordeaux",
  },
  { title: "Nexus Électronique", link: "https://www.nexus-electronics.example/fr/mechaforge", img: "nexus" },
];

export default dealers;
