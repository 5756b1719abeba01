import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ZohoConnection, type ZohoReturn } from '@/features/mail';
import { PageHeading } from '@/components/page-heading';
import { SignInGate } from './sign-in-gate';

/** `/zoho-oauth`: where Zoho sends the admin back (?code&state, or ?error); the code leaves the address once used. */
export function ZohoOAuthPage() {
  const [params, setParams] = useSearchParams();
  // Read once: the address is cleaned after the code is used, so a reload does not send it again.
  const [returned] = useState<ZohoReturn>(() => ({ code: params.get('code'), state: params.get('state'), error: params.get('error') }));
  const handled = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return (
    <section className="space-y-5">
      <PageHeading className="mx-auto max-w-xl" title="메일 연동" summary="리포트와 알림 메일을 보낼 Zoho Mail 계정을 연결합니다." />
      <div className="mx-auto max-w-xl">
        <SignInGate admin reason="메일 연동은 관리자만 설정할 수 있습니다. 관리자 계정으로 로그인해 주세요.">
          <ZohoConnection returned={returned} onHandled={handled} />
        </SignInGate>
      </div>
    </section>
  );
}
