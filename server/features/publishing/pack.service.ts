import { particleFor, withJosa } from '@contracts/korean';
import type { PublishPack } from '@contracts/publishing';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogConnections, blogSiteSettings, generations, publications } from '../../db/schema';
import { readServedImage } from '../images';
import { AppError } from '../../lib/app-error';
import { memberMailbox, type PublishDeps } from './blog-clients';
import { postImages, splitTitle, toPostHtml } from './post-html';
import { storedImageId } from './featured-image';
import { M } from './publishing.messages';
import { getPublication } from './publications.service';
import { storeZip } from './zip';

const PACK_KINDS = ['naver', 'tistory'] as const;
const EDITOR = { naver: '네이버 블로그 스마트에디터', tistory: '티스토리 에디터' } as const;

async function packSource(db: Db, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .select({
      pub: publications,
      title: generations.title,
      keyword: generations.keyword,
      content: generations.content,
      input: generations.input,
      tags: blogSiteSettings.defaultTags,
      disclosure: blogSiteSettings.disclosure,
    })
    .from(publications)
    .innerJoin(generations, eq(generations.id, publications.generationId))
    .leftJoin(blogSiteSettings, eq(blogSiteSettings.blogId, publications.blogId))
    .where(and(eq(publications.id, id), eq(publications.userId, userId)));
  if (!row) throw new AppError('PUBLICATION_NOT_FOUND', M.publicationNotFound, 404);
  if (!(PACK_KINDS as readonly string[]).includes(row.pub.blogKind)) throw new AppError('NOT_PACK', M.notPack, 409);
  return row;
}

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

// Image files get ASCII names in post order (Naver's editor handles those best); our stored ones carry
// their bytes along for the ZIP, and their extension from their real type.
async function packImages(deps: Pick<PublishDeps, 'db' | 'env' | 'storage'>, content: string) {
  const out: { src: string; alt: string; url: string; fileName: string; bytes: Buffer | null }[] = [];
  for (const [i, { src, alt }] of postImages(content).entries()) {
    const id = storedImageId(src, deps.env);
    const stored = id ? await readServedImage({ db: deps.db, storage: deps.storage }, id) : null;
    const ext = stored ? (EXT[stored.contentType] ?? 'bin') : (/\.(png|jpe?g|webp|gif)(?:$|\?)/i.exec(src)?.[1]?.toLowerCase().replace('jpeg', 'jpg') ?? 'png');
    out.push({ src, alt, url: src.startsWith('/') ? `${deps.env.BASE_URL}${src}` : src, fileName: `${String(i + 1).padStart(2, '0')}.${ext}`, bytes: stored?.bytes ?? null });
  }
  return out;
}

// Naver's editor takes up to 30 tags, each without spaces.
const PACK_TAG_LIMIT = 30;

