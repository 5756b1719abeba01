import { useQuery } from '@tanstack/react-query';
import type { CredentialsStatus } from '@contracts/keywords';
import { apiFetch } from '@/lib/api-client';
import { keywordKeys } from './keywords-keys';

export type CredentialsReply = CredentialsStatus & { documentsNote?: string | null };

export const useCredentials = () => useQuery({ queryKey: keywordKeys.credentials, queryFn: () => apiFetch<CredentialsReply>('/api/keywords/credentials') });
