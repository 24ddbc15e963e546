import type { ContactFormContent, ContactOption, PageIntro, SectionIntro } from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours } from "./organization";

const { emails, phone, address } = siteConfig;

export const contactIntro: PageIntro = {
  eyebrow: "Contacto",
  title: "Hable con nuestro equipo",
  intro:
    "¿Tiene preguntas sobre un programa, una demostración o una cuenta? Envíenos un mensaje, escriba por correo electrónico directamente al equipo indicado o llámenos de lunes a viernes, de 8 a. m. a 6 p. m. (hora del Este).",
};

export const contactFormSection: SectionIntro = {
  eyebrow: "Escríbanos",
  title: "Envíenos un mensaje",
  intro:
    "Díganos de qué se trata su mensaje y se lo haremos llegar al equipo indicado. Le responderemos por correo electrónico.",
};

/** What the form checks and says when something goes wrong, shared with the demo dialog. */
export { contactMessageMessages, submitProblem } from "./forms";

export const contactFormContent: ContactFormContent = {
  requiredNote: "Los campos marcados con * son obligatorios.",
  fields: {
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico *",
    inquiry: "Tipo de consulta",
    message: "Mensaje *",
  },
  submit: "Enviar mensaje",
  submitting: "Enviando...",
  success: {
    withName: "Gracias, {firstName}. Su mensaje se envió y le responderemos a {email}.",
    withoutName: "Gracias. Su mensaje se envió y le responderemos a {email}.",
  },
  /** Labels of the inquiry types, the spec's in Spanish. */
  inquiryLabels: {
    general: "Pregunta general",
    sales: "Consulta de ventas",
    support: "Soporte técnico",
    partnership: "Alianzas",
  },
};

export const reachUsSection: SectionIntro = {
  eyebrow: "Comuníquese directamente",
  title: "Otras formas de comunicarse con nosotros",
};

export const contactOptions: ContactOption[] = [
  {
    icon: "briefcase",
    title: "Ventas",
    description: "Precios, demostraciones y planes para su estado, distrito u organización.",
    link: { label: emails.sales, href: mailto(emails.sales) },
  },
  {
    icon: "life-buoy",
    title: "Soporte",
    description:
      "Ayuda con una cuenta, un pago o la plataforma. Le respondemos en un plazo de 24 horas.",
    link: { label: emails.support, href: mailto(emails.support) },
  },
  {
    icon: "phone",
    title: "Teléfono",
    description: "Hable con ventas o con soporte.",
    link: { label: phone.display, href: telHref },
    detail: phoneHours,
  },
  {
    icon: "map-pin",
    title: "Oficina",
    description: `Nuestro equipo trabaja en ${address.city}, ${address.region}.`,
    addressLines: [
      siteConfig.name,
      address.street,
      `${address.city}, ${address.region} ${address.postalCode}`,
    ],
  },
];
