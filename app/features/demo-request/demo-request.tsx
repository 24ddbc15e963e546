import type { ComponentProps } from "react";

import type { DrawDemoAction } from "~/components/sections/demo-action";
import { localizedPath, type Locale } from "~/lib/i18n";
import type { InquiryType } from "~/lib/inquiry";
import { IslandProps, islandAttributes } from "~/lib/islands/island-markup";
import type { SiteData } from "~/lib/site-data.server";
import { useLocale } from "~/lib/use-locale";

export const DEMO_REQUEST_ISLAND = "demo-request";

/** The dialog's props, written once into every page. */
export interface DemoRequestProps {
  content: SiteData["demoRequest"];
  closeLabel: string;
  locale: Locale;
}

export function DemoRequestData(props: DemoRequestProps) {
  return <IslandProps name={DEMO_REQUEST_ISLAND} value={props} />;
}

/** Where a trigger leads without script: /contact?inquiry=sales. */
const fallback = { action: "/contact", inquiry: "sales" satisfies InquiryType };

/**
 * Any button that opens the Request Demo dialog. On its own (before the
 * page's script runs, or without JavaScript) it submits a plain GET form to
 * the contact page with a sales inquiry preselected, so it is never dead.
 * Pointing at it or focusing it loads the dialog (demo-request.island.tsx);
 * a click opens it.
 */
export function DemoTrigger({ children, ...props }: ComponentProps<"button">) {
  return (
    <form action={localizedPath(fallback.action, useLocale())} method="get" className="contents">
      <input type="hidden" name="inquiry" value={fallback.inquiry} />
      <button
        type="submit"
        aria-haspopup="dialog"
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
