import { useState } from 'react';
import { WEEKDAY_LABELS, type Automation, type AutomationDraft } from '@contracts/automations';
import { CONTENT_TYPES, LENGTHS, PLATFORMS, TONES, type ContentType, type LengthKey, type Platform, type Tone } from '@contracts/generations';
import { NeedFirst } from '@/components/need-first';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateAutomation } from '../api/create-automation';
import { useAutomationChoices } from '../api/get-choices';
import { useUpdateAutomation } from '../api/update-automation';
import { words } from '../messages';

const selectClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none';

/**
 * The form that makes a new schedule, or edits `automation` (then `onDone` closes it); the blog target is
 * offered to VIP members only. Both go through the same server validation.
 */
export function AutomationForm({ vip, automation, onDone }: { vip: boolean; automation?: Automation; onDone?: () => void }) {
  const choices = useAutomationChoices();
  const create = useCreateAutomation();
  const update = useUpdateAutomation();
  const saving = create.isPending || update.isPending;
  // Until the member's lists, templates and blogs are here, a click would send no list and be refused.
  const waiting = choices.isPending;
  const a = automation;
  const [name, setName] = useState(a?.name ?? '');
  const [weekdays, setWeekdays] = useState<number[]>(a?.weekdays ?? [1, 2, 3, 4, 5]);
  const [time, setTime] = useState(a?.time ?? '09:00');
  const [sourceKind, setSourceKind] = useState<'list' | 'report'>(a?.source.kind ?? 'list');
  const [listId, setListId] = useState(a?.source.kind === 'list' ? a.source.listId : '');
  // undefined: not chosen yet, so a new schedule takes the member's default template; '' is "no template".
  const [templateId, setTemplateId] = useState<string | undefined>(a ? (a.templateId ?? '') : undefined);
  const [contentType, setContentType] = useState<ContentType>(a?.options.contentType ?? 'info');
  const [tone, setTone] = useState<Tone>(a?.options.tone ?? 'haeyo');
  const [length, setLength] = useState<LengthKey>(a?.options.length ?? 'medium');
  const [platform, setPlatform] = useState<Platform>(a?.options.platform ?? 'naver');
  const [instructions, setInstructions] = useState(a?.options.instructions ?? '');
  const [targetKind, setTargetKind] = useState<'history' | 'blog'>(a?.target.kind ?? 'history');
  const [blogId, setBlogId] = useState(a?.target.kind === 'blog' ? a.target.blogId : '');
  const [postStatus, setPostStatus] = useState<'draft' | 'publish'>(a?.target.kind === 'blog' ? a.target.status : 'draft');
  const lists = choices.data?.lists ?? [];
  const blogs = choices.data?.blogs ?? [];
  const chosenList = listId || lists[0]?.id || '';
  const chosenBlog = blogId || choices.data?.defaultBlogId || blogs[0]?.id || '';
  const chosenTemplate = templateId ?? choices.data?.defaultTemplateId ?? '';

  const toggleDay = (d: number) => setWeekdays((days) => (days.includes(d) ? days.filter((x) => x !== d) : [...days, d]));
  const submit = () => {
    const draft: AutomationDraft = {
      name,
      weekdays,
      time,
      source: sourceKind === 'list' ? { kind: 'list', listId: chosenList } : { kind: 'report' },
      templateId: chosenTemplate || null,
      options: { faq: true, table: false, imagePlaceholders: false, ...a?.options, contentType, tone, length, platform, instructions },
      target: targetKind === 'blog' ? { kind: 'blog', blogId: chosenBlog, status: postStatus } : { kind: 'history' },
    };
    const onError = (err: Error) => toast({ title: words.failed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' });
    if (a) {
      update.mutate({ id: a.id, input: draft }, { onSuccess: () => { toast({ title: words.saved }); onDone?.(); }, onError });
      return;
    }
    create.mutate(draft, {
      onSuccess: () => {
        toast({ title: words.created });
        setName('');
      },
      onError,
    });
  };
  const title = a ? words.editTitle(a.name) : words.formTitle;

  return (
    <Card className={a ? 'border-brand-300 shadow-none' : undefined}>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{title}</h2>
      </CardHeader>
      <CardBody>
        <form
          className="grid gap-5"
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <Field label={words.name}>
              {(p) => <Input {...p} value={name} onChange={(e) => setName(e.target.value)} placeholder={words.namePlaceholder} maxLength={50} />}
            </Field>
            <Field label={words.time}>{(p) => <Input {...p} type="time" value={time} onChange={(e) => setTime(e.target.value)} />}</Field>
          </div>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-800">{words.weekdays}</legend>
            <div className="flex flex-wrap gap-1.5">
              {WEEKDAY_LABELS.map((label, d) => (
                <label
                  key={label}
                  className={cn(
                    'cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                    weekdays.includes(d) ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700',
                  )}
                >
                  <input type="checkbox" className="sr-only" checked={weekdays.includes(d)} onChange={() => toggleDay(d)} />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <ChoiceGroup label={words.source} name="source" options={{ list: words.sourceList, report: words.sourceReport }} value={sourceKind} onChange={setSourceKind} />
          {sourceKind === 'list' ? (
            lists.length ? (
              <Field label={words.list}>
                {(p) => (
                  <select {...p} className={selectClass} value={chosenList} onChange={(e) => setListId(e.target.value)}>
                    {lists.map((l) => (
                      <option key={l.id} value={l.id}>
                        {l.name} ({l.items.length}개)
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">{words.noLists}</p>
            )
          ) : null}
          <Field label={words.template}>
            {(p) => (
              <select {...p} className={selectClass} value={chosenTemplate} onChange={(e) => setTemplateId(e.target.value)}>
                <option value="">{words.noTemplate}</option>
                {(choices.data?.templates ?? []).map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid gap-4 md:grid-cols-2">
            <ChoiceGroup label={words.contentType} name="contentType" options={CONTENT_TYPES} value={contentType} onChange={setContentType} />
            <ChoiceGroup label={words.tone} name="tone" options={TONES} value={tone} onChange={setTone} />
            <ChoiceGroup label={words.length} name="length" options={LENGTHS} value={length} onChange={setLength} />
            <ChoiceGroup label={words.platform} name="platform" options={PLATFORMS} value={platform} onChange={setPlatform} />
          </div>
          <Field label={words.instructions}>
            {(p) => (
              <textarea {...p} rows={2} maxLength={2000} className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none" value={instructions} onChange={(e) => setInstructions(e.target.value)} />
            )}
          </Field>
          {vip ? (
            <>
              <ChoiceGroup label={words.target} name="target" options={{ history: words.targetHistory, blog: words.targetBlog }} value={targetKind} onChange={setTargetKind} />
              {targetKind === 'blog' ? (
                blogs.length ? (
                  <div className="grid gap-4 md:grid-cols-2">
                    <Field label={words.blog}>
                      {(p) => (
                        <select {...p} className={selectClass} value={chosenBlog} onChange={(e) => setBlogId(e.target.value)}>
                          {blogs.map((b) => (
                            <option key={b.id} value={b.id}>
                              {b.name}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                    <ChoiceGroup label={words.postStatus} name="postStatus" options={{ draft: words.draft, publish: words.publish }} value={postStatus} onChange={setPostStatus} />
                  </div>
                ) : (
                  <NeedFirst message={words.noBlogs} to={paths.blogConnect.href()} action={words.goConnect} className="rounded-lg bg-amber-50 px-3 py-2 text-amber-800" />
                )
              ) : null}
            </>
          ) : (
            <p className="text-sm text-slate-500">{words.vipOnly}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving || waiting}>
              {a ? words.save : words.create}
            </Button>
            {a ? (
              <Button variant="secondary" onClick={onDone}>
                {words.cancelEdit}
              </Button>
            ) : null}
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
