import { generationInput, type GenerationInput, INSTRUCTIONS_MAX_LENGTH, KEYWORD_MAX_LENGTH } from '@contracts/generations';
import { kinPlainText } from '@contracts/kin';

/**
 * What the generator writes for a 지식iN answer draft: the question's title is the keyword, and the
 * question itself travels as the member's request (fenced as data by the prompt builder). A short,
 * FAQ-free piece in 해요체, so it reads as an answer rather than a blog post.
 */
export function kinDraftInput(question: { link: string; title: string; description: string }): GenerationInput {
  const title = kinPlainText(question.title);
  const description = kinPlainText(question.description);
  const request = [
    '이 글은 네이버 지식iN 질문에 올릴 답변 초안입니다.',
    '블로그 글처럼 길게 늘이지 말고, 질문자에게 직접 말하듯 질문에 먼저 답한 뒤 이유와 방법을 차례로 설명해 주세요.',
    '광고처럼 보이는 표현과 확인되지 않은 사실은 쓰지 말고, 필요한 곳에는 [확인 필요]라고 남겨 주세요.',
    `질문 제목: ${title}`,
    description ? `질문 내용: ${description}` : '',
    `질문 주소: ${question.link}`,
  ]
    .filter(Boolean)
    .join('\n');
  return generationInput.parse({
    keyword: title.slice(0, KEYWORD_MAX_LENGTH),
    instructions: request.slice(0, INSTRUCTIONS_MAX_LENGTH),
    contentType: 'info',
    tone: 'haeyo',
    length: 'short',
    platform: 'naver',
    options: { faq: false, table: false, imagePlaceholders: false },
  });
}
