import { COMPANY_SETTINGS, type CompanyFacts, type SiteFacts } from '@contracts/site';

/** The facts the server wrote into the page (`#site-facts`), or null when served without them (Vite dev, tests). */
export function readSiteFactsBlock(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): SiteFacts | null {
  const text = doc?.getElementById('site-facts')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SiteFacts;
  } catch {
    return null;
  }
}

/** The facts that are set, in the law's order. */
export const presentFacts = (company: CompanyFacts) => COMPANY_SETTINGS.flatMap(([fact]) => (company[fact] ? [[fact, company[fact]] as const] : []));
