// Built-in Korean templates every user can pick on the write page (read-only; members can duplicate
// them on /prompts). Variables: {keyword}, {subKeywords}, {tone}, {length}, {platform}.
export type PromptPreset = { id: string; name: string; description: string; instructions: string };

export const PRESETS: readonly PromptPreset[] = [
  {
    id: 'preset:naver-info',
    name: '네이버 정보성 글',
    description: '검색 상위 노출을 노리는 정보형 글. 핵심 답을 먼저, 소제목마다 키워드를 자연스럽게.',
    instructions: [
      '{platform}에 올릴 "{keyword}" 정보성 글을 {tone}로 {length} 분량으로 써 주세요.',
      '- 첫 문단 두 문장 안에 검색한 사람이 가장 궁금해할 답을 먼저 알려 주세요.',
      '- 소제목(##)은 4~6개, 각 소제목 아래 문단은 2~3문장으로 짧게 끊어 주세요.',
      '- 보조 키워드({subKeywords})는 억지로 반복하지 말고 문맥에 맞게 한두 번씩 넣어 주세요.',
      '- 과장된 표현이나 확인되지 않은 수치는 쓰지 마세요.',
    ].join('\n'),
  },
  {
    id: 'preset:product-review',
    name: '제품 리뷰',
    description: '직접 써 본 듯한 솔직한 사용기. 장점과 아쉬운 점을 균형 있게.',
    instructions: [
      '"{keyword}" 제품 리뷰를 {tone}로 {length} 분량으로 써 주세요. 발행 플랫폼은 {platform}입니다.',
      '- 구성: 구매 계기 → 외관과 첫인상 → 장점 3가지 → 아쉬운 점 2가지 → 이런 분께 추천.',
      '- 장점만 늘어놓지 말고 실제 사용 상황을 예로 들어 설명해 주세요.',
      '- 가격, 사양처럼 확인이 필요한 정보는 [확인 필요] 표시를 남겨 주세요.',
      '- 보조 키워드: {subKeywords}',
    ].join('\n'),
  },
  {
    id: 'preset:visit-review',
    name: '맛집·여행 후기',
    description: '방문 후기 형식. 위치, 분위기, 메뉴, 가격, 팁을 읽기 쉽게.',
    instructions: [
      '"{keyword}" 방문 후기를 {tone}로 {length} 분량으로 써 주세요. ({platform})',
      '- 구성: 방문 계기 → 위치·주차 → 분위기 → 메뉴(또는 코스)와 맛 → 가격 → 방문 팁 → 총평.',
      '- 사진이 들어갈 자리를 고려해 문단을 짧게 나눠 주세요.',
      '- 보조 키워드({subKeywords})를 자연스럽게 녹여 주세요.',
    ].join('\n'),
  },
  {
    id: 'preset:listicle',
    name: '리스트형',
    description: '"~하는 방법 7가지"처럼 번호 목록으로 정리하는 글.',
    instructions: [
      '"{keyword}"를 주제로 번호 목록형 글을 {tone}로 {length} 분량으로 써 주세요. ({platform})',
      '- 제목에 항목 수를 넣고, 항목마다 ### 1. 형식의 소제목과 2~3문장 설명을 붙여 주세요.',
      '- 항목은 실천할 수 있는 내용으로, 서로 겹치지 않게 해 주세요.',
      '- 보조 키워드: {subKeywords}',
    ].join('\n'),
  },
  {
    id: 'preset:comparison',
    name: '비교 분석',
    description: '두 가지 이상을 기준별로 비교하고 상황별로 추천하는 글.',
    instructions: [
      '"{keyword}" 비교 분석 글을 {tone}로 {length} 분량으로 써 주세요. ({platform})',
      '- 비교 대상: {subKeywords} (없으면 대표적인 선택지 두세 가지를 골라 주세요).',
      '- 비교 기준을 먼저 밝히고, 기준별 비교 표를 하나 넣어 주세요.',
      '- 마지막에 "이런 분께는 A, 이런 분께는 B" 식으로 상황별 추천을 정리해 주세요.',
    ].join('\n'),
  },
];

export const findPreset = (id: string) => PRESETS.find((p) => p.id === id);
