import { ArrowDown, ArrowUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RANK_NUMBER_NOTE, RANK_SECTION_LABELS, type RankChange } from '@contracts/rankings';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Loading, LoadError } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useRankChanges } from '../api/get-changes';
import { rankWords } from '../messages';

// Loaded when a section is rewritten, not with /vip (Radix's dialog code is ≈ 12 KB).
const SectionRewriteDialog = lazy(() => import('./section-rewrite-dialog').then((m) => ({ default: m.SectionRewriteDialog })));

const good = (c: RankChange) => c.kind === 'rose' || c.kind === 'entered';

/** /vip '순위 변화 (이번 주)': posts that rose, fell or left the top 100, each with '글 다시 쓰기' and '섹션 다시 쓰기'. */
export function RankChangesCard() {
  const changes = useRankChanges();
  const navigate = useNavigate();
  const [rewriting, setRewriting] = useState<RankChange | null>(null);
  // The write page with the post's inputs (its form is filled, nothing starts) and a research brief of today's results.
  const rewrite = (c: RankChange) => navigate(`${paths.home.href()}?${new URLSearchParams({ keyword: c.keyword })}`, c.input ? { state: { rerun: c.input } } : undefined);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{rankWords.changesTitle}</h2>
      </CardHeader>
      <CardBody>
        {changes.isPending ? (
          <Loading />
        ) : changes.isError ? (
          <LoadError message={changes.error.message} />
        ) : changes.data.changes.length === 0 ? (
          <p className="text-sm text-slate-500">{rankWords.changesEmpty}</p>
        ) : (
          <ul aria-label={rankWords.changesTitle} className="divide-y divide-slate-100">
            {changes.data.changes.map((c) => (
              <li key={`${c.targetId}-${c.section}`} className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:gap-3">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{c.title}</span>
                  <span className="text-xs text-slate-600">
                    {c.keyword} · {RANK_SECTION_LABELS[c.section]}
                  </span>
                </span>
                <span className={cn('inline-flex items-center gap-1 font-medium whitespace-nowrap', good(c) ? 'text-green-700' : 'text-red-700')}>
                  {good(c) ? <ArrowUp className="size-4" aria-hidden /> : <ArrowDown className="size-4" aria-hidden />}
                  {rankWords.change[c.kind]} {rankWords.moved(c.from, c.to)}
                </span>
                <span className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => rewrite(c)}>
                    {rankWords.rewrite}
                  </Button>
                  {c.generationId ? (
                    <Button size="sm" variant="secondary" onClick={() => setRewriting(c)}>
                      {rankWords.sectionRewrite}
                    </Button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-xs leading-5 text-slate-500">{RANK_NUMBER_NOTE}</p>
      </CardBody>
      {rewriting?.generationId ? (
        <Suspense fallback={null}>
          <SectionRewriteDialog generationId={rewriting.generationId} title={rewriting.title} onClose={() => setRewriting(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
