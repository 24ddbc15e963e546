import type {
  Action,
  CtaContent,
  IconCard,
  IconTile,
  PageIntro,
  SectionIntro,
  Step,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

const applyToGetListed: Action = {
  label: "Presentar una solicitud para aparecer en el mercado",
  href: contactHref("partnership"),
};

export const forProvidersIntro: PageIntro & { actions: Action[] } = {
  eyebrow: "Para proveedores educativos",
  title: "Haga crecer su programa con las familias que tienen una ESA",
  intro: `Centros de tutoría, escuelas en línea, terapeutas y campamentos usan ${brand} para llegar a las familias que tienen una cuenta de ahorro para la educación (ESA) y para recibir pagos directos, sin papeleo ni demoras por reembolsos.`,
  actions: [
    applyToGetListed,
    { label: "Ver en qué pueden gastar las familias", href: "/esa#eligible-uses" },
  ],
};

export const providerTypesSection: SectionIntro = {
  eyebrow: "Quién puede participar",
  title: "Hecho para los proveedores que buscan las familias",
  intro:
    "Si el programa de su estado permite que las familias paguen lo que usted ofrece, puede publicarlo en el mercado de proveedores.",
};

export const providerTypes: IconTile[] = [
  {
    icon: "book-open",
    label: "Centros de tutoría",
    note: "Tutoría por materia, preparación para exámenes y apoyo académico",
  },
  {
    icon: "laptop",
    label: "Plataformas de aprendizaje en línea",
    note: "Cursos en línea, programas virtuales de tiempo completo y aplicaciones de aprendizaje",
  },
  {
    icon: "heart-pulse",
    label: "Servicios de terapia",
    note: "Terapia del habla, terapia ocupacional y fisioterapia",
  },
  {
    icon: "tent",
    label: "Campamentos educativos",
    note: "Campamentos de verano, de ciencia, tecnología, ingeniería y matemáticas (STEM), de artes y de aprendizaje al aire libre",
  },
];

export const providerToolsSection: SectionIntro = {
  eyebrow: "Herramientas",
  title: "Todo lo que necesita para atender a las familias que tienen una ESA",
  intro: "Una sola cuenta de proveedor incluye su perfil, sus pagos y sus trámites.",
};

export const providerTools: IconCard[] = [
  {
    icon: "store",
    title: "Perfil en el mercado de proveedores",
    description:
      "Las familias buscan proveedores aprobados por materia, edades y ubicación, y encuentran su programa cuando están listas para gastar.",
  },
  {
    icon: "credit-card",
    title: "Pagos directos con fondos de la ESA",
    description:
      "Las familias le pagan directamente desde su cuenta de ahorro para la educación, así que nadie tiene que esperar una solicitud de reembolso.",
  },
  {
    icon: "banknote",
    title: "Depósitos previsibles",
    description:
      "Los pagos aprobados se depositan en la cuenta bancaria de su negocio con regularidad, y cada depósito viene detallado.",
  },
  {
    icon: "receipt",
    title: "Facturas e historial de pagos",
    description:
      "Envíe facturas por sesiones o por matrícula y vea cuáles están pagadas, pendientes o por vencer, con registros listos para su contador.",
  },
  {
    icon: "badge-check",
    title: "Verificación una sola vez",
    description:
      "Envíe sus licencias y su acreditación una sola vez. Las guardamos en su expediente y le avisamos con tiempo antes de que algo venza.",
  },
  {
    icon: "headset",
    title: "Soporte para proveedores",
    description:
      "Nuestro equipo de servicios para proveedores le ayuda con su perfil, sus depósitos y las preguntas de las familias que atiende.",
  },
];

export const benefitsSection: SectionIntro = {
  eyebrow: "Beneficios",
  title: "Por qué los proveedores se registran con nosotros",
};

export const providerBenefits: string[] = [
  "Llegar a familias que ya tienen fondos reservados para la educación",
  "Recibir pagos directos en lugar de esperar a que les reembolsen a las familias",
  "Fijar sus propios precios, horarios y tamaños de clase",
  "Ver todos los pagos y depósitos en un solo lugar",
  "Dedicar menos tiempo al papeleo y más tiempo a enseñar",
  "Mantener un solo perfil verificado para todos los programas que atiende",
];

export const getListedSection: SectionIntro = {
  eyebrow: "Cómo aparecer en el mercado",
  title: "Tres pasos para atender a su primera familia con ESA",
  intro:
    "Comience con un mensaje breve a nuestro equipo de alianzas. Nosotros le guiamos en todo lo demás.",
};

export const getListedSteps: Step[] = [
  {
    title: "Cuéntenos sobre su programa",
    description:
      "Use el formulario de contacto, elija el tema de alianzas y díganos qué ofrece, dónde enseña y a qué edades atiende.",
  },
  {
    title: "Verifique sus credenciales",
    description:
      "Confirmamos las licencias, la acreditación o las certificaciones que exige el programa de su estado y le avisamos si falta algo.",
  },
  {
    title: "Publique su perfil",
    description:
      "Una vez que reciba la aprobación, sus servicios aparecen en el mercado de proveedores y las familias pueden pagarle desde sus cuentas.",
  },
];

export const forProvidersCta: CtaContent = {
  title: "¿Está listo para recibir a las familias que tienen una ESA?",
  intro:
    "Envíenos un mensaje sobre su programa y nuestro equipo de alianzas le responderá con los siguientes pasos para su estado.",
  actions: [applyToGetListed, { label: "Visitar el Centro de ayuda", href: "/help-center" }],
};
