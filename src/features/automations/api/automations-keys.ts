export const automationKeys = {
  all: ['automations'] as const,
  list: ['automations', 'list'] as const,
  runs: ['automations', 'runs'] as const,
  choices: ['automations', 'choices'] as const,
};
