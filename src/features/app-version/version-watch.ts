import { toast } from '@/components/ui/toast-store';
import { clientEnv } from '@/config/env';

export const VERSION_POLL_INTERVAL_MS = 60_000;
// Spec §9 "reload guard 10 s": never reload twice within 10 s, so a stale cache cannot loop the page.
export const RELOAD_GUARD_MS = 10_000;
const LAST_RELOAD_KEY = 'app:last-version-reload';
export const NEW_VERSION_TITLE = '새 버전이 나왔습니다';
export const NEW_VERSION_DESCRIPTION = '새로고침하면 최신 기능을 쓸 수 있습니다. 작성 중인 글은 먼저 저장해 주세요.';

type VersionFile = { version: string; buildId: string };

export async function fetchBuildId(signal?: AbortSignal): Promise<string | null> {
  const res = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store', ...(signal ? { signal } : {}) });
  if (!res.ok) return null;
  const body = (await res.json()) as Partial<VersionFile>;
  return typeof body.buildId === 'string' ? body.buildId : null;
}

/** Reloads unless a reload happened less than RELOAD_GUARD_MS ago; returns whether it reloaded. */
export function guardedReload(now = Date.now(), storage: Storage = sessionStorage, reload = () => location.reload()) {
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}

/**
 * Polls the manifest (version.json) and offers a reload when a new build is deployed; returns what stops it.
 * The root layout loads and starts it half a poll after the page opened (lazy/version-watch.ts): it has nothing
 * to do before, so its code is not part of a page's first load.
 */
export function startVersionWatch(currentBuildId = clientEnv.buildId, intervalMs = VERSION_POLL_INTERVAL_MS): () => void {
  if (clientEnv.isDev) return () => undefined;
  let notified = false;
  const controller = new AbortController();
  const check = async () => {
    if (notified || document.visibilityState === 'hidden') return;
    try {
      const buildId = await fetchBuildId(controller.signal);
      if (buildId && buildId !== currentBuildId) {
        notified = true;
        toast({
          title: NEW_VERSION_TITLE,
          description: NEW_VERSION_DESCRIPTION,
          duration: Number.POSITIVE_INFINITY,
          action: {
            label: '새로고침',
            // Held back by the guard (a reload just happened): offer it again at the next poll.
            onClick: () => {
              if (!guardedReload()) notified = false;
            },
          },
        });
      }
    } catch {
      // offline or aborted: try again at the next tick
    }
  };
  // A first look as it starts (the root layout starts it half a poll in), then every poll.
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  const onVisible = () => void check();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    controller.abort();
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
