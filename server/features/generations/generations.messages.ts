import { SECTION_REWRITE_LIMIT } from '@contracts/generations';

// Korean messages of the generation endpoints.
export const messages = {
  notFound: '글을 찾을 수 없습니다.',
  templateNotFound: '선택한 프롬프트 템플릿을 찾을 수 없습니다.',
  sectionLimit: `이 글의 섹션 다시 쓰기 횟수(${SECTION_REWRITE_LIMIT}회)를 모두 사용했습니다.`,
  sectionNotFound: '다시 쓸 소제목을 찾을 수 없습니다.',
  sectionEmpty: 'AI가 이 섹션의 새 내용을 보내지 않았습니다. 다시 시도해주세요. (횟수는 차감되지 않았습니다)',
  stillStreaming: '아직 글을 쓰는 중입니다. 끝난 뒤에 다시 시도해주세요.',
  interrupted: '서버가 다시 시작되어 글쓰기가 중단되었습니다. 사용한 횟수는 돌려드렸어요.',
  shutdown: '서버 점검으로 글쓰기가 중단되었습니다. 쓴 부분은 남겨두고 사용한 횟수는 돌려드렸어요.',
  shareNotFound: '공유가 중지되었거나 없는 글입니다.',
} as const;
