import { PromptsManager } from '@/features/prompts';

export function PromptsPage() {
  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">프롬프트</h1>
        <p className="mt-1 text-slate-600">나만의 글쓰기 지침 템플릿을 만들고, 글쓰기 화면에서 골라 씁니다.</p>
      </div>
      <PromptsManager />
    </section>
  );
}
