// The mail feature as the rest of the SPA sees it: the admins' notice that mail is not going through Zoho,
// and the Zoho connection the OAuth landing page finishes.
export { MailFailureNotice } from './components/mail-failure-notice';
export { type ZohoReturn, ZohoConnection } from './components/zoho-connection';
