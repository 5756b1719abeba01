import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api';
import { mutationHook } from '@/lib/mutation';

export const mailKeys = { status: ['admin', 'mail'] as const };

/** Which transport sends mail and the Zoho connection's state (admins only). */
export const useMailStatus = () => useQuery({ queryKey: mailKeys.status, queryFn: () => call(api.admin.mail.$get()) });

/** Starts the OAuth flow: the server sets the state cookie and answers Zoho's consent address. */
export const startZohoConnection = () => call(api.admin.mail.zoho.authorize.$post());

export const useStartZohoConnection = mutationHook(startZohoConnection);

/** Finishes the connection with what Zoho sent back to /zoho-oauth. */
export const useFinishZoho = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; state: string }) => call(api.admin.mail.zoho.callback.$post({ json: input })),
    onSuccess: (status) => queryClient.setQueryData(mailKeys.status, status),
  });
};

export const useDisconnectZoho = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.admin.mail.zoho.$delete()),
    onSuccess: (status) => queryClient.setQueryData(mailKeys.status, status),
  });
};
