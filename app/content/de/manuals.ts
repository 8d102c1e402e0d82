import type { ManualsContent } from "../manuals.schema";

const manuals: ManualsContent = {
  title: "Bedienungsanleitungen",
  intro:
    "Laden Sie die Bedienungsanleitung für Ihren Mechaforge-Roboter herunter. Jede PDF-Datei beschreibt Lieferumfang, Sicherheitshinweise, Laden, erste Schritte und technische Daten (auf Englisch).",
  thName: "Name",
  thSize: "Größe",
  thUpdateTime: "Aktualisiert",
  download: "Herunterladen",
  seriesName: ["Flagship-Serie", "Elite-Serie", "Disney·Pixar-Serie", "Interstellar-Serie", "Zubehör"],
  data: [
    [
      { name: "Bedienungsanleitung Flagship Bumblebee", file: "flagship-bumblebee", date: "2024-11-27" },
      { name: "Bedienungsanleitung Flagship Optimus Prime", file: "flagship-optimus-prime", date: "2024-11-25" },
      { name: "Bedienungsanleitung Flagship Megatron", file: "flagship-megatron", date: "2024-11-25" },
      { name: "Bedienungsanleitung Grimlock G1 Flagship", file: "grimlock-g1-flagship", date: "2024-11-25" },
      { name: "Bedienungsanleitung Bumblebee G1 Performance", file: "bumblebee-g1-performance", date: "2024-11-27" },
    ],
    [{ name: "Bedienungsanleitung Elite Optimus Prime", file: "elite-optimus-prime", date: "2024-11-25" }],
    [
      { name: "Bedienungsanleitung Toy Story Buzz Lightyear", file: "toy-story-buzz-lightyear", date: "2024-11-27" },
      {
        name: "Bedienungsanleitung Buzz Lightyear Space Ranger Alpha",
        file: "buzz-lightyear-space-ranger-alpha",
        date: "2024-11-27",
      },
    ],
    [
      { name: "Bedienungsanleitung K1 Pro Interstellar Scout", file: "k1-pro-interstellar-scout", date: "2024-11-25" },
      { name: "Bedienungsanleitung K1 Interstellar Scout", file: "k1-interstellar-scout", date: "2024-11-25" },
    ],
    [{ name: "Bedienungsanleitung AI Base", file: "ai-base", date: "2024-11-27" }],
  ],
};

export default manuals;
