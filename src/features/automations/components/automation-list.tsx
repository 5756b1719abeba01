import { useState } from 'react';
import type { Automation } from '@contracts/automations';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { Loading, LoadError } from '@/components/ui/load-state';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatSeoul } from '@/lib/format-seoul';
import { type AutomationAction, useAutomationAction } from '../api/automation-actions';
import { useAutomations } from '../api/get-automations';
import { useAutomationChoices } from '../api/get-choices';
import { words } from '../messages';
import { AutomationForm } from './automation-form';
import { Badge } from '@/components/ui/badge';

/** The member's schedules with pause/resume, run now, edit (in place) and delete. */
export function AutomationList({ vip }: { vip: boolean }) {
  const list = useAutomations();
  const [editing, setEditing] = useState<string | null>(null);
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
            {list.data.automations.map((a) =>
              editing === a.id ? (
                <li key={a.id} className="py-3">
                  <AutomationForm vip={vip} automation={a} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <AutomationRow key={a.id} automation={a} onEdit={() => setEditing(a.id)} />
              ),
            )}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

function AutomationRow({ automation: a, onEdit }: { automation: Automation; onEdit: () => void }) {
  const choices = useAutomationChoices();
  const act = useAutomationAction();
  const run = (action: AutomationAction) =>
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
  const listId = a.source.kind === 'list' ? a.source.listId : null;
  const blogId = a.target.kind === 'blog' ? a.target.blogId : null;
  const listName = listId ? choices.data?.lists.find((l) => l.id === listId)?.name : undefined;
  const blogName = blogId ? choices.data?.blogs.find((b) => b.id === blogId)?.name : undefined;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {a.name}
          {a.paused ? <Badge className="ml-2">{words.paused}</Badge> : null}
        </p>
        <p className="text-sm text-slate-600">
          {words.every(a.weekdays, a.time)} · {words.sourceOf(a.source.kind, listName)} ·{' '}
          {words.targetOf(a.target.kind, blogName, a.target.kind === 'blog' ? a.target.status : undefined)}
        </p>
        {a.nextRunAt ? <p className="text-xs text-slate-500">{words.next(formatSeoul(a.nextRunAt, { dateStyle: 'medium', timeStyle: 'short' }))}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={a.name}>
        <Button size="sm" onClick={() => run('run')} disabled={act.isPending}>
          {words.runNow}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => run(a.paused ? 'resume' : 'pause')} disabled={act.isPending}>
          {a.paused ? words.resume : words.pause}
        </Button>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          {words.edit}
        </Button>
        <ConfirmDeleteButton className="text-red-700" confirmTitle={words.removeTitle} confirmMessage={words.removeMessage(a.name)} onConfirmed={() => run('remove')} disabled={act.isPending}>
          {words.remove}
        </ConfirmDeleteButton>
      </div>
    </li>
  );
}
