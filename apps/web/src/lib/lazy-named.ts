import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: the component's code (its own chunk) loads on first render. */
export function lazyNamed<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
