import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api';

export const setupKeys = { status: ['admin', 'setup'] as const };

/** Which outside services this server's settings connect, by setting name (admins only). */
export const useSetupStatus = () => useQuery({ queryKey: setupKeys.status, queryFn: () => call(api.admin.setup.$get()) });
