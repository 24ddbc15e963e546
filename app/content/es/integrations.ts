import type {
  Action,
  CtaContent,
  IntegrationStatusLabels,
  PageIntro,
  SectionIntro,
} from "~/content/types";
import type { IntegrationCategoryKey } from "~/content/integration-catalog";
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

/** What each category of the directory (content/integration-catalog.ts) is called. */
export const integrationCategoryText: Record<
  IntegrationCategoryKey,
  { title: string; description: string }
> = {
  "student-information": {
    title: "Sistemas de información estudiantil",
    description:
      "Mantenga la inscripción, los requisitos de elegibilidad y los datos de los estudiantes al día con su sistema de información estudiantil (SIS).",
  },
  accounting: {
    title: "Contabilidad y ERP",
    description:
      "Registre los pagos, las devoluciones y los saldos de los fondos directamente en su libro mayor.",
  },
  payments: {
    title: "Pagos",
    description:
      "Reciba los aportes de las familias y pague a los proveedores por medio de redes confiables.",
  },
  identity: {
    title: "Identidad e inicio de sesión único",
    description:
      "Permita que el personal, los estudiantes y las familias inicien sesión con las cuentas que ya tienen.",
  },
  learning: {
    title: "Plataformas de aprendizaje",
    description:
      "Conecte cursos en línea y herramientas de clase aprobados con las cuentas de los estudiantes.",
  },
  communication: {
    title: "Comunicación",
    description:
      "Envíe a las familias alertas de saldo, recordatorios y aprobaciones por los medios donde leen sus mensajes.",
  },
};

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
