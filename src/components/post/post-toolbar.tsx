import { ClipboardCopy, Download, FileCode2, FileText, Heading1 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { copyRich, copyText, download, fileNameOf } from './clipboard';
import { loadMarkdown } from './use-markdown';

/**
 * Copy (the title alone; the body as rich HTML for SmartEditor/Tistory, which have their own title field; Markdown,
 * text) and download (.md, .html) of a post.
 */
export function PostToolbar({ markdown, title }: { markdown: string; title: string }) {
  const run = (label: string, work: () => Promise<void>, description?: string) => async () => {
    try {
      await work();
      toast({ title: `${label} 완료`, ...(description ? { description } : {}) });
    } catch {
      toast({ title: `${label}하지 못했습니다`, description: '브라우저가 클립보드 사용을 막았습니다. 직접 선택해서 복사해 주세요.', variant: 'destructive' });
    }
  };
  const copyTitle = run('제목 복사', () => copyText(title));
  const copyHtml = run(
    '서식 복사',
    async () => {
      const m = await loadMarkdown();
      const body = m.withoutTitle(markdown);
      await copyRich(m.toClipboardHtml(body), m.toPlainText(body));
    },
    '제목은 빼고 본문만 복사했어요. 제목은 블로그의 제목 칸에 ‘제목 복사’로 넣어 주세요.',
  );
  const copyMarkdown = run('마크다운 복사', () => copyText(markdown));
  const copyPlain = run('텍스트 복사', async () => copyText((await loadMarkdown()).toPlainText(markdown)));
  const downloadMd = () => download(`${fileNameOf(title)}.md`, markdown, 'text/markdown;charset=utf-8');
  const downloadHtml = async () => {
    const m = await loadMarkdown();
    download(`${fileNameOf(title)}.html`, m.toHtmlDocument(markdown, title), 'text/html;charset=utf-8');
  };
  return (
    <div className="flex flex-wrap gap-2" role="toolbar" aria-label="복사와 다운로드">
      <Button size="sm" variant="secondary" onClick={() => void copyTitle()}>
        <Heading1 className="size-4" aria-hidden />
        제목 복사
      </Button>
      <Button size="sm" onClick={() => void copyHtml()}>
        <ClipboardCopy className="size-4" aria-hidden />
        본문 서식 복사 (블로그 붙여넣기)
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void copyMarkdown()}>
        <FileCode2 className="size-4" aria-hidden />
        마크다운 복사
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void copyPlain()}>
        <FileText className="size-4" aria-hidden />
        텍스트 복사
      </Button>
      <Button size="sm" variant="ghost" onClick={downloadMd}>
        <Download className="size-4" aria-hidden />
        .md
      </Button>
      <Button size="sm" variant="ghost" onClick={() => void downloadHtml()}>
        <Download className="size-4" aria-hidden />
        .html
      </Button>
    </div>
  );
}
