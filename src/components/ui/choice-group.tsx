import { cn } from '@/lib/cn';

/** A row of mutually exclusive choices (radio buttons styled as pills). */
export function ChoiceGroup<K extends string>({
  label,
  name,
  options,
  value,
  onChange,
  hints,
}: {
  label: string;
  name: string;
  options: Record<K, string>;
  value: K;
  onChange: (next: K) => void;
  hints?: Partial<Record<K, string>>;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {(Object.entries(options) as [K, string][]).map(([key, text]) => (
          <label
            key={key}
            className={cn(
              'cursor-pointer rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === key ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
            )}
          >
            <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(key)} className="sr-only" />
            {text}
            {hints?.[key] ? <span className={cn('ml-1 text-xs', value === key ? 'text-white' : 'text-slate-500')}>{hints[key]}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
