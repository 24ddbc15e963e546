import type {
  ArticleLabels,
  ContactLink,
  FeedLink,
  PageIntro,
  SectionIntro,
} from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours } from "./organization";

const brand = siteConfig.name;

export const pressIntro: PageIntro = {
  eyebrow: "Prensa",
  title: "Noticias y recursos para medios",
  intro: `Los anuncios más recientes de ${brand}, con los contactos para periodistas que cubren el financiamiento de la educación y la libre elección de escuela.`,
};

export const releasesSection: SectionIntro = {
  eyebrow: "Comunicados de prensa",
  title: "Anuncios",
};

export const releaseLabels: ArticleLabels & { source: string } = {
  breadcrumb: "Ruta de navegación",
  readMore: "Leer el comunicado",
  readMoreContext: "“{title}”",
  published: "Publicado",
  source: "Fuente",
};

/** The standard closing paragraph of every release. */
export const aboutBrand = {
  title: `Acerca de ${brand}`,
  paragraphs: [
    `${brand} es la plataforma que usan los programas estatales y de distritos escolares para administrar cuentas de ahorro para la educación y programas de comidas escolares. Las familias presentan su solicitud, eligen proveedores aprobados y les pagan desde una sola cuenta; los proveedores aparecen en el mercado de proveedores y reciben sus pagos a tiempo; las oficinas de los programas fijan las reglas y ven cada dólar mientras se mueve.`,
    `Fundada en Austin, Texas, en ${siteConfig.foundedYear}, ${brand} atiende a 50,000+ familias en 25+ estados y administra más de $2.5B en fondos de programas. La plataforma cuenta con la certificación SOC 2 Type II y cumple con FERPA.`,
  ],
};

export const mediaContactSection: SectionIntro = {
  eyebrow: "Contacto para medios",
  title: "¿Está preparando una nota?",
  intro:
    "Nuestro equipo de prensa puede organizar entrevistas, confirmar datos y cifras, y ponerle en contacto con socios de los programas dispuestos a hablar. Respondemos a las solicitudes de los medios en días hábiles.",
};

export const mediaContacts: ContactLink[] = [
  {
    label: "Correo electrónico",
    text: siteConfig.emails.press,
    href: mailto(siteConfig.emails.press),
  },
  { label: "Teléfono", text: siteConfig.phone.display, href: telHref, detail: phoneHours },
];

export const pressFeed: FeedLink = {
  title: `Comunicados de prensa de ${brand}`,
  label: "Siga nuestros comunicados de prensa con un lector de noticias (Atom)",
};
