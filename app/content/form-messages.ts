/**
 * What the forms say when a field needs fixing, in the browser and in the
 * API's 422 answers. Each message says what to do, not only what is wrong.
 */
import type { ContactMessageMessages } from "~/lib/forms/contact-message";
import type { DemoRequestMessages } from "~/lib/forms/demo-request";
import { fieldLimits } from "~/lib/forms/rules";

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
