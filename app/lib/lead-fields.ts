/**
 * What each field of a lead is called, in the order a person reads them,
 * for the staff who act on leads: the owners' console and the notification
 * email (English, as both are).
 */
export const leadFieldLabels: Record<string, string> = {
  name: "Name",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  demoDate: "Preferred demo date",
  inquiryType: "Inquiry type",
  message: "Message",
};
