import type {
  Action,
  CtaContent,
  IntegrationCategory,
  IntegrationStatusLabels,
  PageIntro,
  SectionIntro,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const integrationsIntro: PageIntro = {
  eyebrow: "Integraciones",
  title: "Conecte los sistemas que ya usa",
  intro: `Con más de 100 integraciones y una API REST abierta, ${brand} intercambia datos con sistemas de información estudiantil, programas de finanzas, redes de pago y proveedores de identidad. Así, nadie tiene que volver a escribir un registro.`,
};

export const directorySection: SectionIntro = {
  eyebrow: "Directorio",
  title: "Integraciones populares por categoría",
  intro:
    "Una selección de más de 100 integraciones. Cada una está marcada como Disponible, si se puede activar hoy mismo, o Próximamente, si está en desarrollo.",
};

/** The spec's two statuses, in Spanish. */
export const integrationStatusLabels: IntegrationStatusLabels = {
  available: "Disponible",
  "coming-soon": "Próximamente",
};

export const integrationCategories: IntegrationCategory[] = [
  {
    icon: "school",
    title: "Sistemas de información estudiantil",
    description:
      "Mantenga la inscripción, los requisitos de elegibilidad y los datos de los estudiantes al día con su sistema de información estudiantil (SIS).",
    entries: [
      { name: "PowerSchool", status: "available" },
      { name: "Infinite Campus", status: "available" },
      { name: "Skyward", status: "available" },
      { name: "Aeries", status: "coming-soon" },
    ],
  },
  {
    icon: "calculator",
    title: "Contabilidad y ERP",
    description:
      "Registre los pagos, las devoluciones y los saldos de los fondos directamente en su libro mayor.",
    entries: [
      { name: "QuickBooks Online", status: "available" },
      { name: "Oracle NetSuite", status: "available" },
      { name: "Sage Intacct", status: "available" },
      { name: "Workday Financial Management", status: "coming-soon" },
    ],
  },
  {
    icon: "credit-card",
    title: "Pagos",
    description:
      "Reciba los aportes de las familias y pague a los proveedores por medio de redes confiables.",
    entries: [
      { name: "Stripe", status: "available" },
      { name: "Plaid", status: "available" },
      { name: "PayPal", status: "coming-soon" },
      { name: "Authorize.net", status: "coming-soon" },
    ],
  },
  {
    icon: "key-round",
    title: "Identidad e inicio de sesión único",
    description:
      "Permita que el personal, los estudiantes y las familias inicien sesión con las cuentas que ya tienen.",
    entries: [
      { name: "Clever", status: "available" },
      { name: "ClassLink", status: "available" },
      { name: "Google Workspace for Education", status: "available" },
      { name: "Microsoft Entra ID", status: "available" },
      { name: "Okta", status: "coming-soon" },
    ],
  },
  {
    icon: "monitor-play",
    title: "Plataformas de aprendizaje",
    description:
      "Conecte cursos en línea y herramientas de clase aprobados con las cuentas de los estudiantes.",
    entries: [
      { name: "Canvas", status: "available" },
      { name: "Schoology", status: "available" },
      { name: "Google Classroom", status: "available" },
      { name: "Moodle", status: "coming-soon" },
    ],
  },
  {
    icon: "message-square",
    title: "Comunicación",
    description:
      "Envíe a las familias alertas de saldo, recordatorios y aprobaciones por los medios donde leen sus mensajes.",
    entries: [
      { name: "Twilio", status: "available" },
      { name: "SendGrid", status: "available" },
      { name: "Microsoft Teams", status: "coming-soon" },
      { name: "ParentSquare", status: "coming-soon" },
    ],
  },
];

export const apiFeaturesSection: SectionIntro = {
  eyebrow: "API abierta",
  title: "Cree la integración que necesita",
  intro: `Si un sistema no está en la lista, la API de ${brand} permite que su equipo o su proveedor de software lo conecte, con el mismo acceso que usan nuestras propias integraciones.`,
};

export const integrationApiFeatures: string[] = [
  "Puntos de conexión REST para estudiantes, pagos, proveedores, cuentas, informes y webhooks",
  "Solicitudes y respuestas en JSON, con autenticación por token de portador (bearer token)",
  "Webhooks que informan sobre pagos y aprobaciones en tiempo real",
  "SDK para JavaScript, Python, Java y C#",
  "Rutas con número de versión, para que las integraciones existentes sigan funcionando",
  "Claves limitadas según el control de acceso basado en roles, a través de TLS 1.3",
];

export const apiFeatureActions: Action[] = [
  { label: "Ver la documentación de la API", href: "/api" },
  { label: "Leer la guía de integración", href: "/documentation" },
];

export const integrationsCta: CtaContent = {
  title: "¿No ve su sistema?",
  intro:
    "Díganos qué sistema necesita conectar. Creamos nuevas integraciones con los proveedores de software en los que confían nuestros clientes, y es posible que ya estemos trabajando en la suya.",
  actions: [
    { label: "Solicitar una integración", href: contactHref("partnership") },
    { label: "Solicitar una demostración", opensDemo: true },
  ],
};
