// A product's information notice, where the region's law asks every product page for one (REGIONS `productNotice`; kr:
// 전자상거래법 상품정보제공 고시, items of 완구 and 소형전자), and the written form of each safety certificate's number.
// Pure: the product's facts, the words, the legal entities and the region's locale come in. Every value but the model,
// the maker, the country of manufacture and the certificates derives from a fact the page states already (the specs,
// the region's legal entity); docs/decisions/342-product-information-notice.md.
import type { LegalEntity } from "~/content/legal.schema";
import type { CertificateKind, ProductFacts, ProductNoticeWords, SpecKey } from "~/content/product.schema";
import { fillTemplate } from "~/rules/copy-template";
import { formatSpec } from "~/rules/specs";

/** The written form of each kind of certificate number, said to an editor, with a sample. */
export const CERTIFICATE_FORMATS: Record<CertificateKind, { expects: string; shape: RegExp }> = {
  // 안전확인 신고번호: CB, the item code (063 toys), the test body's letter, its serial, the year digit and a sequence.
  krChildren: {
    expects: "어린이제품 안전확인 신고번호: CB, 3 digits, a capital, 3 to 5 digits, -, 4 digits (CB063R10486-2002)",
    shape: /^CB\d{3}[A-Z]\d{3,5}-\d{4}[A-Z]?$/,
  },
  // 안전인증번호 and 안전확인 신고번호 of 전기용품: the body's and the scheme's letters, the item and serial, the year and a
  // sequence, an optional letter for a derived model.
  krElectric: {
    expects: "전기용품 안전인증번호: 2 capitals, 5 or 6 digits, -, 5 digits, an optional capital (XU100209-17001)",
    shape: /^[A-Z]{2}\d{5,6}-\d{5}[A-Z]?$/,
  },
  krElectricConfirmation: {
    expects: "전기용품 안전확인 신고번호: 2 capitals, 5 or 6 digits, -, 5 digits, an optional capital (YU07141-16002A)",
    shape: /^[A-Z]{2}\d{5,6}-\d{5}[A-Z]?$/,
  },
  // 적합성평가 번호 since 2019: R, R (적합등록) or C (적합인증), the applicant's 3-character code, the model's code.
  krRadio: {
    expects:
      "방송통신기자재 적합성평가 번호: R-R- or R-C-, a 3-character applicant code, -, the model code (R-R-MFR-K1P01)",
    shape: /^R-[RC]-[A-Za-z0-9]{3}-[A-Za-z0-9][A-Za-z0-9-]{0,13}$/,
  },
};

/** Why a certificate number is not in its kind's form, or null. */
export function certificateIssue(kind: CertificateKind, number: string): string | null {
  const format = CERTIFICATE_FORMATS[kind];
  return format.shape.test(number) ? null : `"${number}": not in the certificate's form; expected ${format.expects}`;
}

/** A line of a row's value: text, then a number that must not break (a certificate's). */
export interface NoticeLine {
  text: string;
  code?: string;
}

/** A row of the notice: its name and its value's lines. */
export interface NoticeRow {
  label: string;
  lines: NoticeLine[];
}

export interface ProductNotice {
  title: string;
  rows: NoticeRow[];
  /** The note that the certificates and the companies' facts are samples, while the region's legal facts are. */
  sample?: string;
}

export interface ProductNoticeInput {
  /** The product's name as the page writes it, on one line. */
  name: string;
  facts: ProductFacts;
  words: ProductNoticeWords;
  /** The language's age grade ("{age}세 이상"). */
  ageGrade: string;
  /** The company that makes the product and the one that sells it in the region (its importer, its A/S). */
  maker: LegalEntity;
  importer: LegalEntity;
  locale: string;
  /** Whether the region's legal facts are samples (rules/legal-state.ts). */
  sample: boolean;
}

/** The notice's rows: a row whose facts the product lacks (an unpowered product's voltage) is left out. */
export function productNotice(input: ProductNoticeInput): ProductNotice | null {
  const { facts, words, locale } = input;
  const notice = facts.notice;
  if (!notice) return null;
  const spec = (key: SpecKey): string | undefined => {
    const found = facts.specs.find((row) => row.key === key);
    return found ? formatSpec(key, found.value, locale, found.atLeast, input.ageGrade) : undefined;
  };
  const values: Record<string, string> = {
    name: input.name,
    model: notice.model,
    // The maker abroad by the name its label prints in Latin letters: a kr page has no Han font (nor most readers).
    maker: input.maker === input.importer ? input.maker.name : (input.maker.latinName ?? input.maker.name),
    importer: input.importer.name,
    phone: input.importer.phone.display,
  };
  const [voltage, height, netWeight, age, warranty] = (
    ["voltage", "height", "netWeight", "age", "warranty"] as const
  ).map(spec);
  const rows: (NoticeRow | null)[] = [
    row(words.rows.nameModel, fillTemplate(words.values.nameModel, values)),
    {
      label: words.rows.certificates,
      lines: notice.certificates.map(({ kind, number }) => ({ text: words.certificates[kind], code: number })),
    },
    row(words.rows.voltage, voltage),
    row(words.rows.size, height && netWeight && fillTemplate(words.values.size, { height, netWeight })),
    row(words.rows.maker, fillTemplate(words.values.maker, values)),
    row(words.rows.madeIn, new Intl.DisplayNames([locale], { type: "region" }).of(notice.madeIn) ?? notice.madeIn),
    row(words.rows.age, age),
    row(words.rows.handling, words.handling),
    row(words.rows.warranty, warranty && fillTemplate(words.values.warranty, { warranty })),
    row(words.rows.service, fillTemplate(words.values.service, values)),
  ];
  return {
    title: words.title,
    rows: rows.filter((item): item is NoticeRow => item !== null),
    ...(input.sample ? { sample: words.sample } : {}),
  };
}

function row(label: string, value: string | undefined): NoticeRow | null {
  return value ? { label, lines: [{ text: value }] } : null;
}
