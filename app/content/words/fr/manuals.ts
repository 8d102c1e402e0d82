// The manuals page (fr): labels, series names and manual names; the tables are in content/manuals.ts.
import type { ManualWords } from "../../manuals.schema";

const manuals: ManualWords = {
  title: "Manuels d'utilisation",
  intro:
    "Téléchargez le manuel de votre robot Mechaforge. Chaque PDF présente le contenu de la boîte, les consignes de sécurité, la charge, la prise en main et les caractéristiques techniques (en anglais).",
  thName: "Nom",
  thSize: "Taille",
  thUpdateTime: "Mise à jour",
  download: "Télécharger",
  series: {
    flagship: "Série Flagship",
    elite: "Série Elite",
    disneyPixar: "Série Disney·Pixar",
    interstellar: "Série Interstellar",
    accessories: "Accessoires",
  },
  names: {
    "flagship-bumblebee": "Manuel d'utilisation Flagship Bumblebee",
    "flagship-optimus-prime": "Manuel d'utilisation Flagship Optimus Prime",
    "flagship-megatron": "Manuel d'utilisation Flagship Megatron",
    "grimlock-g1-flagship": "Manuel d'utilisation Grimlock G1 Flagship",
    "bumblebee-g1-performance": "Manuel d'utilisation Bumblebee G1 Performance",
    "elite-optimus-prime": "Manuel d'utilisation Elite Optimus Prime",
    "toy-story-buzz-lightyear": "Manuel d'utilisation Buzz l'Éclair Toy Story",
    "buzz-lightyear-space-ranger-alpha": "Manuel d'utilisation Buzz l'Éclair Space Ranger Alpha",
    "k1-pro-interstellar-scout": "Manuel d'utilisation K1 Pro Interstellar Scout",
    "k1-interstellar-scout": "Manuel d'utilisation K1 Interstellar Scout",
    "ai-base": "Manuel d'utilisation AI Base",
  },
};

export default manuals;
