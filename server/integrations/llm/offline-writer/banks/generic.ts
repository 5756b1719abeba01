import type { KindProfile } from './types';

// Any other keyword: the guidance still names the keyword, so each slot says what this post needs.

export const GENERIC: KindProfile = {
  id: 'generic',
  words: [],
  lead: '{kw}에 대해 찾는 분이 가장 먼저 알고 싶은 것부터 차례로 [볼게요/보겠습니다/보겠다].',
  leadSlot: '{kw을} 찾는 사람에게 줄 핵심 답을 한 문장',
  facets: [
    {
      name: '{kw이란}',
      guide: '{kw이} 무엇인지 한두 문장, 독자가 검색한 이유에 먼저 답하기',
      subs: [
        ['한 줄 정의', '{kw을} 처음 듣는 사람도 알 수 있는 정의'],
        ['왜 알아 둬야 하나', '{kw을} 알면 무엇이 달라지는지'],
      ],
      hints: ['이란', '뜻', '정의', '개념', '기본'],
    },
    {
      name: '{kw} 핵심 정보',
      guide: '{kw}에 대해 확인한 사실과 숫자, 그 출처와 확인한 날짜',
      subs: [
        ['확인한 사실', '출처가 있는 사실 세 가지'],
        ['숫자로 보는 {kw}', '가격·기간·횟수처럼 숫자로 말할 수 있는 것'],
      ],
      hints: ['핵심', '정보', '특징', '종류'],
    },
    { name: '{kw} 하는 방법', guide: '처음 하는 사람이 따라 할 수 있게 {kw}의 단계를 번호 순서대로', hints: ['방법', '순서', '절차', '하는 법'] },
    { name: '{kw} 직접 해 본 경험', guide: '{kw을} 직접 해 보거나 써 본 때와 기간, 결과 — 경험이 없다면 이 섹션을 지우기', hints: ['경험', '후기', '해 보니', '써 보니'] },
    { name: '{kw} 비용과 시간', guide: '{kw}에 드는 비용과 시간, 그 기준', hints: ['비용', '가격', '시간', '기간'] },
    { name: '{kw} 주의할 점', guide: '{kw}에서 흔히 하는 실수와 피하는 방법', hints: ['주의', '실수', '단점', '위험'] },
    { name: '{kw}에 대한 오해', guide: '{kw}에 대해 잘못 알려진 것과 바로잡은 출처', hints: ['오해', '사실', '진실'] },
    { name: '{kw} 더 알아볼 곳', guide: '{kw}에 대해 참고한 공식 누리집이나 자료 이름', hints: ['참고', '출처', '자료', '사이트'] },
  ],
  experience: {
    why: '{kw을} 고르거나 찾게 된 이유',
    basics: '{kw}의 기본 정보 — 이름, 위치나 모델, 확인한 날짜',
    good: '{kw}에서 좋았던 점',
    bad: '{kw}에서 아쉬웠던 점',
    who: '{kw이} 맞는 사람과 맞지 않는 사람',
  },
  faq: ['{kw}, 처음이면 무엇부터 하나요?', '{kw}, 비용은 얼마나 드나요?', '{kw}, 주의할 점은 무엇인가요?', '{kw}, 어디서 더 알아보나요?'],
  answer: '{kw}에 대해 확인한 사실로 두세 문장',
  criteria: ['가격', '품질', '편의성', '시간'],
  closing: '{kw}에 대해 이 글의 결론을 한 줄로',
  fallback: '{kw}에 대해 직접 확인한 사실',
  tags: [],
};
