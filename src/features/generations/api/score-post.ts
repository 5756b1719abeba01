import type { z } from 'zod';
import type { contentScoreRequest } from '@contracts/content-score-request';
import { api, call } from '@/lib/api';

/** The content score with the server's own checks (title against the top-10 titles, text against the member's earlier posts). */
export const scorePost = (request: z.input<typeof contentScoreRequest>) => call(api.generations.score.$post({ json: request }), { silent: true });
