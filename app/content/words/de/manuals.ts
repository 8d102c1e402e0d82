// The manuals page (de): labels, series names and manual names; the tables are in content/manuals.ts.
import type { ManualWords } from "../../manuals.schema";

const manuals: ManualWords = {
  title: "Bedienungsanleitungen",
  intro:
    "Laden Sie die Bedienungsanleitung für Ihren Mechaforge-Roboter herunter. Jede PDF-Datei beschreibt Lieferumfang, Sicherheitshinweise, Laden, erste Schritte und technische Daten (auf Englisch).",
  thName: "Name",
  thSize: "Größe",
  thUpdateTime: "Aktualisiert",
  download: "Herunterladen",
  series: {
    flagship: "Flagship-Serie",
    elite: "Elite-Serie",
    disneyPixar: "Disney·Pixar-Serie",
    interstellar: "Interstellar-Serie",
    accessories: "Zubehör",
  },
  names: {
    "flagship-bumblebee": "Bedienungsanleitung Flagship Bumblebee",
    "flagship-optimus-prime": "Bedienungsanleitung Flagship Optimus Prime",
    "flagship-megatron": "Bedienungsanleitung Flagship Megatron",
    "grimlock-g1-flagship": "Bedienungsanleitung Grimlock G1 Flagship",
    "bumblebee-g1-performance": "Bedienungsanleitung Bumblebee G1 Performance",
    "elite-optimus-prime": "Bedienungsanleitung Elite Optimus Prime",
    "toy-story-buzz-lightyear": "Bedienungsanleitung Toy Story Buzz Lightyear",
    "buzz-lightyear-space-ranger-alpha": "Bedienungsanleitung Buzz Lightyear Space Ranger Alpha",
    "k1-pro-interstellar-scout": "Bedienungsanleitung K1 Pro Interstellar Scout",
    "k1-interstellar-scout": "Bedienungsanleitung K1 Interstellar Scout",
    "ai-base": "Bedienungsanleitung AI Base",
  },
};

export default manuals;
