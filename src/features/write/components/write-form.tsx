import { ChevronDown, Lightbulb, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { GenerationInputDraft } from '@contracts/generation';
import {
  CONTENT_TYPES,
  INSTRUCTIONS_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  LENGTH_TARGETS,
  LENGTHS,
  PLATFORMS,
  TONES,
} from '@contracts/generation-options';
import type { PromptTemplate } from '@contracts/prompts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { suggestTitles } from '../api/suggest-titles';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { SubKeywordInput } from './sub-keyword-input';
import { SavedKeywordPicker, type SavedKeywords } from './saved-keyword-picker';
import { messages } from '../messages';
import { loadWriteResolver, writeResolver } from '../write-resolver';

export const defaultWriteValues: GenerationInputDraft = {
  keyword: '',
  subKeywords: [],
  instructions: '',
  title: '',
  contentType: 'info',
  tone: 'haeyo',
  length: 'medium',
  platform: 'naver',
  templateId: null,
  options: { faq: true, table: false, imagePlaceholders: false },
};

const lengthHints = Object.fromEntries(
  Object.entries(LENGTH_TARGETS).map(([k, v]) => [k, messages.lengthHint(v.toLocaleString('ko-KR'))]),
) as Record<keyof typeof LENGTHS, string>;

type Props = {
  initial?: Partial<GenerationInputDraft>;
  presets: PromptTemplate[];
  templates: PromptTemplate[];
  savedKeywords?: SavedKeywords;
  busy: boolean;
  submitLabel: string;
  footer?: React.ReactNode;
  onSubmit: (input: GenerationInputDraft) => void;
  /** Validate and submit once as soon as this is true (a re-run from history). */
  autoSubmit?: boolean;
  onAutoSubmitted?: (() => void) | undefined;
};

/** The write page's form (product scope "Write page"), validated by the same schema as the server. */
export function WriteForm({ initial, presets, templates, savedKeywords = [], busy, submitLabel, footer, onSubmit, autoSubmit = false, onAutoSubmitted }: Props) {
  const defaultTemplate = templates.find((t) => t.isDefault)?.id ?? null;
  const form = useForm<GenerationInputDraft>({
    resolver: writeResolver,
    defaultValues: { ...defaultWriteValues, templateId: defaultTemplate, ...initial },
  });
  const [moreOpen, setMoreOpen] = useState(Boolean(initial?.instructions));
  const [titles, setTitles] = useState<string[] | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [titlesBusy, setTitlesBusy] = useState(false);
  const errors = form.formState.errors;
  const chosenTitle = form.watch('title');
  // Templates load after the form: pick the member's default once it arrives, unless one was chosen
  // (a re-run brings its own choice, "no template" included).
  const initialChoseTemplate = initial !== undefined && 'templateId' in initial;
  useEffect(() => {
    if (defaultTemplate && !initialChoseTemplate && !form.getFieldState('templateId').isDirty) form.setValue('templateId', defaultTemplate);
  }, [defaultTemplate, form, initialChoseTemplate]);
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!autoSubmit || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void form.handleSubmit(onSubmit)();
    onAutoSubmitted?.();
  }, [autoSubmit, form, onSubmit, onAutoSubmitted]);

  const askTitles = async () => {
    const ok = await form.trigger('keyword');
    if (!ok) return;
    setTitlesBusy(true);
    setTitleError(null);
    try {
      setTitles((await suggestTitles(form.getValues())).titles);
    } catch (err) {
      setTitleError(err instanceof ApiError ? err.message : messages.titlesFailed);
    } finally {
      setTitlesBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((v) => onSubmit(v))}
      // The schema loads with the first key or touch in the form, before it is needed to validate.
      onKeyDown={() => void loadWriteResolver()}
      onPointerDown={() => void loadWriteResolver()}
    >
      <Field label={messages.keyword} error={errors.keyword?.message}>
        {(p) => (
          <Input
            {...p}
            autoFocus
            maxLength={KEYWORD_MAX_LENGTH}
            placeholder={messages.keywordPlaceholder}
            className="h-12 text-base"
            {...form.register('keyword', { onChange: () => setTitles(null) })}
          />
        )}
      </Field>
      <SavedKeywordPicker
        lists={savedKeywords}
        onPick={(keyword) => {
          form.setValue('keyword', keyword, { shouldDirty: true, shouldValidate: true });
          setTitles(null);
        }}
      />
      <Controller
        control={form.control}
        name="subKeywords"
        render={({ field }) => (
          <Field label={messages.subKeywords} error={errors.subKeywords?.message ?? errors.subKeywords?.[0]?.message}>
            {(p) => <SubKeywordInput id={p.id} value={field.value ?? []} onChange={field.onChange} />}
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="contentType"
        render={({ field }) => (
          <ChoiceGroup label={messages.contentType} name="contentType" options={CONTENT_TYPES} value={field.value ?? 'info'} onChange={field.onChange} />
        )}
      />
      <div className="grid gap-5">
        <Controller
          control={form.control}
          name="tone"
          render={({ field }) => <ChoiceGroup label={messages.tone} name="tone" options={TONES} value={field.value ?? 'haeyo'} onChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="length"
          render={({ field }) => (
            <ChoiceGroup label={messages.length} name="length" options={LENGTHS} hints={lengthHints} value={field.value ?? 'medium'} onChange={field.onChange} />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="platform"
        render={({ field }) => (
          <ChoiceGroup label={messages.platform} name="platform" options={PLATFORMS} value={field.value ?? 'naver'} onChange={field.onChange} />
        )}
      />
      <Field label={messages.template}>
        {(p) => (
          <select
            {...p}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
            {...form.register('templateId', { setValueAs: (v: string) => (v === '' ? null : v) })}
          >
            <option value="">{messages.noTemplate}</option>
            <optgroup label={messages.presets}>
              {presets.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </optgroup>
            {templates.length ? (
              <optgroup label={messages.mine}>
                {templates.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                    {t.isDefault ? messages.defaultMark : ''}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        )}
      </Field>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{messages.include}</legend>
        <Checkbox label={messages.faq} {...form.register('options.faq')} />
        <Checkbox label={messages.table} {...form.register('options.table')} />
        <Checkbox label={messages.imagePlaceholders} {...form.register('options.imagePlaceholders')} />
      </fieldset>
      <div>
        <button
          type="button"
          className="flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900"
          aria-expanded={moreOpen}
          onClick={() => setMoreOpen((v) => !v)}
        >
          <ChevronDown className={`size-4 transition-transform ${moreOpen ? 'rotate-180' : ''}`} aria-hidden />
          {messages.instructions}
        </button>
        {moreOpen ? (
          <Field label={messages.instructionsOptional} error={errors.instructions?.message} hint={messages.instructionsLimit(INSTRUCTIONS_MAX_LENGTH.toLocaleString('ko-KR'))} className="mt-2">
            {(p) => (
              <textarea
                {...p}
                rows={4}
                maxLength={INSTRUCTIONS_MAX_LENGTH}
                placeholder={messages.instructionsPlaceholder}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
                {...form.register('instructions')}
              />
            )}
          </Field>
        ) : null}
      </div>
      <div className="rounded-xl border border-dashed border-slate-300 p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600">
            {chosenTitle ? (
              <>
                {messages.titleLabel} <strong className="text-slate-900">{chosenTitle}</strong>
              </>
            ) : (
              messages.titleFirst
            )}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void askTitles()} disabled={titlesBusy || busy}>
            <Lightbulb className="size-4" aria-hidden />
            {titlesBusy ? messages.suggesting : messages.suggestTitles}
          </Button>
        </div>
        {titleError ? <p role="alert" className="mt-2 text-sm text-red-700">{titleError}</p> : null}
        {titles ? (
          <ul className="mt-2 space-y-1" aria-label={messages.suggestedTitles}>
            {titles.map((t) => (
              <li key={t}>
                <button
                  type="button"
                  className={`w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50 ${chosenTitle === t ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-800'}`}
                  onClick={() => form.setValue('title', chosenTitle === t ? '' : t)}
                  aria-pressed={chosenTitle === t}
                >
                  {t}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="space-y-2">
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          <Sparkles className="size-5" aria-hidden />
          {submitLabel}
        </Button>
        {footer}
      </div>
    </form>
  );
}
