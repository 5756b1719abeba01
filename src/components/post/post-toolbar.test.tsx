import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Clipboard from './clipboard';
import { PostToolbar } from './post-toolbar';

const copied = vi.hoisted(() => ({ rich: [] as { html: string; text: string }[], text: [] as string[] }));
vi.mock('./clipboard', async (importOriginal) => ({
  ...(await importOriginal<typeof Clipboard>()),
  copyRich: async (html: string, text: string) => void copied.rich.push({ html, text }),
  copyText: async (text: string) => void copied.text.push(text),
}));

const post = '# 제주 애월 카페 완벽 정리\n\n제주 애월 카페를 찾는 분들이 많아요.\n\n## 바다 보이는 곳\n\n창가 자리가 좋아요.';

describe('PostToolbar', () => {
  beforeEach(() => {
    copied.rich.length = 0;
    copied.text.length = 0;
  });

  it("copies the body without its title for a blog editor (which has its own title field), and the title by '제목 복사'", async () => {
    render(<PostToolbar markdown={post} title="제주 애월 카페 완벽 정리" />);
    await userEvent.click(screen.getByRole('button', { name: /서식 복사/ }));
    await waitFor(() => expect(copied.rich).toHaveLength(1));
    const [{ html, text }] = copied.rich as [{ html: string; text: string }];
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('완벽 정리');
    expect(html).toMatch(/<h2 style="[^"]*">바다 보이는 곳<\/h2>/);
    expect(text.startsWith('제주 애월 카페를 찾는 분들이 많아요.')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '제목 복사' }));
    await waitFor(() => expect(copied.text).toEqual(['제주 애월 카페 완벽 정리']));
  });
});
