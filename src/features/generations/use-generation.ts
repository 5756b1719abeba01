import { useCallback, useRef, useState } from 'react';
import type { SpendCharge } from '@contracts/credits';
import type { GenerationEvent, GenerationInputDraft } from '@contracts/generations';
import { applyRefund, applyRemaining } from '@/features/credits';
import { ApiError } from '@/lib/api-client';
import { streamGeneration } from './api/stream-generation';
import { messages } from './messages';

export type GenerationState = {
  phase: 'idle' | 'streaming' | 'done' | 'stopped' | 'error';
  id: string | null;
  text: string;
  offline: boolean;
  model: string;
  error: { code: string; message: string; refunded: boolean } | null;
  /** What this generation took (a unit or credits), from the server's first event. */
  charge: SpendCharge | null;
};

const initial: GenerationState = { phase: 'idle', id: null, text: '', offline: false, model: '', error: null, charge: null };

/**
 * Runs one streamed generation: the text grows as it arrives; `stop()` ends it on the server too.
 * `path` is another route that streams the same events (a 지식iN answer draft).
 */
export function useGeneration<TInput = GenerationInputDraft>(path?: string) {
  const [state, setState] = useState<GenerationState>(initial);
  const controller = useRef<AbortController | null>(null);
  // The running generation, outside React state so a refund is mirrored exactly once.
  const live = useRef<{ charge: SpendCharge | null; gotText: boolean; open: boolean }>({ charge: null, gotText: false, open: false });

  const onEvent = useCallback((e: GenerationEvent) => {
    switch (e.event) {
      case 'meta': {
        applyRemaining(e.data.remaining);
        live.current.charge = e.data.charge;
        setState((s) => ({ ...s, id: e.data.id, offline: e.data.offline, model: e.data.model, charge: e.data.charge }));
        break;
      }
      case 'delta':
        live.current.gotText = true;
        setState((s) => ({ ...s, text: s.text + e.data.text }));
        break;
      case 'done':
        live.current.open = false;
        // The server sends the saved text when it differs from what streamed (a claim about who paid was taken out).
        setState((s) => ({ ...s, text: e.data.content ?? s.text, phase: e.data.status === 'stopped' ? 'stopped' : 'done' }));
        break;
      case 'error':
        live.current.open = false;
        if (e.data.refunded && live.current.charge) applyRefund('gen', live.current.charge);
        setState((s) => ({ ...s, phase: 'error', error: e.data }));
        break;
    }
  }, []);

  const start = useCallback(
    async (input: TInput) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      live.current = { charge: null, gotText: false, open: true };
      setState({ ...initial, phase: 'streaming' });
      try {
        await streamGeneration(input, onEvent, abort.signal, path);
        setState((s) => (s.phase === 'streaming' ? { ...s, phase: abort.signal.aborted ? 'stopped' : 'done' } : s));
      } catch (err) {
        const message = err instanceof ApiError ? err.message : messages.generateFailed;
        const code = err instanceof ApiError ? err.code : 'ERROR';
        setState((s) => ({ ...s, phase: 'error', error: { code, message, refunded: false } }));
      }
    },
    [onEvent, path],
  );

  // The server refunds a stop before any text arrived; mirror it so the counter is right at once.
  const stop = useCallback(() => {
    controller.current?.abort();
    const run = live.current;
    if (run.open) {
      run.open = false;
      if (run.charge && !run.gotText) applyRefund('gen', run.charge);
    }
    setState((s) => (s.phase === 'streaming' ? { ...s, phase: 'stopped' } : s));
  }, []);

  const replaceText = useCallback((text: string) => setState((s) => ({ ...s, text })), []);

  return { state, start, stop, replaceText };
}
