import {
  type ComponentProps,
  Suspense,
  createContext,
  lazy,
  use,
  useMemo,
  useRef,
  useState,
} from "react";

import type { InquiryType } from "~/lib/inquiry";
import { localizedPath } from "~/lib/i18n";
import type { SiteData } from "~/lib/site-data.server";
import { useLocale } from "~/lib/use-site";

/**
 * The Request Demo dialog, its form, calendar and toasts live in a chunk of
 * their own, fetched when a visitor shows intent (pointer, focus or touch on
 * a trigger), so no page pays for them on first load.
 */
const loadDialog = () => import("./demo-request-dialog");
const DemoRequestDialog = lazy(loadDialog);

/** Where a trigger leads before the dialog can open: /contact?inquiry=sales. */
const fallback = { action: "/contact", inquiry: "sales" satisfies InquiryType };

interface DemoRequestControls {
  preload: () => void;
  open: (trigger: HTMLElement) => void;
}

const DemoRequestContext = createContext<DemoRequestControls | null>(null);

interface DemoRequestProviderProps {
  /** The dialog's copy, in the page's language (from the root loader). */
  content: SiteData["demoRequest"];
  closeLabel: string;
  children: React.ReactNode;
}

export function DemoRequestProvider({ content, closeLabel, children }: DemoRequestProviderProps) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);

  const controls = useMemo<DemoRequestControls>(
    () => ({
      preload: () => void loadDialog(),
      open: (trigger) => {
        triggerRef.current = trigger;
        setLoaded(true);
        setOpen(true);
      },
    }),
    [],
  );

  return (
    <DemoRequestContext value={controls}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <DemoRequestDialog
            content={content}
            closeLabel={closeLabel}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={triggerRef}
          />
        </Suspense>
      )}
    </DemoRequestContext>
  );
}

/**
 * Any button that opens the Request Demo dialog. Until the page has hydrated
 * (or without JavaScript) the same button submits a plain GET form to the
 * contact page with a sales inquiry preselected, so it is never dead.
 */
export function DemoTrigger({ children, ...props }: ComponentProps<"button">) {
  const demoRequest = use(DemoRequestContext);
  const locale = useLocale();
  if (!demoRequest) throw new Error("DemoTrigger must be inside DemoRequestProvider");
  return (
    <form action={localizedPath(fallback.action, locale)} method="get" className="contents">
      <input type="hidden" name="inquiry" value={fallback.inquiry} />
      <button
        type="submit"
        aria-haspopup="dialog"
        onPointerEnter={demoRequest.preload}
        onFocus={demoRequest.preload}
        onTouchStart={demoRequest.preload}
        onClick={(event) => {
          event.preventDefault();
          demoRequest.open(event.currentTarget);
        }}
        {...props}
      >
        {children}
      </button>
    </form>
  );
}
