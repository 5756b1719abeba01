import type { Resolver } from 'react-hook-form';
import type { GenerationInputDraft } from '@contracts/generation';

let loading: Promise<Resolver<GenerationInputDraft>> | undefined;

/**
 * The write form's resolver: the server's own schema (`generationInput`) through zodResolver. zod is
 * not needed to paint the form, so it loads the first time the form validates (or is touched).
 */
export function loadWriteResolver(): Promise<Resolver<GenerationInputDraft>> {
  loading ??= Promise.all([import('@hookform/resolvers/zod'), import('@contracts/generation')]).then(
    ([{ zodResolver }, { generationInput }]) => zodResolver(generationInput) as unknown as Resolver<GenerationInputDraft>,
  );
  loading.catch(() => (loading = undefined));
  return loading;
}

export const writeResolver: Resolver<GenerationInputDraft> = async (values, context, options) =>
  (await loadWriteResolver())(values, context, options);
