import { Link } from 'react-router-dom';
import { siteWords as w } from '../messages';

type Section = { id: string; title: string; path?: string; items: string[] };

// One section per page of the app, each with an anchor (/guide#write …) that other pages and mails can link to.
const sections: Section[] = [
  { id: 'write', title: '글쓰기', path: '/', items: [
    '첫 화면에 중심 키워드를 적고 글 종류, 말투, 분량, 발행 플랫폼을 고른 뒤 "블로그 글 쓰기"를 누르면 글이 실시간으로 써집니다.',
    '가입하지 않은 방문자도 임시 계정으로 글을 만들 수 있고, 가입하면 그동안 쓴 글이 회원 계정으로 옮겨집니다.',
    '마음에 들지 않는 소제목은 "섹션 다시 쓰기"로 그 부분만 다시 쓰게 할 수 있습니다.',
  ] },
  { id: 'history', title: '생성 기록', path: '/history', items: [
    '만든 글은 모두 생성 기록에 남습니다. 다시 열어 고치거나 복사할 수 있습니다.',
    '"공유"를 켜면 읽기 전용 주소(/blog/…)가 생기고, 끄면 그 주소는 더 이상 열리지 않습니다.',
  ] },
  { id: 'keyword', title: '키워드 분석', path: '/keyword', items: [
    '연관 키워드와 월간 검색수를 네이버 검색광고 API로 조회합니다. 회원 본인의 검색광고 API 키를 한 번 연결하면 됩니다.',
    '키 발급 방법은 콘텐츠의 "네이버 검색광고 API 키 발급 방법" 글에 정리해 두었습니다.',
  ] },
  { id: 'prompts', title: '프롬프트', path: '/prompts', items: ['자주 쓰는 글의 구성이나 요청을 나만의 프롬프트로 저장해 두고 글쓰기에서 골라 씁니다.'] },
  { id: 'images', title: '이미지와 썸네일', path: '/images', items: [
    '이미지 메뉴에서 글에 넣을 AI 이미지를 만들 수 있습니다(서버에 이미지 모델이 연결된 경우).',
    '썸네일 만들기(/imageX)는 제목 글자로 블로그 대표 이미지를 바로 만들어 줍니다.',
  ] },
  { id: 'kin', title: '지식iN 답변', path: '/kin', items: ['네이버 지식iN 질문을 키워드로 찾고, 글빛으로 답변 초안을 쓰거나 질문을 찜해 둘 수 있습니다.'] },
  { id: 'credits', title: '크레딧', path: '/credits/purchase', items: [
    '글 생성, 이미지, 키워드 조회에는 회원마다 무료 횟수가 있습니다. 다 쓰면 크레딧으로 이용합니다.',
    '크레딧을 쓰기 전에는 몇 크레딧이 드는지 먼저 보여 드리고 확인을 받습니다. 충전은 카드·계좌이체 등 온라인 결제나 무통장 입금으로 합니다.',
  ] },
  { id: 'report', title: '키워드 리포트', path: '/keyword-report', items: ['구독한 회원에게 관심 키워드의 검색량 변화를 주간 메일로 보내 드립니다.'] },
  { id: 'contents', title: '콘텐츠', path: '/contents', items: ['블로그 글쓰기와 네이버 검색 노출에 도움이 되는 글을 분류와 검색으로 찾아 읽을 수 있습니다.'] },
  { id: 'account', title: '내 정보', path: '/profile', items: ['이름, 프로필 사진, 비밀번호, 키워드 리포트 구독을 바꾸고 회원 탈퇴를 할 수 있습니다.'] },
];

/** `/guide`: how to use the product, page by page, with anchors. */
export function Guide() {
  return (
    <div className="space-y-8">
      <header id="top">
        <h1 className="text-2xl font-bold text-slate-900">{w.guideTitle}</h1>
        <p className="mt-1 text-slate-600">{w.guideLead}</p>
      </header>
      <nav aria-label={w.toc} className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-sm font-semibold text-slate-900">{w.toc}</h2>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 hover:underline">{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-20">
          <h2 id={`${s.id}-title`} className="text-xl font-bold text-slate-900">
            {s.title}
            {s.path ? (
              <Link to={s.path} className="ml-2 align-middle text-sm font-normal text-brand-700 hover:underline">
                {`${s.title} 열기`}
              </Link>
            ) : null}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {s.items.map((item) => <li key={item}>{item}</li>)}
          </ul>
          <p className="mt-2 text-xs"><a href="#top" className="text-slate-500 hover:underline">{w.toTop}</a></p>
        </section>
      ))}
    </div>
  );
}
