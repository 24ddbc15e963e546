import type { LegalDocumentContent, PageIntro } from "~/content/types";
import { mailto, siteConfig } from "~/lib/site-config";

import { visitRetentionInWords } from "./organization";

const brand = siteConfig.name;
const siteHost = new URL(siteConfig.url).host;
const portalHost = new URL(siteConfig.portalUrl).host;
const privacyEmail = siteConfig.emails.privacy;
/** La única cookie, que crea server/plugins/authentication.ts. */
const sessionCookie = "__Host-brightway-session";

export const cookiePolicyIntro: PageIntro = {
  eyebrow: "Legal",
  title: "Política de cookies",
  intro:
    "Este sitio web no crea cookies para sus visitantes ni carga programas de seguimiento. Existe una sola cookie, únicamente para nuestro personal cuando inicia sesión en la consola de administración del sitio. Esta página explica qué significa eso para usted y qué pasaría si eso cambiara algún día.",
};

export const cookiePolicy: LegalDocumentContent = {
  lastUpdated: "2026-11-26",
  sections: [
    {
      id: "in-short",
      heading: "En resumen",
      paragraphs: [
        `El sitio web de ${brand} en ${siteHost} no crea cookies para sus visitantes, no usa herramientas de análisis ni de publicidad, y no le pide a su navegador que se comunique con ninguna otra empresa mientras usted lo lee. Nuestro propio servidor cuenta las páginas que envía sin guardar nada en su dispositivo (vea más abajo). No hay nada que aceptar ni rechazar, por eso aquí no verá un aviso de cookies.`,
        `El sitio web crea exactamente una cookie, y solo para los miembros de nuestro personal que inician sesión en su consola de administración para leer los mensajes que envían los visitantes: los mantiene con la sesión iniciada. Es estrictamente necesaria para ese inicio de sesión, y ningún visitante la recibe nunca.`,
      ],
    },
    {
      id: "what-cookies-are",
      heading: "Qué son las cookies",
      paragraphs: [
        "Las cookies son pequeños archivos de texto que un sitio web le pide a su navegador que guarde y le devuelva en visitas posteriores. Los sitios las usan para mantener su sesión iniciada, recordar ajustes, o contar y seguir a los visitantes, a veces a través de muchos sitios. Otras tecnologías parecidas son los píxeles de seguimiento y los programas (scripts) que se cargan desde otras empresas.",
      ],
    },
    {
      id: "what-this-site-uses",
      heading: "Qué usa este sitio web",
      paragraphs: [
        "Todas las páginas, fuentes, imágenes y programas (scripts) de este sitio web se entregan desde nuestra propia dirección web. Lo comprobamos con pruebas automáticas que fallan si una página crea una cookie o hace una solicitud a otro sitio web. En particular, este sitio web no usa:",
      ],
      list: [
        "ninguna cookie para los visitantes, ni siquiera cookies propias (la única cookie, descrita abajo, es solo para el inicio de sesión de nuestro personal);",
        "herramientas de análisis, mapas de calor ni grabación de sesiones (nuestro servidor solo cuenta las páginas que envía, como se explica más abajo);",
        "píxeles de publicidad, de redes sociales ni de seguimiento;",
        "fuentes, videos, mapas ni programas (scripts) cargados desde otras empresas.",
      ],
    },
    {
      id: "console-cookie",
      heading: "La única cookie: el inicio de sesión de nuestro personal",
      paragraphs: [
        `Cuando un miembro de nuestro personal inicia sesión en la consola de administración (las páginas bajo ${siteHost}/admin), el sitio web crea una cookie en su navegador. Contiene un número de sesión al azar y nada más; solo se envía a este sitio web, por una conexión segura, y ningún programa (script) de la página puede leerla.`,
      ],
      list: [
        `Nombre: ${sessionCookie}.`,
        "Quién la crea: este sitio web, nunca otra empresa.",
        "Para qué sirve: mantener la sesión iniciada en la consola de administración. Es estrictamente necesaria para eso, por lo que no requiere consentimiento.",
        "Cuánto dura: termina cuando la persona cierra la sesión, después de 30 minutos sin actividad o 12 horas después de iniciar sesión, lo que ocurra primero.",
        "Quién la recibe: solo las personas que inician sesión en la consola de administración; los visitantes nunca.",
      ],
    },
    {
      id: "browser-storage",
      heading: "Lo que queda en su navegador",
      paragraphs: [
        "Para que, al volver a una página o al recargarla, usted regrese al mismo lugar, su navegador recuerda hasta dónde se había desplazado en cada página, en su almacenamiento de sesión. Ese dato se queda en su dispositivo, nunca se nos envía y se borra cuando usted cierra la pestaña.",
        "Nada de lo que usted escribe en el formulario de contacto o en el de solicitud de demostración se guarda en una cookie. Solo se nos envía cuando usted oprime el botón para enviar.",
      ],
    },
    {
      id: "counting-visits",
      heading: "Cómo contamos las visitas sin cookies",
      paragraphs: [
        "Nuestro servidor cuenta cuántas veces envía cada página, y cuántos visitantes distintos la leen cada día, al responder. Para esto no se guarda nada en su dispositivo ni se lee nada de él: ni cookies, ni almacenamiento local, ni programas de seguimiento.",
        "Para distinguir a los visitantes dentro de un mismo día, el servidor genera un código a partir de su dirección de red, el nombre de su navegador y la fecha, con una clave que solo existe en su memoria y se reemplaza cada día. El código, su dirección y el nombre de su navegador nunca se guardan, así que los recuentos no identifican a nadie ni permiten seguir a nadie de un día al siguiente.",
        `Solo se guardan totales diarios: por página, por sitio web cuyo enlace trajo visitantes (solo su nombre) y por campaña indicada en la dirección de un enlace. Se guardan durante ${visitRetentionInWords}, para nuestro propio uso, y nunca se combinan con otra información ni se comparten.`,
        "Cuando su navegador carga una de nuestras páginas antes de un clic para que se abra más rápido, esa página, cuando usted de verdad la abre, envía un mensaje breve a nuestro propio servidor para que se cuente en ese momento. El mensaje contiene solo la dirección de la página.",
        "Por qué no hay aviso de consentimiento: las normas de consentimiento para cookies se aplican a guardar información en su dispositivo o a leerla de él. Este recuento no hace ninguna de las dos cosas, no identifica a nadie y solo lo usamos nosotros, que es el tipo de medición de audiencia que autoridades como la CNIL de Francia eximen del consentimiento.",
      ],
    },
    {
      id: "signed-in-platform",
      heading: "La plataforma con inicio de sesión",
      paragraphs: [
        `Al iniciar sesión, usted pasa a una aplicación aparte en ${portalHost}, que su programa le ofrece por medio de nosotros. Esta Política de cookies cubre solo este sitio web público; los avisos propios de la plataforma describen lo que esta guarda para mantener segura su cuenta.`,
      ],
    },
    {
      id: "if-this-changes",
      heading: "Si esto cambia algún día",
      paragraphs: [
        "Si algún día decidimos usar cookies, herramientas de análisis o contenido de otra empresa en este sitio web, actualizaremos esta página antes de que el cambio entre en funcionamiento, con una nueva fecha al principio. Para cada cookie o herramienta indicaríamos quién la crea, para qué sirve y cuánto tiempo dura.",
        "Siempre que la ley lo exija, le pediríamos su consentimiento antes de crear cualquier cosa que no sea estrictamente necesaria para que el sitio web funcione, y retirar ese consentimiento sería tan fácil como darlo.",
      ],
    },
    {
      id: "managing-cookies",
      heading: "Cómo administrar las cookies en su navegador",
      paragraphs: [
        "Todos los navegadores principales le permiten ver, bloquear y eliminar cookies en sus ajustes de privacidad o de seguridad. Bloquear todas las cookies no afectará el funcionamiento de este sitio web para sus visitantes; solo el inicio de sesión en la consola de administración necesita su única cookie.",
      ],
    },
    {
      id: "contact",
      heading: "Preguntas",
      paragraphs: [
        "Si tiene alguna pregunta sobre esta política o nota algo que no coincide con ella, avísele a nuestro equipo de privacidad. Nuestra Política de privacidad explica de manera más general cómo manejamos la información personal.",
      ],
      links: [
        { label: "Correo electrónico", text: privacyEmail, href: mailto(privacyEmail) },
        { text: "Lea nuestra Política de privacidad", href: "/privacy-policy" },
      ],
    },
  ],
};
