/** La confirmación que recibe quien envía un formulario en español. */
import type { ConfirmationEmailCopy } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

import { phoneHours } from "./organization";

const { name, emails, phone } = siteConfig;
const site = new URL(siteConfig.url).host;

export const confirmationEmail: ConfirmationEmailCopy = {
  subject: {
    demo: `Recibimos su solicitud de demostración (${name})`,
    contact: `Recibimos su mensaje (${name})`,
  },
  greeting: "Hola:",
  next: {
    demo: `Gracias por solicitar una demostración de ${name}. Un especialista del producto le escribirá en un plazo de 24 horas para acordar un horario que le convenga.`,
    contact: `Gracias por escribir a ${name}. Una persona de nuestro equipo le responderá en un plazo de 24 horas.`,
  },
  reach: {
    demo: `Si necesita ayuda antes, escriba a ${emails.sales} o llame al ${phone.display} (${phoneHours}).`,
    contact: `Si necesita ayuda antes, escriba a ${emails.support} o llame al ${phone.display} (${phoneHours}).`,
  },
  why: `Recibe este único mensaje porque esta dirección se escribió en un formulario de ${site}. Si no fue usted, no haga nada: no le volveremos a escribir a menos que usted se comunique con nosotros.`,
  signature: `El equipo de ${name}`,
};
