import type { PageIntro, SiteSearchContent } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

export const searchIntro: PageIntro = {
  eyebrow: "Buscar",
  title: "Buscar en este sitio",
  intro: `Encuentre una página, una respuesta de ayuda, un artículo del blog, un comunicado de prensa o un puesto vacante en el sitio web de ${siteConfig.name}.`,
};

export const siteSearch: SiteSearchContent = {
  label: "Buscar en el sitio",
  placeholder: "Por ejemplo: usos permitidos, precios, reembolso",
  submit: "Buscar",
  landmark: "Búsqueda en el sitio",
  loading: "Buscando…",
  resultSummary: {
    none: "Ninguna página coincide con “{query}”",
    one: "1 página coincide con “{query}”",
    other: "{count} páginas coinciden con “{query}”",
  },
  noResults:
    "Pruebe con una palabra más corta o más general, o vea abajo todas las páginas del sitio. Nuestro equipo de soporte también puede responder su pregunta directamente.",
  unavailable:
    "En este momento no se pudo cargar la búsqueda. Abajo aparecen todas las páginas del sitio, y el Centro de ayuda tiene respuestas a las preguntas frecuentes.",
  siteIndex: "Todas las páginas del sitio",
  siteIndexGroups: {
    posts: "Artículos del blog",
    releases: "Comunicados de prensa",
    jobs: "Puestos vacantes",
  },
};
