/** An element an island cannot work without: its page's markup must hold it. */
export function requiredElement<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`An island's markup has no ${selector}`);
  return element;
}
