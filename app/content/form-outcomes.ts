import type { ContactLink } from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

const { emails, phone } = siteConfig;

/** What both forms say when a submission does not go through; every field keeps what was typed. */
export const submitProblemCopy = {
  unavailable:
    "We couldn't send this just now. Everything you entered is still here, so you can try again in a moment, or reach us directly:",
  rejected: "We couldn't accept this submission. Please reach us directly:",
  rateLimited: (minutes: number) =>
    `You've sent several in a short time. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}, or reach us directly:`,
  retry: "Try again",
  contacts: [
    { label: "Sales", text: emails.sales, href: mailto(emails.sales) },
    { label: "Support", text: emails.support, href: mailto(emails.support) },
    { label: "Phone", text: phone.display, href: telHref, detail: phone.hours },
  ] satisfies ContactLink[],
  /** The honeypot's label: read only by programs that fill in every field. */
  honeypotLabel: "Leave this field empty",
};

export type SubmitProblemCopy = typeof submitProblemCopy;
