/** Copy of the Request Demo dialog. Field labels and placeholders are the spec's, word for word. */
export const demoRequestContent = {
  title: "Request a demo",
  description:
    "Tell us how to reach you and pick a day. A product specialist will confirm a time within one business day.",
  fields: {
    name: { label: "Full Name *", placeholder: "Enter your full name" },
    email: { label: "Email Address *", placeholder: "Enter your email address" },
    phone: { label: "Phone Number *", placeholder: "Enter your phone number" },
    demoDate: { label: "Preferred Demo Date *", placeholder: "Select a date" },
  },
  requiredNote: "All fields marked * are required.",
  cancel: "Cancel",
  submit: "Request Demo",
  submitting: "Submitting...",
  success: "Demo request submitted successfully! We'll contact you soon.",
};
