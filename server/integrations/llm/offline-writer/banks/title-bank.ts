import type { ContentType } from '@contracts/generations';

// Title ideas per content type ({kw} keyword, {n} list size, {a}/{b} the first two compared items). None
// claims who paid: '내돈내산' is the member's to write, never the writer's.

export type TitleBank = { titles: readonly string[]; naver: readonly string[]; blog: readonly string[] };

export const TITLES: Record<ContentType, TitleBank> = {
  info: {
    titles: ['{kw} 완벽 정리', '{kw} 총정리: 핵심만 쉽게', '처음 시작하는 {kw} 가이드', '{kw} 알아보기: 기초부터 활용까지', '{kw} 제대로 알고 시작하기', '{kw} 핵심 정보와 주의할 점', '한 번에 이해하는 {kw}'],
    naver: ['{kw} 꿀팁 총정리 (+주의할 점)', '{kw}, 이것만 알면 충분한 핵심 정리'],
    blog: ['{kw} 완벽 가이드: 개념부터 실전까지', '{kw} 초보자를 위한 필수 체크리스트'],
  },
  review: {
    titles: ['{kw} 솔직 후기', '{kw} 직접 써 본 장단점 리뷰', '{kw} 실사용 후기: 장점과 아쉬운 점', '{kw} 구매 전 꼭 봐야 할 리뷰', '{kw} 리뷰: 살까 말까 고민된다면', '{kw} 장단점 총정리', '{kw} 사용기, 이런 분께 추천'],
    naver: ['{kw} 써 보고 느낀 점 (+추천 대상)', '{kw} 장단점과 추천 대상 정리'],
    blog: ['{kw} 리뷰: 실제로 써 보니 달랐던 점', '{kw} 상세 리뷰와 구매 가이드'],
  },
  visit: {
    titles: ['{kw} 방문 후기', '{kw} 다녀온 솔직 후기', '{kw} 메뉴와 가격, 방문 팁 정리', '{kw} 가기 전 알아두면 좋은 팁', '{kw} 분위기부터 가격까지 리뷰', '{kw} 재방문할 만할까? 솔직 리뷰', '{kw} 방문기: 위치와 분위기 총정리'],
    naver: ['{kw} 다녀온 후기 (+방문 꿀팁)', '{kw} 방문 전에 알면 좋은 것들'],
    blog: ['{kw} 방문 가이드: 메뉴, 가격, 팁', '{kw} 상세 방문 리뷰'],
  },
  list: {
    titles: ['{kw} 추천 TOP {n}', '{kw} 꼭 알아야 할 {n}가지', '{kw} 체크리스트 {n}가지', '실패 없는 {kw} 고르는 법 {n}가지', '{kw} 꿀팁 {n}가지 모음', '{kw} 베스트 {n} 정리'],
    naver: ['{kw} 이것만 챙기면 끝! {n}가지 꿀팁', '{kw} 추천 리스트 {n}가지 (+활용 팁)'],
    blog: ['{kw} 선택 가이드: 핵심 포인트 {n}가지', '{kw} 완벽 리스트 {n}가지'],
  },
  compare: {
    titles: ['{kw} 비교 분석', '{kw} 장단점 비교 총정리', '{kw} 어떤 걸 고를까? 상황별 추천', '{kw} 비교 후기: 차이점 한눈에 보기', '{kw} 선택 가이드: {a과} {b} 차이', '{kw} 비교: {a} vs {b}', '{kw} 고르는 법: 비교 포인트 정리'],
    naver: ['{a} vs {b}, {kw} 뭐가 나을까', '{kw} 고민 끝! {a} vs {b} 비교', '{kw} 뭐 살지 고민될 때 보는 비교'],
    blog: ['{kw} 비교 가이드: {a} vs {b}', '{kw} 선택 기준과 상황별 추천'],
  },
};
