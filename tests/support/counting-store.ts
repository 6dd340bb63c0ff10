import type { Store } from '../../lambdas/ports/store';

/**
 * The real store with every method call recorded by name, in order (tests and benches that count a
 * function's DynamoDB calls). Calls go through to the real store unchanged.
 */
export function countingStore(real: Store): { store: Store; calls: string[] } {
  const calls: string[] = [];
  const store = new Proxy(real, {
    get: (target, name, receiver) => {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(name));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store, calls };
}
