import type { Llm } from '../integrations/llm/llm';

/** A model that answers at once with a fixed post: for tests about money, not about writing. */
export const instantLlm = (text = '# 테스트 글\n\n짧은 본문입니다.'): Llm => ({
  provider: 'openai-compatible',
  model: 'instant',
  offline: false,
  stream: () => ({
    text: (async function* () {
      yield text;
    })(),
    usage: () => ({ inputTokens: 10, outputTokens: 20 }),
  }),
  titles: async () => ['가', '나', '다', '라', '마'],
  section: async ({ heading }) => `## ${heading}\n\n새 문단입니다.`,
  complete: async () => '',
});
