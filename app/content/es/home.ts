import type {
  AccountSnapshotContent,
  Action,
  AudienceCard,
  CtaContent,
  IconCard,
  LinkCard,
  PageIntro,
  SectionIntro,
  Stat,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

import { salesContact } from "./organization";

const brand = siteConfig.name;

export const homeHero: PageIntro & { badge: string; actions: Action[]; stats: Stat[] } = {
  badge: "Plataforma en alianza con el gobierno",
  title: "Simplifique la gestión de los fondos de la ESA",
  intro: `${brand} ofrece a los programas estatales, a los proveedores educativos y a las familias un solo lugar, con rendición de cuentas, para otorgar cuentas de ahorro para la educación, aprobar gastos, pagar a los proveedores y pedir comidas escolares. Cada dólar se puede rastrear desde la asignación del presupuesto hasta la factura.`,
  actions: [
    { label: "Solicitar una demostración", opensDemo: true },
    { label: "Más información", href: "#solutions", context: "sobre nuestras soluciones" },
  ],
  stats: [
    { value: "50,000+", label: "familias atendidas" },
    { value: "25+", label: "estados" },
    { value: "$2.5B+", label: "en fondos administrados" },
  ],
};

/** The same sample student as the API page's example response (balance 2500.00, monthly_cost 200.00). */
export const accountSnapshot: AccountSnapshotContent = {
  title: "Cuenta de ESA de la familia",
  status: "Activa",
  balanceLabel: "Saldo disponible",
  balance: "$2,500.00",
  providersLabel: "Proveedores inscritos",
  providers: [
    { name: "Hill Country Tutoring", monthlyCost: "$200.00 al mes" },
    { name: "Riverbend Speech Therapy", monthlyCost: "$200.00 al mes" },
  ],
  lastPayment: "Último pago: $200.00 a Hill Country Tutoring",
  caption: "Datos de ejemplo: lo que ven los padres y tutores en el portal para familias.",
};

export const featuresSection: SectionIntro = {
  eyebrow: "Plataforma",
  title: "Todo lo que necesita un programa de ESA, en un solo lugar",
  intro: `Desde la primera solicitud hasta la auditoría final, ${brand} reemplaza las hojas de cálculo, los reembolsos en papel y los portales que no se comunican entre sí.`,
};

export const homeFeatures: IconCard[] = [
  {
    icon: "users",
    title: "Portal para padres",
    description:
      "Las familias presentan su solicitud, consultan su saldo, eligen proveedores aprobados y ven cada transacción desde un teléfono o una computadora de la biblioteca.",
  },
  {
    icon: "building-2",
    title: "Mercado de proveedores",
    description:
      "Tutores, escuelas, terapeutas y campamentos verificados publican sus servicios para que las familias puedan compararlos y pagarles directamente desde su cuenta.",
  },
  {
    icon: "zap",
    title: "Procesamiento de pagos",
    description:
      "Las compras aprobadas se pagan a los proveedores en tiempo real, y las reglas de gasto se verifican antes de que se mueva el dinero.",
  },
  {
    icon: "bar-chart-3",
    title: "Panel de control para administradores",
    description:
      "El personal del programa ve de un vistazo la inscripción, el gasto por categoría y las aprobaciones pendientes, y exporta las cifras que piden los legisladores.",
  },
  {
    icon: "clipboard-check",
    title: "Seguimiento del cumplimiento normativo",
    description:
      "La plataforma aplica los requisitos de elegibilidad, las reglas de gastos permitidos y los registros de auditoría desde el principio, en lugar de reconstruirlos después.",
  },
  {
    icon: "graduation-cap",
    title: "Pedidos de almuerzo escolar",
    description:
      "Las cuentas de comidas de los estudiantes, sus preferencias alimentarias y los límites de gasto que fijan los padres están junto a sus fondos de la ESA. Se puede pagar con cualquiera de los dos o con ambos.",
  },
];

export const solutionsSection: SectionIntro = {
  eyebrow: "Soluciones",
  title: "Hecho para todas las personas a las que sirve un programa de ESA",
  intro:
    "Cada grupo recibe las herramientas que necesita, y los tres trabajan con el mismo registro, así que nada se escribe dos veces.",
};

export const homeSolutions: AudienceCard[] = [
  {
    icon: "building-2",
    badge: "Administración",
    tone: "states",
    title: "Para gobiernos estatales",
    description:
      "Ponga en marcha un programa rápidamente y adminístrelo con la supervisión que el público espera.",
    highlights: [
      "Verificación de los requisitos de elegibilidad y gestión de los fondos otorgados",
      "Procesos de verificación y aprobación de proveedores",
      "Informes de gastos y de auditoría en tiempo real",
    ],
    action: {
      label: "Más información",
      href: "/for-states",
      context: "sobre las soluciones para gobiernos estatales",
    },
  },
  {
    icon: "graduation-cap",
    badge: "Proveedores",
    tone: "providers",
    title: "Para proveedores educativos",
    description:
      "Llegue a las familias que tienen fondos de la ESA y reciba sus pagos sin tener que reclamar reembolsos.",
    highlights: [
      "Un perfil en el mercado de proveedores",
      "Pago directo desde las cuentas de las familias",
      "Facturación sencilla e historial de pagos",
    ],
    action: {
      label: "Más información",
      href: "/for-providers",
      context: "sobre las soluciones para proveedores educativos",
    },
  },
  {
    icon: "users",
    badge: "Padres",
    tone: "families",
    title: "Para familias",
    description:
      "Use los fondos para la educación de su hijo en lo que necesita, sin enviar recibos por correo postal.",
    highlights: [
      "Presente su solicitud y siga su estado en línea",
      "Elija entre proveedores aprobados",
      "Vea su saldo y cada pago",
    ],
    action: {
      label: "Más información",
      href: "/for-families",
      context: "sobre las soluciones para familias",
    },
  },
];

export const complianceSection: SectionIntro = {
  eyebrow: "Cumplimiento normativo",
  title: "Dinero público, sujeto a normas públicas",
  intro: `Los administradores de programas deben responder ante auditores, legisladores y padres. ${brand} está hecho para que siempre tengan esas respuestas a la mano.`,
};

export const complianceHighlights: IconCard[] = [
  {
    icon: "shield-check",
    title: "Certificación SOC 2 Type II",
    description:
      "Un auditor independiente revisa cada año nuestros controles de seguridad, disponibilidad y confidencialidad.",
  },
  {
    icon: "file-check-2",
    title: "Cumple con FERPA",
    description:
      "Los expedientes de los estudiantes se usan solo para el programa que los recopiló, y nunca se venden ni se comparten con fines publicitarios.",
  },
  {
    icon: "lock-keyhole",
    title: "Cifrado de extremo a extremo",
    description:
      "Cifrado AES-256 en reposo y TLS 1.3 en tránsito, con control de acceso según la función de cada usuario y autenticación de varios factores.",
  },
  {
    icon: "eye",
    title: "Listo para auditorías desde el principio",
    description:
      "Cada aprobación, pago y cambio queda registrado con quién lo hizo y cuándo. Así, una auditoría es una simple exportación y no un proyecto.",
  },
];

export const complianceLink: Action = {
  label: "Lea sobre nuestra seguridad",
  href: "/security",
};

export const supportSection: SectionIntro = {
  eyebrow: "Soporte",
  title: "Ayuda cuando la necesite",
  intro:
    "Las familias, los proveedores y el personal de los programas reciben respuestas pensadas para cada uno, desde guías de autoayuda hasta una persona real al teléfono.",
};

export const supportLinks: LinkCard[] = [
  {
    icon: "life-buoy",
    title: "Centro de ayuda",
    description:
      "Respuestas que puede buscar sobre solicitudes, pagos, cuentas y servicios de proveedores.",
    href: "/help-center",
  },
  {
    icon: "book-open",
    title: "Documentación",
    description:
      "Guías del usuario, la guía del administrador, la guía de integración y la referencia de la API.",
    href: "/documentation",
  },
  {
    icon: "mail",
    title: "Comuníquese con nosotros",
    description:
      "Escriba a nuestro equipo de soporte o llame de lunes a viernes, de 8 a. m. a 6 p. m. (hora del Este). Respondemos los correos electrónicos en un plazo de 24 horas.",
    href: contactHref("support"),
  },
  {
    icon: "activity",
    title: "Estado del sistema",
    description:
      "Estado actual y disponibilidad de la API, los pagos, el inicio de sesión y el resto de la plataforma.",
    href: "/status",
  },
];

export const homeCta: CtaContent = {
  title: "¿Está listo para transformar el financiamiento de la educación?",
  intro: `Vea cómo ${brand} administraría su programa en un recorrido de 30 minutos con nuestro equipo, adaptado a las reglas de su estado.`,
  actions: [
    { label: "Programar una demostración", opensDemo: true },
    { label: "Contactar a ventas", href: contactHref("sales") },
  ],
  contact: salesContact,
};
