import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { keywordsKeys } from './keywords-keys';

const fetchCredentials = () => call(api.keywords.credentials.$get());

export type CredentialsReply = Awaited<ReturnType<typeof fetchCredentials>>;

export const useCredentials = () => useQuery({ queryKey: keywordsKeys.credentials, queryFn: fetchCredentials });
