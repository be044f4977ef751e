/**
 * A service wired into others before it exists, because it needs them too (a cycle in the wiring): they hold this
 * handle and reach the service only on calls, which come after buildApp's ready phase connected it.
 */
export interface Late<T> {
  /** The service; throws when called before the ready phase connected it. */
  get(): T;
  connect(service: T): void;
}

export function late<T>(name: string): Late<T> {
  let connected: { service: T } | undefined;
  return {
    get() {
      if (!connected) throw new Error(`${name} was called before the ready phase connected it`);
      return connected.service;
    },
    connect(service) {
      if (connected) throw new Error(`${name} is connected twice`);
      connected = { service };
    },
  };
}
