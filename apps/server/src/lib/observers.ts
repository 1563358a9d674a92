// Hooks around a piece of work (a database statement, a background job) that the metrics and the
// traces attach to (decision 074). Each observer wraps the work: it may time it, or run it inside
// a span of its own. With none attached the work runs as it is, so the hooks cost nothing unless
// METRICS_PORT or OTEL_EXPORTER_OTLP_ENDPOINT is set.

export type Around<Event> = <T>(event: Event, run: () => Promise<T>) => Promise<T>;

export class Observers<Event> {
  #list: Around<Event>[] = [];

  /** Attaches an observer; the function returned detaches it (an app closing). */
  add(around: Around<Event>): () => void {
    this.#list = [...this.#list, around];
    return () => {
      this.#list = this.#list.filter((other) => other !== around);
    };
  }

  get empty(): boolean {
    return this.#list.length === 0;
  }

  /** Runs the work inside every observer, the first attached outermost. */
  run<T>(event: Event, work: () => Promise<T>): Promise<T> {
    let next = work;
    for (let i = this.#list.length - 1; i >= 0; i--) {
      const around = this.#list[i]!;
      const inner = next;
      next = () => around(event, inner);
    }
    return next();
  }
}
