import type { LoginInput, UserRecord } from '@contracts/accounts';
import { apiFetch } from '@/lib/api-client';

export const login = (input: LoginInput) => apiFetch<{ user: UserRecord }>('/api/users/login', { method: 'POST', body: input });

export const logout = () => apiFetch<{ success: boolean }>('/api/users/logout', { method: 'POST', body: {} });
