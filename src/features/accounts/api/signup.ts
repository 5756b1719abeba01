import { mutationHook } from '@/lib/mutation';
import type { SignupInput, SignupStepOneInput } from '@contracts/accounts';
import { api, call } from '@/lib/api';

/** POST /api/users/signup (spec §3 sign-up payload). */
export const signup = (input: SignupInput) => call(api.users.signup.$post({ json: input }));

/** POST /api/users/check-deleted (spec §7): used at signup step 1 and by Google consent. */
export const checkDeleted = (email: string) => call(api.users['check-deleted'].$post({ json: { email } }));

export const useSignup = mutationHook(signup);

export const useCheckDeleted = mutationHook(checkDeleted);

/** Step 1's check: the typed fields travel with the answer, so step 2 starts from what was checked. */
export const useCheckSignupStepOne = mutationHook(async (values: SignupStepOneInput) => ({ values, result: await checkDeleted(values.email) }));
