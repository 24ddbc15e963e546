import type { TokenKind } from "./highlight";

/** The code panel's background; every token colour keeps 4.5:1 contrast on it (unit-tested). */
export const codeBackgroundClass = "bg-[#0b1733]";

export const tokenColorClass: Record<TokenKind, string> = {
  plain: "text-[#e2e8f0]",
  punctuation: "text-[#cbd5e1]",
  key: "text-[#93c5fd]",
  string: "text-[#86efac]",
  number: "text-[#fcd34d]",
  literal: "text-[#f9a8d4]",
  command: "text-[#67e8f9]",
  flag: "text-[#c4b5fd]",
};
