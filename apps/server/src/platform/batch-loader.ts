/**
 * Coalesces single-key lookups made in the same turn of the event loop into one call of
 * `load` (the DataLoader pattern): fifty requests that each need their session cost one
 * query, not fifty. Every caller gets its own key's value, or undefined when `load` did not
 * find it; a failed load fails every caller of that batch.
 */
export function createBatchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  options: { maxBatch?: number } = {},
) {
  const maxBatch = options.maxBatch ?? 100;
  let pending: { key: K; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[] = [];

  function dispatch() {
    const batch = pending;
    pending = [];
    for (let i = 0; i < batch.length; i += maxBatch) {
      const slice = batch.slice(i, i + maxBatch);
      load([...new Set(slice.map((p) => p.key))]).then(
        (found) => slice.forEach((p) => p.resolve(found.get(p.key))),
        (error: unknown) => slice.forEach((p) => p.reject(error)),
      );
    }
  }

  return (key: K) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (pending.length === 0) setImmediate(dispatch);
      pending.push({ key, resolve, reject });
    });
}
