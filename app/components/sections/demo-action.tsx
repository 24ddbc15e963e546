import { type ComponentProps, type ComponentType, createContext, use } from "react";

type DemoActionComponent = ComponentType<ComponentProps<"button">>;

/**
 * What draws an action that opens the demo dialog. Sections sit below the
 * demo feature and never import it: the page's frame (root.tsx) provides
 * the feature's trigger here.
 */
export const DemoActionContext = createContext<DemoActionComponent | null>(null);

export function useDemoAction(): DemoActionComponent {
  const DemoAction = use(DemoActionContext);
  if (!DemoAction) throw new Error("An action opens the demo dialog outside DemoActionContext");
  return DemoAction;
}
