import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PromptTemplate, TemplateInput } from '@contracts/prompts';
import { buildUserRecord, mockSession, server } from '@/testing/msw-server';
import { renderRoute, resetStores } from '@/testing/render';

const preset: PromptTemplate = {
  id: 'preset:review',
  name: '제품 리뷰',
  description: '장단점과 추천 대상을 솔직하게',
  instructions: '{keyword} 제품을 써 본 사람의 시점으로 장점과 단점을 정리해 주세요.',
  isDefault: false,
  builtIn: true,
  updatedAt: null,
};

// A small in-memory /api/prompts that behaves like the server: one default at a time.
let templates: PromptTemplate[];
let previewed: { instructions: string; sample: { keyword: string } } | null;
beforeEach(() => {
  templates = [];
  previewed = null;
  resetStores({ isAuthenticated: true, grade: 'normal' });
  mockSession.current = { ...mockSession.current, user: buildUserRecord(), visitor: null, wallet: { paidCredits: 0, eventCredits: 0, totalCredits: 0 } };
  const store = (id: string, input: TemplateInput): PromptTemplate => {
    if (input.isDefault) templates = templates.map((t) => ({ ...t, isDefault: false }));
    const saved = { id, ...input, description: input.description ?? '', isDefault: Boolean(input.isDefault), builtIn: false, updatedAt: '2026-11-22T00:00:00.000Z' };
    templates = [...templates.filter((t) => t.id !== id), saved];
    return saved;
  };
  server.use(
    http.post('*/api/credits/wallet/initialize', () => HttpResponse.json({ success: true })),
    http.get('*/api/prompts', () => HttpResponse.json({ presets: [preset], templates })),
    http.post('*/api/prompts/preview', async ({ request }) => {
      previewed = (await request.json()) as typeof previewed;
      return HttpResponse.json({ system: '당신은 한국어 블로그 전문 작가입니다.', prompt: `<template>\n${previewed?.instructions.replace('{keyword}', '제주도 여행')}\n</template>` });
    }),
    http.post('*/api/prompts', async ({ request }) => HttpResponse.json(store(`t${templates.length + 1}`, (await request.json()) as TemplateInput))),
    http.put('*/api/prompts/:id', async ({ request, params }) => HttpResponse.json(store(String(params.id), (await request.json()) as TemplateInput))),
    http.delete('*/api/prompts/:id', ({ params }) => {
      templates = templates.filter((t) => t.id !== params.id);
      return HttpResponse.json({ success: true });
    }),
  );
});

const mine = () => screen.getByRole('heading', { name: '내 템플릿' }).closest('section') as HTMLElement;

describe('/prompts', () => {
  it('duplicates a preset, previews the final prompt and saves it as the default', async () => {
    renderRoute('/prompts');
    expect(await screen.findByText('아직 만든 템플릿이 없어요. 아래 기본 템플릿을 복제해 시작해 보세요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '복제해서 고치기' }));
    expect(await screen.findByLabelText('템플릿 이름')).toHaveValue('제품 리뷰 (복사본)');
    expect(screen.getByLabelText('글쓰기 지침')).toHaveValue(preset.instructions);

    await userEvent.click(screen.getByRole('button', { name: '최종 프롬프트 미리보기' }));
    expect(await screen.findByText(/제주도 여행 제품을 써 본 사람의 시점으로/)).toBeInTheDocument();
    expect(previewed?.sample.keyword).toBe('제주도 여행');

    await userEvent.click(screen.getByLabelText('글쓰기 화면에서 기본으로 선택'));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(within(mine()).getByText('제품 리뷰 (복사본)')).toBeInTheDocument());
    expect(within(mine()).getByText('기본')).toBeInTheDocument();
    expect(templates).toMatchObject([{ name: '제품 리뷰 (복사본)', isDefault: true, instructions: preset.instructions }]);
  });

  it('creates, edits, switches the default and deletes (after confirming) a template', async () => {
    renderRoute('/prompts');
    await userEvent.click(await screen.findByRole('button', { name: '새 템플릿' }));
    await userEvent.click(await screen.findByRole('button', { name: '저장' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    await userEvent.type(screen.getByLabelText('템플릿 이름'), '가게 소식');
    await userEvent.type(screen.getByLabelText('글쓰기 지침'), '우리 가게 소식을 전해요: ');
    await userEvent.click(within(screen.getByLabelText('변수 넣기')).getByRole('button', { name: '{keyword}' }));
    expect(screen.getByLabelText('글쓰기 지침')).toHaveValue('우리 가게 소식을 전해요: {keyword}');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(templates).toHaveLength(1));

    await userEvent.click(await within(mine()).findByRole('button', { name: /고치기/ }));
    const name = await screen.findByLabelText('템플릿 이름');
    await userEvent.clear(name);
    await userEvent.type(name, '가게 소식 (주간)');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(templates[0]?.name).toBe('가게 소식 (주간)'));

    await userEvent.click(await within(mine()).findByRole('button', { name: /기본으로/ }));
    await waitFor(() => expect(templates[0]?.isDefault).toBe(true));

    await userEvent.click(within(mine()).getByRole('button', { name: /삭제/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '템플릿 삭제' });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(templates).toHaveLength(1);
    await userEvent.click(within(mine()).getByRole('button', { name: /삭제/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(templates).toHaveLength(0));
  });

  it('offers presets and the member’s templates on the write page, with the default chosen', async () => {
    templates = [{ id: 't9', name: '내 기본', description: '', instructions: '{keyword}', isDefault: true, builtIn: false, updatedAt: null }];
    renderRoute('/');
    const select = await screen.findByRole('combobox', { name: /템플릿/ });
    await waitFor(() => expect(select).toHaveValue('t9'));
    expect(within(select).getByRole('option', { name: /제품 리뷰/ })).toBeInTheDocument();
  });
});
