export const imagesKeys = {
  all: ['images'] as const,
  gallery: () => ['images', 'gallery'] as const,
  provider: () => ['images', 'provider'] as const,
  posts: () => ['images', 'posts'] as const,
  post: (id: string) => ['images', 'post', id] as const,
};
