import { describe, expect, it } from "vitest";
import { claimLine, claimValues, largestReduction } from "~/rules/claims";

describe("a headline's computed claim", () => {
  it("is the largest reduction among the offers, the share rounded down and the amount of its own card", () => {
    expect(
      largestReduction([
        { price: 349, reference: 499 }, // 30.06 %, 150
        { price: 1359, reference: 1699 }, // 20.01 %, 340
        { price: 599, reference: null },
      ]),
    ).toEqual({ percent: 30, amount: 340 });
    // 28.95 % is "up to 28 %", never 29 %; an exact share is not rounded down by binary fractions.
    expect(largestReduction([{ price: 319, reference: 449 }])).toEqual({ percent: 28, amount: 130 });
    expect(largestReduction([{ price: 70, reference: 100 }])?.percent).toBe(30);
  });

  it("has no figure where no offer is below its reference, or the share is below 1 %", () => {
    expect(largestReduction([])).toBeNull();
    expect(
      largestReduction([
        { price: 559, reference: 559 },
        { price: 599, reference: null },
      ]),
    ).toBeNull();
    expect(largestReduction([{ price: 995, reference: 1000 }])).toBeNull();
  });

  it("fills the figure in the region's format, or shows the figure-free words where there is none", () => {
    const reduction = { percent: 30, amount: 140 };
    expect(claimLine("Bis zu {upTo:percent} Rabatt", "Festtagspreise", claimValues("de", reduction))).toBe(
      "Bis zu 30\u00a0% Rabatt",
    );
    expect(claimLine("Jusqu'à -{upTo:percent}", "Prix de fête", claimValues("fr", reduction))).toBe(
      "Jusqu'à -30\u202f%",
    );
    expect(claimLine("Up to {upTo:amount} off", "Early deals", claimValues("uk", reduction))).toBe("Up to £140 off");
    expect(claimLine("Bis zu {upTo:percent} Rabatt", "Festtagspreise", claimValues("de", null))).toBe("Festtagspreise");
    expect(claimLine("Start 2025 transformed", undefined, claimValues("us", null))).toBe("Start 2025 transformed");
  });
});
