import type {
  Action,
  IconCard,
  IconTile,
  LinkCard,
  PageIntro,
  SectionIntro,
  Step,
} from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const esaIntro: PageIntro & { actions: Action[] } = {
  eyebrow: "Cuentas de ahorro para la educación",
  title: "Cuentas de ahorro para la educación, sin complicaciones",
  intro: `Una cuenta de ahorro para la educación (ESA) pone en manos de la familia una parte de los fondos públicos para la educación, para que la use en servicios educativos aprobados. Con ${brand} es fácil presentar la solicitud, gastar los fondos y dar cuenta de cada dólar.`,
  actions: [
    { label: "Ver los usos permitidos", href: "#eligible-uses" },
    { label: "Cómo funciona", href: "#how-it-works" },
  ],
};

export const esaFeaturesSection: SectionIntro = {
  eyebrow: "En nuestra plataforma",
  title: `Lo que le ofrece una ESA en ${brand}`,
  intro:
    "Las mismas protecciones cuidan a las familias, a los proveedores y al programa, desde el primer pago hasta la auditoría final.",
};

export const esaFeatures: IconCard[] = [
  {
    icon: "piggy-bank",
    title: "Una cuenta propia",
    description:
      "Los fondos asignados a cada estudiante elegible se guardan en una cuenta propia, separada de los fondos de todas las demás familias.",
  },
  {
    icon: "wallet",
    title: "Saldo en tiempo real",
    description:
      "Las familias ven su saldo y cada transacción en el momento en que ocurre, desde cualquier dispositivo.",
  },
  {
    icon: "badge-check",
    title: "Solo proveedores aprobados",
    description:
      "Los fondos solo se pueden pagar a escuelas, tutores, terapeutas y otros proveedores que el programa haya revisado y aprobado.",
  },
  {
    icon: "list-checks",
    title: "Revisión automática de cada gasto",
    description:
      "Cada compra se compara con los usos permitidos del programa antes de mover el dinero, para que nadie tenga que devolverlo después.",
  },
  {
    icon: "receipt",
    title: "Un registro completo",
    description:
      "Cada pago queda registrado con su proveedor, su categoría y su fecha, listo para los archivos de la familia y para los auditores.",
  },
  {
    icon: "lock-keyhole",
    title: "Seguridad y privacidad",
    description:
      "El cifrado AES-256 de los datos guardados, el cifrado TLS 1.3 de los datos en tránsito y la autenticación de múltiples factores protegen cada cuenta.",
  },
];

export const eligibleUsesSection: SectionIntro = {
  eyebrow: "Usos permitidos",
  title: "Lo que se puede pagar con los fondos de la ESA",
  intro:
    "El programa de cada estado fija sus propias reglas y límites. Dentro de ellos, los fondos de la ESA pueden cubrir estos ocho tipos de gastos.",
};

export const eligibleUses: IconTile[] = [
  { icon: "school", label: "Matrícula de escuelas privadas" },
  { icon: "monitor-play", label: "Programas de aprendizaje en línea" },
  { icon: "book-open", label: "Tutoría y apoyo académico" },
  { icon: "heart-pulse", label: "Servicios de terapia (del habla, ocupacional y física)" },
  { icon: "pencil-ruler", label: "Materiales y útiles educativos" },
  { icon: "laptop", label: "Tecnología y software" },
  { icon: "sun", label: "Campamentos y programas de verano" },
  { icon: "bus", label: "Transporte a actividades educativas" },
];

export const processSection: SectionIntro = {
  eyebrow: "Cómo funciona",
  title: "Cómo funciona una ESA, paso a paso",
  intro:
    "Todas las familias siguen el mismo camino y pueden ver en qué paso están en cualquier momento.",
};

export const esaProcess: Step[] = [
  {
    title: "Presentar la solicitud",
    description:
      "Las familias completan en línea la solicitud del programa de su estado y suben los documentos de respaldo desde cualquier dispositivo.",
  },
  {
    title: "Recibir la aprobación",
    description:
      "El programa revisa los requisitos de elegibilidad. Los estudiantes aprobados reciben una asignación de fondos, que se agrega a su cuenta según el calendario de pagos del programa.",
  },
  {
    title: "Elegir proveedores",
    description:
      "En el mercado de proveedores, las familias comparan escuelas, tutores, terapeutas, campamentos y otros proveedores aprobados, y eligen lo que más les conviene.",
  },
  {
    title: "Administrar los fondos",
    description:
      "Las familias pagan a los proveedores desde la cuenta, revisan el saldo y guardan un registro completo de lo que gastaron.",
  },
];

export const nextStepsSection: SectionIntro = {
  eyebrow: "Próximos pasos",
  title: "Encuentre la guía que le corresponde",
};

export const esaNextSteps: LinkCard[] = [
  {
    icon: "users",
    title: "Para familias",
    description:
      "Cómo presentar la solicitud, elegir proveedores y administrar los fondos de su hijo o hija.",
    href: "/for-families",
  },
  {
    icon: "graduation-cap",
    title: "Para proveedores",
    description: "Cómo aparecer en el mercado de proveedores y aceptar pagos con fondos de la ESA.",
    href: "/for-providers",
  },
  {
    icon: "building-2",
    title: "Para estados",
    description:
      "Cómo poner en marcha y supervisar un programa de ESA con plena rendición de cuentas.",
    href: "/for-states",
  },
  {
    icon: "life-buoy",
    title: "Centro de ayuda",
    description: "Respuestas a preguntas frecuentes sobre cuentas, pagos y proveedores.",
    href: "/help-center",
  },
];
