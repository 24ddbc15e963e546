import { errorIdFor, fieldErrorClassName } from "~/components/ui/field-styles";
import { formatLongDate } from "~/lib/dates";
import { formEndpoints } from "~/lib/form-transport";
import { type DemoRequestField, demoRequestFields } from "~/lib/forms/demo-request";
import { requiredElement } from "~/lib/islands/required-element";

import { type SubmitProblem, canRetry, problemMessage } from "../forms/submit-problem";
import { createSubmitter } from "../forms/submitter";
import type { DemoRequestProps } from "./demo-request";
import {
  type DemoRequestErrors,
  checkDemoRequest,
  demoDateRange,
  isDemoRequestComplete,
  toDemoRequestInput,
} from "./demo-request-draft";
import { DEMO_DIALOG_ID, controlIds, dateLabelId } from "./demo-request-ids";
import { createToastRegion, showToast } from "./demo-request-toast";

const loadCalendar = () => import("./demo-date-calendar");

/** Starts the calendar's download early, when a visitor points at a trigger. */
export function preload() {
  void loadCalendar().catch(() => {});
}

let started = false;

/**
 * The dialog's form, in plain script: the dialog is open already (the
 * page's own script opened it on the click); this checks and sends what is
 * typed, and then lets the calendar take over the date field.
 */
export function start(_trigger: HTMLElement, props: DemoRequestProps) {
  if (started) return;
  started = true;
  const dialog = requiredElement<HTMLDialogElement>(document, `dialog#${DEMO_DIALOG_ID}`);
  startForm(dialog, props);
}

function startForm(dialog: HTMLDialogElement, { content, locale }: DemoRequestProps) {
  const { copy, messages, problems } = content;
  const form = requiredElement<HTMLFormElement>(dialog, "form");
  const submit = requiredElement<HTMLButtonElement>(form, 'button[type="submit"]');
  const outcome = requiredElement(form, "[data-form-outcome]");
  const alertTemplate = requiredElement<HTMLTemplateElement>(form, "template[data-problem-alert]");
  const dateField = requiredElement<HTMLElement>(form, "[data-date-field]");
  const nativeDate = requiredElement<HTMLInputElement>(dateField, "input");
  const longDate = requiredElement<HTMLElement>(dateField, "[data-long-date]");
  const toasts = createToastRegion(copy.notifications);
  const send = createSubmitter(formEndpoints.demoRequest);
  const text = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  const control = (field: DemoRequestField) => document.getElementById(controlIds[field]);
  let errors: DemoRequestErrors = {};
  let sending = false;
  let demoDate = nativeDate.value;
  let calendar: ((value: string) => void) | undefined;
  nativeDate.max = demoDateRange().latest;

  const draft = () => ({
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    demoDate,
  });

  function refreshSubmit() {
    submit.disabled = sending || !isDemoRequestComplete(draft());
  }

  function setDate(value: string) {
    demoDate = value;
    longDate.textContent = value ? formatLongDate(value, locale) : "";
    longDate.hidden = !value;
    calendar?.(value);
    setError("demoDate", undefined);
    refreshSubmit();
  }

  /** Ties a control to its error message, or unties it. */
  function markInvalid(field: DemoRequestField, invalid: boolean) {
    const element = control(field);
    if (invalid) {
      element?.setAttribute("aria-invalid", "true");
      element?.setAttribute("aria-describedby", errorIdFor(controlIds[field]));
    } else {
      element?.removeAttribute("aria-invalid");
      element?.removeAttribute("aria-describedby");
    }
  }

  function setError(field: DemoRequestField, message: string | undefined) {
    errors = { ...errors, [field]: message };
    const errorId = errorIdFor(controlIds[field]);
    document.getElementById(errorId)?.remove();
    markInvalid(field, message !== undefined);
    if (!message) return;
    const error = document.createElement("p");
    Object.assign(error, { id: errorId, className: fieldErrorClassName, textContent: message });
    error.setAttribute("role", "alert");
    // After the date's own box, which the calendar replaces.
    (field === "demoDate" ? dateField : control(field))?.after(error);
  }

  function showErrors(found: DemoRequestErrors) {
    for (const field of demoRequestFields) setError(field, found[field]);
    const first = demoRequestFields.find((field) => found[field]);
    if (first) control(first)?.focus();
  }

  function showProblem(problem: SubmitProblem) {
    const alert = alertTemplate.content.firstElementChild?.cloneNode(true) as HTMLElement;
    const message = alert.querySelector("[data-problem-message]");
    if (message) message.textContent = problemMessage(problem, problems);
    const retry = alert.querySelector("[data-retry]");
    if (canRetry(problem)) retry?.addEventListener("click", () => form.requestSubmit());
    else retry?.remove();
    outcome.replaceChildren(alert);
    // Sending disabled the button, which dropped keyboard focus; the problem takes it.
    alert.focus();
  }

  function setSending(on: boolean) {
    sending = on;
    submit.textContent = on ? copy.submitting : copy.submit;
    refreshSubmit();
  }

  function succeeded() {
    form.reset();
    setDate("");
    dialog.close();
    showToast(toasts, copy.success);
  }

  // An error stays until the visitor changes that field.
  form.addEventListener("input", (event) => {
    if (event.target === nativeDate) return setDate(nativeDate.value);
    const field = demoRequestFields.find((name) => control(name) === event.target);
    if (field && errors[field]) setError(field, undefined);
    refreshSubmit();
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    outcome.replaceChildren();
    const website = text("website");
    const checked = checkDemoRequest(toDemoRequestInput(draft(), website, locale), messages);
    if (!checked.ok) return showErrors(checked.errors);
    showErrors({});
    setSending(true);
    const result = await send(checked.request);
    setSending(false);
    if (result.ok) succeeded();
    else if (result.failure === "invalid") showErrors(result.errors);
    else showProblem(result);
  });

  // The form may hold what was typed before this script arrived.
  setDate(nativeDate.value);

  // Should the calendar not load (offline, say), the browser's date field stays.
  loadCalendar()
    .then(({ takeOverDateField }) => {
      calendar = takeOverDateField(dateField, nativeDate, {
        value: demoDate,
        onChange: setDate,
        locale,
        labels: copy.calendar,
        placeholder: copy.fields.demoDate.placeholder,
        labelId: dateLabelId,
        latest: demoDateRange().latest,
        // The calendar's button is the date's control now; its error, if any, is still shown.
        onTakenOver: () => markInvalid("demoDate", errors.demoDate !== undefined),
      });
    })
    .catch(() => {});
}
