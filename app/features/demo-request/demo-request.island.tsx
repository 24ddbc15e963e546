import { type Root, createRoot } from "react-dom/client";

import { LocaleContext } from "~/lib/use-locale";

import type { DemoRequestProps } from "./demo-request";
import DemoRequestDialog from "./demo-request-dialog";

let root: Root | undefined;
let requests = 0;

/**
 * Opens the dialog for the trigger that was clicked. The first time, React
 * and the dialog start in a root of their own at the end of the page; they
 * stay there, so the draft and the toasts survive closing.
 */
export function start(trigger: HTMLElement, props: DemoRequestProps) {
  if (!root) {
    const host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
  }
  requests += 1;
  const { locale, ...dialog } = props;
  root.render(
    <LocaleContext value={locale}>
      <DemoRequestDialog {...dialog} request={{ id: requests, trigger }} />
    </LocaleContext>,
  );
}
