export const creditsKeys = {
  pricing: ['credits', 'pricing'] as const,
};
