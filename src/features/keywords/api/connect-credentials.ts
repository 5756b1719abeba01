import type { CredentialsInput, CredentialsStatus } from '@contracts/keywords';
import { apiFetch } from '@/lib/api-client';

export const connectCredentials = (input: CredentialsInput) => apiFetch<CredentialsStatus>('/api/keywords/credentials', { method: 'PUT', body: input });
