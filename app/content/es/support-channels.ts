import type { ContactOption } from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours } from "./organization";

/** Email and phone support, offered on the help center and the status page. */
export const emailSupportOption: ContactOption = {
  icon: "mail",
  title: "Soporte por correo electrónico",
  description:
    "Escríbanos sobre cualquier tema, en cualquier momento. Le respondemos en un plazo de 24 horas.",
  link: { label: siteConfig.emails.support, href: mailto(siteConfig.emails.support) },
};

export const phoneSupportOption: ContactOption = {
  icon: "phone",
  title: "Soporte por teléfono",
  description: "Hable con un miembro de nuestro equipo de soporte para resolver un problema.",
  link: { label: siteConfig.phone.display, href: telHref },
  detail: phoneHours,
};
