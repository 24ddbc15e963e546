import { useEffect, useRef } from "react";

const PREFIX = "brightway-console-entry:";
const EVERY_MS = 3000;

export interface Autosaved<T> {
  savedAt: string;
  value: T;
}

/** What an earlier visit left typed and unsaved under this key, if anything. */
export function readAutosaved<T>(key: string): Autosaved<T> | undefined {
  if (typeof localStorage === "undefined") return undefined;
  const stored = localStorage.getItem(PREFIX + key);
  if (!stored) return undefined;
  try {
    return JSON.parse(stored) as Autosaved<T>;
  } catch {
    return undefined;
  }
}

/** Once the server has the draft, or the person discards what was kept. */
export function forgetAutosaved(key: string) {
  localStorage.removeItem(PREFIX + key);
}

/**
 * What is typed, kept in this browser every few seconds while it differs
 * from the saved draft, so a closed tab loses nothing.
 */
export function useAutosave<T>(key: string, value: T, changed: boolean) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => {
    if (!changed) return;
    const timer = setInterval(() => {
      const saved: Autosaved<T> = { savedAt: new Date().toISOString(), value: latest.current };
      localStorage.setItem(PREFIX + key, JSON.stringify(saved));
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [changed, key]);
}
