import { ChevronDown, Lightbulb, Sparkles } from 'lucide-react';
import { lazy, type Ref, Suspense, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { GenerationInputDraft } from '@contracts/generations';
import {
  CONTENT_TYPES,
  INSTRUCTIONS_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  LENGTH_TARGETS,
  LENGTHS,
  PLATFORMS,
  SUB_KEYWORD_MAX_COUNT,
  TONES,
} from '@contracts/generations-options';
import type { PromptTemplate } from '@contracts/prompts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { takeTypedValue } from '@/lib/typed-before-start';
import { readPicks } from '@/features/research';
// The write page paints without TanStack Query (a smaller first bundle), so its calls stay plain fetchers, not mutation hooks.
import { suggestOutline } from '../api/suggest-outline';
import { suggestTitles } from '../api/suggest-titles';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { OutlineBox } from './outline-box';
import { SubKeywordInput } from './sub-keyword-input';
import { SavedKeywordPicker, type SavedKeywords } from './saved-keyword-picker';
import { messages } from '../messages';
import { useWriteForm } from '../use-write-form';
import { loadWriteSchema } from '../write-validation';
import { formatCount } from '@/lib/format-count';

// '내 경험 메모' and who paid show only for 방문 후기 and 제품 리뷰; they load when the form is first touched.
const loadExperienceFields = () => import('./experience-fields');
const ExperienceFields = lazy(() => loadExperienceFields().then((m) => ({ default: m.ExperienceFields })));
const EXPERIENCE_TYPES: readonly string[] = ['visit', 'review'];
const NO_WORDS: string[] = [];
const preload = () => {
  void loadWriteSchema();
  void loadExperienceFields();
};

const defaultOptions = { faq: true, table: false, imagePlaceholders: false };

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
  options: defaultOptions,
  outline: [],
  experienceNotes: '',
  disclosure: 'none',
  sponsor: '',
};

/**
 * The input as sent: the research panel's ticks for the keyword (kept per keyword in this tab), and the
 * experience notes and who paid only for the kinds of post that show them.
 */
function withExtras(values: GenerationInputDraft): GenerationInputDraft {
  const research = readPicks(values.keyword);
  if (EXPERIENCE_TYPES.includes(values.contentType ?? 'info')) return { ...values, research };
  return { ...values, research, experienceNotes: '', disclosure: 'none', sponsor: '' };
}

/** What the page beside the form is told and may do: the research panel reads the keyword and adds sub-keywords. */
export type WriteFormHandle = { addSubKeyword: (keyword: string) => void };

const lengthHints = Object.fromEntries(
  Object.entries(LENGTH_TARGETS).map(([k, v]) => [k, messages.lengthHint(formatCount(v))]),
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
  /** Told of the keyword and sub-keywords as they change. */
  onDraftChange?: (draft: { keyword: string; subKeywords: string[] }) => void;
  ref?: Ref<WriteFormHandle>;
};

