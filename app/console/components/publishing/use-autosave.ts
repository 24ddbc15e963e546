import { useEffect, useRef, useState } from "react";

const PREFIX = "brightway-console-entry:";
const EVERY_MS = 3000;

export interface Autosaved<T> {
  savedAt: string;
  value: T;
}

/**
 * What is typed, kept in this browser every few seconds, so a closed tab
 * loses nothing: `restored` is what an earlier visit left unsaved (shown
 * with a note), `clear` forgets it once the server has the draft.
 */
export function useAutosave<T>(key: string, value: T, changed: boolean) {
  const storageKey = PREFIX + key;
  const [restored, setRestored] = useState<Autosaved<T>>();
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    const stored = localStorage.getItem(storageKey);
    if (!stored) return;
    try {
      setRestored(JSON.parse(stored) as Autosaved<T>);
    } catch {
      localStorage.removeItem(storageKey);
    }
  }, [storageKey]);
  useEffect(() => {
    if (!changed) return;
    const timer = setInterval(() => {
      const saved: Autosaved<T> = { savedAt: new Date().toISOString(), value: latest.current };
      localStorage.setItem(storageKey, JSON.stringify(saved));
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [changed, storageKey]);
  return {
    restored,
    dismiss: () => setRestored(undefined),
    clear: () => {
      localStorage.removeItem(storageKey);
      setRestored(undefined);
    },
  };
}
