import type { ContactOption } from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours } from "./organization";

/** Email and phone support, offered on the help center and the status page. */
export const emailSupportOption: ContactOption = {
  icon: "mail",
  title: "Email Support",
  description: "Write to us about anything, at any time. We reply within 24 hours.",
  link: { label: siteConfig.emails.support, href: mailto(siteConfig.emails.support) },
};

export const phoneSupportOption: ContactOption = {
  icon: "phone",
  title: "Phone Support",
  description: "Talk a problem through with a member of our support team.",
  link: { label: siteConfig.phone.display, href: telHref },
  detail: phoneHours,
};
