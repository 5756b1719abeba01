import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Sealer } from '../../lib/crypto';

// Who asks for a brief and what fetching one needs, apart from brief.service so sub-keywords.ts can read them too.
export type ResearchDeps = { db: Db; env: Env; sealer: Sealer };

/**
 * Who asks: a member (related keywords from their own Search Ad key; admins also see missing setting
 * names), a visitor (limited per client address), or the service's own background work (no limit, no
 * member data).
 */
export type BriefViewer =
  | { kind: 'member'; userId: string; admin?: boolean }
  | { kind: 'visitor'; clientIp: string }
  | { kind: 'service' };
