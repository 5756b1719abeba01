import { z } from 'zod';

export const TEMPLATE_NAME_MAX = 60;
export const TEMPLATE_DESCRIPTION_MAX = 200;
export const TEMPLATE_INSTRUCTIONS_MAX = 2000;
/** The variables a template may use; the write page fills them in. */
export const TEMPLATE_VARIABLES = ['{keyword}', '{subKeywords}', '{tone}', '{length}', '{platform}'] as const;

export const templateInput = z.object({
  name: z.string().trim().min(1, '템플릿 이름을 입력해주세요.').max(TEMPLATE_NAME_MAX, `이름은 ${TEMPLATE_NAME_MAX}자 이내로 입력해주세요.`),
  description: z.string().trim().max(TEMPLATE_DESCRIPTION_MAX, `설명은 ${TEMPLATE_DESCRIPTION_MAX}자 이내로 입력해주세요.`).default(''),
  instructions: z
    .string()
    .trim()
    .min(1, '글쓰기 지침을 입력해주세요.')
    .max(TEMPLATE_INSTRUCTIONS_MAX, `지침은 ${TEMPLATE_INSTRUCTIONS_MAX.toLocaleString('ko-KR')}자 이내로 입력해주세요.`),
  isDefault: z.boolean().default(false),
});
export type TemplateInput = z.input<typeof templateInput>;

export type PromptTemplate = {
  id: string;
  name: string;
  description: string;
  instructions: string;
  isDefault: boolean;
  builtIn: boolean;
  updatedAt: string | null;
};
