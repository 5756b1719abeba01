import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMailStatus } from '../api/mail-api';

/** For admin pages about mail: when Zoho could not send (a refused token refresh), says so and links to /zoho-oauth. */
export function MailFailureNotice() {
  const status = useMailStatus();
  const zoho = status.data?.transport === 'zoho' ? status.data.zoho : null;
  if (!zoho?.lastError && !(zoho && !zoho.connected)) return null;
  return (
    <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {zoho.lastError ?? 'Zoho Mail 계정이 연결되지 않아 메일이 outbox 폴더에 저장되고 있습니다.'}{' '}
      <Link to={paths.zohoOAuth.href()} className="font-medium underline">
        메일 연동 확인
      </Link>
    </p>
  );
}
