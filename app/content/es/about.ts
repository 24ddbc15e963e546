import type { CtaContent, IconCard, PageIntro, SectionIntro, Stat } from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const aboutIntro: PageIntro = {
  eyebrow: "Quiénes somos",
  title: "Hacemos que los fondos para la educación funcionen para cada familia",
  intro: `${brand} se fundó en 2020 para que las cuentas de ahorro para la educación sean sencillas para las familias, justas para los proveedores y rindan cuentas al público que las financia.`,
};

export const missionSection: SectionIntro = {
  eyebrow: "Nuestra misión",
  title: "Que cada dólar para la educación beneficie al niño para el que se destinó",
};

export const missionParagraphs: string[] = [
  "Cuando un estado aparta dinero para la educación de un niño, ese dinero debe llegar rápido a un tutor, a un terapeuta o a un salón de clases. La familia no debería tener que adelantar el costo, guardar una caja llena de recibos ni esperar semanas por un reembolso.",
  `${brand} existe para cerrar esa brecha. Creamos el registro compartido que permite al personal del programa aprobar gastos con confianza, a los proveedores recibir el pago por su trabajo, y a los padres y tutores ver exactamente en qué se usaron los fondos de su hijo.`,
];

export const statsSection: SectionIntro = {
  eyebrow: "En cifras",
  title: "Programas de todo el país confían en nosotros",
};

export const aboutStats: Stat[] = [
  { value: "50,000+", label: "familias atendidas" },
  { value: "25+", label: "estados" },
  { value: "$2.5B+", label: "en fondos administrados" },
  { value: "98%", label: "de satisfacción" },
  { value: String(siteConfig.foundedYear), label: "año de fundación" },
];

export const storySection: SectionIntro = {
  eyebrow: "Nuestra historia",
  title: "Fundada por personas que administraban los programas",
};

export const storyParagraphs: string[] = [
  `${brand} comenzó en Austin, Texas, en ${siteConfig.foundedYear}, cuando un pequeño grupo de antiguos administradores de programas e ingenieros de pagos compartieron sus experiencias. Los administradores habían pasado años cuadrando hojas de cálculo con estados de cuenta bancarios; los ingenieros sabían que el dinero podía moverse de forma segura en segundos. Mientras tanto, las familias enviaban recibos en papel por correo postal y esperaban a que les devolvieran el dinero.`,
  "Empezamos con una pregunta: ¿cómo sería una cuenta de ahorro para la educación si se diseñara al mismo tiempo para el padre o la madre que usa un teléfono, para el tutor que tiene un pequeño negocio y para el auditor que revisa las cuentas? La respuesta fue una sola plataforma donde los requisitos de elegibilidad, los proveedores aprobados, las reglas de gasto y los pagos comparten el mismo registro.",
  "A medida que más estados abrieron programas de ESA, muchos nos pidieron que también nos encargáramos de las comidas escolares, para que la cuenta de almuerzo escolar de un estudiante y sus fondos para la educación estuvieran juntos, con los mismos controles para los padres. Hoy atendemos a 50,000+ familias en 25+ estados, y seguimos midiéndonos con la misma prueba: ¿llega el dinero al niño y todos pueden ver cómo llegó?",
];

export const valuesSection: SectionIntro = {
  eyebrow: "Nuestros valores",
  title: "Cómo tomamos decisiones",
  intro:
    "Cuatro compromisos guían lo que creamos y cómo tratamos a las personas que dependen de ello.",
};

export const aboutValues: IconCard[] = [
  {
    icon: "heart-handshake",
    title: "Las familias primero",
    description:
      "Si una función le facilita el trabajo a la oficina de un programa pero se lo complica a los padres y tutores, seguimos trabajando en ella hasta que sirva a ambos.",
  },
  {
    icon: "landmark",
    title: "Dinero público, normas públicas",
    description:
      "Cada aprobación y cada pago dejan un rastro que un auditor, un legislador o un periodista podría seguir, porque los contribuyentes lo merecen.",
  },
  {
    icon: "lock-keyhole",
    title: "Privacidad desde el principio",
    description:
      "Los expedientes de los estudiantes se usan solo para el programa que los recopiló. Nunca vendemos datos y nunca los usamos para publicidad.",
  },
  {
    icon: "accessibility",
    title: "Hecho para todos",
    description:
      "Desde el principio, diseñamos pensando en teclados, lectores de pantalla, conexiones lentas y teléfonos antiguos, no como algo de último momento.",
  },
];

export const aboutCta: CtaContent = {
  title: "Trabaje con nosotros",
  intro:
    "Ya sea que quiera unirse al equipo, administrar un programa con nosotros o simplemente hacer una pregunta, nos dará gusto saber de usted.",
  actions: [
    { label: "Ver puestos vacantes", href: "/careers#open-positions" },
    { label: "Comuníquese con nosotros", href: contactHref("general") },
  ],
};
