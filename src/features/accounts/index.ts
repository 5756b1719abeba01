// The accounts feature as the app sees it: the session kept in step with the server, logging out, the OAuth
// and password-reset landings, and the profile's parts.
export { refreshSession, useSessionSync } from './session-sync';
export { useLogout } from './use-logout';
export { VerifiedNotice } from './components/verified-notice';
export { OAuthCallback } from './components/oauth-callback';
export { ResetPasswordForm } from './components/reset-password-form';
export { NameForm, PasswordForm } from './components/profile/profile-forms';
export { DeleteAccountSection, SubscriptionToggle } from './components/profile/profile-settings';
export { ProfileSummary } from './components/profile/profile-summary';
