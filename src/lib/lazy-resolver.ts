import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver for a schema of contracts/ that is loaded, with zod (≈ 35 KB compressed), the first time
 * the form validates, not with the page: `lazyResolver(() => import('@contracts/keywords').then((m) => m.credentialsInput))`.
 * The rules and messages are the server's own, as with `zodResolver(schema)`.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<ZodType>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>);
    loading.catch(() => (loading = undefined));
    return (await loading)(values, context, options);
  };
}

/** A schema of contracts/ loaded when first needed (a save that checks its input), kept for the next time. */
export function lazySchema<S extends ZodType>(load: () => Promise<S>): () => Promise<S> {
  let loading: Promise<S> | undefined;
  return () => {
    loading ??= load();
    loading.catch(() => (loading = undefined));
    return loading;
  };
}
