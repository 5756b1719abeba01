import { useQueryClient } from '@tanstack/react-query';
import { Copy, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { PromptTemplate, TemplateInput } from '@contracts/prompts';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm-store';
import { toast } from '@/components/ui/toast-store';
import { Loading, LoadError } from '@/components/ui/load-state';
import { ApiError } from '@/lib/api-client';
import { useDeleteTemplate } from '../api/delete-template';
import { promptsKeys, usePrompts } from '../api/get-prompts';
import { useSaveTemplate } from '../api/save-template';
import { messages } from '../messages';
import { Badge } from '@/components/ui/badge';

// The editor (and react-hook-form, ≈ 12 KB) loads when a template is first written or edited, not with the page.
const TemplateEditor = lazy(() => import('./template-editor').then((m) => ({ default: m.TemplateEditor })));

type Editing = { id: string | null; initial: TemplateInput } | null;

/** `/prompts`: built-in presets (duplicate to edit) and the member's own templates. */
export function PromptsManager() {
  const queryClient = useQueryClient();
  const prompts = usePrompts(true);
  const [editing, setEditing] = useState<Editing>(null);
  const deleteTemplate = useDeleteTemplate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: promptsKeys.all });
  const save = useSaveTemplate({
    onSuccess: async () => {
      toast({ title: messages.saved });
      setEditing(null);
      await refresh();
    },
    onError: (err) => toast({ title: messages.saveFailed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' }),
  });
  const remove = async (t: PromptTemplate) => {
    const ok = await confirm({ title: messages.deleteTitle, message: messages.deleteMessage(t.name), confirmText: messages.delete, confirmColor: 'red' });
    if (!ok) return;
    try {
      await deleteTemplate.mutateAsync(t.id);
      toast({ title: messages.deleted });
      await refresh();
    } catch (err) {
      toast({ title: messages.deleteFailed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' });
    }
  };
  const makeDefault = (t: PromptTemplate) =>
    save.mutate({ id: t.id, input: { name: t.name, description: t.description, instructions: t.instructions, isDefault: true } });

  if (prompts.isPending) return <Loading />;
  if (prompts.isError) return <LoadError message={prompts.error.message} />;
  const { presets, templates } = prompts.data;
  return (
    <div className="space-y-6">
      {editing ? (
        <Card>
          <CardHeader>
            <h2 className="font-semibold">{editing.id ? messages.editTitle : messages.newTemplate}</h2>
          </CardHeader>
          <CardBody>
            <Suspense fallback={<Loading />}>
              <TemplateEditor
                initial={editing.initial}
                saving={save.isPending}
                onSave={(input) => save.mutate({ id: editing.id, input })}
                onCancel={() => setEditing(null)}
              />
            </Suspense>
          </CardBody>
        </Card>
      ) : null}
      <section className="space-y-3">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold text-slate-900">{messages.mine}</h2>
          <Button size="sm" onClick={() => setEditing({ id: null, initial: { name: '', description: '', instructions: '', isDefault: false } })}>
            <Plus className="size-4" aria-hidden /> {messages.newTemplate}
          </Button>
        </div>
        {templates.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
            {messages.empty}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {templates.map((t) => (
              <li key={t.id}>
                <Card className="h-full">
                  <CardBody className="flex h-full flex-col gap-2">
                    <p className="flex items-center gap-2 font-semibold text-slate-900">
                      {t.name}
                      {t.isDefault ? <Badge tone="brand">{messages.defaultBadge}</Badge> : null}
                    </p>
                    {t.description ? <p className="text-sm text-slate-600">{t.description}</p> : null}
                    <div className="mt-auto flex flex-wrap gap-1 pt-2">
                      <Button size="sm" variant="ghost" onClick={() => setEditing({ id: t.id, initial: { ...t } })}>
                        <Pencil className="size-4" aria-hidden /> {messages.edit}
                      </Button>
                      {!t.isDefault ? (
                        <Button size="sm" variant="ghost" onClick={() => makeDefault(t)}>
                          <Star className="size-4" aria-hidden /> {messages.makeDefault}
                        </Button>
                      ) : null}
                      <Button size="sm" variant="ghost" className="text-red-700" onClick={() => void remove(t)}>
                        <Trash2 className="size-4" aria-hidden /> {messages.delete}
                      </Button>
                    </div>
                  </CardBody>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{messages.presets}</h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {presets.map((p) => (
            <li key={p.id}>
              <Card className="h-full">
                <CardBody className="flex h-full flex-col gap-2">
                  <p className="font-semibold text-slate-900">{p.name}</p>
                  <p className="text-sm text-slate-600">{p.description}</p>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-auto self-start"
                    onClick={() =>
                      setEditing({
                        id: null,
                        initial: { name: messages.copyName(p.name), description: p.description, instructions: p.instructions, isDefault: false },
                      })
                    }
                  >
                    <Copy className="size-4" aria-hidden /> {messages.duplicate}
                  </Button>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
