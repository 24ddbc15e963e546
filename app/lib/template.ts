/**
 * Copy with blanks: "{count} results for “{query}”". Content stays plain data
 * (it travels through loaders as JSON), and each language words the sentence
 * around the values its own way.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (blank, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${blank} in "${template}"`);
    return String(value);
  });
}

/** One wording for none, one and several of something. */
export interface CountedText {
  none: string;
  one: string;
  other: string;
}

export function fillCounted(
  text: CountedText,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const template = count === 0 ? text.none : count === 1 ? text.one : text.other;
  return fillTemplate(template, { count, ...values });
}
