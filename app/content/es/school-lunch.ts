import type { Action, CtaContent, IconCard, PageIntro, SectionIntro } from "~/content/types";
import { contactHref } from "~/lib/inquiry";

export const schoolLunchIntro: PageIntro & { actions: Action[] } = {
  eyebrow: "Almuerzo escolar",
  title: "Comidas escolares fáciles de pedir y de pagar",
  intro:
    "Las familias piden comidas en línea, fijan límites de gasto y anotan sus necesidades alimentarias. Las escuelas planifican el servicio y concilian los pagos, ya sea que las comidas se paguen con fondos de la ESA, en efectivo o de las dos formas.",
  actions: [
    { label: "Solicitar una demostración", opensDemo: true },
    { label: "Lo que reciben las familias", href: "#family-benefits" },
  ],
};

export const lunchFeaturesSection: SectionIntro = {
  eyebrow: "Funciones",
  title: "Un servicio de comidas en la misma plataforma que su programa de ESA",
  intro:
    "Los estudiantes, los padres y tutores y el personal de nutrición comparten un solo registro. Así, nunca hay que cotejar a mano los pedidos, las alergias y los pagos.",
};

export const lunchFeatures: IconCard[] = [
  {
    icon: "shopping-basket",
    title: "Pedidos de comidas",
    description:
      "Las familias eligen y piden las comidas por adelantado del menú de la escuela, en un teléfono o una computadora.",
  },
  {
    icon: "salad",
    title: "Cuentas de estudiantes con preferencias alimentarias",
    description:
      "La cuenta de cada estudiante registra sus alergias y preferencias alimentarias, y el personal que sirve las comidas las ve en el momento de servir.",
  },
  {
    icon: "gauge",
    title: "Límites de gasto fijados por los padres y tutores",
    description:
      "Los padres y tutores fijan límites diarios o semanales y deciden qué productos adicionales puede comprar su hijo, si los hay.",
  },
  {
    icon: "hand-coins",
    title: "Pago con fondos de la ESA, en efectivo o de las dos formas",
    description:
      "Las comidas se pueden pagar con los fondos de la ESA del estudiante, en efectivo o con una combinación de ambos, cuando el programa lo permite.",
  },
  {
    icon: "calendar-days",
    title: "Planificación de menús e información nutricional",
    description:
      "El personal de nutrición planifica los menús con anticipación y publica los ingredientes y la información nutricional, que las familias pueden consultar antes de hacer su pedido.",
  },
  {
    icon: "file-spreadsheet",
    title: "Informes y conciliación",
    description:
      "Las escuelas ven las comidas servidas, los pagos según su origen y los saldos pendientes, y los concilian sin hojas de cálculo.",
  },
];

export const schoolBenefitsSection: SectionIntro = {
  eyebrow: "Para escuelas y distritos escolares",
  title: "Beneficios para las escuelas",
};

export const schoolBenefits: string[] = [
  "Saber cuántas comidas preparar antes de que empiece el servicio",
  "Dedicar menos tiempo a cobrar en efectivo y a reclamar saldos sin pagar",
  "Ver las alergias y las necesidades alimentarias en el momento de servir",
  "Conciliar en un solo informe los pagos con fondos de la ESA, en efectivo y combinados",
  "Publicar los menús y la información nutricional en un solo lugar",
  "Mantener protegidos los expedientes de los estudiantes conforme a FERPA",
];

export const familyBenefitsSection: SectionIntro = {
  eyebrow: "Para padres, tutores y estudiantes",
  title: "Beneficios para las familias",
};

export const familyBenefits: string[] = [
  "Pedir las comidas de su hijo desde un teléfono o una computadora",
  "Fijar límites de gasto y ver lo que compra su hijo",
  "Anotar una sola vez las alergias y las preferencias alimentarias",
  "Pagar con fondos de la ESA, en efectivo o de las dos formas",
  "Consultar los menús y la información nutricional antes de hacer su pedido",
  "Ver el saldo del almuerzo escolar junto a la ESA de su hijo",
];

export const schoolLunchCta: CtaContent = {
  title: "Simplifique el servicio de comidas en sus escuelas",
  intro:
    "Vea cómo funcionarían los pedidos, los registros alimentarios y los pagos en su distrito, en un recorrido guiado con nuestro equipo.",
  actions: [
    { label: "Solicitar una demostración", opensDemo: true },
    { label: "Contactar a ventas", href: contactHref("sales") },
  ],
};
