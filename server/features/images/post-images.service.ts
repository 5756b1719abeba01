import type { Db } from '../../db/client';
import type { Llm } from '../../integrations/llm/llm';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/app-error';
import { getOwnGeneration, updateGeneration } from '../generations';
import { getOwnImage, imageUrl } from './gallery.service';
import { messages } from './images.messages';

export type Suggestion = { heading: string; prompt: string };

const H2 = /^##\s+(.+?)\s*#*\s*$/;

/** The post's H2 headings, in order, as written. */
export const headingsOf = (markdown: string) =>
  markdown.split('\n').flatMap((line) => {
    const m = H2.exec(line);
    return m?.[1] ? [m[1].trim()] : [];
  });

/** A prompt built from the heading alone, for when no model is connected or the model's answer does not fit. */
export const headingPrompt = (keyword: string, heading: string) => `'${keyword}' 블로그 글의 '${heading}' 부분에 어울리는 사진. 글자 없이, 밝고 깔끔한 구도.`;

const SUGGEST_SYSTEM =
  'You write prompts for an image model. For each numbered section heading of a Korean blog post, write one short, concrete image prompt in Korean (one line, no text in the image). Answer with exactly one numbered line per heading, nothing else.';

/**
 * One suggested image prompt per H2 section of the member's history post: from the text model when one
 * is connected (free: it is a short call), else — or when its answer does not line up — from the headings.
 */
export async function suggestPrompts(
  { db, llm }: { db: Db; llm: Llm },
  userId: string,
  generationId: string,
  signal: AbortSignal,
): Promise<{ suggestions: Suggestion[]; fromModel: boolean }> {
  const post = await getOwnGeneration(db, { kind: 'user', userId }, generationId);
  const headings = headingsOf(post.content);
  if (headings.length === 0) throw new AppError('NO_HEADINGS', messages.noHeadings, 422);
  const fallback = headings.map((heading) => ({ heading, prompt: headingPrompt(post.keyword, heading) }));
  if (llm.offline) return { suggestions: fallback, fromModel: false };
  try {
    const prompt = `글 주제: ${post.keyword}\n${headings.map((h, i) => `${i + 1}. ${h}`).join('\n')}`;
    const stream = llm.stream({ system: SUGGEST_SYSTEM, prompt, maxOutputTokens: 800, abortSignal: signal, input: post.input });
    let text = '';
    for await (const part of stream.text) text += part;
    const lines = text.split('\n').map((l) => l.replace(/^\s*\d+[.)]\s*/, '').trim()).filter(Boolean);
    if (lines.length !== headings.length) return { suggestions: fallback, fromModel: false };
    return { suggestions: headings.map((heading, i) => ({ heading, prompt: lines[i] ?? '' })), fromModel: true };
  } catch {
    return { suggestions: fallback, fromModel: false };
  }
}

// Markdown alt text cannot hold brackets or line breaks without ending the image early.
const cleanAlt = (alt: string) => alt.replace(/[[\]\\]/g, '').replace(/\s+/g, ' ').trim();

/** The Markdown content with the image placed right under the chosen H2 heading. */
export function insertUnderHeading(markdown: string, heading: string, image: { alt: string; url: string }): string | null {
  const lines = markdown.split('\n');
  const at = lines.findIndex((line) => H2.exec(line)?.[1]?.trim() === heading.trim());
  if (at < 0) return null;
  lines.splice(at + 1, 0, '', `![${cleanAlt(image.alt)}](${image.url})`);
  return lines.join('\n');
}

/** Puts a gallery image into the member's history post under a section, with Korean alt text. */
export async function insertIntoPost(
  { db, storage }: { db: Db; storage: FileStorage },
  userId: string,
  imageId: string,
  { generationId, heading, alt }: { generationId: string; heading: string; alt: string },
) {
  const owner = { kind: 'user', userId } as const;
  const image = await getOwnImage(db, userId, imageId);
  const post = await getOwnGeneration(db, owner, generationId);
  if (post.status === 'streaming') throw new AppError('STILL_STREAMING', messages.postNotReady, 409);
  const content = insertUnderHeading(post.content, heading, { alt, url: imageUrl(storage, image) });
  if (content === null) throw new AppError('HEADING_NOT_FOUND', messages.headingNotFound, 422);
  const updated = await updateGeneration(db, owner, generationId, { content });
  // shareId is for the route (a shared post's page changed), not for the reply.
  return { generationId: updated.id, content: updated.content, shareId: updated.shareId };
}
