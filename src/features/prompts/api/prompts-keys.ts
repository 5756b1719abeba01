export const promptsKeys = { all: ['prompts'] as const, list: (member: boolean) => ['prompts', { member }] as const };
