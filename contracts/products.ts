import { z } from 'zod';
import { httpUrl } from './http-url';
import { APP_FIRST_SEGMENTS } from './page-paths';

/**
 * First path segments the app or the server already answers: a product slug equal to one of them
 * (case-insensitive, as the router matches) would be hidden by that route, so it is refused. The app's
 * come from its pages' paths; the rest are the server's own.
 */
export const RESERVED_SLUGS: readonly string[] = [
  ...APP_FIRST_SEGMENTS,
  'api', 'assets', 'files', 'sitemap', 'robots', 'favicon', 'index', 'version',
];

/** `/{slug}-onepage` is the landing variant, so a slug never ends in it itself. */
export const ONEPAGE_SUFFIX = '-onepage';

/** The whole `<title>` of a one-page landing: the server writes it for crawlers and the SPA sets the same. */
export const onepageTitle = (name: string, summary: string) => `${name} — ${summary}`;

const text = (max: number, message: string) => z.string().trim().max(max, message);
const imageUrl = httpUrl('이미지 주소는 http(s):// 또는 / 로 시작해야 합니다.', { tooLong: '이미지 주소는 500자 이하로 입력해 주세요.', allowPath: true, allowEmpty: true });

export const productSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,48}[a-z0-9]$/, '주소는 영문 소문자, 숫자, - 로 2~50자여야 합니다.')
  .refine((v) => !v.endsWith(ONEPAGE_SUFFIX), `주소는 ${ONEPAGE_SUFFIX} 로 끝날 수 없습니다.`)
  .refine((v) => !RESERVED_SLUGS.includes(v), '앱의 다른 페이지 주소와 겹쳐 쓸 수 없습니다.');

/** A product of the catalog as an admin edits it at /admin/products. */
export const productInput = z.object({
  slug: productSlug,
  name: z.string().trim().min(1, '상품 이름을 입력해 주세요.').max(60, '상품 이름은 60자 이하로 입력해 주세요.'),
  summary: z.string().trim().min(1, '한 줄 소개를 입력해 주세요.').max(200, '한 줄 소개는 200자 이하로 입력해 주세요.'),
  heroText: text(1000, '대표 문구는 1,000자 이하로 입력해 주세요.'),
  heroImageUrl: imageUrl,
  features: z
    .array(z.object({ title: text(80, '특징 제목은 80자 이하로 입력해 주세요.').min(1, '특징 제목을 입력해 주세요.'), body: text(500, '특징 설명은 500자 이하로 입력해 주세요.') }))
    .max(12, '특징은 12개까지 넣을 수 있습니다.'),
  faq: z
    .array(z.object({ question: text(200, '질문은 200자 이하로 입력해 주세요.').min(1, '질문을 입력해 주세요.'), answer: text(2000, '답변은 2,000자 이하로 입력해 주세요.').min(1, '답변을 입력해 주세요.') }))
    .max(20, 'FAQ는 20개까지 넣을 수 있습니다.'),
  packageIds: z.array(z.string().min(1).max(60)).max(10, '크레딧 상품은 10개까지 고를 수 있습니다.'),
  published: z.boolean(),
});
export type ProductInput = z.infer<typeof productInput>;

export type ProductPackage = { id: string; name: string; paidCredits: number; bonusCredits: number; priceKrw: number; vipDays: number };

export type Product = ProductInput & { id: string; updatedAt: string };

/** A published product as its pages show it, with the live prices of its active credit packages. */
export type PublicProduct = Omit<Product, 'packageIds' | 'published'> & { packages: ProductPackage[] };
