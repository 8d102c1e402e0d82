// zod schemas of the legal facts (legal.ts: each legal entity once, which entity and hosting provider stand behind each
// region, the regions that are live) and of the legal words (words/<language>.json, `legal`: how each market's notice
// page and footer block present those facts, with placeholders such as {registerNumber}).
import { z } from "zod";
import { REGION_CODES } from "~/rules/regions";

const text = z.string().min(1);
const httpsUrl = z.url({ protocol: /^https$/ });
const money = z.strictObject({
  amount: z.number().positive(),
  currency: z.enum(["CNY", "USD", "GBP", "EUR", "KRW", "JPY"]),
});

export const ENTITY_IDS = ["cn", "us", "uk", "eu", "kr", "jp"] as const;
export const HOST_IDS = ["cn", "global"] as const;

const addressSchema = z.strictObject({
  /** As registered, in the script of the register. */
  lines: z.array(text).min(1),
  /** ISO 3166 country, printed after the last line in the reader's language; left out for a domestic address. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

const phoneSchema = z.strictObject({
  /** As the market writes it: "+44 20 7946 0321", "03-5555-0142". */
  display: text,
  /** International form with visual separators (RFC 3966), for tel: links and structured data: "+44-20-7946-0321". */
  tel: z.string().regex(/^\+\d[\d-]+\d$/),
});

export const legalEntitySchema = z.strictObject({
  /** The name as registered, legal form included. */
  name: text,
  /** The name in Latin letters (the registered English name), for pages in another script: the kr product notice. */
  latinName: text.optional(),
  address: addressSchema,
  email: z.email(),
  phone: phoneSchema,
  /** Who represents the company (managing directors, 代表取締役, 대표이사, 法定代表人). */
  representatives: z.array(text).min(1).optional(),
  /** The register that holds the company and its number there (KvK, Companies House, 사업자등록번호, 统一社会信用代码). */
  register: z.strictObject({ authority: text, number: text }).optional(),
  vatId: text.optional(),
  shareCapital: money.optional(),
  /** Directeur de la publication (fr), Verantwortlicher nach § 18 Abs. 2 MStV (de). */
  publicationDirector: text.optional(),
  /** 통신판매업 신고번호 (kr). */
  mailOrderNumber: text.optional(),
  /** 개인정보 보호책임자 (kr), 个人信息保护负责人 (cn). */
  privacyOfficer: text.optional(),
  /** The business licence as shown under 电子商务法 §15 (cn). */
  licence: z
    .strictObject({
      type: text,
      established: z.iso.date(),
      term: text,
      authority: text,
      scope: text,
      registeredCapital: money,
    })
    .optional(),
});

export const hostSchema = z.strictObject({ name: text, address: text, phone: text.optional(), website: httpsUrl });

export const legalFactsSchema = z.strictObject({
  entities: z.record(z.enum(ENTITY_IDS), legalEntitySchema),
  hosts: z.record(z.enum(HOST_IDS), hostSchema),
  regions: z.record(
    z.enum(REGION_CODES),
    z.strictObject({
      entity: z.enum(ENTITY_IDS),
      host: z.enum(HOST_IDS),
      /** The consumer mediator the region's customers may turn to (fr: Code de la consommation L616-1). */
      mediator: z.strictObject({ name: text, address: text, website: httpsUrl }).optional(),
      /** ICP 备案号 and 公安联网备案号 (cn), each linking to its public record. */
      icp: z.strictObject({ number: text, link: httpsUrl }).optional(),
      psb: z.strictObject({ number: text, link: httpsUrl }).optional(),
      /**
       * The producer registration for electrical and electronic equipment in the market (WEEE Directive 2012/19/EU):
       * the register (stiftung ear for de, ADEME's SYDEREP for fr), the number it issued ("DE 12345678", the French
       * identifiant unique "FR123456_01ABCD") and, where the market names it, the take-back scheme (fr éco-organisme).
       */
      weee: z.strictObject({ register: text, number: text, scheme: text.optional() }).optional(),
    }),
  ),
  /**
   * Regions whose legal facts are marked real (the studio's "Legal facts" screen): content:check refuses sample and
   * placeholder values there and checks each number's check digit. Every other region's facts are samples: its pages
   * say so, and a production server at a public origin refuses to serve it
   * (docs/decisions/049-legal-facts-per-entity.md).
   */
  live: z.array(z.enum(REGION_CODES)),
});

/** A row of a notice or footer block: a label (optional) and a value, each with placeholders; a link if the value is one. */
const rowSchema = z.strictObject({ label: text.optional(), value: text, link: text.optional() });

export const legalWordsSchema = z.strictObject({
  /** The market's legal notice page (Impressum, mentions légales, legal notice, 特定商取引法に基づく表記, 营业执照信息). */
  notice: z
    .strictObject({
      title: text,
      intro: z.array(text),
      sections: z.array(
        z.strictObject({ heading: text, rows: z.array(rowSchema).optional(), paragraphs: z.array(text).optional() }),
      ),
    })
    .optional(),
  /** A block at the foot of every page (kr 사업자 정보, cn ICP/公安 line with the licence link). */
  footer: z.strictObject({ label: text, rows: z.array(rowSchema).min(1) }).optional(),
  /** The note beside legal facts that are samples (legal.ts `live`): on the notice page and the footer block. */
  sample: text.optional(),
});

export type LegalFacts = z.infer<typeof legalFactsSchema>;
export type LegalEntity = z.infer<typeof legalEntitySchema>;
export type EntityId = (typeof ENTITY_IDS)[number];
export type LegalWords = z.infer<typeof legalWordsSchema>;
export type LegalRow = z.infer<typeof rowSchema>;
