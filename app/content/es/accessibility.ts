import type { LegalDocumentContent, PageIntro } from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours } from "./organization";

const brand = siteConfig.name;
const accessibilityEmail = siteConfig.emails.accessibility;

export const accessibilityIntro: PageIntro = {
  eyebrow: "Accesibilidad",
  title: "Declaración de accesibilidad",
  intro: `${brand} se compromete a ofrecer un sitio web y una plataforma que todas las personas puedan usar, incluidas las que dependen de un teclado, un lector de pantalla, ampliación de pantalla o subtítulos.`,
};

export const accessibilityStatement: LegalDocumentContent = {
  lastUpdated: "2026-11-16",
  dateLabel: "Última revisión de esta declaración",
  sections: [
    {
      id: "our-commitment",
      heading: "Nuestro compromiso",
      paragraphs: [
        `Las familias, los proveedores y los funcionarios públicos deben poder usar ${brand} sin importar cómo accedan a internet. Diseñamos y creamos este sitio web para que cumpla con las Pautas de Accesibilidad para el Contenido Web (WCAG, por sus siglas en inglés) 2.2 en el nivel AA y con los requisitos de la Section 508 de la Ley de Rehabilitación (Rehabilitation Act), y exigimos el mismo nivel a la plataforma en la que inician sesión nuestros socios.`,
        "Esta declaración cubre el sitio web público que usted está leyendo ahora.",
      ],
    },
    {
      id: "conformance",
      heading: "Estado de cumplimiento",
      paragraphs: [
        "Hasta donde sabemos, este sitio web cumple con las WCAG 2.2 en el nivel AA. Las limitaciones conocidas que aparecen más abajo son aspectos en los que sabemos que la experiencia podría ser mejor; las mencionamos para que no le sorprendan.",
      ],
    },
    {
      id: "how-we-test",
      heading: "Cómo revisamos este sitio web",
      paragraphs: [
        "Revisamos la accesibilidad mientras creamos el sitio web, no solo después de publicarlo:",
      ],
      list: [
        "Revisiones automáticas en cada página: axe-core se ejecuta en un navegador real en todas las rutas del sitio, como parte de la integración continua, y no se puede publicar un cambio mientras quede alguna infracción de las WCAG 2.2 de nivel A o AA.",
        "Las mismas pruebas automáticas confirman que cada página funciona con un ancho de 320 píxeles sin desplazamiento horizontal, que su contenido se puede leer con JavaScript desactivado, y que tiene un solo encabezado principal y regiones de referencia (landmarks) con nombre.",
        "Revisiones con el teclado: recorremos cada página y cada formulario solo con el teclado, y comprobamos que el foco siempre se vea, siga un orden lógico y nunca quede atrapado.",
        "Revisiones con lectores de pantalla: antes de cada versión importante, revisamos las páginas y los formularios con NVDA en Windows y con VoiceOver en macOS e iOS.",
        "Los colores del texto y de la interfaz se eligen de una paleta que ofrece un contraste de al menos 4.5:1 para el texto.",
      ],
    },
    {
      id: "known-limitations",
      heading: "Limitaciones conocidas",
      paragraphs: ["Estas son las limitaciones que conocemos hoy:"],
      list: [
        "La página de estado del sistema es un resumen publicado, no una transmisión en vivo: sus cifras cambian solo cuando actualizamos la página, por lo que puede ir un poco atrasada respecto a un incidente en curso.",
        "Los ejemplos de código de las páginas para desarrolladores conservan la distribución original de sus líneas. Por eso, en pantallas angostas usted se desplaza horizontalmente dentro de cada ejemplo, en lugar de que las líneas pasen al renglón siguiente.",
        "Los documentos que los estados, los distritos o los proveedores educativos comparten por medio de la plataforma, como los manuales de los programas o los folletos de los proveedores, los crean ellos, y no podemos garantizar que sean accesibles. Pida una versión accesible a la organización que publicó el documento o a nosotros.",
        "La plataforma con inicio de sesión es una aplicación aparte; esta declaración no la describe. Si encuentra una barrera allí, infórmenos de la misma manera y la atenderemos con la misma urgencia.",
      ],
    },
    {
      id: "other-formats",
      heading: "Otras formas de obtener lo que necesita",
      paragraphs: [
        "Si alguna parte de este sitio web es difícil de usar, no tiene que lidiar con esas dificultades. Nuestro equipo puede tomar una solicitud de demostración o responder una pregunta por teléfono o por correo electrónico, y podemos darle cualquier información de este sitio web en otro formato, como texto simple o letra grande.",
      ],
    },
    {
      id: "report-a-barrier",
      heading: "Infórmenos sobre una barrera",
      paragraphs: [
        "Cuéntenos cualquier problema que encuentre. Es útil que incluya la dirección de la página, lo que intentaba hacer, y el navegador y la tecnología de asistencia que use, pero envíenos lo que tenga: una descripción breve basta para empezar.",
      ],
      links: [
        { label: "Correo electrónico", text: accessibilityEmail, href: mailto(accessibilityEmail) },
        {
          label: "Teléfono",
          text: siteConfig.phone.display,
          href: telHref,
          detail: phoneHours,
        },
      ],
    },
    {
      id: "response-times",
      heading: "Qué tan rápido respondemos",
      paragraphs: [
        "Confirmamos que recibimos cada informe en un plazo de 2 días hábiles. En un plazo de 10 días hábiles le decimos qué encontramos y cuándo esperamos que esté resuelto.",
        "Si la barrera le impide hacer algo que tiene una fecha límite, como presentar una solicitud o pagar a un proveedor, díganoslo y le ayudaremos de inmediato a completarlo por teléfono o por correo electrónico mientras trabajamos en la solución.",
      ],
    },
    {
      id: "if-you-are-not-satisfied",
      heading: "Si nuestra respuesta no le satisface",
      paragraphs: [
        "Si nuestra respuesta no resuelve su problema, escríbanos de nuevo y pida que nuestro director de producto revise el informe, quien le responderá por escrito. También puede comunicarse con la agencia estatal o el distrito que administra su programa, que tiene sus propias obligaciones de hacer accesibles sus servicios.",
      ],
    },
  ],
};
