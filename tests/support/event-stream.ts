// Reads a Server-Sent Events response in API tests: the next event of a name, parsed from JSON,
// waiting at most a given time, so a test can also prove that nothing arrives.
export interface EventStreamReader<T> {
  /** The next event's data; throws when none arrives within `withinMs`. */
  next(withinMs: number): Promise<T>;
  close(): Promise<void>;
}

export function readEventStream<T>(response: Response, event: string): EventStreamReader<T> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const pattern = new RegExp(`event: ${event}\\ndata: (.*)\\n`);
  let buffered = '';
  return {
    async next(withinMs) {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const match = pattern.exec(buffered);
        if (match) {
          buffered = buffered.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as T;
        }
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`No ${event} event within ${withinMs} ms`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), remaining)),
        ]);
        if (chunk === null) continue;
        if (chunk.done) throw new Error('The stream ended');
        buffered += chunk.value;
      }
    },
    close: () => reader.cancel(),
  };
}
