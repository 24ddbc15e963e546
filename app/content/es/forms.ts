/**
 * What the forms say: the Request Demo dialog, each field's message when it
 * needs fixing (in the browser and in the API's 422 answers), and what a
 * visitor reads when a submission does not go through. Each message says
 * what to do, not only what is wrong.
 */
import type { DemoRequestCopy, SubmitProblemCopy } from "~/content/types";
import type { ContactMessageMessages } from "~/lib/forms/contact-message";
import type { DemoRequestMessages } from "~/lib/forms/demo-request";
import { fieldLimits } from "~/lib/forms/rules";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours } from "./organization";

const { emails, phone } = siteConfig;

/** Field labels and placeholders: the spec's, in Spanish. */
export const demoRequest: DemoRequestCopy = {
  title: "Solicitar una demostración",
  description:
    "Díganos cómo comunicarnos con usted y elija un día. Un especialista del producto le confirmará la hora en un plazo de un día hábil.",
  fields: {
    name: { label: "Nombre completo *", placeholder: "Escriba su nombre completo" },
    email: { label: "Correo electrónico *", placeholder: "Escriba su correo electrónico" },
    phone: { label: "Número de teléfono *", placeholder: "Escriba su número de teléfono" },
    demoDate: {
      label: "Fecha preferida para la demostración *",
      placeholder: "Seleccione una fecha",
    },
  },
  calendar: {
    label: "Elija una fecha",
    previousMonth: "Ir al mes anterior",
    nextMonth: "Ir al mes siguiente",
    today: "Hoy",
    selected: "seleccionada",
  },
  requiredNote: "Todos los campos marcados con * son obligatorios.",
  cancel: "Cancelar",
  submit: "Solicitar una demostración",
  submitting: "Enviando...",
  success:
    "¡Su solicitud de demostración se envió correctamente! Nos comunicaremos con usted pronto.",
  notifications: "Notificaciones",
};

const tooLong = (max: number) => `Use como máximo ${max.toLocaleString("es-US")} caracteres.`;
const emailMessages = {
  required: "Escriba su correo electrónico.",
  invalid: "Escriba un correo electrónico como nombre@example.com.",
  tooLong: tooLong(fieldLimits.email),
};

export const demoRequestMessages: DemoRequestMessages = {
  name: { required: "Escriba su nombre completo.", tooLong: tooLong(fieldLimits.name) },
  email: emailMessages,
  phone: {
    required: "Escriba su número de teléfono.",
    invalid:
      "Escriba un número de teléfono de al menos 7 dígitos. Use solo dígitos, espacios y los signos + - ( ) .",
    tooLong: tooLong(fieldLimits.phone),
  },
  demoDate: {
    required: "Elija una fecha para su demostración.",
    invalid: "Elija una fecha del calendario.",
    tooEarly: "Elija la fecha de hoy o una fecha posterior.",
    tooLate: "Elija una fecha dentro de los próximos dos años.",
  },
};

export const contactMessageMessages: ContactMessageMessages = {
  firstName: { tooLong: tooLong(fieldLimits.name) },
  lastName: { tooLong: tooLong(fieldLimits.name) },
  email: emailMessages,
  inquiryType: { invalid: "Elija un tipo de consulta de la lista." },
  message: { required: "Escriba su mensaje.", tooLong: tooLong(fieldLimits.message) },
};

/** When a submission does not go through; every field keeps what was typed. */
export const submitProblem: SubmitProblemCopy = {
  unavailable:
    "No pudimos enviar esto en este momento. Todo lo que escribió sigue aquí, así que puede volver a intentarlo en un momento o comunicarse directamente con nosotros:",
  rejected: "No pudimos aceptar este envío. Comuníquese directamente con nosotros:",
  rateLimited: {
    none: "Usted hizo varios envíos en poco tiempo. Vuelva a intentarlo en un momento o comuníquese directamente con nosotros:",
    one: "Usted hizo varios envíos en poco tiempo. Vuelva a intentarlo en un minuto o comuníquese directamente con nosotros:",
    other:
      "Usted hizo varios envíos en poco tiempo. Vuelva a intentarlo en {count} minutos o comuníquese directamente con nosotros:",
  },
  retry: "Volver a intentarlo",
  contacts: [
    { label: "Ventas", text: emails.sales, href: mailto(emails.sales) },
    { label: "Soporte", text: emails.support, href: mailto(emails.support) },
    { label: "Teléfono", text: phone.display, href: telHref, detail: phoneHours },
  ],
  honeypotLabel: "Deje este campo vacío",
};

/** The API's answer when one Idempotency-Key comes back with a different submission. */
export const idempotencyKeyReused = "Esta clave Idempotency-Key ya se usó para un envío diferente.";
