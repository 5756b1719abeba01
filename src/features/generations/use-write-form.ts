import { type FormEvent, useRef, useState } from 'react';
import type { GenerationInputDraft } from '@contracts/generations';
import { validateWrite, type WriteErrors } from './write-validation';

type Values = GenerationInputDraft;
type Name = keyof Values;

const within = (key: string, name: string) => key === name || key.startsWith(`${name}.`);

/**
 * The write form's state, validated by the server's schema (write-validation.ts) as react-hook-form with
 * zodResolver did it — on submit, then each changed field again once a submit was tried — without its
 * 13 KB (gzip) on the first screen.
 */
export function useWriteForm(defaults: Values, { focus }: { focus: (name: string) => void }) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<WriteErrors>({});
  // The latest values and flags, for validations that finish after another change.
  const latest = useRef(values);
  const submitted = useRef(false);
  const dirty = useRef(new Set<Name>());

  /** Validates the form; updates (and answers for) only `name`'s messages when given. */
  const trigger = async (name?: Name) => {
    const { errors: found = {} } = await validateWrite(latest.current);
    setErrors((prev) => {
      if (!name) return found;
      const next = Object.fromEntries(Object.entries(prev).filter(([k]) => !within(k, name)));
      for (const [k, v] of Object.entries(found)) if (within(k, name)) next[k] = v;
      return next;
    });
    return !Object.keys(found).some((k) => !name || within(k, name));
  };

  const setValue = <K extends Name>(name: K, value: Values[K], opts: { shouldDirty?: boolean; shouldValidate?: boolean } = {}) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    if (opts.shouldDirty) dirty.current.add(name);
    if (opts.shouldValidate || submitted.current) void trigger(name);
  };

  /** What a user's own change does: marks the field changed (and validates it again after a submit). */
  const change = <K extends Name>(name: K, value: Values[K]) => setValue(name, value, { shouldDirty: true });

  const handleSubmit = (onValid: (input: Values) => void) => async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const result = await validateWrite(latest.current);
    setErrors(result.errors ?? {});
    if (result.errors) {
      const first = Object.keys(result.errors)[0];
      if (first) focus(first.split('.')[0] ?? first);
      return;
    }
    onValid(result.data);
  };

  return {
    values,
    errors,
    setValue,
    change,
    trigger,
    handleSubmit,
    getValues: () => latest.current,
    isDirty: (name: Name) => dirty.current.has(name),
  };
}
