import type { PageText } from "~/content/types";
import type { PagePath } from "~/lib/route-table";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

/**
 * Each page's name in links, its document title (before the brand suffix) and
 * its meta description (one or two sentences, under 160 characters).
 */
export const pageText: Record<PagePath, PageText> = {
  "/": {
    label: "Inicio",
    title: "Gestión de fondos de la ESA y programas de comidas escolares",
    description: `${brand} ayuda a estados, proveedores educativos y familias a manejar cuentas de ahorro para la educación y comidas escolares con controles auditables.`,
  },
  "/features": {
    label: "Funciones",
    title: "Funciones",
    description:
      "Seguridad, pagos en tiempo real, análisis, acceso multiusuario, cumplimiento normativo automático e integración fácil para programas de ESA y comidas escolares.",
  },
  "/pricing": {
    label: "Precios",
    title: "Precios",
    description:
      "Starter por $99 al mes, Professional por $299 al mes o un precio a la medida para Enterprise. Todos los planes empiezan con una prueba gratuita de 30 días.",
  },
  "/security": {
    label: "Seguridad",
    title: "Seguridad y cumplimiento normativo",
    description:
      "Certificación SOC 2 Type II y cumplimiento de FERPA: cifrado AES-256 en reposo, TLS 1.3 en tránsito, pruebas de penetración cada trimestre y monitoreo 24/7.",
  },
  "/integrations": {
    label: "Integraciones",
    title: "Integraciones",
    description: `Conecte ${brand} con sistemas de información estudiantil, contabilidad, pagos, inicio de sesión único y más: más de 100 integraciones y una API abierta.`,
  },
  "/for-states": {
    label: "Para estados",
    title: "Para gobiernos estatales",
    description:
      "Ponga en marcha y supervise un programa de ESA con control de fondos, requisitos de elegibilidad, verificación de proveedores e informes para rendir cuentas.",
  },
  "/for-providers": {
    label: "Para proveedores",
    title: "Para proveedores educativos",
    description: `Centros de tutoría, programas en línea, terapeutas y campamentos: aparezca en el mercado de proveedores de ${brand}, acepte pagos de la ESA y cobre a tiempo.`,
  },
  "/for-families": {
    label: "Para familias",
    title: "Para familias",
    description:
      "Solicite una cuenta de ahorro para la educación, elija proveedores aprobados y siga cada dólar de los fondos de su hijo desde un portal sencillo.",
  },
  "/api": {
    label: "API",
    title: "API para desarrolladores",
    description:
      "Una API REST para estudiantes, pagos, proveedores, cuentas, informes y webhooks, con autenticación con token de portador y JSON en todas partes.",
  },
  "/help-center": {
    label: "Centro de ayuda",
    title: "Centro de ayuda",
    description:
      "Respuestas para familias, proveedores y administradores: primeros pasos, administración de la cuenta, pagos y facturación, y servicios para proveedores.",
  },
  "/documentation": {
    label: "Documentación",
    title: "Documentación",
    description: `Guías del usuario, la referencia de la API, la guía del administrador y la guía de integración de la plataforma ${brand}.`,
  },
  "/contact": {
    label: "Contacto",
    title: "Comuníquese con nosotros",
    description: `Ventas y soporte de ${brand} por correo electrónico, teléfono (lunes a viernes, de 8 a. m. a 6 p. m., hora del Este) o formulario. Oficina en Austin, Texas.`,
  },
  "/status": {
    label: "Estado del sistema",
    title: "Estado del sistema",
    description: `Estado y disponibilidad de la API, los pagos, la autenticación, la base de datos, el almacenamiento de archivos y el correo electrónico de ${brand}.`,
  },
  "/status/history": {
    label: "Historial de estado",
    title: "Historial de estado",
    description: `Cada incidente y mantenimiento de los servicios de ${brand}, por mes, con cada actualización tal como se publicó.`,
  },
  "/about": {
    label: "Quiénes somos",
    title: "Quiénes somos",
    description: `Fundada en 2020, ${brand} atiende a 50,000+ familias en 25+ estados y ha administrado más de $2.5B en fondos para la educación.`,
  },
  "/blog": {
    label: "Blog",
    title: "Blog",
    description: `Notas del equipo de ${brand} sobre programas de cuentas de ahorro para la educación, comidas escolares y políticas educativas.`,
  },
  "/careers": {
    label: "Empleos",
    title: "Empleos",
    description:
      "Únase al equipo que crea herramientas justas y transparentes para financiar la educación. Puestos vacantes en Austin, Texas y remotos.",
  },
  "/press": {
    label: "Prensa",
    title: "Prensa",
    description: `Comunicados de prensa y contactos para medios de ${brand}: noticias de financiamiento, nuevas alianzas con estados y certificaciones de seguridad.`,
  },
  "/privacy-policy": {
    label: "Política de privacidad",
    title: "Política de privacidad",
    description: `Qué información recopila ${brand}, para qué, cómo la protege según FERPA y las leyes estatales de privacidad estudiantil, y qué opciones tiene usted.`,
  },
  "/terms-of-service": {
    label: "Términos del servicio",
    title: "Términos del servicio",
    description: `Los términos que rigen el uso del sitio web y de la plataforma de ${brand}, de acuerdo con las leyes del estado de Texas.`,
  },
  "/cookie-policy": {
    label: "Política de cookies",
    title: "Política de cookies",
    description:
      "Ninguna cookie para visitantes y ningún rastreador; una cookie necesaria solo para el inicio de sesión de nuestro personal. Qué significa para usted.",
  },
  "/accessibility": {
    label: "Accesibilidad",
    title: "Declaración de accesibilidad",
    description:
      "Nuestro compromiso con WCAG 2.2 AA y la Sección 508, cómo probamos este sitio, sus limitaciones conocidas y cómo informar sobre una barrera.",
  },
  "/school-lunch": {
    label: "Almuerzo escolar",
    title: "Programa de almuerzo escolar",
    description:
      "Pedidos de comidas en línea, cuentas de estudiantes con preferencias alimentarias, límites de gasto de los padres y pago con fondos de la ESA, efectivo o ambos.",
  },
  "/esa": {
    label: "ESA",
    title: "Cuentas de ahorro para la educación",
    description: `Así funcionan las cuentas de ahorro para la educación en ${brand}: ocho usos permitidos de los fondos y cuatro pasos, de la solicitud al manejo del dinero.`,
  },
  "/search": {
    label: "Buscar",
    title: "Buscar",
    description: `Busque en todo el sitio web de ${brand}: programas, funciones, respuestas de ayuda, artículos del blog, comunicados de prensa y puestos vacantes.`,
  },
  "/contact/sent": {
    label: "Mensaje enviado",
    title: "Mensaje enviado",
    description: `Su mensaje llegó al equipo de ${brand}. Le explicamos lo que sigue y cómo comunicarse antes con nosotros si necesita una respuesta hoy.`,
  },
  "/contact/not-sent": {
    label: "Mensaje no enviado",
    title: "Mensaje no enviado",
    description:
      "Todavía no pudimos enviar su mensaje. Revise estos puntos antes de enviarlo otra vez, o comuníquese con nuestro equipo de inmediato por otra vía.",
  },
};
