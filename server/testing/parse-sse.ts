/** One server-sent event: its name and parsed JSON data. */
export type SseEvent = { event: string; data: any };

/** Splits an event-stream body into events. */
export function parseSse(text: string): SseEvent[] {
  return text
    .split(/\r?\n\r?\n/)
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return data.length ? { event, data: JSON.parse(data.join('\n')) } : null;
    })
    .filter((e): e is SseEvent => e !== null);
}

/** Reads an SSE response event by event; `until` may stop reading early (the caller then aborts). */
export async function readSse(res: Response, until?: (e: SseEvent, all: SseEvent[]) => boolean): Promise<SseEvent[]> {
  const reader = res.body?.getReader();
  if (!reader) return [];
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const cut = buffer.lastIndexOf('\n\n');
    if (cut === -1) continue;
    for (const e of parseSse(buffer.slice(0, cut))) {
      events.push(e);
      if (until?.(e, events)) {
        await reader.cancel().catch(() => undefined);
        return events;
      }
    }
    buffer = buffer.slice(cut + 2);
  }
  events.push(...parseSse(buffer));
  return events;
}