/** The blog's default tags, then the post's keyword and sub-keywords, as tags (no spaces, no repeats). */
function packTags(defaults: readonly string[], post: { keyword: string; subKeywords?: readonly string[] }): string[] {
  const tags = [...defaults, post.keyword, ...(post.subKeywords ?? [])].map((t) => t.replace(/^#/, '').replace(/\s+/g, '')).filter(Boolean);
  return [...new Set(tags)].slice(0, PACK_TAG_LIMIT);
}

/** A Naver/Tistory publish pack: title and body to paste apart, the images in order with their alt text, tags and a checklist. */
export async function buildPublishPack(deps: Pick<PublishDeps, 'db' | 'env' | 'storage'>, input: { userId: string; id: string }): Promise<PublishPack> {
  const row = await packSource(deps.db, input);
  const { body } = splitTitle(row.content);
  const images = await packImages(deps, body);
  const html = toPostHtml(body, { imageUrl: (src) => images.find((i) => i.src === src)?.url ?? src, disclosure: row.disclosure ?? '' });
  const editor = EDITOR[row.pub.blogKind as (typeof PACK_KINDS)[number]];
  const tags = packTags(row.tags ?? [], { keyword: row.keyword, subKeywords: row.input.subKeywords });
  return {
    publicationId: row.pub.id,
    title: row.title || row.keyword,
    html,
    images: images.map(({ url, fileName, alt }) => ({ url, fileName, alt })),
    tags,
    checklist: [
      `${editor}에서 새 글을 열고, "제목 복사"를 누른 뒤 제목 칸에 붙여 넣으세요.`,
      '"본문 복사"를 누른 뒤 에디터 본문에 붙여 넣으세요 (서식이 함께 옮겨집니다).',
      images.length
        ? `이미지 ${images.length}장을 ZIP으로 받아, 본문의 이미지 자리에 순서대로 올리고 대체 텍스트를 넣으세요 (01, 02 …).`
        : '이 글에는 이미지가 없습니다.',
      tags.length ? `태그를 입력하세요: ${tags.join(', ')}` : '필요하면 태그를 입력하세요.',
      '발행한 뒤 글 주소를 복사해 아래 "발행 완료"에 붙여 넣으세요.',
    ],
    zipUrl: `/api/publications/${row.pub.id}/pack.zip`,
  };
}

/** The pack's images (our stored ones) as one ZIP, named 01.png, 02.jpg … in post order. */
export async function buildPackZip(deps: Pick<PublishDeps, 'db' | 'env' | 'storage'>, input: { userId: string; id: string }) {
  const row = await packSource(deps.db, input);
  const files = (await packImages(deps, splitTitle(row.content).body)).flatMap((i) => (i.bytes ? [{ name: i.fileName, data: i.bytes }] : []));
  return storeZip(files);
}

/** The member posted the pack by hand and pasted its URL: the publication is published. */
export async function markPackPublished(db: Db, { userId, id, url, now = new Date() }: { userId: string; id: string; url: string; now?: Date }) {
  await packSource(db, { userId, id });
  const rows = await db
    .update(publications)
    .set({ status: 'published', remoteUrl: url, publishedAt: now, error: null, nextAttemptAt: null, updatedAt: now })
    .where(and(eq(publications.id, id), eq(publications.userId, userId), inArray(publications.status, ['waiting-for-member', 'scheduled'])))
    .returning({ id: publications.id });
  if (!rows.length) throw new AppError('PACK_NOT_WAITING', M.packNotWaiting, 409);
  return getPublication(db, { userId, id });
}

/** At the scheduled time: one reminder mail linking to the pack (the VIP dashboard lists waiting packs too). */
export async function sendPackReminder(deps: PublishDeps, id: string, now: Date) {
  const claimed = await deps.db
    .update(publications)
    .set({ remindedAt: now })
    .where(and(eq(publications.id, id), isNull(publications.remindedAt)))
    .returning({ userId: publications.userId, blogId: publications.blogId, generationId: publications.generationId });
  const pub = claimed[0];
  if (!pub) return;
  const to = await memberMailbox(deps.db, pub.userId);
  const [post] = await deps.db.select({ title: generations.title, keyword: generations.keyword }).from(generations).where(eq(generations.id, pub.generationId));
  const [blog] = pub.blogId ? await deps.db.select({ name: blogConnections.name }).from(blogConnections).where(eq(blogConnections.id, pub.blogId)) : [];
  if (!to) return;
  const link = `${deps.env.BASE_URL}/auto-posting?pack=${encodeURIComponent(id)}`;
  const title = post?.title || post?.keyword || '예약한 글';
  await deps.mailer
    .send({
      to,
      subject: `[발행 알림] "${title}" 게시할 시간입니다`,
      text: `${blog?.name ?? '블로그'}에 ${withJosa(`"${title}"`, '을/를')} 게시할 시간입니다.\n발행 팩(본문 HTML, 이미지, 태그, 체크리스트): ${link}\n게시한 뒤 글 주소를 붙여 넣으면 발행 완료로 표시됩니다.`,
      html: `<p>${esc(blog?.name ?? '블로그')}에 <b>${esc(title)}</b>${particleFor(title, '을/를')} 게시할 시간입니다.</p><p><a href="${link}">발행 팩 열기</a> (본문 HTML, 이미지, 태그, 체크리스트)</p><p>게시한 뒤 글 주소를 붙여 넣으면 발행 완료로 표시됩니다.</p>`,
      links: [link],
    })
    .catch((err: unknown) => deps.logger.warn('pack reminder not sent', { publicationId: id, error: err instanceof Error ? err.message : String(err) }));
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
