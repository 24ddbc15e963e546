import type {
  Action,
  CtaContent,
  IconCard,
  PageIntro,
  SectionIntro,
  Stat,
  Step,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";

export const forFamiliesIntro: PageIntro & { actions: Action[]; stats: Stat[] } = {
  eyebrow: "Para familias",
  title: "Los fondos para la educación de su hijo, en sus manos",
  intro:
    "Presente una solicitud para una cuenta de ahorro para la educación (ESA), elija los tutores, las escuelas y los terapeutas adecuados para su hijo y vea cada dólar que gasta, todo desde una sola cuenta segura.",
  actions: [
    { label: "Conocer cómo funcionan las ESA", href: "/esa" },
    { label: "Ver qué pueden cubrir los fondos", href: "/esa#eligible-uses" },
  ],
  stats: [
    { value: "50,000+", label: "familias atendidas" },
    { value: "$2.5B+", label: "en fondos administrados" },
    { value: "98%", label: "de satisfacción de las familias" },
  ],
};

export const familyFeaturesSection: SectionIntro = {
  eyebrow: "Su cuenta",
  title: "Una sola cuenta para todo lo que pagan los fondos de su hijo",
  intro:
    "Diseñada para usarse con facilidad en el teléfono, clara en cada dólar y privada desde el principio.",
};

export const familyFeatures: IconCard[] = [
  {
    icon: "clipboard-list",
    title: "Presente su solicitud en línea",
    description:
      "Complete su solicitud desde cualquier dispositivo, suba documentos desde su teléfono y siga su estado mientras se revisa.",
  },
  {
    icon: "wallet",
    title: "Consulte su saldo",
    description:
      "Su saldo se actualiza en cuanto se hace un pago, así que siempre sabe cuánto le queda por gastar.",
  },
  {
    icon: "search",
    title: "Encuentre proveedores aprobados",
    description:
      "Vea los tutores, las escuelas, los terapeutas y los campamentos que su estado aprobó, y compare lo que ofrecen.",
  },
  {
    icon: "credit-card",
    title: "Pague directamente a los proveedores",
    description:
      "Pague a los proveedores aprobados desde su cuenta, sin poner dinero de su bolsillo y sin enviar recibos por correo postal.",
  },
  {
    icon: "utensils",
    title: "Las comidas escolares en el mismo lugar",
    description:
      "Agregue dinero a la cuenta de comidas de su hijo, fije límites de gasto y anote sus necesidades alimentarias junto a su ESA.",
  },
  {
    icon: "shield-check",
    title: "Privada y segura",
    description:
      "Los expedientes de su hijo están protegidos conforme a FERPA y cifrados, y nunca se venden ni se usan para publicidad.",
  },
];

export const familyStepsSection: SectionIntro = {
  eyebrow: "Cómo funciona",
  title: "Cuatro pasos desde la solicitud hasta el aprendizaje",
  intro:
    "Las solicitudes se presentan al programa de ESA de su estado. Cada uno de estos pasos se hace en su cuenta.",
};

export const familySteps: Step[] = [
  {
    title: "Presente su solicitud",
    description:
      "Llene la solicitud del programa de su estado y suba los documentos que le pidan. Puede guardarla y terminarla más tarde.",
  },
  {
    title: "Reciba la aprobación",
    description:
      "El programa de su estado revisa la solicitud. Cuando se aprueba, usted recibe un aviso y los fondos se agregan a su cuenta.",
  },
  {
    title: "Elija a los proveedores",
    description:
      "Vea los proveedores aprobados y elija la tutoría, la terapia, los cursos o los campamentos adecuados para su hijo.",
  },
  {
    title: "Administre los fondos",
    description:
      "Pague a los proveedores, vigile su saldo y guarde un registro de cada compra durante todo el año.",
  },
];

export const familyBenefitsSection: SectionIntro = {
  eyebrow: "Beneficios",
  title: "Lo que ganan las familias",
};

export const familyBenefits: string[] = [
  "Sin gastos de su bolsillo ni formularios de reembolso",
  "Libertad para elegir los servicios adecuados para su hijo",
  "Su saldo y todas sus transacciones, cuando usted quiera consultarlos",
  "Solo proveedores aprobados y verificados en el mercado de proveedores",
  "Funciona en un teléfono, una tableta o una computadora de la biblioteca",
  "Un equipo de soporte que responde los correos electrónicos en un plazo de 24 horas",
  "Las comidas escolares y los fondos de la ESA administrados en una sola cuenta",
  "La información de su familia, privada y protegida conforme a FERPA",
];

export const forFamiliesCta: CtaContent = {
  title: "¿Tiene preguntas antes de presentar su solicitud?",
  intro:
    "Nuestro Centro de ayuda responde las preguntas más frecuentes de las familias sobre cómo presentar una solicitud, pagar a los proveedores y administrar una cuenta. Si no encuentra la suya, nuestro equipo de soporte le ayudará con gusto.",
  actions: [
    { label: "Visitar el Centro de ayuda", href: "/help-center" },
    { label: "Contactar a soporte", href: contactHref("support") },
  ],
};
