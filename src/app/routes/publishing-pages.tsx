import { AutoPostingPanel, BlogConnectPanel, PostEditor, SiteSettingsPanel } from '@/features/publishing';
import { SignInGate } from './sign-in-gate';
import { PageHeading } from '@/components/page-heading';

function Page({ title, summary, children }: { title: string; summary: string; children: React.ReactNode }) {
  return (
    <section className="space-y-5">
      <PageHeading title={title} summary={summary} />
      {children}
    </section>
  );
}

export const BlogConnectPage = () => (
  <Page title="블로그 연결" summary="워드프레스와 블로거는 바로 발행하고, 네이버 블로그와 티스토리는 발행 팩으로 옮깁니다.">
    <SignInGate reason="블로그 연결은 로그인하면 쓸 수 있어요. 연결한 블로그에 만든 글을 바로 발행하거나 예약할 수 있습니다.">
      <BlogConnectPanel />
    </SignInGate>
  </Page>
);

export const SiteSettingPage = () => (
  <Page title="사이트 설정" summary="연결한 블로그별 기본 카테고리, 태그, 발행 상태, 고지 문구, 대표 이미지, 하루 한도를 정합니다.">
    <SignInGate reason="사이트 설정은 로그인하면 쓸 수 있어요. 먼저 로그인하고 블로그를 연결해 주세요.">
      <SiteSettingsPanel />
    </SignInGate>
  </Page>
);

export const AutoPostingPage = () => (
  <Page title="자동 발행" summary="생성한 글을 연결한 블로그에 바로 또는 예약 발행합니다. 예약 시간은 한국 시간입니다.">
    <AutoPostingPanel />
  </Page>
);

export const WblogPage = () => (
  <section className="mx-auto max-w-6xl p-4">
    {/* Unseen, yet the page's first screen (page-frame.tsx): the layout is painted with the HTML. */}
    <PageHeading className="sr-only" title="글 편집기" />
    <PostEditor />
  </section>
);
