// The mail feature as the rest of the SPA sees it: the admins' notice that mail is not going through Zoho.
export { MailFailureNotice } from './components/mail-failure-notice';
