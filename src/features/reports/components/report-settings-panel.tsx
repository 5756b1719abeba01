import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportSettings } from '@contracts/reports';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { reportKeys } from '../api/reports-keys';
import { useSaveReportSettings } from '../api/save-report-settings';
import { formatSeoul } from '@/lib/seoul-time';

const when = (iso: string) => formatSeoul(iso, { dateStyle: 'full', timeStyle: 'short' });

/** The subscription and its categories. */
export function ReportSettingsPanel({ settings }: { settings: ReportSettings }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>(settings.categoryIds);
  const save = useSaveReportSettings({
    onSuccess: async (next) => {
      useAuthStore.setState({ wantKeywordReport: next.subscribed });
      toast({ title: next.subscribed ? '리포트 설정을 저장했습니다' : '키워드 리포트 구독을 해지했습니다' });
      await queryClient.invalidateQueries({ queryKey: reportKeys.settings });
    },
    onError: (err) => toast({ title: '저장하지 못했습니다', description: err instanceof ApiError ? err.message : undefined, variant: 'destructive' }),
  });
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-slate-900">구독 설정</h2>
        <p className="text-sm text-slate-600">다음 발송: {when(settings.nextSendAt)}</p>
      </CardHeader>
      <CardBody className="space-y-4">
        {settings.categories.length ? (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">받을 카테고리 (고르지 않으면 전체)</legend>
            {settings.categories.map((c) => (
              <Checkbox key={c.id} checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} label={`${c.name} — ${c.seeds.join(', ')}`} />
            ))}
          </fieldset>
        ) : (
          <p className="text-sm text-slate-500">아직 준비된 카테고리가 없습니다. 관리자가 카테고리를 만들면 여기서 고를 수 있어요.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => save.mutate({ subscribed: true, categoryIds: chosen })} disabled={save.isPending}>
            저장
          </Button>
          <Button variant="ghost" className="text-red-700" onClick={() => save.mutate({ subscribed: false, categoryIds: chosen })} disabled={save.isPending}>
            구독 해지
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
