import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { readSiteFactsBlock } from '../site-facts-block';
import { siteKeys } from './site-keys';

const fromPage = readSiteFactsBlock();

/** The business facts (COMPANY_* settings) and ways to pay: from the page when it has them, else GET /api/site once. */
export const useSiteFacts = () =>
  useQuery({
    queryKey: siteKeys.facts,
    queryFn: () => call(api.site.$get(), { silent: true }),
    staleTime: Infinity,
    ...(fromPage ? { initialData: fromPage } : {}),
  });

/** The ways to pay that are set up; undefined until known (a page served with its facts knows at once). */
export const usePaymentWays = () => useSiteFacts().data?.payments;
