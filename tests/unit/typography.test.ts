// Typography as natives write it: French spaces and apostrophes applied to every French text where it is made, and
// dates that never break inside.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryDocument } from "~/content/repository";
import { wordsFor } from "~/content/words";
import { textsOf } from "~/rules/copy-template";
import { frenchSpacing, frenchTypography, unbreakable } from "~/rules/typography";

/** The repository's content: the fixture these tests read. */
const content = repositoryDocument();

const NNBSP = "\u202f";
const NBSP = "\u00a0";

describe("French spacing", () => {
  it("puts a narrow no-break space before ; ! ? and %, a no-break space before : and inside « »", () => {
    expect(frenchSpacing("Vous hésitez ? Oui ! Jusqu'à -30 % ; voir : « offre »")).toBe(
      `Vous hésitez${NNBSP}? Oui${NNBSP}! Jusqu'à -30${NNBSP}%${NNBSP}; voir${NBSP}: «${NBSP}offre${NBSP}»`,
    );
  });
  it("adds the space a text forgot, and keeps numbers with their hour sign", () => {
    expect(frenchSpacing("Prêt?")).toBe(`Prêt${NNBSP}?`);
    expect(frenchSpacing("de 9 h à 23 h 59")).toBe(`de 9${NBSP}h à 23${NBSP}h${NBSP}59`);
    expect(frenchSpacing("d'une valeur de 119 €, offerte dès 739 €")).toBe(
      `d'une valeur de 119${NBSP}€, offerte dès 739${NBSP}€`,
    );
  });
  it("leaves placeholders, links and times alone", () => {
    expect(frenchSpacing("{stage1:year} https://www.cm2c.net/?a=b tel:+33")).toBe(
      "{stage1:year} https://www.cm2c.net/?a=b tel:+33",
    );
  });
  it("writes the typographic apostrophe between letters and before a placeholder, nowhere else", () => {
    expect(frenchTypography("L'univers d'{product}, aujourd'hui ? 'cité' O'Neil")).toBe(
      `L\u2019univers d\u2019{product}, aujourd\u2019hui${NNBSP}? 'cité' O\u2019Neil`,
    );
    expect(frenchTypography("l'adresse https://example.com/?q=a'b")).toBe("l\u2019adresse https://example.com/?q=a'b");
  });
  it("is laid over every French text the fr region reads, never typed in the bundle", () => {
    const bundle = readFileSync(path.resolve(import.meta.dirname, "../../app/content/words/fr.json"), "utf8");
    expect(bundle).not.toMatch(/[\u00a0\u202f]/);
    const texts = textsOf(wordsFor(content, "fr")).map((item) => item.text);
    expect(texts.filter((text) => / [:;!?»%]|« /.test(text))).toEqual([]);
    expect(texts.some((text) => text.includes(`${NNBSP}?`))).toBe(true);
    expect(texts.filter((text) => /\p{L}'\p{L}/u.test(text))).toEqual([]);
  });
});

describe("dates that never break", () => {
  it("holds a CJK date together with word joiners and a Latin one with no-break spaces", () => {
    expect(unbreakable("5月6日")).toBe("5\u2060月\u20606\u2060日");
    expect(unbreakable("2025년 5월 6일")).not.toMatch(/ /);
    expect(unbreakable("2025년 5월 6일").replace(/\u2060/g, "")).toBe(`2025년${NBSP}5월${NBSP}6일`);
    expect(unbreakable("April 27, 2025")).toBe(`April${NBSP}27,${NBSP}2025`);
  });
});
