import { describe, expect, it } from 'vitest';
import { htmlToMarkdown, renderMarkdown, toClipboardHtml, toHtmlDocument, toPlainText, withoutTitle } from './markdown';

// Model output can contain anything: none of these may produce code that runs.
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<svg onload=alert(1)><circle /></svg>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="position:fixed;inset:0;background:red" onclick="alert(1)">덮기</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form action="https://evil.example"><input name=x><button>보내기</button></form>',
  '![x](x" onerror="alert(1))',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<a href="#" onmouseover="alert(1)">hover</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '```html\n<script>alert(1)</script>\n```',
];

describe('renderMarkdown (model output → safe HTML)', () => {
  it('renders the structure of a post', () => {
    const html = renderMarkdown('# 제목\n\n첫 문단\n\n## 소제목\n\n- 하나\n- 둘\n\n| 항목 | 값 |\n|---|---|\n| 가 | 나 |');
    expect(html).toContain('<h1>제목</h1>');
    expect(html).toContain('<h2>소제목</h2>');
    expect(html).toContain('<li>하나</li>');
    expect(html).toContain('<table>');
  });

  it.each(XSS_CORPUS)('neutralises %s', (payload) => {
    const html = renderMarkdown(`# 글\n\n${payload}\n\n끝`);
    const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
    const all = Array.from(doc.querySelectorAll('*'));
    for (const el of all) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
        if (attr.name === 'href' || attr.name === 'src' || attr.name === 'action') {
          expect(attr.value.trim().toLowerCase()).not.toMatch(/^(javascript|data|vbscript):/);
        }
      }
      expect(['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'STYLE', 'META', 'BASE', 'LINK', 'SVG', 'MATH']).not.toContain(el.tagName);
      expect(el.hasAttribute('style')).toBe(false);
    }
  });

  it('opens links in a new tab without handing over the page', () => {
    const html = renderMarkdown('[공식 사이트](https://example.kr)');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe('copy and download formats', () => {
  it('inlines simple styles for SmartEditor and Tistory, and keeps no script', () => {
    const html = toClipboardHtml('# 제목\n\n<script>alert(1)</script>본문\n\n## 소제목\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toMatch(/<h2 style="[^"]*font-weight:700/);
    expect(html).toMatch(/<td style="border:1px solid/);
    expect(html).not.toContain('<script');
  });

  it('makes a standalone UTF-8 HTML document with the title escaped', () => {
    const doc = toHtmlDocument('# 제목\n\n본문', '<제목> & "따옴표"');
    expect(doc).toContain('<meta charset="utf-8">');
    expect(doc).toContain('<title>&lt;제목&gt; &amp; &quot;따옴표&quot;</title>');
  });

  it('gives plain text without Markdown marks', () => {
    expect(toPlainText('# 제목\n\n**굵게** 본문\n\n- 항목')).toBe('제목\n\n굵게 본문\n\n항목');
  });
});

describe('htmlToMarkdown (a post edited in place)', () => {
  const post = [
    '# 제주 애월 카페 완벽 정리',
    '',
    '제주 애월 카페를 찾는 분들이 **정말 많아요**. 오늘은 *꼭 가 볼 곳*만 골랐어요.',
    '',
    '> 📷 이미지: 바다가 보이는 창가 자리',
    '',
    '## 애월 카페 고르는 법',
    '',
    '- 바다 전망',
    '- 주차 가능 여부',
    '- 영업시간 [확인 필요]',
    '',
    '### 1. 오션뷰 카페',
    '',
    '1. 오전에 가기',
    '2. 창가 자리 잡기',
    '',
    '## 한눈에 보는 요약',
    '',
    '| 항목 | 내용 |',
    '| --- | --- |',
    '| 가격대 | 6,000~9,000원 |',
    '| 주차 | 가능 |',
    '',
    '## 자주 묻는 질문',
    '',
    '### Q. 아이와 가도 되나요?',
    '',
    '네, 대부분 가능해요. 자세한 내용은 [공식 안내](https://example.kr/guide)를 보세요.',
    '',
    '#제주카페 #애월 #오션뷰',
  ].join('\n');

  it('turns the rendered post back into Markdown that renders the same', () => {
    const html = renderMarkdown(post);
    expect(renderMarkdown(htmlToMarkdown(html))).toBe(html);
  });

  it('keeps the writer’s slots as written, so they are still counted after an edit', () => {
    const md = '## 메뉴와 가격\n\n[직접 작성: 주문한 메뉴 이름과 가격 — 1인 기준]\n\n영업시간 [확인 필요], 링크는 \\[그대로\\].';
    const back = htmlToMarkdown(renderMarkdown(md));
    expect(back).toContain('\n[직접 작성: 주문한 메뉴 이름과 가격 — 1인 기준]\n');
    expect(back).toContain('영업시간 [확인 필요]');
    expect(back).toContain('\\[그대로\\]');
  });

  it('keeps an edit made in the page, and drops anything unsafe typed or pasted into it', () => {
    const edited = renderMarkdown(post).replace('주차 가능 여부', '주차 가능 여부 (무료)') + '<p>붙여넣은 <script>alert(1)</script>문단</p><img src=x onerror="alert(1)">';
    const markdown = htmlToMarkdown(edited);
    expect(markdown).toContain('- 주차 가능 여부 (무료)');
    expect(markdown).toContain('붙여넣은 문단');
    expect(markdown).not.toMatch(/script|onerror/);
    expect(markdown.startsWith('# 제주 애월 카페 완벽 정리\n\n')).toBe(true);
  });
});


describe('withoutTitle (the body a blog editor gets under its own title field)', () => {
  it.each([
    ['# 제목\n\n본문\n\n## 소제목', '본문\n\n## 소제목'],
    ['\n  # 제목\n본문', '본문'],
    ['본문만 있는 글\n\n# 뒤의 제목', '본문만 있는 글\n\n# 뒤의 제목'],
    ['## 소제목으로 시작\n\n본문', '## 소제목으로 시작\n\n본문'],
    ['# 제목만', ''],
  ])('%j → %j', (markdown, body) => {
    expect(withoutTitle(markdown)).toBe(body);
  });
});
