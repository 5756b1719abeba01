import { OAuthCallback } from '@/features/accounts/components/oauth-callback';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';

export function OAuthCallbackPage() {
  return <OAuthCallback />;
}

export function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
