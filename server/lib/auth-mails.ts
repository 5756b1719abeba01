import { shownName } from '@contracts/shown-name';
import type { MailMessage } from '../integrations/mail/mail-message';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

function layout(title: string, body: string, button: { label: string; href: string }) {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#fff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:20px;font-weight:700;color:#2563eb;padding-bottom:16px">글빛</td></tr>
<tr><td style="font-size:18px;font-weight:700;padding-bottom:12px">${escape(title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.7;color:#334155">${body}</td></tr>
<tr><td style="padding:24px 0"><a href="${escape(button.href)}" style="display:inline-block;background:#2563eb;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escape(button.label)}</a></td></tr>
<tr><td style="font-size:13px;color:#64748b;line-height:1.6">버튼이 열리지 않으면 아래 주소를 브라우저에 붙여 넣으세요.<br><a href="${escape(button.href)}" style="color:#2563eb;word-break:break-all">${escape(button.href)}</a></td></tr>
</table></td></tr></table></body></html>`;
}

/** The mail that confirms a new member's address (spec §4: requested on sign-up). */
export function verificationMail({ to, name: stored, link }: { to: string; name: string; link: string }): MailMessage {
  const name = shownName(stored);
  const title = '이메일 주소를 인증해 주세요';
  return {
    to,
    subject: '[글빛] 이메일 인증을 완료해 주세요',
    html: layout(title, `${escape(name)}님, 글빛에 가입해 주셔서 고맙습니다.<br>아래 버튼을 눌러 이메일 주소 인증을 마쳐 주세요. 링크는 24시간 동안 유효합니다.`, { label: '이메일 인증하기', href: link }),
    text: `${name}님, 글빛에 가입해 주셔서 고맙습니다.\n아래 링크를 열어 이메일 주소 인증을 마쳐 주세요 (24시간 유효).\n\n${link}\n`,
    links: [link],
  };
}

/** The password-reset mail; the link opens the reset page of the SPA. */
export function passwordResetMail({ to, name: stored, link }: { to: string; name: string; link: string }): MailMessage {
  const name = shownName(stored);
  const title = '비밀번호 재설정 안내';
  return {
    to,
    subject: '[글빛] 비밀번호 재설정 링크',
    html: layout(title, `${escape(name)}님, 비밀번호 재설정을 요청하셨습니다.<br>아래 버튼을 눌러 새 비밀번호를 정해 주세요. 링크는 1시간 동안 유효하며, 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.`, { label: '비밀번호 재설정하기', href: link }),
    text: `${name}님, 비밀번호 재설정을 요청하셨습니다.\n아래 링크에서 새 비밀번호를 정해 주세요 (1시간 유효). 요청하지 않으셨다면 이 메일을 무시하세요.\n\n${link}\n`,
    links: [link],
  };
}

/**
 * Sent instead of creating anything when someone signs up with an address that already has an
 * account: the sign-up answers as for a new address (no one learns who is a member), and the owner hears of it.
 */
export function signupAttemptMail({ to, name: stored, link }: { to: string; name: string; link: string }): MailMessage {
  const name = shownName(stored);
  const title = '이 주소로 가입 시도가 있었습니다';
  const lines = [
    `${name}님, 방금 이 이메일 주소로 글빛 회원가입이 시도되었습니다. 이 주소로는 이미 계정이 있어 새 계정은 만들지 않았습니다.`,
    '본인이 시도하셨다면 기존 계정으로 로그인해 주세요. 비밀번호를 잊으셨다면 로그인 창의 "비밀번호 재설정"에서 새 비밀번호를 정할 수 있고, Google로 가입하셨다면 Google 로그인을 이용하세요.',
    '본인이 시도하지 않으셨다면 이 메일을 무시하셔도 됩니다. 계정에는 아무 변화가 없습니다.',
  ];
  return {
    to,
    subject: '[글빛] 이 주소로 가입 시도가 있었습니다',
    html: layout(title, lines.map(escape).join('<br><br>'), { label: '글빛에서 로그인하기', href: link }),
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    links: [link],
  };
}
