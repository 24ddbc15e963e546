import type { ContactLink, Action, PageIntro, SectionIntro } from "~/content/types";
import { fieldLimits } from "~/lib/forms/rules";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours } from "./organization";

const { emails, phone } = siteConfig;

/** Copy of the pages the contact form leads to when it is sent without JavaScript. */
export const messageSentIntro: PageIntro = {
  eyebrow: "Contacto",
  title: "Gracias, su mensaje se envió",
  intro:
    "Su mensaje llegó a nuestro equipo y le responderemos al correo electrónico que nos dio. Las preguntas de soporte reciben respuesta en un plazo de 24 horas.",
};

export const messageSentNext: SectionIntro & { actions: Action[] } = {
  title: "Mientras espera",
  intro:
    "Muchas preguntas sobre cuentas, pagos y proveedores ya tienen respuesta en el Centro de ayuda.",
  actions: [
    { label: "Consultar el Centro de ayuda", href: "/help-center" },
    { label: "Volver a la página principal", href: "/" },
  ],
};

export const messageNotSentIntro: PageIntro = {
  eyebrow: "Contacto",
  title: "Su mensaje todavía no se envió",
  intro:
    "Hay algo en el formulario que debe revisar. Use el botón Atrás de su navegador para volver a su mensaje: todo lo que escribió sigue ahí.",
};

export const messageNotSentChecks: SectionIntro & { items: string[] } = {
  title: "Qué debe revisar",
  items: [
    "Su correo electrónico tiene la forma nombre@example.com, para que podamos responderle.",
    `Su mensaje no está vacío y tiene como máximo ${fieldLimits.message.toLocaleString("es-US")} caracteres.`,
    `Su nombre y su apellido tienen como máximo ${fieldLimits.name} caracteres cada uno.`,
    "Si envió varios mensajes en los últimos minutos, espere diez minutos antes de enviar otro.",
  ],
};

export const messageNotSentElsewhere: SectionIntro & { contacts: ContactLink[] } = {
  title: "Comuníquese con nosotros de otra forma",
  intro: "Si el formulario todavía no se envía, escríbanos o llámenos directamente.",
  contacts: [
    { label: "Ventas", text: emails.sales, href: mailto(emails.sales) },
    { label: "Soporte", text: emails.support, href: mailto(emails.support) },
    { label: "Teléfono", text: phone.display, href: telHref, detail: phoneHours },
  ],
};
