import type {
  CtaContent,
  FeatureDetail,
  LinkCard,
  PageIntro,
  SectionIntro,
  Step,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const featuresIntro: PageIntro = {
  eyebrow: "Producto",
  title: "Funciones creadas para fondos públicos",
  intro: `${brand} combina los controles que necesita un programa estatal con la sencillez que esperan las familias: seguridad, pagos en tiempo real, análisis, acceso compartido, cumplimiento normativo automatizado e integraciones, en una sola plataforma.`,
};

export const coreFeaturesSection: SectionIntro = {
  eyebrow: "Funciones principales",
  title: "Seis funciones, un solo registro para rendir cuentas",
  intro:
    "Todas las funciones trabajan con los mismos datos. Así, una aprobación, un pago y el informe que los muestra siempre coinciden.",
};

export const coreFeatures: FeatureDetail[] = [
  {
    icon: "shield-check",
    title: "Seguridad",
    description:
      "Los expedientes de los estudiantes y los fondos públicos están protegidos con el nivel que esperan los auditores y los padres y tutores.",
    highlights: [
      "Certificación SOC 2 Type II y cumplimiento de FERPA",
      "Cifrado AES-256 en reposo y TLS 1.3 en tránsito",
      "Pruebas de penetración cada trimestre",
    ],
    link: { label: "Cómo protegemos sus datos", href: "/security" },
  },
  {
    icon: "zap",
    title: "Procesamiento en tiempo real",
    description:
      "Las compras aprobadas se pagan en cuanto cumplen las reglas del programa, y los saldos se actualizan de inmediato.",
    highlights: [
      "Las reglas de gasto se verifican antes de mover el dinero",
      "Los proveedores reciben el pago directamente de las cuentas de las familias",
      "Saldos e historial de pagos siempre al día",
    ],
    link: { label: "Ver el estado del sistema en vivo", href: "/status" },
  },
  {
    icon: "bar-chart-3",
    title: "Análisis",
    description:
      "El personal del programa ve las inscripciones, los gastos y las aprobaciones en el momento en que ocurren, no al final del trimestre.",
    highlights: [
      "Gastos por categoría, proveedor y región",
      "Aprobaciones pendientes y excepciones de un vistazo",
      "Informes para exportar, listos para legisladores y auditores",
    ],
  },
  {
    icon: "users",
    title: "Acceso para varios usuarios",
    description:
      "Las familias, los proveedores, el personal escolar y los administradores del programa tienen cada uno su propia vista del mismo programa.",
    highlights: [
      "Control de acceso basado en roles para cada usuario",
      "Autenticación multifactor",
      "Vistas separadas para familias, proveedores y personal",
    ],
  },
  {
    icon: "clipboard-check",
    title: "Cumplimiento normativo automatizado",
    description:
      "La plataforma aplica los requisitos de elegibilidad y las reglas sobre gastos permitidos y documentación a medida que se hace el trabajo.",
    highlights: [
      "Verificación de los requisitos de elegibilidad al presentar la solicitud",
      "Compras comparadas con las reglas de gastos permitidos",
      "Un registro de auditoría completo que deja ver cualquier alteración",
    ],
    link: { label: "Normas que cumplimos", href: "/security#compliance-standards" },
  },
  {
    icon: "plug",
    title: "Integración sencilla",
    description:
      "Conecte los sistemas de información estudiantil, de finanzas y de identidad que ya usa, sin volver a escribir los registros.",
    highlights: [
      "Más de 100 integraciones",
      "Una API REST con webhooks",
      "SDK para JavaScript, Python, Java y C#",
    ],
    link: { label: "Ver las integraciones", href: "/integrations" },
  },
];

export const howItWorksSection: SectionIntro = {
  eyebrow: "Cómo funciona en conjunto",
  title: "De la asignación de fondos a la auditoría en cuatro pasos",
  intro: "El mismo registro sigue cada dólar, así que cada paso se basa en el anterior.",
};

export const howItWorksSteps: Step[] = [
  {
    title: "Configure el programa",
    description:
      "Los administradores configuran los requisitos de elegibilidad, los montos otorgados y los gastos permitidos según las reglas del estado.",
  },
  {
    title: "Inscriba a las familias y los proveedores",
    description:
      "Las familias presentan su solicitud en línea, y la plataforma la verifica automáticamente. Los proveedores presentan una solicitud para unirse al mercado de proveedores y pasan por una evaluación.",
  },
  {
    title: "Gaste con confianza",
    description:
      "Las familias eligen proveedores aprobados y pagan desde su cuenta. Cada compra se verifica antes de pagarse.",
  },
  {
    title: "Informe y concilie",
    description:
      "Los paneles de control y los informes para exportar muestran a dónde fue cada dólar, listos para los equipos de finanzas, los auditores y los legisladores.",
  },
];

export const audiencesSection: SectionIntro = {
  eyebrow: "Para quién es",
  title: "Una plataforma, cuatro puntos de vista",
  intro: "Vea cómo las mismas funciones sirven a cada grupo en un programa de ESA.",
};

export const audienceLinks: LinkCard[] = [
  {
    icon: "building-2",
    title: "Gobiernos estatales",
    description:
      "Ponga en marcha y supervise un programa de ESA con los controles que exige el dinero público.",
    href: "/for-states",
  },
  {
    icon: "graduation-cap",
    title: "Proveedores educativos",
    description:
      "Aparezca en el mercado de proveedores, acepte pagos con fondos de la ESA y reciba su dinero a tiempo.",
    href: "/for-providers",
  },
  {
    icon: "users",
    title: "Familias",
    description:
      "Presente su solicitud, elija proveedores y siga cada dólar de los fondos de su hijo.",
    href: "/for-families",
  },
  {
    icon: "utensils-crossed",
    title: "Escuelas",
    description:
      "Administre los pedidos de comidas con cuentas de estudiantes, preferencias alimentarias y límites de gasto.",
    href: "/school-lunch",
  },
];

export const featuresCta: CtaContent = {
  title: "Vea cómo funcionan juntas todas las funciones",
  intro: `Una presentación guiada con nuestro equipo le muestra cómo ${brand} administraría su programa, con las reglas de su estado.`,
  actions: [
    { label: "Solicitar una demostración", opensDemo: true },
    { label: "Contactar a ventas", href: contactHref("sales") },
  ],
};
