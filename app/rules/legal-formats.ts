// The written form of each register and filing number a market's legal notice states, and the check digits where the
// register defines them. Pure. A shape says whether a value is written as the register writes it; a check digit says
// whether it can be a number the register issued. Samples are written in the shape (so the page lays out as it will),
// but their check digits are invented: content:check asks for check digits only of facts marked real.

export interface FormatVerdict {
  /** The value is not written in the register's form: what the form is. */
  shape?: string;
  /** Written in the form, but its check digit is wrong. */
  checkDigit?: string;
}

interface Format {
  /** What the register's numbers look like, said to an editor. */
  expects: string;
  shape: RegExp;
  check?: (value: string) => boolean;
}

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** 统一社会信用代码 (GB 32100-2015): 18 characters of 0-9 and 31 letters, the last one a mod-31 check character. */
const CREDIT_CODE_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
function creditCodeCheck(value: string): boolean {
  const sum = CREDIT_CODE_WEIGHTS.reduce(
    (total, weight, index) => total + CREDIT_CODE_CHARS.indexOf(value[index]!) * weight,
    0,
  );
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] === value[17];
}

/** 사업자등록번호: the last of its ten digits is a check digit (weights 1 3 7 1 3 7 1 3 5). */
function krBusinessCheck(value: string): boolean {
  const d = digitsOf(value).split("").map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((total, weight, index) => total + d[index]! * weight, 0) + Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** 法人番号: thirteen digits, the first a check digit over the other twelve. */
function jpCorporateCheck(value: string): boolean {
  const d = value.split("").map(Number);
  const body = d.slice(1).reverse();
  const sum = body.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 2), 0);
  return 9 - (sum % 9) === d[0];
}

