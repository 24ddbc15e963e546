/**
 * A field people never see or hear (off screen, hidden from assistive
 * technology, out of the tab order) that programs filling every input fill
 * too. The server accepts such submissions, flags them as spam and passes
 * nothing on.
 */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
