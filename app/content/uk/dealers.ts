// Authorized dealers of the uk site (spec §3 Dealer): name, link, logo and store addresses.
import type { Dealer } from "../dealers.schema";

const dealers: Dealer[] = [
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
];

export default dealers;
