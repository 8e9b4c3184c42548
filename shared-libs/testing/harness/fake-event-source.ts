/**
 * EventSource stand-in for the tests of live views (support chat, support console): the test plays the server's
 * events. Install it with `vi.stubGlobal('EventSource', FakeEventSource)`; `last` is the stream the code opened last.
 */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, Array<(e: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {}
  /** Delivers one server event named `name` with `data` as its JSON body to the listeners of that name. */
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}
