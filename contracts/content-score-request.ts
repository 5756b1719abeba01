import { z } from 'zod';
import { scoreInputMessages as m } from './content-score-messages';
import {
  generationMessages,
  KEYWORD_MAX_LENGTH,
  LENGTHS,
  SUB_KEYWORD_MAX_COUNT,
  SUB_KEYWORD_MAX_LENGTH,
  type LengthKey,
} from './generations-options';

// POST /api/generations/score: the post as the editor holds it, and what the member ticked. The limits
// are the generation input's, so whatever the write page may send to be written may be scored.

export const SCORE_CONTENT_MAX_LENGTH = 100_000;
export const SCORE_TITLE_MAX_LENGTH = 200;
export const SCORE_QUESTIONS_MAX = 10;
export const SCORE_QUESTION_MAX_LENGTH = 200;
export const SCORE_TOPICS_MAX = 15;
export const SCORE_TOPIC_MAX_LENGTH = 60;

export const contentScoreRequest = z.object({
  content: z.string().max(SCORE_CONTENT_MAX_LENGTH, m.contentTooLong),
  title: z.string().trim().max(SCORE_TITLE_MAX_LENGTH, m.titleTooLong).default(''),
  keyword: z.string().trim().min(1, generationMessages.keywordRequired).max(KEYWORD_MAX_LENGTH, generationMessages.keywordTooLong),
  subKeywords: z
    .array(z.string().trim().max(SUB_KEYWORD_MAX_LENGTH, generationMessages.subKeywordTooLong))
    .max(SUB_KEYWORD_MAX_COUNT, generationMessages.subKeywordsTooMany)
    .default([]),
  research: z
    .object({
      questions: z.array(z.string().trim().max(SCORE_QUESTION_MAX_LENGTH, m.questionTooLong)).max(SCORE_QUESTIONS_MAX, m.questionsTooMany).default([]),
      topics: z.array(z.string().trim().max(SCORE_TOPIC_MAX_LENGTH, m.topicTooLong)).max(SCORE_TOPICS_MAX, m.topicsTooMany).default([]),
    })
    .default({ questions: [], topics: [] }),
  /** The length setting the post was written for; its target is what the length item measures. */
  length: z.enum(Object.keys(LENGTHS) as [LengthKey, ...LengthKey[]]).optional(),
  /** The post being edited, so it is not compared with itself. */
  generationId: z.uuid(m.badGenerationId).optional(),
});
