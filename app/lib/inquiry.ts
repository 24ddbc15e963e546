/** `?inquiry=<type>` on /contact preselects the contact form's inquiry type. */
import { type InquiryType, inquiryTypes } from "./forms/contact-message";

export type { InquiryType };

export function contactHref(inquiry: InquiryType): string {
  return `/contact?inquiry=${inquiry}`;
}

export function parseInquiry(value: string | null): InquiryType {
  return inquiryTypes.find((type) => type === value) ?? "general";
}