/** SIREN (9 digits) and SIRET (14): the Luhn check. */
function luhn(value: string): boolean {
  const d = digitsOf(value).split("").reverse().map(Number);
  const sum = d.reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

/** UK VAT: nine digits, the first seven weighted 8…2 plus the last two a multiple of 97 (or of 97 after adding 55). */
function ukVatCheck(value: string): boolean {
  const d = digitsOf(value).split("").map(Number);
  const sum =
    [8, 7, 6, 5, 4, 3, 2].reduce((total, weight, index) => total + d[index]! * weight, 0) + d[7]! * 10 + d[8]!;
  return sum % 97 === 0 || (sum + 55) % 97 === 0;
}

export const FORMATS = {
  cnCreditCode: {
    expects: "统一社会信用代码: 18 characters, digits and capitals (no I, O, S, V, Z), e.g. 91440300MA5D0000XU",
    shape: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
    check: creditCodeCheck,
  },
  cnIcp: {
    expects: "ICP 备案号: province, ICP备, 8 digits, 号 and an optional site number, e.g. 粤ICP备16000000号-1",
    shape: /^[\u4e00-\u9fa5]ICP备\d{8}号(-\d{1,3})?$/,
  },
  cnPsb: {
    expects: "公安联网备案号: province, 公网安备, 14 digits, 号, e.g. 粤公网安备44030502000000号",
    shape: /^[\u4e00-\u9fa5]公网安备\d{14}号$/,
  },
  krBusinessNumber: {
    expects: "사업자등록번호: ###-##-#####",
    shape: /^\d{3}-\d{2}-\d{5}$/,
    check: krBusinessCheck,
  },
  krMailOrder: {
    expects: "통신판매업 신고번호: 제YYYY-지역-#####호, e.g. 제2025-서울강남-01234호",
    shape: /^제\d{4}-[가-힣]+-\d{3,5}호$/,
  },
  jpCorporateNumber: {
    expects: "法人番号: 13 digits",
    shape: /^\d{13}$/,
    check: jpCorporateCheck,
  },
  ukCompanyNumber: {
    expects: "Companies House number: 8 digits, or 2 capitals and 6 digits (SC123456)",
    shape: /^(\d{8}|[A-Z]{2}\d{6})$/,
  },
  kvk: { expects: "KvK-nummer: 8 digits", shape: /^\d{8}$/ },
  hrb: {
    expects: "Handelsregister: HRA or HRB, the number, and an optional letter (HRB 123456 B)",
    shape: /^HR[AB] \d{1,6}( [A-Z]{1,2})?$/,
  },
  siren: {
    expects: "SIREN: 9 digits (123 456 789), or RCS <ville> and the SIREN",
    shape: /^(RCS [A-ZÀ-Ü][\p{L}' -]+ )?\d{3} ?\d{3} ?\d{3}$/u,
    check: luhn,
  },
  siret: { expects: "SIRET: 14 digits (123 456 789 00012)", shape: /^\d{3} ?\d{3} ?\d{3} ?\d{5}$/, check: luhn },
  vatGB: {
    expects: "UK VAT number: GB and 9 digits (GB 123 4567 89)",
    shape: /^GB ?\d{3} ?\d{4} ?\d{2}$/,
    check: ukVatCheck,
  },
  vatNL: { expects: "Dutch VAT ID: NL, 9 digits, B and 2 digits (NL123456789B01)", shape: /^NL\d{9}B\d{2}$/ },
  vatDE: { expects: "German USt-IdNr.: DE and 9 digits (DE123456789)", shape: /^DE\d{9}$/ },
  vatFR: {
    expects: "French TVA number: FR, 2 characters and the SIREN (FR12 123456789)",
    shape: /^FR[0-9A-HJ-NP-Z]{2} ?\d{9}$/,
  },
  weeeDE: {
    expects: "WEEE-Reg.-Nr. of stiftung ear: DE and 8 digits (DE 12345678)",
    shape: /^DE ?\d{8}$/,
  },
  frIdu: {
    expects: "identifiant unique (IDU) of ADEME: FR, 6 digits, _, 2 digits and 4 capitals or digits (FR123456_01ABCD)",
    shape: /^FR\d{6}_\d{2}[A-Z0-9]{4}$/,
  },
} satisfies Record<string, Format>;

export type FormatName = keyof typeof FORMATS;

/** Whether a value is written in a format, and its check digit where the format has one (`checkDigits`). */
export function checkFormat(name: FormatName, value: string, { checkDigits = true } = {}): FormatVerdict {
  const format: Format = FORMATS[name];
  if (!format.shape.test(value)) return { shape: format.expects };
  if (checkDigits && format.check && !format.check(value))
    return { checkDigit: `${format.expects}: its check digit is wrong` };
  return {};
}

/** The register a notice names, from its authority (KvK, Companies House, 국세청, 市场监督管理局…): its number's format. */
export function registerFormat(authority: string): FormatName | null {
  if (/KvK|Kamer van Koophandel/i.test(authority)) return "kvk";
  if (/Companies House/i.test(authority)) return "ukCompanyNumber";
  if (/Handelsregister|Amtsgericht/i.test(authority)) return "hrb";
  if (/\bRCS\b|SIREN|registre du commerce/i.test(authority)) return "siren";
  if (/국세청/.test(authority)) return "krBusinessNumber";
  if (/市场监督管理|市场监管|工商行政/.test(authority)) return "cnCreditCode";
  if (/国税庁|法人番号/.test(authority)) return "jpCorporateNumber";
  return null;
}

/** A WEEE producer register's number format, from the register (stiftung ear, ADEME); null for one we do not know. */
export function weeeFormat(register: string): FormatName | null {
  if (/stiftung ear|elektro-altger/i.test(register)) return "weeeDE";
  if (/ADEME|SYDEREP/i.test(register)) return "frIdu";
  return null;
}

/** A VAT ID's format, from its country prefix. */
export function vatFormat(vatId: string): FormatName | null {
  const prefix = vatId.slice(0, 2).toUpperCase();
  return prefix === "GB" || prefix === "NL" || prefix === "DE" || prefix === "FR" ? `vat${prefix}` : null;
}
