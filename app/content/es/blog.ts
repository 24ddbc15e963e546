import type { ArticleLabels, CtaContent, FeedLink, PageIntro, SectionIntro } from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import type { BlogCategory } from "~/lib/publishing/entry-fields";
import { siteConfig } from "~/lib/site-config";
import type { CountedText } from "~/lib/template";

const brand = siteConfig.name;

export const blogIntro: PageIntro = {
  eyebrow: "Blog",
  title: "Ideas sobre el financiamiento de la educación",
  intro:
    "Notas prácticas de nuestro equipo sobre cómo administrar programas de ESA, pagar a los proveedores, alimentar a los estudiantes y rendir cuentas de los fondos públicos.",
};

export const postsSection: SectionIntro = {
  title: "Artículos recientes",
  intro:
    "Guías para el personal de los programas, los proveedores y los padres y tutores. Si desea profundizar en alguno de estos temas, con gusto lo conversamos con usted.",
};

/** What each category is called, and how its own page introduces it. */
export const blogCategories: Record<
  BlogCategory,
  { label: string; intro: string; description: string }
> = {
  "program-design": {
    label: "Diseño de programas",
    intro:
      "Las decisiones que toma un estado o un distrito antes y durante un programa de ESA: reglas, plazos, proveedores y apelaciones.",
    description: `Artículos del equipo de ${brand} sobre cómo diseñar y poner en marcha programas de cuentas de ahorro para la educación: reglas, plazos y lanzamiento.`,
  },
  providers: {
    label: "Proveedores",
    intro:
      "Para tutores, terapeutas, escuelas, campamentos y programas en línea: cómo obtener la aprobación, aparecer en el mercado de proveedores y recibir sus pagos.",
    description: `Artículos para proveedores educativos: cómo unirse al mercado de proveedores de un programa de ESA, aparecer en él y cobrar a tiempo con ${brand}.`,
  },
  "school-meals": {
    label: "Comidas escolares",
    intro:
      "Cómo administrar las cuentas de comidas escolares junto a las cuentas de ahorro para la educación, para escuelas y familias.",
    description: `Artículos sobre comidas escolares: cuentas de comidas, necesidades alimentarias, límites de gasto y pago con fondos de la ESA, efectivo o ambos en ${brand}.`,
  },
  families: {
    label: "Familias",
    intro:
      "Guías en lenguaje sencillo para los padres y tutores que usan una cuenta de ahorro para la educación.",
    description:
      "Guías sencillas para padres y tutores: qué se puede pagar con los fondos de la ESA, cómo presentar una solicitud y cómo administrar una cuenta.",
  },
  security: {
    label: "Seguridad",
    intro:
      "Cómo se protegen los expedientes de los estudiantes y el dinero público, explicado sin tecnicismos.",
    description: `Cómo protege ${brand} los expedientes de los estudiantes y los fondos públicos, de SOC 2 Type II y FERPA al cifrado, explicado con palabras sencillas.`,
  },
};

export const categoryNav = {
  label: "Categorías del blog",
  all: "Todos los artículos",
};

export const postLabels: ArticleLabels & {
  by: string;
  readingTime: CountedText;
  related: string;
  category: string;
  categoryTitle: string;
} = {
  breadcrumb: "Ruta de navegación",
  readMore: "Leer más",
  readMoreContext: "sobre “{title}”",
  published: "Publicado",
  by: "Por {author}",
  readingTime: {
    none: "Menos de un minuto de lectura",
    one: "1 minuto de lectura",
    other: "{count} minutos de lectura",
  },
  related: "Artículos relacionados",
  category: "Categoría",
  categoryTitle: "Artículos: {category}",
};

export const blogFeed: FeedLink = {
  title: `Blog de ${brand}`,
  label: "Siga el blog con un lector de noticias (Atom)",
};

export const blogCta: CtaContent = {
  title: "¿Tiene preguntas sobre algún tema que tratamos?",
  intro:
    "Con gusto nuestro equipo le explicará cómo funcionaría todo esto en su programa, su distrito o su familia.",
  actions: [
    { label: "Comuníquese con nosotros", href: contactHref("general") },
    { label: "Explorar el Centro de ayuda", href: "/help-center" },
  ],
};
