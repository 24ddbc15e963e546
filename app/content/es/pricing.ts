import type {
  Action,
  CtaContent,
  Faq,
  PageIntro,
  PricingPlan,
  SectionIntro,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

import { phoneHours, salesContact } from "./organization";

const brand = siteConfig.name;

export const pricingIntro: PageIntro = {
  eyebrow: "Precios",
  title: "Precios sencillos para programas de todos los tamaños",
  intro:
    "Comience con una prueba gratuita de 30 días, sin tarjeta de crédito. Elija un plan según el número de cuentas de estudiantes que administra, y cambie de plan cuando su programa crezca.",
};

export const plansSection: SectionIntro = {
  title: "Elija su plan",
  intro:
    "Todos los planes incluyen la base completa de seguridad y cumplimiento normativo. Los planes se diferencian en cuántas cuentas de estudiantes admiten y en qué partes de la plataforma incluyen.",
};

/** "Comenzar" opens the request dialog: a trial starts with a short conversation. */
const getStarted: Action = { label: "Comenzar", opensDemo: true };

/** The badge on the popular plan. */
export const popularPlanLabel = "Más popular";

export const pricingPlans: PricingPlan[] = [
  {
    name: "Starter",
    price: "$99",
    period: "al mes",
    description:
      "Para una sola escuela, un programa piloto o una red pequeña de proveedores que empieza a manejar sus fondos en línea.",
    features: [
      "Hasta 100 cuentas de estudiantes",
      "Portal para padres y tutores, y solicitudes en línea",
      "Perfiles en el mercado de proveedores",
      "Procesamiento de pagos en tiempo real",
      "Informes estándar de gastos y saldos",
      "Soporte por correo electrónico con respuesta en un plazo de 24 horas",
    ],
    popular: false,
    action: getStarted,
  },
  {
    name: "Professional",
    price: "$299",
    period: "al mes",
    description:
      "Para distritos escolares y programas en crecimiento que necesitan herramientas de supervisión, comidas escolares y conexión con los sistemas que ya usan.",
    features: [
      "Hasta 1,000 cuentas de estudiantes",
      "Todo lo incluido en Starter",
      "Panel de control y análisis para administradores",
      "Seguimiento automatizado del cumplimiento normativo",
      "Pedidos de almuerzo escolar con límites de gasto",
      "Acceso a la API e integraciones estándar",
      `Soporte por teléfono ${phoneHours}`,
    ],
    popular: true,
    action: getStarted,
  },
  {
    name: "Enterprise",
    price: "Personalizado",
    period: "precio según su programa",
    description:
      "Para programas estatales que necesitan escala ilimitada, inicio de sesión único y un plan de implementación preparado con nuestro equipo.",
    features: [
      "Cuentas ilimitadas",
      "Todo lo incluido en Professional",
      "Inicio de sesión único e integraciones personalizadas",
      "Planificación guiada, programa piloto e implementación en todo el estado",
      "Un gerente de cuenta asignado",
      "Revisiones de seguridad y apoyo en el proceso de compras públicas",
    ],
    popular: false,
    action: { label: "Contactar a ventas", href: contactHref("sales") },
  },
];

export const includedSection: SectionIntro = {
  eyebrow: "En todos los planes",
  title: "Lo esencial nunca requiere un plan superior",
  intro: `El dinero público y los expedientes de los estudiantes merecen la misma protección, sea cual sea el tamaño del programa. Por eso, todos los planes de ${brand} incluyen:`,
};

export const includedInEveryPlan: string[] = [
  "Una plataforma con certificación SOC 2 Type II",
  "Manejo de los expedientes de los estudiantes conforme a FERPA",
  "Cifrado AES-256 en reposo y TLS 1.3 en tránsito",
  "Control de acceso basado en roles y autenticación multifactor",
  "Monitoreo 24/7, respaldado por un acuerdo de nivel de servicio (SLA) de 99.9% de disponibilidad",
  "Una prueba gratuita de 30 días, sin tarjeta de crédito",
];

export const pricingFaqSection: SectionIntro = {
  eyebrow: "Preguntas frecuentes",
  title: "Respuestas a sus preguntas sobre precios",
};

export const pricingFaqs: Faq[] = [
  {
    question: "¿Puedo cambiar de plan más adelante?",
    answer:
      "Sí. Los cambios a un plan superior o inferior se aplican de inmediato y se prorratean: usted paga solo la diferencia por el resto del período de facturación, o recibe un crédito para el período siguiente.",
  },
  {
    question: "¿Hay una prueba gratuita?",
    answer:
      "Todos los planes comienzan con una prueba gratuita de 30 días, y no necesita tarjeta de crédito para empezar. Al final de la prueba, usted elige un plan. No se le cobra nada si no lo elige.",
  },
  {
    question: "¿Qué formas de pago aceptan?",
    answer:
      "Aceptamos todas las tarjetas de crédito principales, transferencias bancarias ACH y órdenes de compra, para que las escuelas y las agencias puedan pagar con su proceso de compras habitual.",
  },
  {
    question: "¿Hay un descuento si pago por año?",
    answer:
      "Sí. Si paga una vez al año, ahorra un 15% en comparación con el pago mes a mes, en cualquier plan.",
  },
  {
    question: "¿Qué se considera una cuenta de estudiante?",
    answer:
      "Una cuenta por cada estudiante inscrito en su programa, ya sea que tenga fondos de la ESA, un saldo de comidas escolares o ambos. No se cuentan los accesos de padres y tutores, proveedores ni personal.",
  },
];

export const pricingCta: CtaContent = {
  title: "¿No sabe qué plan le conviene?",
  intro:
    "Díganos cuántos estudiantes atiende su programa y qué necesita controlar. Le mostraremos la plataforma paso a paso y le recomendaremos un plan.",
  actions: [
    { label: "Solicitar una demostración", opensDemo: true },
    { label: "Contactar a ventas", href: contactHref("sales") },
  ],
  contact: salesContact,
};
