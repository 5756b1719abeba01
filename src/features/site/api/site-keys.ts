export const siteKeys = {
  facts: ['site', 'facts'] as const,
};
