import { withJosa } from '@contracts/korean';

/** The outline editor (loaded with the first outline). */
export const outlineMessages = {
  title: '목차',
  hint: '소제목의 이름을 고치고, 순서를 바꾸고, 지우거나 더할 수 있어요. 글은 이 목차를 그대로 따라요.',
  heading: (n: number) => `${n}번째 소제목`,
  level: (n: number) => `${n}번째 소제목 단계`,
  levels: { 2: '큰 소제목 (H2)', 3: '작은 소제목 (H3)' },
  levelShort: { 2: 'H2', 3: 'H3' },
  up: (text: string) => `“${text || '빈 소제목'}” 위로 옮기기`,
  down: (text: string) => `“${text || '빈 소제목'}” 아래로 옮기기`,
  remove: (text: string) => `“${text || '빈 소제목'}” 지우기`,
  add: '소제목 더하기',
  full: (max: number) => `소제목은 ${max}개까지예요.`,
  discard: '목차 없이 쓰기',
  moved: (text: string, at: number) => `${withJosa(`“${text || '빈 소제목'}”`, '을/를')} ${at}번째로 옮겼어요.`,
  removed: (text: string) => `${withJosa(`“${text || '빈 소제목'}”`, '을/를')} 지웠어요.`,
} as const;
