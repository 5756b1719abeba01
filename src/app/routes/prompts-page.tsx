import { PromptsManager } from '@/features/prompts';
import { PageHeading } from '@/components/page-heading';

export function PromptsPage() {
  return (
    <section className="space-y-5">
      <PageHeading title="프롬프트" summary="나만의 글쓰기 지침 템플릿을 만들고, 글쓰기 화면에서 골라 씁니다." />
      <PromptsManager />
    </section>
  );
}
