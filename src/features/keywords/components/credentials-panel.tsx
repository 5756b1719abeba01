import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { type CredentialsInput, credentialsInput } from '@contracts/keywords';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm-store';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useConnectCredentials } from '../api/connect-credentials';
import { disconnectCredentials } from '../api/disconnect-credentials';
import type { CredentialsReply } from '../api/get-credentials';
import { keywordKeys } from '../api/keywords-keys';

/** Connects the member's own Naver Search Ad API keys, and says where to get them and why. */
export function CredentialsPanel({ status }: { status: CredentialsReply }) {
  const queryClient = useQueryClient();
  const form = useForm<CredentialsInput>({ resolver: zodResolver(credentialsInput), defaultValues: { customerId: '', accessLicense: '', secretKey: '' } });
  const connect = useConnectCredentials({
    onSuccess: async () => {
      form.reset();
      toast({ title: '검색광고 API를 연결했습니다' });
      await queryClient.invalidateQueries({ queryKey: keywordKeys.credentials });
    },
    onError: (err) => form.setError('root', { message: err instanceof ApiError ? err.message : '연결하지 못했습니다.' }),
  });
  const disconnect = async () => {
    if (!(await confirm({ title: '연결 해제', message: '저장된 검색광고 API 키를 지웁니다. 키워드를 조회하려면 다시 연결해야 합니다.', confirmText: '해제', confirmColor: 'red' }))) return;
    await disconnectCredentials();
    await queryClient.invalidateQueries({ queryKey: keywordKeys.credentials });
  };
  const errors = form.formState.errors;
  if (status.connected) {
    return (
      <Card>
        <CardBody className="flex flex-wrap items-center gap-3">
          <ShieldCheck className="size-5 text-green-600" aria-hidden />
          <p className="flex-1 text-sm text-slate-700">
            네이버 검색광고 API 연결됨 <span className="text-slate-500">(액세스 라이선스 끝자리 …{status.hint})</span>
          </p>
          <Button size="sm" variant="ghost" onClick={() => void disconnect()}>
            연결 해제
          </Button>
        </CardBody>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader className="flex items-center gap-2">
        <KeyRound className="size-5 text-brand-600" aria-hidden />
        <h2 className="font-semibold text-slate-900">네이버 검색광고 API 연결</h2>
      </CardHeader>
      <CardBody className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-3 text-sm leading-6 text-slate-700">
          <p>
            키워드 검색량은 <strong>네이버 검색광고 API</strong>에서 가져옵니다. 네이버 약관상 서비스가 이 데이터를 대신 조회해 되팔 수 없어서,
            회원님의 검색광고 계정 키로 직접 조회합니다. 키는 암호화해 저장하고 다시 보여 드리지 않습니다.
          </p>
          <ol className="list-decimal space-y-1 pl-5">
            <li>searchad.naver.com 에 로그인합니다 (광고를 집행하지 않아도 가입할 수 있어요).</li>
            <li>
              상단 메뉴 <strong>도구 → API 사용 관리</strong>에서 <strong>네이버 검색광고 API 서비스 신청</strong>을 누릅니다.
            </li>
            <li>발급된 <strong>액세스라이선스</strong>와 <strong>비밀키</strong>를 복사하고, 화면에 보이는 <strong>CUSTOMER_ID</strong>(숫자)를 확인합니다.</li>
          </ol>
        </div>
        <form noValidate className="space-y-3" onSubmit={form.handleSubmit((v) => connect.mutate(v))}>
          <Field label="고객 ID (CUSTOMER_ID)" error={errors.customerId?.message}>
            {(p) => <Input {...p} inputMode="numeric" autoComplete="off" placeholder="1234567" {...form.register('customerId')} />}
          </Field>
          <Field label="액세스 라이선스" error={errors.accessLicense?.message}>
            {(p) => <Input {...p} autoComplete="off" {...form.register('accessLicense')} />}
          </Field>
          <Field label="비밀키" error={errors.secretKey?.message}>
            {(p) => <Input {...p} type="password" autoComplete="off" {...form.register('secretKey')} />}
          </Field>
          <FormError message={errors.root?.message} />
          <Button type="submit" className="w-full" disabled={connect.isPending}>
            {connect.isPending ? '확인하는 중…' : '확인하고 연결하기'}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
