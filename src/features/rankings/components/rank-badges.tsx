import { RANK_WAITING_TEXT, type RankTargetView, rankBadgeText } from '@contracts/rankings';
import { cn } from '@/lib/cn';
import { rankWords } from '../messages';

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** A tracked post's latest rank in each list it is searched in: '블로그 3위', '100위 밖', or '확인 대기'. */
export function RankBadges({ target, className }: { target: RankTargetView; className?: string }) {
  if (target.status === 'active' && target.requested) return <span className={cn(pill, 'bg-sky-50 text-sky-800', className)}>{rankWords.requested}</span>;
  if (target.status === 'active' && target.waiting && !target.latest.length) {
    return (
      <span className={cn(pill, 'bg-amber-50 text-amber-800', className)} title={rankWords.firstCheckHint}>
        {RANK_WAITING_TEXT}
      </span>
    );
  }
  return (
    <span className={cn('inline-flex flex-wrap gap-1', className)}>
      {target.latest.map((r) => (
        <span key={r.section} className={cn(pill, r.position === null ? 'bg-slate-100 text-slate-700' : r.position <= 10 ? 'bg-green-50 text-green-800' : 'bg-brand-50 text-brand-800')}>
          {rankBadgeText(r, target.sections.length > 1 || r.position !== null)}
        </span>
      ))}
      {target.waiting ? (
        <span className={cn(pill, 'bg-amber-50 text-amber-800')} title={rankWords.waitingHint}>
          {RANK_WAITING_TEXT}
        </span>
      ) : null}
      {target.status !== 'active' ? <span className={cn(pill, 'bg-slate-100 text-slate-600')}>{rankWords.status[target.status]}</span> : null}
    </span>
  );
}

/** '최고 블로그 3위'. */
export function BestRank({ target }: { target: RankTargetView }) {
  if (!target.best) return null;
  return <span className="text-xs whitespace-nowrap text-slate-600">{rankWords.best(rankBadgeText({ ...target.best, depth: 100 }))}</span>;
}
