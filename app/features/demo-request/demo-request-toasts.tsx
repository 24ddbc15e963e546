/**
 * Where the dialog's notifications appear (bottom right; demo-request-toast.ts
 * fills it): a polite live region, in the page from the start so that
 * screen readers hear what is added to it.
 */
export function DemoRequestToasts({ label }: { label: string }) {
  return (
    <section
      aria-label={label}
      className="pointer-events-none fixed right-4 bottom-4 left-4 z-50 flex justify-end sm:left-auto"
    >
      <div data-toasts role="status" className="flex w-full flex-col gap-2 sm:w-96" />
    </section>
  );
}
