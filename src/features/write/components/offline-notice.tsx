import { Info } from 'lucide-react';

/** Says plainly that no AI model is connected and how to connect one. */
export function OfflineNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">오프라인 초안 모드</p>
        <p className="mt-0.5">
          AI 모델이 연결되어 있지 않아 글빛의 내장 작성기가 키워드와 옵션으로 구조를 갖춘 초안을 씁니다. 프롬프트 템플릿과 추가 지시사항은 반영되지 않으니
          초안을 다듬어 발행하세요. 운영자는 서버 설정에서 <code className="rounded bg-amber-100 px-1">LLM_PROVIDER</code>와{' '}
          <code className="rounded bg-amber-100 px-1">LLM_API_KEY</code>(또는 Ollama 같은 호환 서버의 <code className="rounded bg-amber-100 px-1">LLM_BASE_URL</code>)를
          설정하면 AI 모델로 바꿀 수 있습니다.
        </p>
      </div>
    </div>
  );
}
