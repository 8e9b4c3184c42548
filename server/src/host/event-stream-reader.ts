/**
 * Reads a Server-Sent Events stream (the backend's live feed, for host/live-relay.ts) with Node's fetch:
 * each complete event's name and data go to `onEvent`; comments (keep-alives) are skipped. Resolves when
 * the stream ends, rejects on a refusal or a network failure (an abort included).
 */
export async function readEventStream(url: URL, headers: Record<string, string>, signal: AbortSignal, onEvent: (name: string, data: string) => void): Promise<void> {
  // fetch asks for gzip itself and inflates it: the backend compresses the feed for any client that accepts it.
  const response = await fetch(url, { headers, signal });
  if (!response.ok || !response.body) throw new Error(`${url.pathname} answered ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffer += decoder.decode(read.value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      dispatch(block, onEvent);
      end = buffer.indexOf('\n\n');
    }
  }
}

function dispatch(block: string, onEvent: (name: string, data: string) => void): void {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) name = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length > 0) onEvent(name, data.join('\n'));
}
