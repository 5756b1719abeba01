import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportSettings } from '@contracts/reports';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { reportsKeys } from '../api/reports-keys';
import { useSaveReportSettings } from '../api/save-report-settings';
import { formatSeoul } from '@/lib/format-seoul';
import { messages } from '../messages';

const when = (iso: string) => formatSeoul(iso, { dateStyle: 'full', timeStyle: 'short' });

/** The subscription and its categories. */
export function ReportSettingsPanel({ settings }: { settings: ReportSettings }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>(settings.categoryIds);
  const save = useSaveReportSettings({
    onSuccess: async (next) => {
      useAuthStore.setState({ wantKeywordReport: next.subscribed });
      toast({ title: next.subscribed ? messages.settingsSaved : messages.unsubscribed });
      await queryClient.invalidateQueries({ queryKey: reportsKeys.settings });
    },
    onError: (err) => toast({ title: messages.saveFailed, description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' }),
  });
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">{messages.settingsTitle}</h2>
        <p className="text-sm text-slate-600">{messages.nextSend(when(settings.nextSendAt))}</p>
      </CardHeader>
      <CardBody className="space-y-4">
        {settings.categories.length ? (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{messages.categoriesLegend}</legend>
            {settings.categories.map((c) => (
              <Checkbox key={c.id} checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} label={`${c.name} — ${c.seeds.join(', ')}`} />
            ))}
          </fieldset>
        ) : (
          <p className="text-sm text-slate-500">{messages.noCategories}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => save.mutate({ subscribed: true, categoryIds: chosen })} disabled={save.isPending}>
            {messages.save}
          </Button>
          <Button variant="ghost" className="text-red-700" onClick={() => save.mutate({ subscribed: false, categoryIds: chosen })} disabled={save.isPending}>
            {messages.unsubscribe}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
