import { errorIdFor, fieldErrorClassName } from "~/components/ui/field-styles";
import { formEndpoints } from "~/lib/form-transport";
import { type ContactField, type ContactMessage, contactFields } from "~/lib/forms/contact-message";
import { parseInquiry } from "~/lib/inquiry";
import { requiredElement } from "~/lib/islands/required-element";
import { fillTemplate } from "~/lib/template";

import { type SubmitProblem, canRetry, problemMessage } from "../forms/submit-problem";
import { createSubmitter } from "../forms/submitter";
import type { ContactFormProps } from "./contact-form";
import { type ContactErrors, checkContactMessage, readContactForm } from "./contact-message-input";

const sentClassName = "rounded-lg bg-success-soft p-4 font-medium text-success";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The contact form checked in place and sent as JSON (contact-form.tsx draws
 * it). Errors sit under their fields and focus goes to the first; while
 * sending, the button says so; then a confirmation, or why it failed with a
 * retry that reuses the submission's Idempotency-Key.
 */
export function start(form: HTMLFormElement, props: ContactFormProps) {
  const send = createSubmitter(formEndpoints.contact);
  const submit = requiredElement<HTMLButtonElement>(form, 'button[type="submit"]');
  const outcome = requiredElement(form, "[data-form-outcome]");
  const alertTemplate = requiredElement<HTMLTemplateElement>(form, "template[data-problem-alert]");
  const submitLabel = submit.textContent;
  const control = (field: ContactField) => form.elements.namedItem(field) as Control;
  let sending = false;

  // Pre-rendered without a query string: ?inquiry= applies now, unless the visitor chose already.
  const inquiry = control("inquiryType") as HTMLSelectElement;
  if (inquiry.selectedOptions[0]?.defaultSelected) {
    inquiry.value = parseInquiry(new URLSearchParams(window.location.search).get("inquiry"));
  }

  function setError(field: ContactField, message: string | undefined) {
    const element = control(field);
    const errorId = errorIdFor(element.id);
    document.getElementById(errorId)?.remove();
    if (!message) {
      element.removeAttribute("aria-invalid");
      element.removeAttribute("aria-describedby");
      return;
    }
    const error = document.createElement("p");
    Object.assign(error, { id: errorId, className: fieldErrorClassName, textContent: message });
    error.setAttribute("role", "alert");
    element.after(error);
    element.setAttribute("aria-invalid", "true");
    element.setAttribute("aria-describedby", errorId);
  }

  function showErrors(errors: ContactErrors) {
    for (const field of contactFields) setError(field, errors[field]);
    const first = contactFields.find((field) => errors[field]);
    if (first) control(first).focus();
  }

  function showOutcome(element: HTMLElement) {
    outcome.replaceChildren(element);
    element.focus();
  }

  function sent(message: ContactMessage) {
    const status = document.createElement("div");
    const { withName, withoutName } = props.success;
    Object.assign(status, {
      className: sentClassName,
      tabIndex: -1,
      textContent: fillTemplate(message.firstName ? withName : withoutName, message),
    });
    status.setAttribute("role", "status");
    return status;
  }

  function problemAlert(problem: SubmitProblem) {
    const alert = alertTemplate.content.firstElementChild?.cloneNode(true) as HTMLElement;
    const text = alert.querySelector("[data-problem-message]");
    if (text) text.textContent = problemMessage(problem, props.problems);
    const retry = alert.querySelector("[data-retry]");
    if (canRetry(problem)) retry?.addEventListener("click", () => form.requestSubmit());
    else retry?.remove();
    return alert;
  }

  function setSending(on: boolean) {
    sending = on;
    submit.disabled = on;
    submit.textContent = on ? props.submitting : submitLabel;
  }

  // An error stays until the visitor changes that field.
  form.addEventListener("input", (event) => {
    const field = contactFields.find((name) => control(name) === event.target);
    if (field) setError(field, undefined);
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    outcome.replaceChildren();
    const checked = checkContactMessage(readContactForm(new FormData(form)), props.messages);
    if (!checked.ok) return showErrors(checked.errors);
    showErrors({});
    setSending(true);
    const result = await send(checked.message);
    setSending(false);
    if (result.ok) {
      form.reset();
      showOutcome(sent(checked.message));
    } else if (result.failure === "invalid") showErrors(result.errors);
    else showOutcome(problemAlert(result));
  });
}
