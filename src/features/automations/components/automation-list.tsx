import type { Automation } from '@contracts/automations';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm-store';
import { Loading, LoadError } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatSeoul } from '@/lib/seoul-time';
import { type AutomationAction, useAutomationAction } from '../api/automation-actions';
import { useAutomations } from '../api/get-automations';
import { useAutomationChoices } from '../api/get-choices';
import { words } from '../messages';

/** The member's schedules with pause/resume, run now and delete. */
export function AutomationList() {
  const list = useAutomations();
  const choices = useAutomationChoices();
  const act = useAutomationAction();
  const run = (action: AutomationAction, a: Automation) =>
    act.mutate(
      { action, id: a.id },
      {
        onSuccess: () => {
          if (action === 'run') toast({ title: words.runQueued, description: words.runQueuedHint });
          if (action === 'remove') toast({ title: words.removed });
        },
        onError: (err) => toast({ title: words.failed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' }),
      },
    );
  const remove = (a: Automation) =>
    void confirm({ title: words.removeTitle, message: words.removeMessage(a.name), confirmText: words.remove, confirmColor: 'red' }).then((ok) => ok && run('remove', a));
  const listName = (id: string) => choices.data?.lists.find((l) => l.id === id)?.name;
  const blogName = (id: string) => choices.data?.blogs.find((b) => b.id === id)?.name;

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{words.listTitle}</h2>
      </CardHeader>
      <CardBody>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <LoadError message={list.error.message} />
        ) : list.data.automations.length === 0 ? (
          <p className="text-sm text-slate-500">{words.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.data.automations.map((a) => (
              <li key={a.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {a.name}
                    {a.paused ? <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{words.paused}</span> : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    {words.every(a.weekdays, a.time)} · {words.sourceOf(a.source.kind, a.source.kind === 'list' ? listName(a.source.listId) : undefined)} ·{' '}
                    {words.targetOf(a.target.kind, a.target.kind === 'blog' ? blogName(a.target.blogId) : undefined, a.target.kind === 'blog' ? a.target.status : undefined)}
                  </p>
                  {a.nextRunAt ? <p className="text-xs text-slate-500">{words.next(formatSeoul(a.nextRunAt, { dateStyle: 'medium', timeStyle: 'short' }))}</p> : null}
                </div>
                <div className="flex flex-wrap gap-2" role="group" aria-label={a.name}>
                  <Button size="sm" onClick={() => run('run', a)} disabled={act.isPending}>
                    {words.runNow}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => run(a.paused ? 'resume' : 'pause', a)} disabled={act.isPending}>
                    {a.paused ? words.resume : words.pause}
                  </Button>
                  <Button size="sm" variant="ghost" className="text-red-700" onClick={() => remove(a)} disabled={act.isPending}>
                    {words.remove}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
