import type { CredentialsStatus } from '@contracts/keywords';
import { apiFetch } from '@/lib/api-client';

export const disconnectCredentials = () => apiFetch<CredentialsStatus>('/api/keywords/credentials', { method: 'DELETE' });
