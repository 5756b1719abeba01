import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { GenerationInputDraft } from '@contracts/generations';
import { TEMPLATE_INSTRUCTIONS_MAX, TEMPLATE_VARIABLES, type TemplateInput } from '@contracts/prompts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { usePreviewTemplate } from '../api/preview-template';
import { messages } from '../messages';

const SAMPLE: GenerationInputDraft = { ...messages.sample, subKeywords: [...messages.sample.subKeywords], contentType: 'info', tone: 'haeyo', length: 'medium', platform: 'naver' };

type Props = { initial?: TemplateInput; saving: boolean; onSave: (input: TemplateInput) => void; onCancel: () => void };

/** Name, description and instructions (with variables) of a template, and a preview of the final prompt. */
export function TemplateEditor({ initial, saving, onSave, onCancel }: Props) {
  const form = useForm<TemplateInput>({
    resolver: lazyResolver(() => import('@contracts/prompts').then((m) => m.templateInput)),
    defaultValues: initial ?? { name: '', description: '', instructions: '', isDefault: false },
  });
  const [preview, setPreview] = useState<{ system: string; prompt: string } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const previewTemplate = usePreviewTemplate();
  const errors = form.formState.errors;
  const insert = (variable: string) => {
    const el = document.getElementById('template-instructions') as HTMLTextAreaElement | null;
    const value = form.getValues('instructions') ?? '';
    const at = el?.selectionStart ?? value.length;
    form.setValue('instructions', `${value.slice(0, at)}${variable}${value.slice(at)}`, { shouldDirty: true });
    requestAnimationFrame(() => el?.focus());
  };
  const showPreview = async () => {
    setPreviewError(null);
    try {
      setPreview(await previewTemplate.mutateAsync({ instructions: form.getValues('instructions') ?? '', sample: SAMPLE }));
    } catch (err) {
      setPreviewError(err instanceof ApiError ? err.message : messages.previewFailed);
    }
  };
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => onSave(v))}>
      <Field label={messages.nameLabel} error={errors.name?.message}>
        {(p) => <Input {...p} maxLength={60} placeholder={messages.namePlaceholder} {...form.register('name')} />}
      </Field>
      <Field label={messages.descriptionLabel} error={errors.description?.message}>
        {(p) => <Input {...p} maxLength={200} {...form.register('description')} />}
      </Field>
      <div className="grid gap-1.5">
        <label htmlFor="template-instructions" className="text-sm font-medium text-slate-800">
          {messages.instructionsLabel}
        </label>
        <div className="flex flex-wrap gap-1.5" aria-label={messages.insertVariable}>
          {TEMPLATE_VARIABLES.map((v) => (
            <button key={v} type="button" onClick={() => insert(v)} className="rounded-md bg-slate-100 px-2 py-1 font-mono text-xs text-slate-700 hover:bg-slate-200">
              {v}
            </button>
          ))}
        </div>
        <textarea
          id="template-instructions"
          rows={8}
          maxLength={TEMPLATE_INSTRUCTIONS_MAX}
          aria-invalid={errors.instructions ? true : undefined}
          className="w-full rounded-lg border border-slate-300 p-3 text-sm leading-6"
          placeholder={messages.instructionsPlaceholder}
          {...form.register('instructions')}
        />
        {errors.instructions?.message ? <p role="alert" className="text-xs text-red-600">{errors.instructions.message}</p> : null}
      </div>
      <Checkbox label={messages.makeDefaultOnWrite} {...form.register('isDefault')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? messages.saving : messages.save}
        </Button>
        <Button variant="secondary" onClick={() => void showPreview()}>
          {messages.previewButton}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {messages.cancel}
        </Button>
      </div>
      {previewError ? <p role="alert" className="text-sm text-red-700">{previewError}</p> : null}
      {preview ? (
        <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="text-xs text-slate-500">{messages.previewNote}</p>
          <h4 className="text-xs font-semibold text-slate-700">{messages.system}</h4>
          <pre className="max-h-60 overflow-auto text-xs whitespace-pre-wrap text-slate-700">{preview.system}</pre>
          <h4 className="text-xs font-semibold text-slate-700">{messages.user}</h4>
          <pre className="max-h-60 overflow-auto text-xs whitespace-pre-wrap text-slate-700">{preview.prompt}</pre>
        </div>
      ) : null}
    </form>
  );
}
