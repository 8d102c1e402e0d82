import { describe, expect, it } from "vitest";
import { contrastRatio, readableTextOn } from "~/rules/contrast";

describe("readableTextOn", () => {
  it("puts white on the red nav tag (ink would be 4.0:1, under WCAG AA)", () => {
    expect(readableTextOn("#e4002b")).toBe("#ffffff");
    expect(contrastRatio("#e4002b", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
  it("puts ink on the accent yellow", () => {
    expect(readableTextOn("#f5b700")).toBe("#0b0d12");
  });
  it("reads three-digit colours", () => {
    expect(readableTextOn("#fff")).toBe("#0b0d12");
  });
});
