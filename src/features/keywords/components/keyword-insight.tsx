import { Search } from 'lucide-react';
import { useState } from 'react';
import { tidyKeyword } from '@contracts/research';
import { AdminSetupLink } from '@/components/admin-setup-link';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Loading, LoadError } from '@/components/ui/load-state';
import { BriefOverview, BriefStat, BriefTopPosts, researchMessages, useResearchBrief } from '@/features/research';
import { messages } from '../messages';
import { TrendPanel } from './trend-panel';

/**
 * One keyword at a glance with the service's own Naver keys, so it works before a member connects
 * theirs: blog documents, 월간 발행량, the 12-month trend and the top posts. Monthly search volume comes
 * only from the member's own Search Ad key (Naver's terms), and the card says so.
 */
export function KeywordInsight({ connected }: { connected: boolean }) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const brief = useResearchBrief(keyword);
  const data = brief.data;
  const own = data?.available ? data.subKeywords.own : null;
  return (
    <>
      <Card>
        <CardHeader>
          <h2 className="font-semibold text-slate-900">{messages.insightTitle}</h2>
          <p className="mt-1 text-sm text-slate-600">{messages.insightIntro}</p>
        </CardHeader>
        <CardBody className="space-y-4">
          <form
            className="flex flex-col gap-2 sm:flex-row"
            onSubmit={(e) => {
              e.preventDefault();
              const next = tidyKeyword(typed);
              if (next) setKeyword(next);
            }}
          >
            <Input
              aria-label={messages.insightLabel}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={messages.insightPlaceholder}
              maxLength={60}
              className="h-11 shrink-0 text-base sm:flex-1"
            />
            <Button type="submit" size="lg" disabled={brief.isFetching || tidyKeyword(typed) === ''}>
              <Search className="size-5" aria-hidden />
              {brief.isFetching ? messages.analysing : messages.analyse}
            </Button>
          </form>
          {!keyword ? null : brief.isPending ? (
            <Loading label={messages.analysing} className="py-4" />
          ) : brief.isError ? (
            <LoadError message={brief.error.message} />
          ) : !data ? null : !data.available ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {data.reason}
              {data.missingSettings?.length ? <span className="block text-xs">{researchMessages.missingSettings(data.missingSettings.join(', '))}</span> : null}
              <AdminSetupLink className="mt-1" />
            </p>
          ) : (
            <BriefOverview
              brief={data}
              extra={<BriefStat label={messages.monthlyVolume} value={own?.monthlyTotal != null ? messages.volumeCount(own.monthlyTotal) : '—'} />}
              note={own ? null : <p className="text-sm text-slate-600">{connected ? data.subKeywords.reason : messages.volumeNeedsOwnKey}</p>}
            />
          )}
        </CardBody>
      </Card>
      {keyword && data?.available ? (
        <>
          <TrendPanel keyword={keyword} />
          <Card>
            <CardHeader>
              <h2 className="font-semibold text-slate-900">{messages.topPostsTitle(keyword)}</h2>
              <p className="mt-1 text-xs text-slate-500">{researchMessages.topPostsNote}</p>
            </CardHeader>
            <CardBody>
              <BriefTopPosts brief={data} />
            </CardBody>
          </Card>
        </>
      ) : null}
    </>
  );
}
