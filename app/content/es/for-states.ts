import type {
  Action,
  CtaContent,
  IconCard,
  LinkCard,
  PageIntro,
  SectionIntro,
  Step,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

import { salesContact } from "./organization";

const brand = siteConfig.name;

export const forStatesIntro: PageIntro & { actions: Action[] } = {
  eyebrow: "Para gobiernos estatales",
  title: "Administre un programa de ESA en el que el público pueda confiar",
  intro: `${brand} da a las agencias estatales y a los distritos escolares las herramientas para poner en marcha un programa de cuentas de ahorro para la educación (ESA), aprobar proveedores, controlar el gasto e informar a los legisladores, sin crear su propio software.`,
  actions: [
    { label: "Solicitar una demostración", opensDemo: true },
    { label: "Ver el calendario de implementación", href: "#timeline" },
  ],
};

export const capabilitiesSection: SectionIntro = {
  eyebrow: "Funciones",
  title: "Todo el ciclo del programa, administrado en un solo sistema",
  intro:
    "Su personal configura las reglas que fija su ley. La plataforma las aplica a cada solicitud, cada proveedor y cada pago.",
};

export const stateCapabilities: IconCard[] = [
  {
    icon: "user-check",
    title: "Requisitos de elegibilidad e inscripción",
    description:
      "Reciba solicitudes en línea, compárelas con sus requisitos de elegibilidad y asigne los fondos, con un registro claro de cada decisión.",
  },
  {
    icon: "clipboard-check",
    title: "Verificación de proveedores",
    description:
      "Revise las solicitudes, las credenciales y la acreditación de los proveedores antes de que puedan aceptar fondos del programa, y renueve las aprobaciones según su propio calendario.",
  },
  {
    icon: "tags",
    title: "Reglas de gasto",
    description:
      "Defina una sola vez las categorías de gastos permitidos y sus límites. Las compras que no cumplen las reglas se detienen antes de que se mueva el dinero, en lugar de recuperarlo después.",
  },
  {
    icon: "wallet",
    title: "Desembolso de fondos",
    description:
      "Deposite los fondos asignados en las cuentas de las familias según su calendario de financiamiento y pague directamente a los proveedores aprobados. Los pagos se concilian automáticamente.",
  },
  {
    icon: "gauge",
    title: "Supervisión en tiempo real",
    description:
      "Los paneles de control muestran la inscripción, el gasto por categoría y las aprobaciones pendientes a medida que ocurren, en todo el estado o en un solo distrito.",
  },
  {
    icon: "file-search",
    title: "Auditoría e informes",
    description:
      "Cada aprobación, pago y cambio queda registrado con quién lo hizo y cuándo. Exporte en minutos los informes que piden los auditores y los legisladores.",
  },
];

export const benefitsSection: SectionIntro = {
  eyebrow: "Por qué nos eligen los estados",
  title: "Menos trámites, más rendición de cuentas",
  intro: `Lo que, según las oficinas de los programas, cambia cuando su programa de ESA funciona con ${brand}.`,
};

export const stateBenefits: string[] = [
  "Poner en marcha el programa sin crear ni mantener software propio",
  "Hacer cumplir las reglas de la ley de la misma manera con cada familia y cada proveedor",
  "Detener el gasto no permitido antes de que ocurra",
  "Responder a las solicitudes de los legisladores y a las solicitudes de registros públicos con datos actualizados",
  "Reducir los reembolsos en papel que retrasan al personal y a las familias",
  "Mantener protegidos los expedientes de los estudiantes conforme a FERPA",
  "Contar con una plataforma con un acuerdo de nivel de servicio (SLA) de 99.9% de disponibilidad",
  "Enviar las preguntas de las familias y los proveedores a nuestro equipo de soporte en lugar de a su oficina",
];

export const timelineSection: SectionIntro = {
  eyebrow: "Implementación",
  title: "Del contrato firmado al programa en todo el estado",
  intro:
    "Una implementación típica pasa por tres etapas. Planificamos el calendario exacto con su equipo según sus fechas legislativas y de financiamiento.",
};

export const implementationTimeline: Step[] = [
  {
    title: "Planificación",
    detail: "De 2 a 4 semanas",
    description:
      "Trasladamos su ley y las reglas del programa a la plataforma, conectamos los sistemas que ya usa y acordamos los informes que necesita.",
  },
  {
    title: "Programa piloto",
    detail: "De 4 a 8 semanas",
    description:
      "Un primer grupo de familias y proveedores usa la plataforma real mientras su personal aprende las herramientas de administración y nosotros ajustamos la configuración.",
  },
  {
    title: "Implementación en todo el estado",
    detail: "De 8 a 12 semanas",
    description:
      "La inscripción se abre a todas las familias que cumplen los requisitos, se amplía la incorporación de proveedores y nuestro equipo de soporte atiende las preguntas de las familias y los proveedores.",
  },
];

export const diligenceSection: SectionIntro = {
  eyebrow: "Evaluación previa",
  title: "Todo lo que necesita para su evaluación",
  intro:
    "Los equipos de compras, seguridad informática y asuntos legales pueden revisar los detalles por su cuenta antes de una primera reunión.",
};

export const diligenceLinks: LinkCard[] = [
  {
    icon: "shield-check",
    title: "Seguridad y cumplimiento normativo",
    description:
      "Certificación SOC 2 Type II, cumplimiento normativo de FERPA, cifrado y nuestras prácticas de seguridad.",
    href: "/security",
  },
  {
    icon: "plug",
    title: "Integraciones",
    description:
      "Conexiones con sistemas de información estudiantil, contabilidad, pagos e inicio de sesión único.",
    href: "/integrations",
  },
  {
    icon: "landmark",
    title: "Precios",
    description:
      "Planes según el número de cuentas de estudiantes, y condiciones Enterprise a la medida para los estados.",
    href: "/pricing",
  },
  {
    icon: "book-open",
    title: "Documentación",
    description: "La guía del administrador, la guía de integración y la referencia de la API.",
    href: "/documentation",
  },
];

export const forStatesCta: CtaContent = {
  title: "Planifique su programa con nosotros",
  intro:
    "Recorra la plataforma con nuestro equipo del sector público y reciba un plan de implementación basado en las reglas y las fechas de su estado.",
  actions: [
    { label: "Solicitar una demostración", opensDemo: true },
    { label: "Contactar a ventas", href: contactHref("sales") },
  ],
  contact: salesContact,
};
