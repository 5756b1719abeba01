/** '내 경험 메모' and who paid, for 방문 후기 and 제품 리뷰. */
export const experienceMessages = {
  notes: '내 경험 메모 (선택)',
  notesPlaceholder:
    '예: 11월 2일 토요일 저녁 방문. 흑돼지 2인분 38,000원, 웨이팅 20분. 비계가 두툼하고 직원이 직접 구워 줘서 좋았음. 주차는 가게 앞 2대뿐이라 불편했음.',
  notesHint: (max: string) =>
    `본 것, 먹은 것, 낸 돈, 좋았던 점과 아쉬웠던 점을 적어 주세요(${max}자 이내). 글의 경험담은 이 메모에서만 가져오고, 적지 않은 곳은 [직접 작성: …] 자리로 남겨요.`,
  disclosure: '비용은 누가 냈나요?',
  selfPaidHint: '(내돈내산)',
  sponsor: '협찬한 곳 (선택)',
  sponsorPlaceholder: '예: 글빛커피',
  sponsoredNote: '글 맨 위에 협찬·광고를 받았다는 문구가 들어가요.',
  selfPaidNote: '내 돈으로 사거나 다녀왔다고 글에 밝혀요.',
  noneNote: '누가 냈는지는 글에 쓰지 않아요. #내돈내산도 붙이지 않아요.',
} as const;
