import { type FormEvent, useRef, useState } from 'react';
import type { ZodType } from 'zod';

/** A field's first message by its path (`prompt`, `seeds.0`); `root` for the form's own (the server's answer). */
export type FormErrors = Partial<Record<string, string>>;

/**
 * A small form of a page's first screen, checked with a schema of contracts/ that loads (with zod) the first time the
 * form validates: as react-hook-form with zodResolver does it — on submit, then each changed field again once a submit
 * was tried — without react-hook-form's ≈ 12 KB (brotli) on the page. `load` is called once per form and kept.
 */
export function useSchemaForm<T extends Record<string, unknown>>(defaults: T, load: () => Promise<ZodType>) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FormErrors>({});
  const latest = useRef(values);
  const submitted = useRef(false);
  const schema = useRef<Promise<ZodType> | undefined>(undefined);

  const validate = async (): Promise<{ data: T; errors?: never } | { data?: never; errors: FormErrors }> => {
    schema.current ??= load();
    schema.current.catch(() => (schema.current = undefined));
    const result = await (await schema.current).safeParseAsync(latest.current);
    if (result.success) return { data: result.data as T };
    const found: FormErrors = {};
    for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
    return { errors: found };
  };

  const set = <K extends keyof T & string>(name: K, value: T[K], { validate: now = false } = {}) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    if (now || submitted.current) {
      void validate().then(({ errors: found = {} }) =>
        setErrors((prev) => {
          const next = Object.fromEntries(Object.entries(prev).filter(([k]) => k !== 'root' && k !== name && !k.startsWith(`${name}.`)));
          for (const [k, v] of Object.entries(found)) if (k === name || k.startsWith(`${name}.`)) next[k] = v;
          return next;
        }),
      );
    }
  };

  const handleSubmit = (onValid: (input: T) => void | Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const result = await validate();
    setErrors(result.errors ?? {});
    if (result.data) await onValid(result.data);
  };

  const reset = () => {
    submitted.current = false;
    latest.current = defaults;
    setValues(defaults);
    setErrors({});
  };

  return { values, errors, set, handleSubmit, reset, setRootError: (message: string) => setErrors((e) => ({ ...e, root: message })) };
}
