import { ExternalLink, Plus } from 'lucide-react';
import type { AvailableBrief, BriefQuestion, BriefSubKeyword, BriefTopic } from '@contracts/research';
import { RESEARCH_QUESTIONS_MAX, RESEARCH_TOPICS_MAX } from '@contracts/generations-options';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { panelMessages as messages } from '../panel.messages';

const toggled = (list: readonly string[], item: string, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

/** '사람들이 묻는 질문': the 지식iN questions, each with its link, ticked for the post's FAQ. */
export function BriefQuestions({ questions, picked, onChange }: { questions: BriefQuestion[]; picked: readonly string[]; onChange: (next: string[]) => void }) {
  const full = picked.length >= RESEARCH_QUESTIONS_MAX;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{messages.questions}</legend>
      <p className="text-xs leading-5 text-slate-500">{messages.questionsHint(RESEARCH_QUESTIONS_MAX)}</p>
      {questions.length === 0 ? <p className="text-sm text-slate-500">{messages.noQuestions}</p> : null}
      <ul className="space-y-2">
        {questions.map((q, i) => {
          const on = picked.includes(q.title);
          return (
            <li key={`${q.link}-${i}`} className="flex items-start justify-between gap-2">
              <Checkbox
                label={
                  <>
                    <span className="font-medium text-slate-900">{q.title}</span>
                    {q.description ? <span className="mt-0.5 line-clamp-1 block text-xs text-slate-500">{q.description}</span> : null}
                  </>
                }
                checked={on}
                disabled={!on && full}
                onChange={(e) => onChange(toggled(picked, q.title, e.target.checked))}
              />
              {q.link ? (
                <a
                  href={q.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={messages.questionSourceLabel(q.title)}
                  title={messages.questionSource}
                  className="shrink-0 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
                >
                  <ExternalLink className="size-4" aria-hidden />
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The recurring topics of the top results, with how many results repeat each, ticked to become sections. */
export function BriefTopics({ topics, picked, onChange }: { topics: BriefTopic[]; picked: readonly string[]; onChange: (next: string[]) => void }) {
  const full = picked.length >= RESEARCH_TOPICS_MAX;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{messages.topics}</legend>
      <p className="text-xs leading-5 text-slate-500">{messages.topicsHint(RESEARCH_TOPICS_MAX)}</p>
      {topics.length === 0 ? <p className="text-sm text-slate-500">{messages.noTopics}</p> : null}
      <div className="flex flex-wrap gap-1.5">
        {topics.map((t) => {
          const on = picked.includes(t.text);
          return (
            <label
              key={t.text}
              className={cn(
                'cursor-pointer rounded-full border px-3 py-1 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                on ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                disabled={!on && full}
                onChange={(e) => onChange(toggled(picked, t.text, e.target.checked))}
              />
              {t.text} <span className="text-xs text-slate-500">{messages.topicCount(t.count)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const facts = (k: BriefSubKeyword, added: boolean) =>
  [k.monthlyTotal != null ? messages.volume(k.monthlyTotal) : null, k.competition ? messages.competition(k.competition) : null, added ? messages.added : null]
    .filter(Boolean)
    .join(' · ');

type SubKeywordProps = { brief: AvailableBrief; subKeywords: readonly string[]; onAddSubKeyword: (keyword: string) => void; subKeywordsFull: boolean };

/** Related keywords (from the member's own Search Ad key) with their volume; one click puts one into '보조 키워드'. */
export function BriefSubKeywords({ brief, subKeywords, onAddSubKeyword, subKeywordsFull }: SubKeywordProps) {
  const { available, reason, items } = brief.subKeywords;
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{messages.subKeywords}</h3>
      {!available ? (
        <p className="text-sm text-slate-600">{reason ?? messages.noSubKeywords}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{messages.noSubKeywords}</p>
      ) : (
        <>
          <p className="text-xs text-slate-500">{messages.subKeywordsHint}</p>
          <ul className="flex flex-wrap gap-1.5">
            {items.map((k) => {
              const added = subKeywords.includes(k.keyword);
              return (
                <li key={k.keyword}>
                  <button
                    type="button"
                    aria-label={messages.addSubKeyword(k.keyword)}
                    disabled={added || subKeywordsFull}
                    onClick={() => onAddSubKeyword(k.keyword)}
                    className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    {added ? null : <Plus className="size-3.5" aria-hidden />}
                    {k.keyword}
                    <span className="text-xs text-slate-500">{facts(k, added)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
