// Authorized dealers of the jp site (spec §3 Dealer): name, link, logo and store addresses.
import type { Dealer } from "../dealers.schema";

const dealers: Dealer[] = [
  {
    title: "カイジュウホビー",
    link: "https://www.kaiju-hobby.example/mechaforge",
    img: "kaiju",
    address: ["東京都千代田区外神田 1-15-16", "大阪府大阪市浪速区日本橋 4-9-12"],
  },
  {
    title: "ギャラクシーホビー 名古屋",
    link: "https://www.galaxy-hobby.example/jp/mechaforge",
    img: "galaxy",
    address: "愛知県名古屋市中区大須 3-30-86",
  },
  { title: "ネクサス電機", link: "https://www.nexus-electronics.example/jp/mechaforge", img: "nexus" },
];

export default dealers;
