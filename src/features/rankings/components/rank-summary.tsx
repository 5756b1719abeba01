import { Link } from 'react-router-dom';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useRankings } from '../api/get-rankings';
import { rankWords } from '../messages';
import { BestRank, RankBadges } from './rank-badges';

const SHOWN = 5;

/** /vip '내 글 순위': the newest tracked posts with their rank now and their best (nothing while none is tracked). */
export function RankSummaryCard() {
  const rankings = useRankings();
  const targets = (rankings.data?.targets ?? []).filter((t) => t.status === 'active').slice(0, SHOWN);
  if (!targets.length) return null;
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{rankWords.title}</h2>
        <Link className="text-sm text-brand-700 underline" to={paths.rankings.href()}>
          {rankWords.allRanks}
        </Link>
      </CardHeader>
      <CardBody>
        <ul aria-label={rankWords.title} className="divide-y divide-slate-100">
          {targets.map((t) => (
            <li key={t.id} className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-center sm:gap-3">
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{t.title}</span>
                <span className="text-xs text-slate-600">{t.keyword}</span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <RankBadges target={t} />
                <BestRank target={t} />
              </span>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
