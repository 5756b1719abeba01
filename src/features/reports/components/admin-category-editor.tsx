import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { CategoryInput, ReportCategory } from '@contracts/reports';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDeleteIconButton } from '@/components/ui/confirm-delete-button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-resolver';
import { useRemoveCategory } from '../api/remove-category';
import { useSaveCategory } from '../api/save-category';
import { messages } from '../messages';

const fail = (title: string) => (err: unknown) => toast({ title, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' });

type Draft = { name: string; seeds: string; active: boolean };
const draftOf = (c?: ReportCategory): Draft => ({ name: c?.name ?? '', seeds: c?.seeds.join(', ') ?? '', active: c?.active ?? true });

// Loaded with zod when a category is first saved.
const categorySchema = lazySchema(() => import('@contracts/reports').then((m) => m.categoryInput));

/** Checks a draft with the same schema the server uses; shows the first problem in Korean. */
async function parseDraft(draft: Draft): Promise<CategoryInput | null> {
  const parsed = (await categorySchema()).safeParse({ name: draft.name, seeds: draft.seeds.split(',').map((s) => s.trim()).filter(Boolean), active: draft.active });
  if (parsed.success) return parsed.data;
  toast({ title: messages.categorySaveFailed, description: parsed.error.issues[0]?.message, variant: 'destructive' });
  return null;
}

function CategoryForm({
  label,
  initial,
  submitText,
  onSave,
  onCancel,
}: {
  label: string;
  initial: Draft;
  submitText: string;
  onSave: (input: CategoryInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const input = await parseDraft(draft);
    if (!input) return;
    setSaving(true);
    try {
      await onSave(input);
      if (!onCancel) setDraft(draftOf());
    } catch (err) {
      fail(messages.categorySaveFailed)(err);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      aria-label={label}
      className="grid gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-center"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Input
        aria-label={messages.categoryName}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        placeholder={messages.categoryName}
        maxLength={40}
      />
      <Input
        aria-label={messages.seeds}
        value={draft.seeds}
        onChange={(e) => setDraft({ ...draft, seeds: e.target.value })}
        placeholder={messages.seedsPlaceholder}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" disabled={saving || !draft.name.trim() || !draft.seeds.trim()}>
          {submitText}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {messages.cancel}
          </Button>
        ) : null}
      </div>
      {onCancel ? <Checkbox checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} label={messages.useInReport} /> : null}
    </form>
  );
}

/** Report categories for admins: add, edit the name, seed keywords and on/off, and delete. */
export function AdminCategoryEditor({ categories, onChanged }: { categories: ReportCategory[]; onChanged: () => Promise<unknown> }) {
  const [editing, setEditing] = useState<string | null>(null);
  const saveCategory = useSaveCategory();
  const removeCategory = useRemoveCategory();
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100">
        {categories.map((c) =>
          editing === c.id ? (
            <li key={c.id} className="py-2">
              <CategoryForm
                label={messages.editCategory(c.name)}
                initial={draftOf(c)}
                submitText={messages.save}
                onCancel={() => setEditing(null)}
                onSave={async (input) => {
                  await saveCategory.mutateAsync({ input, id: c.id });
                  setEditing(null);
                  await onChanged();
                }}
              />
            </li>
          ) : (
            <li key={c.id} className="flex items-center gap-2 py-2 text-sm">
              <span className="font-medium text-slate-900">{c.name}</span>
              {!c.active ? <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-600">{messages.inactive}</span> : null}
              <span className="flex-1 text-slate-600">{c.seeds.join(', ')}</span>
              <button type="button" aria-label={messages.editCategory(c.name)} className="rounded p-1 text-slate-500 hover:bg-slate-100" onClick={() => setEditing(c.id)}>
                <Pencil className="size-4" aria-hidden />
              </button>
              <ConfirmDeleteIconButton
                label={messages.deleteCategory(c.name)}
                confirmTitle={messages.deleteCategoryTitle}
                confirmMessage={messages.deleteCategoryMessage(c.name)}
                confirmText={messages.delete}
                onConfirmed={async () => {
                  await removeCategory.mutateAsync(c.id).catch(fail(messages.deleteFailed));
                  await onChanged();
                }}
              />
            </li>
          ),
        )}
      </ul>
      <CategoryForm
        label={messages.addCategory}
        initial={draftOf()}
        submitText={messages.add}
        onSave={async (input) => {
          await saveCategory.mutateAsync({ input });
          await onChanged();
        }}
      />
    </div>
  );
}
