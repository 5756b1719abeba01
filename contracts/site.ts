/**
 * The business facts Korean e-commerce law asks a seller to show (상호, 대표자, 사업자등록번호, 통신판매업
 * 신고번호, 주소, 연락처, 이메일), from the COMPANY_* settings; null where a setting is missing. The server
 * writes them into every page (`<script type="application/json" id="site-facts">`) and answers GET /api/site.
 */
export type CompanyFacts = {
  name: string | null;
  ceo: string | null;
  registrationNumber: string | null;
  mailOrderNumber: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
};

export type CompanyFact = keyof CompanyFacts;

/** The setting behind each fact, in the order the law lists them (and /company shows them). */
export const COMPANY_SETTINGS: readonly (readonly [CompanyFact, string])[] = [
  ['name', 'COMPANY_NAME'],
  ['ceo', 'COMPANY_CEO'],
  ['registrationNumber', 'COMPANY_REGISTRATION_NUMBER'],
  ['mailOrderNumber', 'COMPANY_MAIL_ORDER_NUMBER'],
  ['address', 'COMPANY_ADDRESS'],
  ['phone', 'COMPANY_PHONE'],
  ['email', 'COMPANY_EMAIL'],
];

/** The ways to pay that are set up (online: Toss, both keys; bankTransfer: an account to pay into). Money pages offer only these. */
export type PaymentWays = { online: boolean; bankTransfer: boolean };

export type SiteFacts = { company: CompanyFacts; payments: PaymentWays };
