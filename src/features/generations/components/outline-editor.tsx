import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { OUTLINE_HEADING_MAX_LENGTH, OUTLINE_MAX_HEADINGS, type OutlineHeading } from '@contracts/generations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { outlineMessages as messages } from '../outline.messages';
import type { WriteErrors } from '../write-validation';

type Row = OutlineHeading & { id: number };
type Props = {
  outline: OutlineHeading[];
  onChange: (next: OutlineHeading[]) => void;
  /** The form's messages; a heading's is at `outline.<index>.text`. */
  errors: WriteErrors;
  onDiscard: () => void;
};

let nextId = 0;
const withId = (h: OutlineHeading): Row => ({ ...h, id: nextId++ });

/**
 * The outline the post will follow: each heading renamed, moved up or down, deleted, switched between H2
 * and H3, and new ones added — by buttons and the keyboard. Focus stays on what was moved or added.
 */
export function OutlineEditor({ outline, onChange, errors, onDiscard }: Props) {
  const [rows, setRows] = useState<Row[]>(() => outline.map(withId));
  const [said, setSaid] = useState('');
  const focus = useRef<string | null>(null);
  useEffect(() => {
    if (!focus.current) return;
    const target = document.getElementById(focus.current) as HTMLElement | null;
    focus.current = null;
    // A row moved to an end has its button there disabled: the other one takes the focus.
    if (target && (target as HTMLButtonElement).disabled) (document.getElementById(target.dataset.other ?? '') ?? target).focus();
    else target?.focus();
  });
  const update = (next: Row[]) => {
    setRows(next);
    onChange(next.map(({ level, text }) => ({ level, text })));
  };
  const edit = (id: number, change: Partial<OutlineHeading>) => update(rows.map((r) => (r.id === id ? { ...r, ...change } : r)));
  const move = (from: number, by: -1 | 1) => {
    const to = from + by;
    const row = rows[from];
    if (!row || to < 0 || to >= rows.length) return;
    const next = [...rows];
    next.splice(from, 1);
    next.splice(to, 0, row);
    focus.current = `outline-${row.id}-${by < 0 ? 'up' : 'down'}`;
    setSaid(messages.moved(row.text, to + 1));
    update(next);
  };
  const remove = (index: number) => {
    const row = rows[index];
    if (!row) return;
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focus.current = neighbour ? `outline-${neighbour.id}-text` : 'outline-add';
    setSaid(messages.removed(row.text));
    update(rows.filter((r) => r.id !== row.id));
  };
  const add = () => {
    const row = withId({ level: 2, text: '' });
    focus.current = `outline-${row.id}-text`;
    update([...rows, row]);
  };
  const full = rows.length >= OUTLINE_MAX_HEADINGS;

  return (
    <section aria-label={messages.title} className="space-y-3 rounded-xl border border-brand-200 bg-brand-50/40 p-3">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{messages.title}</h3>
        <p className="mt-0.5 text-xs leading-5 text-slate-600">{messages.hint}</p>
      </div>
      <ol className="space-y-2">
        {rows.map((row, i) => {
          const error = errors[`outline.${i}.text`] ?? errors[`outline.${i}.level`];
          const ids = { text: `outline-${row.id}-text`, up: `outline-${row.id}-up`, down: `outline-${row.id}-down` };
          return (
            <li key={row.id} className={cn('space-y-1', row.level === 3 && 'pl-4')}>
              {/* On a narrow screen the buttons wrap under the heading rather than squeezing it. */}
              <div className="flex flex-wrap items-center gap-1">
                <select
                  aria-label={messages.level(i + 1)}
                  value={row.level}
                  onChange={(e) => edit(row.id, { level: Number(e.target.value) === 3 ? 3 : 2 })}
                  className="h-9 shrink-0 rounded-lg border border-slate-300 bg-white px-1 text-xs font-semibold text-slate-700"
                >
                  {([2, 3] as const).map((level) => (
                    <option key={level} value={level} title={messages.levels[level]}>
                      {messages.levelShort[level]}
                    </option>
                  ))}
                </select>
                <Input
                  id={ids.text}
                  aria-label={messages.heading(i + 1)}
                  value={row.text}
                  maxLength={OUTLINE_HEADING_MAX_LENGTH}
                  invalid={Boolean(error)}
                  onChange={(e) => edit(row.id, { text: e.target.value })}
                  className={cn('h-9 min-w-40 flex-1 basis-40', row.level === 2 && 'font-medium')}
                />
                <div className="ml-auto flex">
                  <Button id={ids.up} data-other={ids.down} size="sm" variant="ghost" className="px-2" aria-label={messages.up(row.text)} disabled={i === 0} onClick={() => move(i, -1)}>
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    id={ids.down}
                    data-other={ids.up}
                    size="sm"
                    variant="ghost"
                    className="px-2"
                    aria-label={messages.down(row.text)}
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button size="sm" variant="ghost" className="px-2 text-red-700" aria-label={messages.remove(row.text)} onClick={() => remove(i)}>
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </div>
              {error ? (
                <p role="alert" className="text-xs text-red-600">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {errors.outline ? (
        <p role="alert" className="text-xs text-red-600">
          {errors.outline}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button id="outline-add" size="sm" variant="secondary" onClick={add} disabled={full}>
          <Plus className="size-4" aria-hidden />
          {messages.add}
        </Button>
        {full ? <span className="text-xs text-slate-500">{messages.full(OUTLINE_MAX_HEADINGS)}</span> : null}
        <Button size="sm" variant="ghost" onClick={onDiscard}>
          {messages.discard}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </section>
  );
}
