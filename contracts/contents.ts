import { z } from 'zod';
import { httpUrl } from './http-url';

/** The categories of the article library at /contents, in display order. */
export const ARTICLE_CATEGORIES = ['이용 가이드', '블로그 SEO', '키워드·광고', '글쓰기 팁'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLES_PAGE_SIZE = 9;

/** An article as an admin writes it at /admin/contents (Markdown body; draft or published). */
export const articleInput = z.object({
  title: z.string().trim().min(1, '제목을 입력해 주세요.').max(120, '제목은 120자 이하로 입력해 주세요.'),
  summary: z.string().trim().min(1, '요약을 입력해 주세요.').max(300, '요약은 300자 이하로 입력해 주세요.'),
  category: z.enum(ARTICLE_CATEGORIES, { error: '분류를 골라 주세요.' }),
  body: z.string().min(1, '본문을 입력해 주세요.').max(100_000, '본문은 100,000자 이하로 입력해 주세요.'),
  coverImageUrl: httpUrl('이미지 주소는 http(s):// 또는 / 로 시작해야 합니다.', { tooLong: '이미지 주소는 500자 이하로 입력해 주세요.', allowPath: true, allowEmpty: true }),
  status: z.enum(['draft', 'published'], { error: '공개 여부를 골라 주세요.' }),
});
export type ArticleInput = z.infer<typeof articleInput>;

export const articleListQuery = z.object({
  category: z.enum(ARTICLE_CATEGORIES, { error: '없는 분류입니다.' }).optional(),
  q: z.string().trim().max(100, '검색어는 100자 이하로 입력해 주세요.').optional(),
  page: z.coerce.number({ error: '쪽 번호는 숫자여야 합니다.' }).int().min(1, '쪽 번호는 1 이상이어야 합니다.').max(1000).default(1),
});

export type ArticleSummary = { id: string; title: string; summary: string; category: ArticleCategory; coverImageUrl: string; publishedAt: string | null };
export type Article = ArticleSummary & { body: string; status: 'draft' | 'published'; updatedAt: string };
export type ArticlePage = { items: ArticleSummary[]; total: number; page: number; pageSize: number };
