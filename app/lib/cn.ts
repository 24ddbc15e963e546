import { type ClassValue, clsx } from "clsx";

/**
 * Join class names. Deliberately without tailwind-merge: it would add about
 * 8 KB gzip to every page's first load (DESIGN.md §6 caps it at 130 KB).
 * So a component never receives a utility that conflicts with its own;
 * differences go through variants (cva) instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
