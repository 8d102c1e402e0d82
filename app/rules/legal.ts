// The legal facts of a region as placeholder values for its words ({name}, {registerNumber}, {icpLink}…), and the rows
// a notice or footer block shows. Pure: the facts and the region's locale come in as parameters.
import type { LegalEntity, LegalFacts, LegalRow } from "~/content/legal.schema";
import { fillTemplate, placeholders } from "~/rules/copy-template";
import { REGIONS, type RegionCode } from "~/rules/regions";
import { unbreakable } from "~/rules/typography";

export interface FilledRow {
  label?: string;
  /** One or more lines. */
  lines: string[];
  link?: string;
}

/** The entity behind a region. */
export function regionEntity(facts: LegalFacts, region: RegionCode): LegalEntity {
  return facts.entities[facts.regions[region].entity];
}

/** An address's lines, the country (in the reader's language) after the last one where the facts give it. */
export function addressLines(entity: LegalEntity, locale: string): string[] {
  const { lines, country } = entity.address;
  if (!country) return [...lines];
  const name = new Intl.DisplayNames([locale], { type: "region" }).of(country) ?? country;
  return [...lines.slice(0, -1), `${lines.at(-1)}, ${name}`];
}

/** The Korean Fair Trade Commission's public record of a business number (사업자정보확인). */
export function businessCheckLink(businessNumber: string): string {
  return `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessNumber.replace(/\D/g, "")}`;
}

/** Every legal fact of a region as a placeholder value; a fact the region does not have is absent. */
export function legalValues(facts: LegalFacts, region: RegionCode): Record<string, string> {
  const { intlLocale, timeZone } = REGIONS[region];
  const market = facts.regions[region];
  const entity = regionEntity(facts, region);
  const host = facts.hosts[market.host];
  const money = ({ amount, currency }: { amount: number; currency: string }) =>
    new Intl.NumberFormat(intlLocale, { style: "currency", currency, trailingZeroDisplay: "stripIfInteger" }).format(
      amount,
    );
  const lines = addressLines(entity, intlLocale);
  const values: Record<string, string | undefined> = {
    name: entity.name,
    address: lines.join("\n"),
    addressLine: lines.join(", "),
    email: entity.email,
    emailLink: `mailto:${entity.email}`,
    phone: entity.phone.display,
    phoneLink: `tel:${entity.phone.tel}`,
    representatives: entity.representatives?.join(", "),
    registerAuthority: entity.register?.authority,
    registerNumber: entity.register?.number,
    businessCheckLink: entity.register ? businessCheckLink(entity.register.number) : undefined,
    vatId: entity.vatId,
    shareCapital: entity.shareCapital ? money(entity.shareCapital) : undefined,
    publicationDirector: entity.publicationDirector,
    mailOrderNumber: entity.mailOrderNumber,
    privacyOfficer: entity.privacyOfficer,
    hostName: host.name,
    hostAddress: host.address,
    hostPhone: host.phone,
    hostWebsite: host.website,
    mediatorName: market.mediator?.name,
    mediatorAddress: market.mediator?.address,
    mediatorWebsite: market.mediator?.website,
    icpNumber: market.icp?.number,
    icpLink: market.icp?.link,
    psbNumber: market.psb?.number,
    psbLink: market.psb?.link,
    weeeRegister: market.weee?.register,
    weeeNumber: market.weee?.number,
    weeeScheme: market.weee?.scheme,
    licenceType: entity.licence?.type,
    licenceEstablished: entity.licence
      ? unbreakable(
          new Intl.DateTimeFormat(intlLocale, { dateStyle: "long", timeZone }).format(
            Date.parse(`${entity.licence.established}T12:00:00Z`),
          ),
        )
      : undefined,
    licenceTerm: entity.licence?.term,
    licenceAuthority: entity.licence?.authority,
    licenceScope: entity.licence?.scope,
    licenceCapital: entity.licence ? money(entity.licence.registeredCapital) : undefined,
  };
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** A row with its placeholders filled; a value of several lines ({address}) keeps them. */
export function fillRow(row: LegalRow, values: Readonly<Record<string, string>>): FilledRow {
  return {
    ...(row.label ? { label: fillTemplate(row.label, values) } : {}),
    lines: fillTemplate(row.value, values).split("\n"),
    ...(row.link ? { link: fillTemplate(row.link, values) } : {}),
  };
}

/** The placeholders of a row the values do not fill (content:check names them). */
export function unfilled(row: LegalRow, values: Readonly<Record<string, string>>): string[] {
  return [row.label ?? "", row.value, row.link ?? ""].flatMap(placeholders).filter((name) => !(name in values));
}
