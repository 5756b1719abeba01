import { api, call } from '@/lib/api';

// The history post behind a tracked post, for '섹션 다시 쓰기' on the dashboard: read it, rewrite one
// section with the writer (the same call the write page makes), save the result.
export const readPost = (id: string) => call(api.generations[':id'].$get({ param: { id: encodeURIComponent(id) } }), { silent: true });
export const rewritePostSection = (id: string, heading: string, content: string) =>
  call(api.generations[':id'].section.$post({ param: { id: encodeURIComponent(id) }, json: { heading, content } }));
export const savePost = (id: string, content: string) => call(api.generations[':id'].$patch({ param: { id: encodeURIComponent(id) }, json: { content } }), { silent: true });
