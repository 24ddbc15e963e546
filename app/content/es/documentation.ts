import type { GuideOverview, PageIntro, SectionIntro } from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const documentationIntro: PageIntro = {
  eyebrow: "Documentación",
  title: `Guías para todos los usuarios de ${brand}`,
  intro: `Guías paso a paso para familias y proveedores, la guía del administrador para el personal de los programas y las referencias técnicas para los equipos que integran sus sistemas con ${brand}.`,
};

export const guidesSection: SectionIntro = {
  eyebrow: "Qué cubre cada guía",
  title: "Cuatro guías, una para cada tipo de trabajo",
  intro: `Las guías completas se comparten con los clientes dentro de la plataforma de ${brand} y se actualizan con cada nueva versión. Esta página resume lo que cubre cada una, para que sepa dónde buscar y a quién preguntar mientras tanto.`,
};

export const guides: GuideOverview[] = [
  {
    id: "user-guides",
    icon: "book-open",
    title: "Guías para usuarios",
    audience: "Para familias y proveedores educativos que usan la plataforma todos los días.",
    articles: [
      {
        title: "Cómo crear la cuenta de su familia",
        summary:
          "Configure sus datos para iniciar sesión, agregue a cada uno de sus hijos y suba los documentos que pide su estado.",
      },
      {
        title: "Cómo presentar una solicitud para una cuenta de ahorro para la educación",
        summary:
          "Complete la solicitud, siga su revisión y vea lo que pasa después de la aprobación.",
      },
      {
        title: "Cómo pagar a un proveedor aprobado",
        summary:
          "Busque un proveedor en el mercado de proveedores, confirme un pago y siga su estado hasta que se complete.",
      },
      {
        title: "Cómo pedir comidas escolares",
        summary:
          "Haga pedidos por adelantado, anote las preferencias alimentarias y fije un límite de gasto para cada estudiante.",
      },
      {
        title: "Cómo crear un perfil de proveedor",
        summary:
          "Describa sus servicios, suba sus credenciales y elija a dónde se envían los pagos que recibe.",
      },
    ],
    nextStep: { label: "Encontrar respuestas en el Centro de ayuda", href: "/help-center" },
  },
  {
    id: "api-reference",
    icon: "code-2",
    title: "Referencia de la API",
    audience: "Para desarrolladores que conectan otros sistemas a la plataforma.",
    articles: [
      {
        title: "Autenticación",
        summary:
          "Los tokens de portador que se envían con cada petición, y cómo renovar las claves de forma segura.",
      },
      {
        title: "Estudiantes",
        summary:
          "Consulte el saldo, el estado, los proveedores en los que está inscrito y el último pago de un estudiante.",
      },
      {
        title: "Pagos",
        summary: "Cree pagos a proveedores aprobados y siga cada uno hasta que se complete.",
      },
      {
        title: "Proveedores y cuentas",
        summary: "Obtenga la lista de proveedores aprobados y actualice los datos de las cuentas.",
      },
      {
        title: "Informes y webhooks",
        summary:
          "Obtenga informes del programa y registre puntos de conexión para recibir avisos de los eventos en el momento en que ocurren.",
      },
    ],
    nextStep: { label: "Ver los puntos de conexión y un ejemplo de código", href: "/api" },
  },
  {
    id: "administrator-guide",
    icon: "shield-check",
    title: "Guía del administrador",
    audience: "Para el personal estatal y de distritos escolares que administra un programa.",
    articles: [
      {
        title: "Cómo configurar las reglas del programa",
        summary:
          "Fije los montos de las asignaciones, las categorías de gastos permitidos y los umbrales de aprobación.",
      },
      {
        title: "Cómo revisar solicitudes",
        summary:
          "Avance por la lista de solicitudes que esperan la revisión de los requisitos de elegibilidad, pida documentos y registre las decisiones.",
      },
      {
        title: "Cómo aprobar proveedores",
        summary:
          "Evalúe a los nuevos proveedores, verifique sus credenciales y administre las renovaciones.",
      },
      {
        title: "Roles y permisos",
        summary:
          "Dé a cada miembro del personal el acceso que necesita para su trabajo, protegido con autenticación de múltiples factores.",
      },
      {
        title: "Auditoría e informes",
        summary:
          "Exporte informes de gastos y el registro de auditoría para auditores y legisladores.",
      },
    ],
    nextStep: { label: "Consultar a nuestro equipo de soporte", href: contactHref("support") },
  },
  {
    id: "integration-guide",
    icon: "plug",
    title: "Guía de integración",
    audience: "Para equipos de TI que conectan la plataforma con los sistemas que ya usan.",
    articles: [
      {
        title: "Sistemas de información estudiantil",
        summary:
          "Mantenga la inscripción y los expedientes de los estudiantes sincronizados con el sistema de su distrito.",
      },
      {
        title: "Inicio de sesión único",
        summary: "Permita que el personal inicie sesión con el proveedor de identidad que ya usa.",
      },
      {
        title: "Contabilidad y finanzas",
        summary: "Envíe los pagos y las conciliaciones a su libro mayor.",
      },
      {
        title: "Webhooks",
        summary: "Reciba eventos, como aprobaciones y pagos, en el momento en que ocurren.",
      },
    ],
    nextStep: {
      label: "Planificar una integración con nuestro equipo",
      href: contactHref("support"),
    },
  },
];
