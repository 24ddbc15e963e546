import type { SiteChrome } from "~/content/types";

import { certifications, tagline } from "./organization";

/** What every page shows around its own content: skip link, header, footer, shared labels. */
export const siteChrome: SiteChrome = {
  skipLink: "Saltar al contenido principal",
  homeLink: "inicio",
  header: {
    navLabel: "Principal",
    menu: "Menú",
    // Section anchors are written as "/#id" so they work from every page, not only from Home.
    links: [
      { label: "Almuerzo escolar", href: "/school-lunch" },
      { label: "ESA", href: "/esa" },
      { label: "Funciones", href: "/#features" },
      { label: "Soluciones", href: "/#solutions" },
      { label: "Cumplimiento normativo", href: "/#compliance" },
      { label: "Soporte", href: "/#support" },
    ],
    signIn: "Iniciar sesión",
    getStarted: "Comenzar",
    search: "Buscar en este sitio",
    otherLanguage: "English",
    languageNav: "Idioma",
  },
  footer: {
    navLabel: "Pie de página",
    tagline,
    groups: {
      Product: "Producto",
      Solutions: "Soluciones",
      Support: "Soporte",
      Company: "Empresa",
      Legal: "Legal",
    },
    rightsReserved: "Todos los derechos reservados.",
    certifications,
  },
  error: {
    code: "Error",
    title: "Algo salió mal",
    message: "No pudimos mostrar esta página. Vuelva a intentarlo en un momento.",
  },
  returnHome: "Volver al inicio",
  close: "Cerrar",
  legalDocument: {
    lastUpdated: "Última actualización",
    tableOfContents: "Índice",
    contents: "Contenido",
  },
};
