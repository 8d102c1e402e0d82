// The home page, British English: only what differs from en-US.
import type { HomeWords } from "../../home.schema";
import type { DeepPartial } from "../overrides";

const home: DeepPartial<HomeWords> = {
  softwareEcosystem: { subtitle: "Create, share and download new moves and stories for your robot – free of charge." },
  mediaPraise: {
    list: [
      {
        comment: "The transformation sequence is the closest thing to the cartoon we have seen on a shelf.",
        commentator: "Collector's Quarterly (sample quote)",
      },
      {
        comment:
          "A programmable robot that parents and collectors will both want to keep – and neither will want to share.",
        commentator: "Family Tech Weekly (sample quote)",
      },
      {
        comment: "Engineering you can hear: every servo movement is precise and deliberate.",
        commentator: "Maker Review (sample quote)",
      },
    ],
  },
};

export default home;
