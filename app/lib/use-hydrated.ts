import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False while pre-rendering and hydrating, true once React runs in the browser. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
