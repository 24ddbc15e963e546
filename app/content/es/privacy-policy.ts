import type { LegalDocumentContent, PageIntro } from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours, leadRetentionInWords, visitRetentionInWords } from "./organization";

const brand = siteConfig.name;
const { address } = siteConfig;
const privacyEmail = siteConfig.emails.privacy;

export const privacyPolicyIntro: PageIntro = {
  eyebrow: "Legal",
  title: "Política de privacidad",
  intro: `Cómo ${brand} recopila, usa y protege la información personal, incluidos los registros educativos de los estudiantes, y qué opciones tiene usted al respecto.`,
};

export const privacyPolicy: LegalDocumentContent = {
  lastUpdated: "2026-12-06",
  sections: [
    {
      id: "who-we-are",
      heading: "Quiénes somos y qué cubre esta política",
      paragraphs: [
        `${brand} ofrece una plataforma que las agencias estatales, los distritos escolares y otras entidades públicas usan para administrar programas de cuentas de ahorro para la educación (ESA) y programas de comidas escolares. Nuestra oficina está en ${address.street}, ${address.city}, ${address.region} ${address.postalCode}.`,
        "Esta política cubre este sitio web público y la plataforma en la que inician sesión las familias, los proveedores educativos y los administradores del programa. Cuando manejamos información de estudiantes y familias en la plataforma, lo hacemos en nombre de la agencia pública que administra el programa y según un acuerdo por escrito con ella. Esa agencia decide para qué se recopila la información; nosotros seguimos sus instrucciones y la ley.",
      ],
    },
    {
      id: "information-we-collect",
      heading: "Información que recopilamos",
      paragraphs: [
        "Recopilamos solo lo que un programa necesita para funcionar y lo que usted decide enviarnos:",
      ],
      list: [
        "Formularios del sitio web: lo que usted escribe en la solicitud de demostración o en el formulario de contacto (la siguiente sección explica exactamente qué guardamos y por cuánto tiempo).",
        "Familias: los datos de contacto del padre, la madre o el tutor; el nombre, la fecha de nacimiento, la escuela y el grado del estudiante; los documentos que el programa pide para confirmar los requisitos de elegibilidad; y el saldo, las compras y los pagos de la cuenta.",
        "Cuentas de comidas escolares: las compras de comidas del estudiante, el saldo de la cuenta, las preferencias alimentarias y las alergias que anotan los padres y tutores o la escuela, y los límites de gasto que fijen los padres y tutores.",
        "Proveedores educativos: los datos de la empresa y de contacto, las licencias o acreditaciones que exige el programa y los datos bancarios que necesitamos para pagarle.",
        "Personal del programa: los datos de contacto de trabajo, la función y las acciones que usted realiza en la plataforma, que se guardan en el registro de auditoría.",
        "Registros técnicos: cuando alguien pide una página de este sitio web, nuestro servidor registra la hora, la página (sin nada de lo que aparece después de un signo de interrogación en su dirección), el resultado y el tamaño de la respuesta, para mantener el sitio seguro y en funcionamiento. No registra su dirección IP ni su navegador.",
        "Recuento de visitas: cuántas veces se leyó cada página de este sitio web cada día, y por cuántos visitantes distintos, como totales diarios que no identifican a nadie (se explica más abajo).",
        "Búsquedas que no ayudaron: lo que se buscó en este sitio web cuando la búsqueda no encontró nada, o mostró resultados y no se abrió ninguno. Se guarda sin datos personales, como recuentos diarios, y sin nada que diga quién buscó (se explica más abajo).",
      ],
    },
    {
      id: "website-forms",
      heading: "Qué guardan los formularios de este sitio web",
      paragraphs: [
        "Cuando usted solicita una demostración, guardamos su nombre, su dirección de correo electrónico, su número de teléfono y la fecha que prefiere. Cuando nos envía un mensaje, guardamos su nombre y apellido si nos los da, su dirección de correo electrónico, el tipo de pregunta y su mensaje. Con cualquiera de los dos formularios también guardamos la hora en que llegó y el idioma de la página que usó, para poder responderle en ese idioma.",
        "Usamos esta información solo para responderle: lo que envía llega a nuestro equipo de ventas o de soporte por correo electrónico y al sistema con el que trabajan. Nunca incluimos sus datos en una lista de correo, nunca los vendemos y nunca los usamos para publicidad.",
        `Lo que se envía por los formularios se elimina automáticamente ${leadRetentionInWords} después de su llegada. Para detener una avalancha de mensajes automáticos, los formularios recuerdan durante diez minutos la dirección de red desde la que se hizo el envío, solo en la memoria; nunca se guarda junto con lo que usted envió.`,
        "Para saber qué información tenemos sobre usted o para pedir que la eliminemos antes, escriba a nuestro equipo de privacidad desde la dirección de correo electrónico que usó, o díganos qué dirección debemos buscar. Eliminamos todos los envíos hechos con esa dirección de correo electrónico, incluidos los registros de su reenvío, y le confirmamos cuando terminemos.",
      ],
      links: [{ label: "Correo electrónico", text: privacyEmail, href: mailto(privacyEmail) }],
    },
    {
      id: "visit-counts",
      heading: "Cómo contamos las visitas",
      paragraphs: [
        "Nuestro servidor cuenta las páginas de este sitio web que envía, para saber qué páginas lee la gente y cuáles la llevan a ponerse en contacto con nosotros. Lo hace él mismo, al responder: no intervienen cookies, ni programas de seguimiento, ni ninguna empresa de análisis, y no se guarda nada en su dispositivo.",
        "Para contar cuántas personas distintas leen una página en un día sin saber quiénes son, el servidor genera un código a partir de su dirección de red, el nombre de su navegador y la fecha, con una clave secreta que solo existe en su memoria y se reemplaza cada día. El código solo le indica al servidor si esa página ya se contó para usted ese día. Nunca se guarda, y tampoco se guardan su dirección, el nombre de su navegador ni nada de lo que aparece después de un signo de interrogación en la dirección de la página. Como la clave cambia cada día, nadie, ni siquiera nosotros, puede relacionar sus visitas de días distintos ni llegar hasta usted a partir de los recuentos.",
        `Solo se guardan totales diarios: visitas y visitantes distintos de cada página, el nombre de los sitios web cuyos enlaces trajeron visitantes, y la campaña indicada en la dirección de un enlace (utm_campaign, utm_source y utm_medium). Los programas automáticos conocidos, y las páginas que su navegador carga antes de un clic, se cuentan aparte y no son visitas. Los totales se eliminan después de ${visitRetentionInWords}.`,
        "Usamos estos recuentos solo para mejorar este sitio web. No se combinan con ninguna otra información, no se usan para reconocer a nadie y no se comparten con nadie.",
      ],
    },
    {
      id: "search-counts",
      heading: "Qué aprendemos de las búsquedas que no ayudaron",
      paragraphs: [
        "Cuando una búsqueda en nuestro Centro de ayuda o en nuestra página de búsqueda no encuentra nada, o muestra resultados y usted se va sin abrir ninguno, su navegador le avisa a nuestro servidor qué se buscó, en qué idioma y cuál de las dos cosas pasó. Así sabemos qué respuestas buscan las familias sin encontrarlas y podemos escribir los artículos de ayuda que les hacen falta.",
        "Antes de guardar nada, el servidor limpia el texto buscado: reemplaza todo lo que parezca una dirección de correo electrónico, un número de teléfono, un número de tarjeta o de cuenta, o un número de Seguro Social por una marca que solo dice qué tipo de dato era; luego pasa el resto a minúsculas y se queda con los primeros 100 caracteres. Le pedimos que no escriba información personal en un cuadro de búsqueda: nunca hace falta para encontrar una respuesta.",
        "Lo que se guarda es cuántas veces se buscó cada texto ya limpio, por idioma y por día, y nada sobre usted: ni su dirección de red, ni su navegador, ni ningún otro dato que permita saber quién buscó. No se crea ninguna cookie y no se guarda nada en su dispositivo. Para que una persona que repite una búsqueda cuente una sola vez, el servidor usa el mismo código diario que para las visitas, que tampoco se guarda nunca. Los programas automáticos conocidos no se cuentan, y si JavaScript está desactivado en su navegador, no se envía nada.",
        "Estos recuentos se eliminan después de 13 meses. Igual que los recuentos de visitas, solo se usan para mejorar este sitio web, no se combinan con ninguna otra información y no se comparten con nadie.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "Cómo usamos la información",
      paragraphs: [
        "Usamos la información personal para administrar el programa para el que se recopiló y para nada más. En la práctica, esto significa:",
      ],
      list: [
        "revisar los requisitos de elegibilidad y abrir cuentas según lo exijan las reglas del programa;",
        "aprobar compras, pagar a los proveedores y mantener saldos correctos;",
        "administrar las cuentas de comidas escolares, incluidos los límites de gasto y la información sobre la alimentación;",
        "responder preguntas, dar soporte y enviar mensajes del servicio, como las confirmaciones de pago;",
        "llevar los registros que necesitan los auditores y el personal del programa, y detectar fraudes o usos indebidos;",
        "mantener seguros nuestros sistemas y cumplir con nuestras obligaciones legales.",
      ],
    },
    {
      id: "student-records",
      heading: "Registros de los estudiantes, FERPA y leyes estatales de privacidad estudiantil",
      paragraphs: [
        "Cuando los registros educativos de los estudiantes están protegidos por la Ley de Derechos Educativos y Privacidad de la Familia (FERPA, por sus siglas en inglés), actuamos como un funcionario escolar con un interés educativo legítimo, bajo el control directo de la agencia o del distrito que nos contrató. Usamos esos registros solo para los fines que esa agencia autoriza.",
        "Muchos estados tienen sus propias leyes de privacidad estudiantil, y seguimos la ley de cada estado cuyo programa atendemos. Sea cual sea la ley, nunca vendemos información de estudiantes ni de familias, nunca la usamos para publicidad dirigida y nunca creamos perfiles de los estudiantes, salvo lo que el programa necesite para funcionar.",
      ],
    },
    {
      id: "childrens-privacy",
      heading: "Privacidad de los niños y COPPA",
      paragraphs: [
        "Los estudiantes no crean sus propias cuentas en la plataforma. Un padre, una madre, un tutor o la escuela proporciona y administra la información del estudiante. Cuando la Ley de Protección de la Privacidad Infantil en Internet (COPPA, por sus siglas en inglés) se aplica a un niño menor de 13 años, nos basamos en el consentimiento de la escuela o del programa, como lo permite la ley, o bien obtenemos el consentimiento verificable del padre, la madre o el tutor.",
        "Este sitio web público está pensado para adultos. No recopilamos a sabiendas información personal de niños por medio de sus formularios. Si usted cree que un niño nos envió información, escríbanos y la eliminaremos.",
      ],
    },
    {
      id: "sharing",
      heading: "Cuándo compartimos información",
      paragraphs: [
        "Compartimos información personal solo cuando es necesario para administrar el programa:",
      ],
      list: [
        "con la agencia pública o el distrito que administra el programa, que puede ver los registros de los que es responsable;",
        "con el proveedor educativo al que una familia decide pagar, y solo lo que el proveedor necesita para prestar y cobrar el servicio;",
        "con los bancos y las empresas de procesamiento de pagos que mueven los fondos del programa;",
        "con los proveedores de servicios que alojan o dan soporte a nuestros sistemas, bajo contratos que los obligan a dar las mismas protecciones y les prohíben cualquier otro uso;",
        "cuando la ley lo exige, por ejemplo ante una orden judicial válida; en ese caso, avisamos primero al programa, a menos que la ley nos lo prohíba.",
      ],
    },
    {
      id: "retention",
      heading: "Cuánto tiempo guardamos la información",
      paragraphs: [
        "Los registros del programa se guardan durante el tiempo que exigen el acuerdo con la agencia y la ley. En el caso de los registros financieros, esto suele significar varios años después del cierre de una cuenta, para que se puedan completar las auditorías. Cuando termina un acuerdo, devolvemos o eliminamos de forma segura los datos del programa, según lo indique el acuerdo.",
        `Las solicitudes de demostración y los mensajes enviados por los formularios de este sitio web se eliminan automáticamente ${leadRetentionInWords} después de su llegada. Los registros del servidor se guardan durante 30 días, a menos que los necesitemos por más tiempo para investigar un incidente de seguridad. Los recuentos diarios de visitas, que son totales que no identifican a nadie, se eliminan después de ${visitRetentionInWords}, y los recuentos diarios de las búsquedas que no ayudaron, después de 13 meses.`,
      ],
    },
    {
      id: "security",
      heading: "Cómo protegemos la información",
      paragraphs: [
        "Cada año, un auditor independiente examina nuestros controles de seguridad para nuestro informe SOC 2 Type II. La información se cifra con AES-256 cuando está almacenada y con TLS 1.3 cuando se transmite; el acceso se limita según la función de cada persona y está protegido con autenticación de varios factores; y especialistas externos ponen a prueba nuestros sistemas con pruebas de penetración cada trimestre.",
        "Si alguna vez un incidente de seguridad afecta información personal, avisaremos a los programas afectados sin demoras indebidas y les ayudaremos a notificar a las familias como lo exige la ley.",
      ],
      links: [{ text: "Más información sobre nuestra seguridad", href: "/security" }],
    },
    {
      id: "your-rights",
      heading: "Sus derechos y opciones",
      paragraphs: [
        "Según FERPA, los padres y tutores y los estudiantes elegibles tienen derecho a revisar los registros educativos y a pedir que se corrijan. Como el programa controla esos registros, lo más rápido es pedirlo a la oficina del programa. También puede escribirnos: enviaremos su solicitud al programa y ayudaremos al programa a responderla.",
        "En cuanto a la información que usted nos envió por este sitio web, puede pedir verla, corregirla o eliminarla. Según el lugar donde viva, las leyes de su estado pueden darle otros derechos, y los respetamos. Respondemos a cada solicitud en un plazo de 30 días y es posible que primero necesitemos confirmar su identidad. Hacer una solicitud nunca cambiará el trato que recibe de nosotros.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "Este sitio web no crea cookies para sus visitantes ni usa herramientas de análisis o de seguimiento publicitario; nuestro servidor cuenta las visitas por sí mismo, sin guardar nada en su dispositivo. Su única cookie mantiene la sesión de nuestro personal en la consola de administración. Nuestra Política de cookies explica los detalles.",
      ],
      links: [{ text: "Lea nuestra Política de cookies", href: "/cookie-policy" }],
    },
    {
      id: "changes",
      heading: "Cambios a esta política",
      paragraphs: [
        "Cuando cambiamos esta política, actualizamos la fecha que aparece al principio de esta página. Si un cambio afecta la forma en que se maneja la información del programa, se lo avisamos a las agencias con las que trabajamos antes de que entre en vigor.",
      ],
    },
    {
      id: "contact",
      heading: "Comuníquese con nosotros",
      paragraphs: [
        `Si tiene preguntas sobre privacidad o una solicitud sobre su información, puede dirigirse a nuestro equipo de privacidad por correo electrónico, por teléfono o por correo postal a ${brand}, Atención: Privacidad, ${address.street}, ${address.city}, ${address.regionCode} ${address.postalCode}.`,
      ],
      links: [
        { label: "Correo electrónico", text: privacyEmail, href: mailto(privacyEmail) },
        {
          label: "Teléfono",
          text: siteConfig.phone.display,
          href: telHref,
          detail: phoneHours,
        },
      ],
    },
  ],
};
