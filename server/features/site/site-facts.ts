import type { SiteFacts } from '@contracts/site';
import type { Env } from '../../env';

/**
 * The business facts from the COMPANY_* settings, null where one is missing; and which ways to pay are set up
 * (as the credits feature takes them: Toss with its secret key, and a bank account), so no page offers a dead one.
 */
export const readSiteFacts = (env: Env): SiteFacts => ({
  company: {
    name: env.COMPANY_NAME ?? null,
    ceo: env.COMPANY_CEO ?? null,
    registrationNumber: env.COMPANY_REGISTRATION_NUMBER ?? null,
    mailOrderNumber: env.COMPANY_MAIL_ORDER_NUMBER ?? null,
    address: env.COMPANY_ADDRESS ?? null,
    phone: env.COMPANY_PHONE ?? null,
    email: env.COMPANY_EMAIL ?? null,
  },
  payments: { online: Boolean(env.TOSS_CLIENT_KEY && env.TOSS_SECRET_KEY), bankTransfer: Boolean(env.BANK_TRANSFER_ACCOUNT) },
});
