import { OAuthCallback, ResetPasswordForm } from '@/features/accounts';

export function OAuthCallbackPage() {
  return <OAuthCallback />;
}

export function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
