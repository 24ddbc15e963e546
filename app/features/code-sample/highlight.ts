/**
 * A tiny build-time syntax highlighter for the code samples on /api. It runs in
 * a route loader, so none of it reaches the browser: the page receives tokens.
 * Joining the tokens' text always gives back the input exactly.
 */

export type TokenKind =
  "plain" | "punctuation" | "key" | "string" | "number" | "literal" | "command" | "flag";

export interface Token {
  kind: TokenKind;
  text: string;
}

export type CodeLanguage = "json" | "shell";

export interface HighlightedCode {
  code: string;
  tokens: Token[];
}

/** Tried in order at each position; every pattern is sticky (`y`). */
type Rule = readonly [TokenKind, RegExp];

const jsonRules: readonly Rule[] = [
  ["key", /"(?:[^"\\\n]|\\.)*"(?=\s*:)/y],
  ["string", /"(?:[^"\\\n]|\\.)*"/y],
  ["number", /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y],
  ["literal", /(?:true|false|null)\b/y],
  ["punctuation", /[{}[\],:]/y],
  ["plain", /\s+/y],
];

const shellRules: readonly Rule[] = [
  // A backslash that continues the command on the next line.
  ["punctuation", /\\(?=\n)/y],
  ["string", /"(?:[^"\\]|\\.)*"|'[^']*'/y],
  ["flag", /(?<=\s)--?[A-Za-z][\w-]*/y],
  // The program name: a word at the very start of a line.
  ["command", /(?<=^|\n)[A-Za-z][\w.-]*/y],
  ["plain", /\s+|[^\s"'\\]+/y],
];

const rulesFor: Record<CodeLanguage, readonly Rule[]> = { json: jsonRules, shell: shellRules };

export function tokenize(code: string, language: CodeLanguage): Token[] {
  const rules = rulesFor[language];
  const tokens: Token[] = [];
  let position = 0;
  while (position < code.length) {
    const [kind, text] = matchAt(rules, code, position) ?? ["plain", code.charAt(position)];
    append(tokens, kind, text);
    position += text.length;
  }
  return tokens;
}

export function highlight(code: string, language: CodeLanguage): HighlightedCode {
  return { code, tokens: tokenize(code, language) };
}

function matchAt(rules: readonly Rule[], code: string, position: number) {
  for (const [kind, pattern] of rules) {
    pattern.lastIndex = position;
    const match = pattern.exec(code);
    if (match?.[0]) return [kind, match[0]] as const;
  }
  return undefined;
}

/** Neighbours of one kind share a token, so the page renders fewer spans. */
function append(tokens: Token[], kind: TokenKind, text: string) {
  const last = tokens.at(-1);
  if (last?.kind === kind) last.text += text;
  else tokens.push({ kind, text });
}
