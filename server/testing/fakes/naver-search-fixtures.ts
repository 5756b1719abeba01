// Fixed Search API answers for a few keywords, so tests can check a research brief's exact values:
// the blog top 10 (sort=sim), the 지식iN top 10, the newest posts (sort=date) and the blog total.
// Titles and descriptions are written as Naver sends them (<b> around the query's words, HTML
// entities); dates are days before the fake's clock, so they stay "recent" whenever the tests run.

export type BlogFixture = { title: string; description: string; bloggerName: string; link: string; daysAgo: number };
export type KinFixture = { title: string; description: string; link: string };
export type SearchFixture = {
  /** Naver's `total` for blog search. */
  blogTotal: number;
  blog: BlogFixture[];
  kin?: KinFixture[];
  /** Days before today (Seoul) of the newest posts, newest first, as sort=date lists them. */
  datedDaysAgo: number[];
};

const blogLink = (id: string, logNo: number) => `https://blog.naver.com/${id}/${logNo}`;
const kinLink = (docId: number) => `https://kin.naver.com/qna/detail.naver?d1id=9&dirId=90201&docId=${docId}`;

export const JEJU_KEYWORD = '제주도 여행 코스';
export const DIET_KEYWORD = '다이어트 식단';

export const SEARCH_FIXTURES: Record<string, SearchFixture> = {
  [JEJU_KEYWORD]: {
    blogTotal: 1_234_567,
    blog: [
      { title: '<b>제주도</b> 3박 4일 <b>여행</b> <b>코스</b> 총정리 (동쪽 &amp; 서쪽)', description: '<b>제주도</b> 3박 4일 <b>여행 코스</b>를 동쪽과 서쪽으로 나눠 정리했어요. 성산일출봉, 우도, 협재 해수욕장까지 렌트카 동선과 맛집을 함께 소개합니다.', bloggerName: '여행하는 고양이', link: blogLink('travelcat', 223456789012), daysAgo: 12 },
      { title: '2박 3일 <b>제주도 여행 코스</b> 추천 | 렌트카 없이 뚜벅이 일정', description: '렌트카 없이 버스로 다닌 <b>제주도</b> 뚜벅이 <b>여행</b>. 공항에서 협재 해수욕장, 애월 카페거리까지 버스 노선과 일정을 정리했습니다.', bloggerName: '뚜벅이 제주', link: blogLink('ttubeok_jeju', 223401112233), daysAgo: 30 },
      { title: '부모님과 함께한 <b>제주도 여행</b> 3박 4일 <b>코스</b>와 숙소 후기', description: '부모님 모시고 다녀온 <b>제주도</b> 3박 4일. 걷기 편한 <b>코스</b> 위주로 성산일출봉, 섭지코지, 숙소와 흑돼지 맛집까지 솔직하게 적었어요.', bloggerName: '효도여행기', link: blogLink('hyodo_trip', 223377001122), daysAgo: 45 },
      { title: '<b>제주도</b> 동쪽 <b>여행 코스</b> 우도 성산일출봉 하루 일정', description: '<b>제주도</b> 동쪽 하루 <b>코스</b>: 아침 성산일출봉 일출, 우도 전기자전거, 점심은 해녀의 집. 우도 배편 시간과 주차 팁도 정리했어요.', bloggerName: '제주살이 3년차', link: blogLink('jejulife3', 223460009988), daysAgo: 5 },
      { title: '아이와 <b>제주도 여행</b> &quot;4박 5일&quot; <b>코스</b> 정리', description: '아이와 함께 가기 좋은 <b>제주도</b> 체험 위주 <b>코스</b>. 에코랜드, 아쿠아플라넷, 협재 해수욕장과 아이 동반 맛집을 날짜별로 정리했습니다.', bloggerName: '세 아이 엄마', link: blogLink('threekids_mom', 223300445566), daysAgo: 70 },
      { title: '<b>제주도 여행 코스</b> 서쪽 애월 협재 카페 투어', description: '<b>제주도</b> 서쪽 <b>여행</b>은 애월 카페거리에서 시작해 협재 해수욕장으로. 노을 명소와 렌트카 주차 정보까지 담았어요.', bloggerName: '카페투어러', link: blogLink('cafetourer', 223420203030), daysAgo: 20 },
      { title: '1박 2일 <b>제주도</b> <b>여행</b> <b>코스</b> 가성비 숙소 &amp; 맛집', description: '짧게 다녀온 1박 2일 <b>제주도 여행</b>. 가성비 숙소와 흑돼지 맛집, 공항 근처 <b>코스</b>를 알려드려요.', bloggerName: '주말여행자', link: blogLink('weekend_go', 223250607080), daysAgo: 95 },
      { title: '겨울 <b>제주도 여행 코스</b> 한라산 눈꽃 산행과 귤 따기', description: '겨울에 가기 좋은 <b>제주도</b> <b>코스</b>. 한라산 영실 코스 눈꽃 산행, 서귀포 귤 따기 체험, 따뜻한 고기국수 맛집까지.', bloggerName: '산과 바다', link: blogLink('mountain_sea', 223190908070), daysAgo: 150 },
      { title: '<b>제주도</b> 우도 <b>여행</b> <b>코스</b> 전기자전거 &lt;필수&gt; 팁', description: '우도 한 바퀴 <b>코스</b>와 전기자전거 대여 요금, 우도 배편 시간, 땅콩 아이스크림 맛집을 정리했어요.', bloggerName: '섬여행 기록', link: blogLink('island_log', 223445556667), daysAgo: 8 },
      { title: '혼자 떠난 <b>제주도 여행</b> 3박 4일 <b>코스</b>와 경비', description: '혼자 다녀온 <b>제주도</b> 3박 4일 <b>여행</b> 경비 총정리. 항공권, 렌트카, 숙소, 맛집 비용과 동쪽 <b>코스</b>를 공유합니다.', bloggerName: '혼행러', link: blogLink('solo_trip', 223470001234), daysAgo: 2 },
    ],
    kin: [
      { title: '<b>제주도</b> 3박 4일 <b>여행 코스</b> 좀 봐주세요', description: '첫날 공항 도착해서 애월 쪽으로 가고 둘째 날 성산일출봉, 셋째 날 우도 가려고 하는데 동선이 괜찮은지 봐주세요.', link: kinLink(470100001) },
      { title: '<b>제주도</b> 렌트카 없이 <b>여행</b> 가능한가요?', description: '면허가 없어서 버스로만 다니려고 하는데 <b>제주도</b> 버스로 다니기 많이 불편한가요?', link: kinLink(470100002) },
      { title: '12월 <b>제주도 여행</b> 옷차림 질문이요', description: '12월 중순에 <b>제주도</b> 가는데 패딩까지 필요할까요? 바람이 많이 분다고 해서요.', link: kinLink(470100003) },
      { title: '<b>제주도</b> 우도 배편 예약 꼭 해야 하나요?', description: '성수기가 아니면 현장에서 표 사도 되는지 궁금합니다.', link: kinLink(470100004) },
      { title: '아이랑 <b>제주도 여행 코스</b> 추천해주세요 (5살)', description: '5살 아이와 3박 4일 가요. 아이가 좋아할 만한 체험 <b>코스</b> 있을까요?', link: kinLink(470100005) },
      { title: '<b>제주도</b> 동쪽 서쪽 중에 숙소 어디로 잡을까요?', description: '3박인데 숙소를 한 곳에 잡을지 옮길지, 동쪽과 서쪽 중 어디가 나은지 모르겠어요.', link: kinLink(470100006) },
      { title: '<b>제주도</b> 여행 경비 &amp; 예산 얼마나 드나요', description: '2명이서 3박 4일이면 항공권, 숙소, 렌트카 포함해서 얼마 정도 잡아야 할까요?', link: kinLink(470100007) },
      { title: '<b>제주도</b> 한라산 등반 초보도 가능한가요?', description: '등산을 거의 안 해 봤는데 영실 <b>코스</b>는 초보도 올라갈 수 있나요?', link: kinLink(470100008) },
      { title: '<b>제주도</b> 흑돼지 맛집 추천 부탁드려요', description: '관광객 말고 현지인이 가는 흑돼지 집 있을까요? 서귀포 쪽이면 좋겠어요.', link: kinLink(470100009) },
      { title: '부모님 모시고 <b>제주도 여행</b> <b>코스</b> 질문', description: '70대 부모님과 가는데 많이 걷지 않는 <b>코스</b>로 추천 부탁드립니다.', link: kinLink(470100010) },
    ],
    // 100 posts in the last 20 days: 월간 발행량 "100+".
    datedDaysAgo: Array.from({ length: 100 }, (_, i) => Math.floor(i / 5)),
  },
  [DIET_KEYWORD]: {
    blogTotal: 48_000,
    blog: [
      { title: '일주일 <b>다이어트 식단</b> 짜는 법 (아침 점심 저녁)', description: '직장인도 따라 하기 쉬운 일주일 <b>다이어트 식단</b>. 아침은 그릭요거트, 점심은 닭가슴살 샐러드, 저녁은 두부 요리로 구성했어요.', bloggerName: '건강한 하루', link: blogLink('healthy_day', 222900000001), daysAgo: 60 },
      { title: '<b>다이어트</b> <b>식단</b> 닭가슴살 없이 단백질 채우기', description: '닭가슴살이 질릴 때 두부, 계란, 그릭요거트로 단백질을 채우는 <b>다이어트 식단</b>을 정리했습니다.', bloggerName: '요리하는 트레이너', link: blogLink('cook_trainer', 222900000002), daysAgo: 80 },
      { title: '편의점 <b>다이어트 식단</b> 조합 추천', description: '편의점에서 고르는 <b>다이어트 식단</b>: 샐러드, 삶은 계란, 그릭요거트 조합과 칼로리를 비교했어요.', bloggerName: '편의점 탐험가', link: blogLink('cvs_explorer', 222900000003), daysAgo: 120 },
      { title: '저탄고지 <b>다이어트 식단</b> 한 달 후기', description: '저탄고지 <b>식단</b> 한 달 해 본 후기. 아침 메뉴, 외식할 때 고르는 법, 체중 변화를 적었어요.', bloggerName: '키토일기', link: blogLink('keto_diary', 222900000004), daysAgo: 200 },
      { title: '<b>다이어트 식단</b> 도시락 일주일 메뉴', description: '출근용 <b>다이어트</b> 도시락 일주일 메뉴와 칼로리. 닭가슴살 샐러드와 현미밥 위주예요.', bloggerName: '도시락싸는여자', link: blogLink('lunchbox_w', 222900000005), daysAgo: 30 },
      { title: '간헐적 단식과 <b>다이어트 식단</b> 병행하기', description: '16:8 간헐적 단식에 맞춘 <b>다이어트 식단</b>. 첫 끼와 마지막 끼 메뉴를 정리했습니다.', bloggerName: '단식러', link: blogLink('fasting_me', 222900000006), daysAgo: 300 },
      { title: '<b>다이어트 식단</b> 간식 추천 BEST 5', description: '<b>다이어트</b> 중 먹어도 되는 간식: 그릭요거트, 견과류, 방울토마토, 삶은 계란, 고구마.', bloggerName: '간식연구소', link: blogLink('snack_lab', 222900000007), daysAgo: 15 },
      { title: '산후 <b>다이어트 식단</b> 모유수유 중 메뉴', description: '모유수유 중에도 괜찮은 산후 <b>다이어트 식단</b>. 단백질과 칼로리를 챙기는 하루 메뉴예요.', bloggerName: '둘째맘', link: blogLink('second_mom', 222900000008), daysAgo: 400 },
      { title: '<b>다이어트 식단</b> 외식할 때 메뉴 고르는 법', description: '회식이나 외식 자리에서 <b>다이어트 식단</b> 지키는 법: 샤브샤브, 회, 샐러드 메뉴 고르기.', bloggerName: '회식생존기', link: blogLink('dinner_out', 222900000009), daysAgo: 90 },
      { title: '50대 <b>다이어트 식단</b> 혈당 관리 메뉴', description: '혈당을 천천히 올리는 50대 <b>다이어트 식단</b>. 현미밥, 두부, 채소 위주 하루 메뉴를 소개합니다.', bloggerName: '오십의 건강', link: blogLink('fifty_health', 222900000010), daysAgo: 55 },
    ],
    // 37 posts in the last 30 days (days 0–29), then older ones.
    datedDaysAgo: Array.from({ length: 100 }, (_, i) => Math.floor((i * 30) / 37)),
  },
};
