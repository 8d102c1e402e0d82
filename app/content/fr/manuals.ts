import type { ManualsContent } from "../manuals.schema";

const manuals: ManualsContent = {
  title: "Manuels d'utilisation",
  intro:
    "Téléchargez le manuel de votre robot Mechaforge. Chaque PDF présente le contenu de la boîte, les consignes de sécurité, la charge, la prise en main et les caractéristiques techniques (en anglais).",
  thName: "Nom",
  thSize: "Taille",
  thUpdateTime: "Mise à jour",
  download: "Télécharger",
  seriesName: ["Série Flagship", "Série Elite", "Série Disney·Pixar", "Série Interstellar", "Accessoires"],
  data: [
    [
      { name: "Manuel d'utilisation Flagship Bumblebee", file: "flagship-bumblebee", date: "2024-11-27" },
      { name: "Manuel d'utilisation Flagship Optimus Prime", file: "flagship-optimus-prime", date: "2024-11-25" },
      { name: "Manuel d'utilisation Flagship Megatron", file: "flagship-megatron", date: "2024-11-25" },
      { name: "Manuel d'utilisation Grimlock G1 Flagship", file: "grimlock-g1-flagship", date: "2024-11-25" },
      { name: "Manuel d'utilisation Bumblebee G1 Performance", file: "bumblebee-g1-performance", date: "2024-11-27" },
    ],
    [{ name: "Manuel d'utilisation Elite Optimus Prime", file: "elite-optimus-prime", date: "2024-11-25" }],
    [
      { name: "Manuel d'utilisation Buzz l'Éclair Toy Story", file: "toy-story-buzz-lightyear", date: "2024-11-27" },
      {
        name: "Manuel d'utilisation Buzz l'Éclair Space Ranger Alpha",
        file: "buzz-lightyear-space-ranger-alpha",
        date: "2024-11-27",
      },
    ],
    [
      { name: "Manuel d'utilisation K1 Pro Interstellar Scout", file: "k1-pro-interstellar-scout", date: "2024-11-25" },
      { name: "Manuel d'utilisation K1 Interstellar Scout", file: "k1-interstellar-scout", date: "2024-11-25" },
    ],
    [{ name: "Manuel d'utilisation AI Base", file: "ai-base", date: "2024-11-27" }],
  ],
};

export default manuals;
