import { type UseMutationOptions, useMutation } from '@tanstack/react-query';

/** One call's function: what it resolves to and the one argument it takes become the mutation's types. */
type CallFn = (variables: never) => Promise<unknown>;

/**
 * What a component may pass to a feature's mutation hook: everything but the call itself, which the
 * hook in the feature's `api/` file owns (`useLogin({ onSuccess })`, never `useMutation` in a component).
 */
export type MutationConfig<F extends CallFn> = Omit<UseMutationOptions<Awaited<ReturnType<F>>, Error, Parameters<F>[0]>, 'mutationFn'>;

/** Builds the hook an `api/` file exports for its call. */
export const mutationHook =
  <F extends CallFn>(fn: F) =>
  (config: MutationConfig<F> = {}) =>
    useMutation<Awaited<ReturnType<F>>, Error, Parameters<F>[0]>({
      ...config,
      mutationFn: fn as unknown as (v: Parameters<F>[0]) => Promise<Awaited<ReturnType<F>>>,
    });
