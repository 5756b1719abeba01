import { mutationHook } from '@/lib/mutation';
import { useQuery } from '@tanstack/react-query';
import type { PackageInput } from '@contracts/credits';
import { api, call } from '@/lib/api';
import { creditsKeys } from './credits-keys';

const admin = api.credits.admin;

export const useAdminPackages = () => useQuery({ queryKey: creditsKeys.admin.packages, queryFn: () => call(admin.packages.$get(), { silent: true }) });
export const savePackage = (input: PackageInput, id?: string) =>
  id ? call(admin.packages[':id'].$put({ param: { id }, json: input })) : call(admin.packages.$post({ json: input }));
export const deletePackage = (id: string) => call(admin.packages[':id'].$delete({ param: { id } }));

export const useAdminOrders = (filter: { channel?: 'toss' | 'manual'; status?: string }) =>
  useQuery({ queryKey: creditsKeys.admin.orders(filter), queryFn: () => call(admin.orders.$get({ query: filter }), { silent: true }) });
export const approveManualCharge = (id: string) => call(admin['manual-charges'][':id'].approve.$post({ param: { id } }));
export const rejectManualCharge = (id: string, reason: string) => call(admin['manual-charges'][':id'].reject.$post({ param: { id }, json: { reason } }));
export const cancelOrder = (id: string, reason: string) => call(admin.orders[':id'].cancel.$post({ param: { id }, json: { reason } }));

export const changeVip = (input: { email: string; action: 'grant' | 'revoke'; days?: number; reason: string }) => call(admin.vip.$post({ json: input }));
export const adjustCredits = (input: { email: string; credit: 'paid' | 'event'; amount: number; reason: string }) => call(admin.adjustments.$post({ json: input }));
export const useInvariant = () => useQuery({ queryKey: creditsKeys.admin.invariant, queryFn: () => call(admin.invariant.$get(), { silent: true }) });

export const useDeletePackage = mutationHook(deletePackage);

export const useChangeVip = mutationHook(changeVip);

export const useAdjustCredits = mutationHook(adjustCredits);

export const useApproveManualCharge = mutationHook(approveManualCharge);

export const useSavePackage = mutationHook(({ input, id }: { input: PackageInput; id?: string }) => savePackage(input, id));
export const useRejectManualCharge = mutationHook(({ id, reason }: { id: string; reason: string }) => rejectManualCharge(id, reason));
export const useCancelOrder = mutationHook(({ id, reason }: { id: string; reason: string }) => cancelOrder(id, reason));
