import { expect, type Page, test } from './support/test';
import { snap, viewports } from './helpers';

// The first server's Search API is the fake with fixed answers for this keyword (server/testing/fakes/naver-search-fixtures.ts).
const KEYWORD = '제주도 여행 코스';
const PICKED_QUESTIONS = ['제주도 렌트카 없이 여행 가능한가요?', '12월 제주도 여행 옷차림 질문이요'];
const UNPICKED_QUESTION = '제주도 3박 4일 여행 코스 좀 봐주세요';

const panelOf = (page: Page) => page.getByRole('region', { name: '검색 결과 분석' });
const outlineOf = (page: Page) => page.getByRole('region', { name: '목차' });

/** The outline on screen, as `H2 text` / `H3 text` lines in order. */
async function outlineRows(page: Page): Promise<string[]> {
  const editor = outlineOf(page);
  const count = await editor.getByRole('listitem').count();
  const rows: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    const level = await editor.getByLabel(`${i}번째 소제목 단계`, { exact: true }).inputValue();
    rows.push(`H${level} ${await editor.getByLabel(`${i}번째 소제목`, { exact: true }).inputValue()}`);
  }
  return rows;
}

test('a visitor types a keyword, ticks questions and a topic from the search panel, edits the outline and writes to it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports.desktop);
  await page.goto('/');
  const panel = panelOf(page);
  await expect(panel.getByText('메인 키워드를 입력하면')).toBeVisible();
  await snap(page, 'research-panel-empty-desktop');

  // Typing the keyword fills the panel in: the top posts (linking out in a new tab), 지식iN questions, topics and the crowding verdict.
  await page.getByLabel('메인 키워드').fill(KEYWORD);
  await expect(panel.getByRole('group', { name: '사람들이 묻는 질문' })).toBeVisible({ timeout: 15_000 });
  const topPost = panel.getByRole('link', { name: /제주도 3박 4일 여행 코스 총정리/ });
  await expect(topPost).toHaveAttribute('href', 'https://blog.naver.com/travelcat/223456789012');
  await expect(topPost).toHaveAttribute('target', '_blank');
  await expect(topPost).toHaveAttribute('rel', /noopener/);
  await expect(panel.getByText('여행하는 고양이')).toBeVisible();
  await expect(panel.getByText('1,234,567').first()).toBeVisible();
  await snap(page, 'research-panel-filled-desktop');

  // Two questions for the FAQ and one recurring topic to cover.
  const questions = panel.getByRole('group', { name: '사람들이 묻는 질문' });
  for (const q of PICKED_QUESTIONS) await questions.getByRole('checkbox', { name: new RegExp(q.replace(/[?]/g, '\\?')) }).check();
  const topics = panel.getByRole('group', { name: '상위 글에 자주 나오는 주제' });
  const topic = topics.getByRole('checkbox').first();
  await topic.check({ force: true });
  const topicText = ((await topics.locator('label').first().innerText()).split(/\s+\d+개 글/)[0] ?? '').trim();
  expect(topicText.length).toBeGreaterThan(0);
  await expect(panel.getByText('질문 2개 · 주제 1개 선택')).toBeVisible();

  // The ticks are kept for this keyword in the tab: a reload brings them back.
  await page.reload();
  await page.getByLabel('메인 키워드').fill(KEYWORD);
  await expect(panelOf(page).getByText('질문 2개 · 주제 1개 선택')).toBeVisible({ timeout: 15_000 });
  for (const q of PICKED_QUESTIONS) await expect(panelOf(page).getByRole('checkbox', { name: new RegExp(q.replace(/[?]/g, '\\?')) })).toBeChecked();

  // The outline first: it answers the ticked questions; the visitor renames, moves, deletes and adds headings.
  await page.getByRole('button', { name: '목차 먼저 만들기' }).click();
  const editor = outlineOf(page);
  await expect(editor).toBeVisible({ timeout: 15_000 });
  const offered = await outlineRows(page);
  for (const q of PICKED_QUESTIONS) expect(offered).toContain(`H3 ${q}`);
  expect(offered.join('\n')).not.toContain(UNPICKED_QUESTION);

  await editor.getByLabel('1번째 소제목', { exact: true }).fill('제주 동서 코스 한눈에 보기');
  const second = await editor.getByLabel('2번째 소제목', { exact: true }).inputValue();
  await editor.getByRole('button', { name: `“${second}” 아래로 옮기기` }).click();
  await expect(editor.getByLabel('3번째 소제목', { exact: true })).toHaveValue(second);
  // Delete the heading now second (one of the body's, never a ticked question).
  const doomed = await editor.getByLabel('2번째 소제목', { exact: true }).inputValue();
  expect(PICKED_QUESTIONS).not.toContain(doomed);
  await editor.getByRole('button', { name: `“${doomed}” 지우기` }).click();
  await editor.getByRole('button', { name: '소제목 더하기' }).click();
  const added = editor.getByRole('listitem').last();
  await added.getByRole('textbox').fill('비 오는 날 실내 코스');
  await added.getByRole('combobox').selectOption('3');
  const edited = await outlineRows(page);
  expect(edited[0]).toBe(`H${offered[0]?.slice(1, 2)} 제주 동서 코스 한눈에 보기`);
  expect(edited).not.toContain(`H2 ${doomed}`);
  expect(edited.at(-1)).toBe('H3 비 오는 날 실내 코스');
  expect(edited).toHaveLength(offered.length);
  await snap(page, 'outline-editor-desktop');

  // Write to it: the post's headings are the edited outline, in order, and its FAQ answers exactly the ticked questions.
  await page.getByRole('button', { name: '이 목차로 글 쓰기' }).click();
  await expect(page.getByRole('button', { name: '다시 생성' })).toBeVisible({ timeout: 60_000 });
  const post = page.getByRole('article', { name: '생성된 글' });
  const headings = await post.locator('h2, h3').evaluateAll((nodes) => nodes.map((n) => `${n.tagName} ${n.textContent?.trim() ?? ''}`));
  expect(headings).toEqual(edited);
  const text = await post.innerText();
  for (const q of PICKED_QUESTIONS) expect(text).toContain(q);
  expect(text).not.toContain(UNPICKED_QUESTION);

  // The score shows, with its items behind a fold and the slots the draft leaves to fill.
  const score = page.getByRole('region', { name: '콘텐츠 점수' });
  await expect(score).toBeVisible();
  await expect(score.getByText('/ 100')).toBeVisible();
  await expect(score.getByText(/^발행 전 채울 곳 \d+개$/)).toBeVisible();
  await expect(score.getByText('발행 전에 손볼 곳이 있어요')).toBeVisible();
  await expect(post.locator('mark').first()).toContainText('[직접 작성:');
  await score.getByRole('button', { name: '점수 항목 보기' }).click();
  await expect(score.getByRole('list', { name: '점수 항목' }).getByRole('listitem').first()).toBeVisible();
  await snap(page, 'write-score-desktop');

  // History's detail shows the score stored with the post.
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '생성 기록' }).click();
  await page.getByRole('list', { name: '생성 기록' }).getByRole('button').first().click();
  await expect(page.getByRole('region', { name: '콘텐츠 점수' }).getByText(/저장 기준/)).toBeVisible();
  await snap(page, 'history-detail-score-desktop');
});

test("a weekly report's link opens the write page on a phone with the keyword filled and the panel open", async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await page.goto('/');
  // Folded by default on a phone: a button opens it.
  const toggle = panelOf(page).getByRole('button', { name: /검색 결과 분석/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await snap(page, 'research-panel-folded-phone');

  await page.goto(`/?keyword=${encodeURIComponent(KEYWORD)}&research=1`);
  await expect(page.getByLabel('메인 키워드')).toHaveValue(KEYWORD);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panelOf(page).getByRole('group', { name: '사람들이 묻는 질문' })).toBeVisible({ timeout: 15_000 });
  await snap(page, 'research-panel-filled-phone');

  // Folding it is remembered for the tab.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.goto('/');
  await expect(panelOf(page).getByRole('button', { name: /검색 결과 분석/ })).toHaveAttribute('aria-expanded', 'false');
});
