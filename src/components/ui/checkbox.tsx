import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export function Checkbox({ label, ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; ref?: Ref<HTMLInputElement> }) {
  return (
    <label className="flex cursor-pointer items-start gap-2.5 text-sm text-slate-700">
      <input type="checkbox" ref={ref} className="mt-0.5 size-4 shrink-0 accent-brand-600" {...props} />
      <span>{label}</span>
    </label>
  );
}
