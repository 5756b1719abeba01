import type { GenerationInputDraft } from '@contracts/generations';
import { DISCLOSURES, EXPERIENCE_NOTES_MAX_LENGTH, SPONSOR_MAX_LENGTH } from '@contracts/generations-options';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { experienceMessages as messages } from '../experience.messages';
import type { WriteErrors } from '../write-validation';
import { formatCount } from '@/lib/format-count';

type Disclosure = keyof typeof DISCLOSURES;
type Values = Pick<GenerationInputDraft, 'experienceNotes' | 'disclosure' | 'sponsor'>;
type Props = { values: Values; errors: WriteErrors; onChange: <K extends keyof Values>(name: K, value: GenerationInputDraft[K]) => void };

const NOTES = { none: messages.noneNote, sponsored: messages.sponsoredNote, 'self-paid': messages.selfPaidNote } as const;

/**
 * For 방문 후기 and 제품 리뷰: '내 경험 메모', the only source of the post's first-person experience, and who
 * paid — 협찬·광고 (a disclosure line opens the post, with the sponsor when named) or 내돈내산, said only
 * when the member says so.
 */
export function ExperienceFields({ values, errors, onChange }: Props) {
  const disclosure: Disclosure = values.disclosure ?? 'none';
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-3">
      <Field label={messages.notes} error={errors.experienceNotes} hint={messages.notesHint(formatCount(EXPERIENCE_NOTES_MAX_LENGTH))}>
        {(p) => (
          <textarea
            {...p}
            rows={4}
            name="experienceNotes"
            maxLength={EXPERIENCE_NOTES_MAX_LENGTH}
            placeholder={messages.notesPlaceholder}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            value={values.experienceNotes ?? ''}
            onChange={(e) => onChange('experienceNotes', e.target.value)}
          />
        )}
      </Field>
      <div className="space-y-2">
        <ChoiceGroup
          label={messages.disclosure}
          name="disclosure"
          options={DISCLOSURES}
          hints={{ 'self-paid': messages.selfPaidHint }}
          value={disclosure}
          onChange={(v) => onChange('disclosure', v)}
        />
        <p className="text-xs text-slate-600">{NOTES[disclosure]}</p>
      </div>
      {disclosure === 'sponsored' ? (
        <Field label={messages.sponsor} error={errors.sponsor}>
          {(p) => (
            <Input
              {...p}
              name="sponsor"
              maxLength={SPONSOR_MAX_LENGTH}
              placeholder={messages.sponsorPlaceholder}
              value={values.sponsor ?? ''}
              onChange={(e) => onChange('sponsor', e.target.value)}
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}
