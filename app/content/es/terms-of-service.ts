import type { LegalDocumentContent, PageIntro } from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { mailto, siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;
const { address } = siteConfig;

export const termsOfServiceIntro: PageIntro = {
  eyebrow: "Legal",
  title: "Términos del servicio",
  intro: `Los términos que se aplican cuando usted usa el sitio web y la plataforma de ${brand}. Léalos con atención: al usar nuestros servicios, usted los acepta.`,
};

export const termsOfService: LegalDocumentContent = {
  lastUpdated: "2026-10-01",
  sections: [
    {
      id: "about-these-terms",
      heading: "Acerca de estos términos",
      paragraphs: [
        `Estos términos son un acuerdo entre usted y ${brand}. Se aplican a este sitio web público y a la plataforma de ${brand} en la que inician sesión las familias, los proveedores educativos y el personal de los programas.`,
        "Las agencias públicas y los distritos que administran un programa en la plataforma también firman un acuerdo aparte con nosotros. Si alguna vez ese acuerdo y estos términos no coinciden, el acuerdo de la agencia tiene prioridad para ese programa.",
      ],
    },
    {
      id: "accounts",
      heading: "Su cuenta",
      paragraphs: [
        "Las cuentas se abren por medio del programa en el que usted participa, que decide quién cumple los requisitos de elegibilidad. Si tiene una cuenta, usted se compromete a:",
      ],
      list: [
        "dar información correcta y mantenerla al día;",
        "no compartir con nadie su contraseña ni su dispositivo de autenticación de varios factores;",
        "avisarnos de inmediato si cree que otra persona usó su cuenta;",
        "usar la cuenta solo para el programa para el que se abrió.",
      ],
    },
    {
      id: "program-funds",
      heading: "Fondos de la cuenta de ahorro para la educación",
      paragraphs: [
        "Los fondos de la ESA son dinero público y se rigen por las reglas del programa de su estado. Es el programa, no nosotros, quien decide los requisitos de elegibilidad, la cantidad asignada y qué gastos se permiten. La plataforma aplica esas reglas cuando usted hace una compra, y es posible que algunas compras necesiten la aprobación del personal del programa antes de pagarse.",
        "Si los fondos se gastan de una forma que el programa no permite, el programa puede pedir que se devuelvan o tomar otras medidas según sus reglas. Es posible que estemos obligados a informar al programa sobre sospechas de uso indebido.",
      ],
    },
    {
      id: "providers",
      heading: "Proveedores educativos",
      paragraphs: [
        "Si usted ofrece servicios en el mercado de proveedores, confirma que su anuncio es correcto, que tiene las licencias o acreditaciones que exige el programa y que prestará los servicios por los que pagan las familias. Los pagos que usted recibe se hacen según las reglas del programa y su acuerdo de proveedor, y pueden retenerse mientras un programa revisa un cargo en disputa.",
      ],
    },
    {
      id: "school-meals",
      heading: "Cuentas de comidas escolares",
      paragraphs: [
        "Su escuela o distrito fija los precios de las comidas, los reembolsos de saldos no usados y los requisitos de elegibilidad para comidas gratuitas o a precio reducido. Los límites de gasto y las preferencias alimentarias que usted anota ayudan a la escuela a atender a su hijo o hija, pero no reemplazan el aviso directo a la escuela sobre una alergia grave.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Uso aceptable",
      paragraphs: ["Cuando use el sitio web o la plataforma, le pedimos que no:"],
      list: [
        "intente acceder a información que no tiene autorización para ver, ni ponga a prueba nuestra seguridad sin permiso por escrito;",
        "interrumpa el servicio, lo sobrecargue o introduzca código malicioso;",
        "copie ni recopile información de otras personas;",
        "dé una idea falsa de quién es usted o de los servicios que ofrece;",
        "use el servicio para algo ilegal.",
      ],
    },
    {
      id: "content-and-ownership",
      heading: "Nuestro contenido",
      paragraphs: [
        `El sitio web, la plataforma y su diseño, textos y software pertenecen a ${brand} o a quienes le otorgan licencias. Usted puede leer, imprimir y compartir páginas de este sitio web para su propio uso, sin fines comerciales. La información que usted y su programa ingresan en la plataforma sigue siendo de usted y de su programa.`,
      ],
    },
    {
      id: "privacy",
      heading: "Privacidad",
      paragraphs: [
        "Nuestra Política de privacidad explica cómo recopilamos, usamos y protegemos la información personal, incluidos los registros de los estudiantes protegidos por FERPA.",
      ],
      links: [{ text: "Lea nuestra Política de privacidad", href: "/privacy-policy" }],
    },
    {
      id: "availability",
      heading: "Disponibilidad y cambios en el servicio",
      paragraphs: [
        "Trabajamos para que la plataforma esté disponible a toda hora, y en nuestros acuerdos con los programas nos comprometemos a un acuerdo de nivel de servicio (SLA) de 99.9% de disponibilidad. Anunciamos con anticipación el mantenimiento programado en nuestra página de estado del sistema. Mejoramos el servicio con el tiempo; si un cambio fuera a quitar algo de lo que depende su programa, se lo avisamos primero al programa.",
      ],
      links: [{ text: "Ver el estado del sistema", href: "/status" }],
    },
    {
      id: "disclaimers",
      heading: "Exenciones de responsabilidad",
      paragraphs: [
        "La información de este sitio web público es general. Describe nuestros servicios y el financiamiento de la educación en palabras sencillas, pero son las reglas de su programa las que deciden qué se aplica en su caso. Aparte de los compromisos que asumimos por escrito con los programas, el sitio web se ofrece tal como está, sin otras promesas.",
      ],
    },
    {
      id: "liability",
      heading: "Limitación de responsabilidad",
      paragraphs: [
        `En la medida en que la ley lo permita, ${brand} no es responsable de pérdidas indirectas o consecuentes que resulten del uso del sitio web. Nada de lo que dicen estos términos limita la responsabilidad que la ley no permite limitar, y los términos de responsabilidad acordados con un programa en su propio acuerdo se aplican al uso que ese programa hace de la plataforma.`,
      ],
    },
    {
      id: "governing-law",
      heading: "Ley aplicable",
      paragraphs: [
        `Estos términos se rigen por las leyes del estado de Texas, sin tener en cuenta sus normas sobre conflictos de leyes. Cualquier disputa que no se pueda resolver hablando primero con nosotros se presentará ante los tribunales estatales o federales ubicados en ${address.city}, ${address.region}.`,
        "Cuando el acuerdo de una agencia pública con nosotros, o la ley del estado de esa agencia, exige otra ley aplicable u otro tribunal, esa exigencia se aplica al programa de esa agencia.",
      ],
    },
    {
      id: "changes",
      heading: "Cambios a estos términos",
      paragraphs: [
        "Si cambiamos estos términos, actualizamos la fecha que aparece al principio de esta página y, en el caso de cambios importantes, avisamos a los titulares de cuentas antes de que entren en vigor los nuevos términos. Si usted sigue usando el servicio a partir de entonces, acepta los nuevos términos.",
      ],
    },
    {
      id: "contact",
      heading: "Comuníquese con nosotros",
      paragraphs: [
        `Si tiene preguntas sobre estos términos, puede dirigirse a nuestro equipo por medio del formulario de contacto o por correo postal a ${brand}, ${address.street}, ${address.city}, ${address.regionCode} ${address.postalCode}.`,
      ],
      links: [
        { text: "Comuníquese con nosotros", href: contactHref("general") },
        {
          label: "Correo electrónico",
          text: siteConfig.emails.support,
          href: mailto(siteConfig.emails.support),
        },
      ],
    },
  ],
};
