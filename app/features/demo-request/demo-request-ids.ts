/**
 * What the pre-rendered dialog (demo-request-dialog.tsx, demo-request-form.tsx)
 * and its script (demo-request.island.ts) both name. Plain data, so the
 * script loads none of the components' code.
 */
import type { DemoRequestField } from "~/lib/forms/demo-request";

export const DEMO_REQUEST_ISLAND = "demo-request";
/** The id of the pre-rendered dialog every trigger opens. */
export const DEMO_DIALOG_ID = "demo-request";

export const controlIds: Record<DemoRequestField, string> = {
  name: "demo-name",
  email: "demo-email",
  phone: "demo-phone",
  demoDate: "demo-date",
};
export const dateLabelId = "demo-date-label";
