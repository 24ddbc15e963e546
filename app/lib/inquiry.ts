/** Contact-form inquiry types; `?inquiry=<value>` on /contact preselects one. */
export const inquiryTypes = [
  { value: "general", label: "General Question" },
  { value: "sales", label: "Sales Inquiry" },
  { value: "support", label: "Technical Support" },
  { value: "partnership", label: "Partnership" },
] as const;

export type InquiryType = (typeof inquiryTypes)[number]["value"];

export function contactHref(inquiry: InquiryType): string {
  return `/contact?inquiry=${inquiry}`;
}

export function parseInquiry(value: string | null): InquiryType {
  return inquiryTypes.find((type) => type.value === value)?.value ?? "general";
}
