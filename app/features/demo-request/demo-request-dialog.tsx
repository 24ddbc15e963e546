import { ModalDialog } from "~/components/ui/modal-dialog";
import type { SiteData } from "~/site/site-data.server";

import { DemoRequestForm } from "./demo-request-form";

/** The dialog as pre-rendered: closed until a trigger opens it. */
export function DemoRequestDialog({
  id,
  content,
  closeLabel,
}: {
  id: string;
  content: SiteData["demoRequest"];
  closeLabel: string;
}) {
  const { copy } = content;
  return (
    <ModalDialog id={id} title={copy.title} description={copy.description} closeLabel={closeLabel}>
      <DemoRequestForm content={content} />
    </ModalDialog>
  );
}
