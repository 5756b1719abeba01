import { api, call } from '@/lib/api';

/** Rewrites one section of a saved post; answers its new Markdown. */
export const rewriteSection = (id: string, heading: string, content: string) =>
  call(api.generations[':id'].section.$post({ param: { id: encodeURIComponent(id) }, json: { heading, content } }));
