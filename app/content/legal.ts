// Who stands behind each region, once: the legal entities (name, registered office, register and number, VAT ID,
// representatives, contact), the hosting providers, and per region its entity, host, consumer mediator, Chinese
// filing numbers and WEEE producer registration. Every legal notice, footer block, official rules page and the footer address derive from here; their
// words (words/<language>.json, `legal`) name the facts by placeholder ({registerNumber}).
import type { LegalFacts } from "~/content/legal.schema";

/**
 * SAMPLE DATA. Register numbers, VAT IDs, filing numbers, names of people, share capital, hosting contracts, the
 * mediator and the phone numbers are not ours to invent: every value below is a stand-in until the company supplies
 * the registered one. A region listed in `live` at the end of this file has its facts marked real: `content:check`
 * refuses each of these values there (and anything that looks like a placeholder). Every other region is marked sample:
 * its pages say so, and a production server at a public origin refuses to serve it.
 */
export const SAMPLE = {
  cnCreditCode: "91440300MA5D0000XQ",
  cnRepresentative: "陈志远",
  cnPrivacyOfficer: "王雪（个人信息保护负责人）",
  cnIcp: "粤ICP备16000000号-1",
  cnPsb: "粤公网安备44030502000000号",
  cnPsbCode: "44030502000000",
  cnPhone: "400-800-0123",
  usPhone: "+1 (949) 555-0142",
  ukCompanyNumber: "10000000",
  ukVat: "GB 100 0000 00",
  ukDirector: "Emily Carter",
  ukPhone: "+44 20 7946 0321",
  euKvk: "80000000",
  euVat: "NL800000000B01",
  euDirector: "Sophie van Dijk",
  euPhone: "+31 20 555 0199",
  euCapital: 100000,
  jpRepresentative: "佐藤 健",
  jpPhone: "03-5555-0142",
  krRepresentative: "김민준",
  krBusinessNumber: "000-00-00000",
  krMailOrder: "제2025-서울강남-00000호",
  krPrivacyOfficer: "이서연 (개인정보보호팀장)",
  krPhone: "02-555-0142",
  hostCn: "阿里云计算有限公司",
  hostGlobal: "Amazon Web Services EMEA SARL",
  mediatorFr: "CM2C",
  deWeee: "DE 80000000",
  frWeee: "FR800000_01MFRB",
  frWeeeScheme: "ecosystem",
  euWeee: "80000000",
} as const;

const legal: LegalFacts = {
  entities: {
    cn: {
      name: "深圳市机械熔炉机器人有限公司",
      latinName: "Shenzhen Mechaforge Robotics Co., Ltd.",
      address: { lines: ["广东省深圳市南山区科技园科发路 8 号"] },
      email: "service@mechaforge.cn",
      phone: { display: SAMPLE.cnPhone, tel: "+86-400-800-0123" },
      representatives: [SAMPLE.cnRepresentative],
      register: { authority: "深圳市市场监督管理局", number: SAMPLE.cnCreditCode },
      privacyOfficer: SAMPLE.cnPrivacyOfficer,
      licence: {
        type: "有限责任公司",
        established: "2016-03-18",
        term: "长期",
        authority: "深圳市市场监督管理局",
        scope: "智能机器人、玩具、电子产品的研发与销售；软件开发；网上零售",
        registeredCapital: { amount: 10_000_000, currency: "CNY" },
      },
    },
    us: {
      name: "Mechaforge Robotics (US) Inc.",
      address: { lines: ["1200 Innovation Way, Suite 300", "Irvine, CA 92618"], country: "US" },
      email: "support-us@mechaforge.com",
      phone: { display: SAMPLE.usPhone, tel: "+1-949-555-0142" },
    },
    uk: {
      name: "Mechaforge Robotics (UK) Ltd.",
      address: { lines: ["20 Eastbourne Terrace", "London W2 6LG"], country: "GB" },
      email: "support-uk@mechaforge.com",
      phone: { display: SAMPLE.ukPhone, tel: "+44-20-7946-0321" },
      representatives: [SAMPLE.ukDirector],
      register: { authority: "Companies House (England and Wales)", number: SAMPLE.ukCompanyNumber },
      vatId: SAMPLE.ukVat,
    },
    eu: {
      name: "Mechaforge Robotics Europe B.V.",
      address: { lines: ["Herengracht 420", "1017 BZ Amsterdam"], country: "NL" },
      email: "support-eu@mechaforge.com",
      phone: { display: SAMPLE.euPhone, tel: "+31-20-555-0199" },
      representatives: [SAMPLE.euDirector],
      register: { authority: "Kamer van Koophandel (KvK)", number: SAMPLE.euKvk },
      vatId: SAMPLE.euVat,
      shareCapital: { amount: SAMPLE.euCapital, currency: "EUR" },
      publicationDirector: SAMPLE.euDirector,
    },
    kr: {
      name: "주식회사 메카포지로보틱스코리아",
      address: { lines: ["(06236) 서울특별시 강남구 테헤란로 152, 20층"] },
      email: "support-kr@mechaforge.com",
      phone: { display: SAMPLE.krPhone, tel: "+82-2-555-0142" },
      representatives: [SAMPLE.krRepresentative],
      register: { authority: "국세청", number: SAMPLE.krBusinessNumber },
      mailOrderNumber: SAMPLE.krMailOrder,
      privacyOfficer: SAMPLE.krPrivacyOfficer,
    },
    jp: {
      name: "Mechaforge Robotics Japan 株式会社",
      address: { lines: ["〒150-0001 東京都渋谷区神宮前 5-52-2"] },
      email: "support-jp@mechaforge.com",
      phone: { display: SAMPLE.jpPhone, tel: "+81-3-5555-0142" },
      representatives: [SAMPLE.jpRepresentative],
    },
  },
  hosts: {
    cn: { name: SAMPLE.hostCn, address: "浙江省杭州市西湖区转塘科技经济区块 12 号", website: "https://www.aliyun.com" },
    global: {
      name: SAMPLE.hostGlobal,
      address: "38 avenue John F. Kennedy, L-1855 Luxembourg",
      website: "https://aws.amazon.com",
    },
  },
  regions: {
    cn: {
      entity: "cn",
      host: "cn",
      icp: { number: SAMPLE.cnIcp, link: "https://beian.miit.gov.cn/" },
      psb: {
        number: SAMPLE.cnPsb,
        link: `https://beian.mps.gov.cn/#/query/webSearch?code=${SAMPLE.cnPsbCode}`,
      },
    },
    us: { entity: "us", host: "global" },
    uk: { entity: "uk", host: "global" },
    eu: {
      entity: "eu",
      host: "global",
      weee: { register: "Nationaal (W)EEE Register (Nederland)", number: SAMPLE.euWeee },
    },
    fr: {
      entity: "eu",
      host: "global",
      weee: { register: "ADEME (SYDEREP)", number: SAMPLE.frWeee, scheme: SAMPLE.frWeeeScheme },
      mediator: {
        name: SAMPLE.mediatorFr,
        address: "49 rue de Ponthieu, 75008 Paris",
        website: "https://www.cm2c.net",
      },
    },
    de: { entity: "eu", host: "global", weee: { register: "stiftung ear", number: SAMPLE.deWeee } },
    kr: { entity: "kr", host: "global" },
    jp: { entity: "jp", host: "global" },
  },
  // No region's facts are marked real yet: every legal fact above is sample data.
  live: [],
};

/** The repository's legal part: the facts, and the values it marks as sample data. */
export const legalPart = { facts: legal, samples: Object.values(SAMPLE).map(String) };
