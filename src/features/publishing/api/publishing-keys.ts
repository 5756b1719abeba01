export const publishingKeys = {
  all: ['publishing'] as const,
  blogs: ['publishing', 'blogs'] as const,
  settings: (blogId: string) => ['publishing', 'settings', blogId] as const,
  categories: (blogId: string) => ['publishing', 'categories', blogId] as const,
  grantBlogs: (grant: string) => ['publishing', 'grant-blogs', grant] as const,
  allPublications: ['publishing', 'publications'] as const,
  publications: (filter: { status?: string; blogId?: string }) => ['publishing', 'publications', filter] as const,
  pack: (id: string) => ['publishing', 'pack', id] as const,
  posts: ['publishing', 'posts'] as const,
  post: (id: string) => ['publishing', 'post', id] as const,
  thumbnail: (id: string) => ['publishing', 'thumbnail', id] as const,
  myThumbnails: ['publishing', 'my-thumbnails'] as const,
};
