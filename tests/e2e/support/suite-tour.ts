import type { Browser, BrowserContextOptions } from '@playwright/test';
import { baseURLB, E2E_ADMIN_EMAIL, E2E_MAILS_URL } from '../../../playwright.config';
import { prepareTour, type Role, type Tour } from './route-tour';

type SinkMail = { to: string[]; subject: string; text: string };

/** The verification link of the newest mail to `to` in the SMTP sink of the second server. */
async function sinkVerifyLink(to: string) {
  for (let i = 0; i < 60; i++) {
    const mails = (await (await fetch(E2E_MAILS_URL)).json()) as SinkMail[];
    const link = mails
      .reverse()
      .filter((m) => m.to.includes(to))
      .map((m) => /\S*\/api\/auth\/verify-email\S*/.exec(m.text)?.[0])
      .find(Boolean);
    if (link) return link;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no verification mail to ${to}`);
}

let tour: Promise<Tour> | undefined;

/**
 * The route tour on the second server (the one with an admin, the seeded packages and every outside service faked),
 * made once per worker: its visitor, member, VIP and admin, and a shared post, an article and a product to open.
 */
export function suiteTour(): Promise<Tour> {
  // Each account comes from an address of its own (the server trusts 127.0.0.1 as a proxy): 10 sign-ups an hour each.
  const worker = `${process.pid % 250}`;
  tour ??= prepareTour(baseURLB, { adminEmail: E2E_ADMIN_EMAIL, verifyLink: sinkVerifyLink, clientAddress: (n) => `10.${worker}.${200 + n}.${Date.now() % 250}` });
  return tour;
}

/** A browser context of `role` on the second server (a visitor: no cookie at all, a first visit). */
export async function contextAs(browser: Browser, role: Role, options: BrowserContextOptions = {}) {
  const { sessions } = await suiteTour();
  const context = await browser.newContext({ baseURL: baseURLB, ...options });
  if (role !== 'visitor') {
    await context.addCookies([...sessions[role].cookies].map(([name, value]) => ({ name, value, url: baseURLB })));
  }
  return context;
}
