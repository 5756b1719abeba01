import { CircleCheck, CircleAlert } from 'lucide-react';
import { type LengthKey, type Platform, PLATFORMS } from '@contracts/generations-options';
import { postStats, seoChecklist } from './post-stats';
import { formatCount } from '@/lib/format-count';

const n = formatCount;

/** Character counts, keyword repetitions and density, reading time, and the platform's SEO checklist. */
export function SeoPanel({ markdown, keyword, platform, length }: { markdown: string; keyword: string; platform: Platform; length: LengthKey }) {
  const stats = postStats(markdown, keyword);
  const checks = seoChecklist(markdown, keyword, platform, length);
  const passed = checks.filter((c) => c.ok).length;
  return (
    <section aria-label="글 분석" className="space-y-4">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {[
          ['공백 포함', `${n(stats.withSpaces)}자`],
          ['공백 제외', `${n(stats.withoutSpaces)}자`],
          ['키워드 반복', `${n(stats.keywordCount)}회 · ${stats.density}%`],
          ['읽는 시간', `약 ${stats.readingMinutes}분`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">
          {PLATFORMS[platform]} SEO 체크리스트 <span className="text-brand-700">{passed}/{checks.length}</span>
        </h3>
        <ul className="mt-2 space-y-1.5">
          {checks.map((c) => (
            <li key={c.id} className="flex items-start gap-2 text-sm">
              {c.ok ? (
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-600" aria-label="통과" />
              ) : (
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-label="확인 필요" />
              )}
              <span>
                <span className={c.ok ? 'text-slate-700' : 'font-medium text-slate-900'}>{c.label}</span>
                {!c.ok && c.hint ? <span className="block text-xs text-slate-500">{c.hint}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
