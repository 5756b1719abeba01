import { Construction } from 'lucide-react';
import { Card, CardBody } from '@/components/ui/card';
import type { PageProps } from '../page-props';

export const PENDING_NOTICE = '준비 중인 기능입니다';

/** The honest placeholder of a page that a later issue builds. */
export function PendingPage({ title, summary }: PageProps) {
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {summary ? <p className="mt-1 text-slate-600">{summary}</p> : null}
      <Card className="mt-6">
        <CardBody className="flex items-center gap-3 py-8 text-slate-600">
          <Construction className="size-6 shrink-0 text-amber-500" aria-hidden />
          <p>
            <strong className="font-semibold text-slate-800">{PENDING_NOTICE}</strong>. 곧 이곳에서 바로 쓸 수 있게 준비하고
            있어요.
          </p>
        </CardBody>
      </Card>
    </section>
  );
}
