// One Server-Sent Events stream as React state: null until the first event of that name arrives,
// then each later one's data. EventSource reconnects by itself; the stream closes with the component.
import { useEffect, useState } from 'react';

export function useEventStream<T>(url: string, eventName: string): T | null {
  const [latest, setLatest] = useState<T | null>(null);
  useEffect(() => {
    const source = new EventSource(url);
    source.addEventListener(eventName, (event) => {
      setLatest(JSON.parse((event as MessageEvent<string>).data) as T);
    });
    return () => source.close();
  }, [url, eventName]);
  return latest;
}
