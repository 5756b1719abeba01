import type { SignupInput } from '@contracts/accounts';
import { api, call } from '@/lib/api';

/** POST /api/users/signup (spec §3 sign-up payload). */
export const signup = (input: SignupInput) => call(api.users.signup.$post({ json: input }));

/** POST /api/users/check-deleted (spec §7): used at signup step 1 and by Google consent. */
export const checkDeleted = (email: string) => call(api.users['check-deleted'].$post({ json: { email } }));
