const PALETTE = ['#2563eb', '#7c3aed', '#db2777', '#ea580c', '#16a34a', '#0891b2', '#4f46e5', '#b45309'];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const isHangul = (s: string) => /[가-힣]/.test(s);

/** The letters an avatar shows: a Korean given name (up to 2), or Latin initials. */
export function avatarInitials(lastName: string, firstName: string) {
  if (isHangul(firstName)) return firstName.slice(0, 2);
  if (isHangul(lastName)) return lastName.slice(0, 1);
  return `${firstName.slice(0, 1)}${lastName.slice(0, 1)}`.toUpperCase() || '?';
}

/** Spec §3 sign-up avatar: generated from last name + first name; a small SVG stored as a file. */
export function renderAvatarSvg(lastName: string, firstName: string) {
  const key = `${lastName}${firstName}`;
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const color = PALETTE[hash % PALETTE.length];
  const text = escapeXml(avatarInitials(lastName, firstName));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" rx="64" fill="${color}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif" font-size="${text.length > 1 ? 44 : 56}" font-weight="700" fill="#fff">${text}</text></svg>`;
}
