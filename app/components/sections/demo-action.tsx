import { type ReactNode, createContext, use } from "react";

/** Draws a button, labelled and styled as given, that opens the demo dialog. */
export type DrawDemoAction = (button: { label: string; className: string }) => ReactNode;

/**
 * How an action that opens the demo dialog is drawn. Sections sit below the
 * demo feature and never import it: the page's frame (root.tsx) provides
 * the feature's trigger here.
 */
export const DemoActionContext = createContext<DrawDemoAction | null>(null);

export function useDemoAction(): DrawDemoAction {
  const draw = use(DemoActionContext);
  if (!draw) throw new Error("An action opens the demo dialog outside DemoActionContext");
  return draw;
}