/** The write page's form (product scope "Write page"), validated by the same schema as the server. */
export function WriteForm({
  initial,
  presets,
  templates,
  savedKeywords = [],
  busy,
  submitLabel,
  footer,
  onSubmit,
  autoSubmit = false,
  onAutoSubmitted,
  onDraftChange,
  ref,
}: Props) {
  const defaultTemplate = templates.find((t) => t.isDefault)?.id ?? null;
  const keywordRef = useRef<HTMLInputElement>(null);
  const instructionsRef = useRef<HTMLTextAreaElement>(null);
  const form = useWriteForm(
    { ...defaultWriteValues, templateId: defaultTemplate, ...initial },
    // A failed submit puts the cursor in the first field that is wrong.
    {
      focus: (name) => {
        if (name === 'outline') {
          // The editor marks its wrong headings on the next render.
          requestAnimationFrame(() => document.querySelector<HTMLInputElement>('[id^="outline-"][aria-invalid="true"]')?.focus());
          return;
        }
        (name === 'keyword' ? keywordRef : name === 'instructions' ? instructionsRef : null)?.current?.focus();
      },
    },
  );
  const { values } = form;
  // What was typed or picked in the server's form before this code ran (a slow phone) is put back: hydration
  // emptied the fields. Before the first paint, so nothing flickers.
  useLayoutEffect(() => {
    const keyword = takeTypedValue('keyword');
    if (keyword !== undefined) form.change('keyword', keyword.slice(0, KEYWORD_MAX_LENGTH));
    const picked = <T extends string>(name: string, choices: Record<T, unknown>) => {
      const value = takeTypedValue(name);
      return value !== undefined && Object.hasOwn(choices, value) ? (value as T) : undefined;
    };
    const contentType = picked('contentType', CONTENT_TYPES);
    if (contentType) form.change('contentType', contentType);
    const tone = picked('tone', TONES);
    if (tone) form.change('tone', tone);
    const length = picked('length', LENGTHS);
    if (length) form.change('length', length);
    const platform = picked('platform', PLATFORMS);
    if (platform) form.change('platform', platform);
    // Once, on the form's first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const options = values.options ?? defaultOptions;
  const [moreOpen, setMoreOpen] = useState(Boolean(initial?.instructions));
  const [titles, setTitles] = useState<string[] | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [titlesBusy, setTitlesBusy] = useState(false);
  const [outlineAsk, setOutlineAsk] = useState<{ busy: boolean; error: string | null; version: number }>({ busy: false, error: null, version: 0 });
  const outline = values.outline ?? [];
  const subKeywords = values.subKeywords ?? NO_WORDS;
  useImperativeHandle(ref, () => ({
    addSubKeyword: (keyword) => {
      const list = form.getValues().subKeywords ?? [];
      if (!list.includes(keyword) && list.length < SUB_KEYWORD_MAX_COUNT) form.change('subKeywords', [...list, keyword]);
    },
  }));
  useEffect(() => onDraftChange?.({ keyword: values.keyword, subKeywords }), [values.keyword, subKeywords, onDraftChange]);
  const errors = form.errors;
  const chosenTitle = values.title;
  // Templates load after the form: pick the member's default once it arrives, unless one was chosen
  // (a re-run brings its own choice, "no template" included).
  const initialChoseTemplate = initial !== undefined && 'templateId' in initial;
  useEffect(() => {
    if (defaultTemplate && !initialChoseTemplate && !form.isDirty('templateId')) form.setValue('templateId', defaultTemplate);
    // Only a newly arrived default matters; `form` is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaultTemplate, initialChoseTemplate]);
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!autoSubmit || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void form.handleSubmit((v) => onSubmit(withExtras(v)))();
    onAutoSubmitted?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoSubmit, onSubmit, onAutoSubmitted]);

  const askOutline = async () => {
    if (!(await form.trigger('keyword'))) return;
    setOutlineAsk((a) => ({ ...a, busy: true, error: null }));
    try {
      const reply = await suggestOutline({ ...withExtras(form.getValues()), outline: [] });
      form.change('outline', reply.outline);
      setOutlineAsk((a) => ({ busy: false, error: null, version: a.version + 1 }));
    } catch (err) {
      setOutlineAsk((a) => ({ ...a, busy: false, error: err instanceof ApiError ? err.message : messages.outlineFailed }));
    }
  };

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
      onSubmit={(e) => void form.handleSubmit((v) => onSubmit(withExtras(v)))(e)}
      // The schema loads with the first key or touch in the form, before it is needed to validate.
      onKeyDown={preload}
      onPointerDown={preload}
    >
      <Field label={messages.keyword} error={errors.keyword}>
        {(p) => (
          <Input
            {...p}
            autoFocus
            maxLength={KEYWORD_MAX_LENGTH}
            placeholder={messages.keywordPlaceholder}
            className="h-12 text-base"
            ref={keywordRef}
            name="keyword"
            value={values.keyword}
            onChange={(e) => {
              form.change('keyword', e.target.value);
              setTitles(null);
            }}
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
      <Field label={messages.subKeywords} error={errors.subKeywords ?? errors['subKeywords.0']}>
        {(p) => <SubKeywordInput id={p.id} value={subKeywords} onChange={(v) => form.change('subKeywords', v)} />}
      </Field>
      <ChoiceGroup
        label={messages.contentType}
        name="contentType"
        options={CONTENT_TYPES}
        value={values.contentType ?? 'info'}
        onChange={(v) => form.change('contentType', v)}
      />
      {EXPERIENCE_TYPES.includes(values.contentType ?? 'info') ? (
        <Suspense fallback={null}>
          <ExperienceFields values={values} errors={errors} onChange={form.change} />
        </Suspense>
      ) : null}
      <div className="grid gap-5">
        <ChoiceGroup label={messages.tone} name="tone" options={TONES} value={values.tone ?? 'haeyo'} onChange={(v) => form.change('tone', v)} />
        <ChoiceGroup
          label={messages.length}
          name="length"
          options={LENGTHS}
          hints={lengthHints}
          value={values.length ?? 'medium'}
          onChange={(v) => form.change('length', v)}
        />
      </div>
      <ChoiceGroup label={messages.platform} name="platform" options={PLATFORMS} value={values.platform ?? 'naver'} onChange={(v) => form.change('platform', v)} />
      <Field label={messages.template}>
        {(p) => (
          <select
            {...p}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
            name="templateId"
            value={values.templateId ?? ''}
            onChange={(e) => form.change('templateId', e.target.value === '' ? null : e.target.value)}
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
        {(['faq', 'table', 'imagePlaceholders'] as const).map((key) => (
          <Checkbox
            key={key}
            label={messages[key]}
            name={`options.${key}`}
            checked={Boolean(options[key])}
            onChange={(e) => form.change('options', { ...options, [key]: e.target.checked })}
          />
        ))}
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
          <Field label={messages.instructionsOptional} error={errors.instructions} hint={messages.instructionsLimit(formatCount(INSTRUCTIONS_MAX_LENGTH))} className="mt-2">
            {(p) => (
              <textarea
                {...p}
                rows={4}
                maxLength={INSTRUCTIONS_MAX_LENGTH}
                placeholder={messages.instructionsPlaceholder}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
                ref={instructionsRef}
                name="instructions"
                value={values.instructions ?? ''}
                onChange={(e) => form.change('instructions', e.target.value)}
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
                  onClick={() => form.change('title', chosenTitle === t ? '' : t)}
                  aria-pressed={chosenTitle === t}
                >
                  {t}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-3 border-t border-dashed border-slate-300 pt-3">
          <OutlineBox
            outline={outline}
            version={outlineAsk.version}
            asking={outlineAsk.busy}
            disabled={busy}
            error={outlineAsk.error}
            errors={errors}
            onAsk={() => void askOutline()}
            onChange={(next) => form.change('outline', next)}
          />
        </div>
      </div>
      <div className="space-y-2">
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          <Sparkles className="size-5" aria-hidden />
          {/* With an outline on screen, the same button writes to it (unless it says something else: writing, sign up). */}
          {outline.length && submitLabel === messages.submit ? messages.writeWithOutline : submitLabel}
        </Button>
        {footer}
      </div>
    </form>
  );
}
