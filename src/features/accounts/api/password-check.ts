import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { accountMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contracts/accounts';
import { api, call } from '@/lib/api';
import { accountsKeys } from './accounts-keys';

const CHECK_DELAY_MS = 350;

/** POST /api/users/password-check: why the server would refuse this new password, or ok. */
export const checkPassword = (password: string, email?: string) =>
  call(api.users['password-check'].$post({ json: { password, email } }), { silent: true });

const localProblem = (password: string) => {
  if (password.length < PASSWORD_MIN_LENGTH) return accountMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong;
  if (password.trim() === '') return accountMessages.passwordBlank;
  return null;
};

/**
 * The reason a new password would be refused, shown as the member types: length and blanks at once,
 * then (after a pause in typing) the server's list of common and guessable passwords.
 */
export function usePasswordProblem(password: string, email?: string) {
  const [settled, setSettled] = useState(password);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(password), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [password]);
  const local = password === '' ? null : localProblem(password);
  const query = useQuery({
    queryKey: accountsKeys.passwordCheck(settled, email ?? ''),
    queryFn: () => checkPassword(settled, email),
    enabled: settled !== '' && localProblem(settled) === null,
    staleTime: Infinity,
    retry: false,
  });
  if (local) return local;
  if (password !== settled) return null;
  return query.data?.message ?? null;
}
