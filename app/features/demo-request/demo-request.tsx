import {
  type ComponentProps,
  type RefObject,
  Suspense,
  createContext,
  lazy,
  use,
  useMemo,
  useRef,
  useState,
} from "react";

/**
 * The Request Demo dialog, its form, calendar and toasts live in a chunk of
 * their own, fetched when a visitor shows intent (pointer, focus or touch on
 * a trigger), so no page pays for them on first load.
 */
const loadDialog = () => import("./demo-request-dialog");
const DemoRequestDialog = lazy(loadDialog);

export interface DemoRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

interface DemoRequestControls {
  preload: () => void;
  open: (trigger: HTMLElement) => void;
}

const DemoRequestContext = createContext<DemoRequestControls | null>(null);

export function DemoRequestProvider({ children }: { children: React.ReactNode }) {
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
          <DemoRequestDialog open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </DemoRequestContext>
  );
}

/** Any button that opens the Request Demo dialog. */
export function DemoTrigger({ children, ...props }: ComponentProps<"button">) {
  const demoRequest = use(DemoRequestContext);
  if (!demoRequest) throw new Error("DemoTrigger must be inside DemoRequestProvider");
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={demoRequest.preload}
      onFocus={demoRequest.preload}
      onTouchStart={demoRequest.preload}
      onClick={(event) => demoRequest.open(event.currentTarget)}
      {...props}
    >
      {children}
    </button>
  );
}
