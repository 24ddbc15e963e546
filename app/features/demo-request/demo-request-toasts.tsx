import { Toaster, toast } from "sonner";

/** The dialog's notifications (sonner): loaded once the dialog is open, as only a sent request needs them. */
export default function DemoRequestToasts({ label }: { label: string }) {
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      position="bottom-right"
      richColors
      containerAriaLabel={label}
    />
  );
}

export function announceSuccess(text: string) {
  toast.success(text);
}
