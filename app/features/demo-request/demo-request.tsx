import type { ComponentProps } from "react";

import type { DrawDemoAction } from "~/components/sections/demo-action";
import { localizedPath, type Locale } from "~/lib/i18n";
import type { InquiryType } from "~/lib/inquiry";
import { IslandProps, islandAttributes } from "~/lib/islands/island-markup";
import type { SiteData } from "~/site/site-data.server";
import { useLocale } from "~/lib/use-locale";

import { DemoRequestDialog } from "./demo-request-dialog";
import { DEMO_DIALOG_ID, DEMO_REQUEST_ISLAND } from "./demo-request-ids";

/** What the dialog's script needs beyond its markup, written once into every page. */
export interface DemoRequestProps {
  content: SiteData["demoRequest"];
  locale: Locale;
}

/**
 * The Request Demo dialog, closed, in the page's language, and its
 * script's props: every page offers it (the header's Get Started).
 */
export function DemoRequest(props: DemoRequestProps & { closeLabel: string }) {
  const { closeLabel, ...islandProps } = props;
  return (
    <>
      <DemoRequestDialog id={DEMO_DIALOG_ID} content={props.content} closeLabel={closeLabel} />
      <IslandProps name={DEMO_REQUEST_ISLAND} value={islandProps} />
    </>
  );
}

/** Where a trigger leads without script: /contact?inquiry=sales. */
const fallback = { action: "/contact", inquiry: "sales" satisfies InquiryType };

/**
 * Any button that opens the Request Demo dialog. On its own (without
 * JavaScript, or should the page's one script not run) it submits a plain
 * GET form to the contact page with a sales inquiry preselected, so it is
 * never dead. With script, a click opens the pre-rendered dialog at once
 * (components/ui/modal-dialog-behaviour.ts); pointing at it, focusing it or
 * the click loads the form's script (demo-request.island.ts).
 */
export function DemoTrigger({ children, ...props }: ComponentProps<"button">) {
  return (
    <form action={localizedPath(fallback.action, useLocale())} method="get" className="contents">
      <input type="hidden" name="inquiry" value={fallback.inquiry} />
      <button
        type="submit"
        aria-haspopup="dialog"
        data-opens-dialog={DEMO_DIALOG_ID}
        {...islandAttributes(DEMO_REQUEST_ISLAND, "intent")}
        {...props}
      >
        {children}
      </button>
    </form>
  );
}

/** How sections draw their demo buttons (components/sections/demo-action.tsx). */
export const drawDemoTrigger: DrawDemoAction = ({ label, className }) => (
  <DemoTrigger className={className}>{label}</DemoTrigger>
);
