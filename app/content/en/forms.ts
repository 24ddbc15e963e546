/**
 * What the forms say: the Request Demo dialog, each field's message when it
 * needs fixing (in the browser and in the API's 422 answers), and what a
 * visitor reads when a submission does not go through. Each message says
 * what to do, not only what is wrong.
 */
import type { DemoRequestCopy, SubmitProblemCopy } from "~/content/types";
import type { ContactMessageMessages } from "~/lib/forms/contact-message";
import type { DemoRequestMessages } from "~/lib/forms/demo-request";
import { fieldLimits } from "~/lib/forms/rules";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours } from "./organization";

const { emails, phone } = siteConfig;

/** Field labels and placeholders are the spec's, word for word. */
export const demoRequest: DemoRequestCopy = {
  title: "Request a demo",
  description:
    "Tell us how to reach you and pick a day. A product specialist will confirm a time within one business day.",
  fields: {
    name: { label: "Full Name *", placeholder: "Enter your full name" },
    email: { label: "Email Address *", placeholder: "Enter your email address" },
    phone: { label: "Phone Number *", placeholder: "Enter your phone number" },
    demoDate: { label: "Preferred Demo Date *", placeholder: "Select a date" },
  },
  calendar: {
    label: "Choose a date",
    previousMonth: "Go to the previous month",
    nextMonth: "Go to the next month",
    today: "Today",
    selected: "selected",
  },
  requiredNote: "All fields marked * are required.",
  cancel: "Cancel",
  submit: "Request Demo",
  submitting: "Submitting...",
  success: "Demo request submitted successfully! We'll contact you soon.",
  notifications: "Notifications",
};

const tooLong = (max: number) => `Use at most ${max.toLocaleString("en-US")} characters.`;
const emailMessages = {
  required: "Enter your email address.",
  invalid: "Enter an email address like name@example.com.",
  tooLong: tooLong(fieldLimits.email),
};

export const demoRequestMessages: DemoRequestMessages = {
  name: { required: "Enter your full name.", tooLong: tooLong(fieldLimits.name) },
  email: emailMessages,
  phone: {
    required: "Enter your phone number.",
    invalid: "Enter a phone number with at least 7 digits, using only digits, spaces and + - ( ) .",
    tooLong: tooLong(fieldLimits.phone),
  },
  demoDate: {
    required: "Choose a date for your demo.",
    invalid: "Choose a date from the calendar.",
    tooEarly: "Choose today or a later date.",
    tooLate: "Choose a date within the next two years.",
  },
};

export const contactMessageMessages: ContactMessageMessages = {
  firstName: { tooLong: tooLong(fieldLimits.name) },
  lastName: { tooLong: tooLong(fieldLimits.name) },
  email: emailMessages,
  inquiryType: { invalid: "Choose an inquiry type from the list." },
  message: { required: "Enter your message.", tooLong: tooLong(fieldLimits.message) },
};

/** When a submission does not go through; every field keeps what was typed. */
export const submitProblem: SubmitProblemCopy = {
  unavailable:
    "We couldn't send this just now. Everything you entered is still here, so you can try again in a moment, or reach us directly:",
  rejected: "We couldn't accept this submission. Please reach us directly:",
  rateLimited: {
    none: "You've sent several in a short time. Please try again in a moment, or reach us directly:",
    one: "You've sent several in a short time. Please try again in a minute, or reach us directly:",
    other:
      "You've sent several in a short time. Please try again in {count} minutes, or reach us directly:",
  },
  retry: "Try again",
  contacts: [
    { label: "Sales", text: emails.sales, href: mailto(emails.sales) },
    { label: "Support", text: emails.support, href: mailto(emails.support) },
    { label: "Phone", text: phone.display, href: telHref, detail: phoneHours },
  ],
  honeypotLabel: "Leave this field empty",
};

/** The API's answer when one Idempotency-Key comes back with a different submission. */
export const idempotencyKeyReused: string =
  "This Idempotency-Key was already used for a different submission.";
