import type { GenerationInputDraft, generationInput } from '@contracts/generations';

/** A field's first message, by its path (`keyword`, `subKeywords.0`, `options.faq`). */
export type WriteErrors = Partial<Record<string, string>>;

type Schema = typeof generationInput;
let loading: Promise<Schema> | undefined;

/**
 * The server's own schema (`generationInput`). zod is not needed to paint the form, so it loads the first
 * time the form validates (or is touched).
 */
export function loadWriteSchema(): Promise<Schema> {
  loading ??= import('@contracts/generations').then((m) => m.generationInput);
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Checks the form with the server's schema: the parsed input (trimmed, defaults filled), or the messages. */
export async function validateWrite(
  values: GenerationInputDraft,
): Promise<{ data: GenerationInputDraft; errors?: never } | { data?: never; errors: WriteErrors }> {
  const result = await (await loadWriteSchema()).safeParseAsync(values);
  if (result.success) return { data: result.data };
  const errors: WriteErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { errors };
}
