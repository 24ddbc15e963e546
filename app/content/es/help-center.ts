import { emailSupportOption, phoneSupportOption } from "./support-channels";
import type {
  ContactOption,
  HelpCategory,
  HelpSearchContent,
  PageIntro,
  PopularArticle,
  SectionIntro,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const helpCenterIntro: PageIntro = {
  eyebrow: "Ayuda",
  title: "¿Cómo podemos ayudarle?",
  intro:
    "Encuentre respuestas sobre solicitudes, cuentas, pagos y servicios para proveedores. Si no encuentra lo que necesita, nuestro equipo de soporte responde los mensajes de correo electrónico en un plazo de 24 horas.",
};

export const helpSearchContent: HelpSearchContent = {
  label: "Buscar preguntas y artículos",
  placeholder: "Por ejemplo: reembolso, contraseña, pago",
  submit: "Buscar",
  /** Names the search landmark. */
  landmark: "Centro de ayuda",
  resultSummary: {
    none: "No hay resultados para “{query}”",
    one: "1 resultado para “{query}”",
    other: "{count} resultados para “{query}”",
  },
  noResults: {
    text: "Pruebe con otra palabra o con una frase más corta, o borre la búsqueda para ver todos los temas. Si su pregunta no aparece aquí, nuestro equipo de soporte le responderá.",
    clear: "Borrar la búsqueda",
    contact: { label: "Enviar un mensaje al equipo de soporte", href: contactHref("support") },
  },
};

export const helpTopicsSection: SectionIntro = {
  eyebrow: "Explore por tema",
  title: "Preguntas frecuentes",
  intro: "Abra una pregunta para leer la respuesta. Puede enlazar directamente a cada tema.",
};

export const helpTopics: HelpCategory[] = [
  {
    title: "Primeros pasos",
    questions: [
      {
        question: "¿Cómo presento una solicitud para una cuenta de ahorro para la educación?",
        answer:
          "Presente su solicitud en el portal del programa de su estado. Cree una cuenta familiar, agregue a cada uno de sus hijos, conteste las preguntas sobre los requisitos de elegibilidad y suba los documentos que pide su estado. Puede guardar la solicitud y volver a ella en cualquier momento.",
      },
      {
        question: "¿Cuánto tiempo tarda la revisión de una solicitud?",
        answer:
          "Cada programa estatal fija sus propios plazos de revisión. Puede seguir cada paso de la revisión en su cuenta, y le enviamos un correo electrónico en cuanto se toma una decisión o si falta algún documento.",
      },
      {
        question: "¿Qué dispositivos puedo usar?",
        answer: `${brand} funciona en cualquier navegador web actualizado, en un teléfono, una tableta o una computadora. No tiene que instalar nada, y cada página está hecha para funcionar con lectores de pantalla y con navegación por teclado.`,
      },
      {
        question: "¿Dónde encuentro las reglas del programa de mi estado?",
        answer:
          "Su cuenta muestra las reglas que fijó su estado: los montos de las asignaciones, los gastos permitidos y las fechas límite. El departamento de educación de su estado sigue siendo la fuente oficial de las normas del programa.",
      },
    ],
  },
  {
    title: "Administración de la cuenta",
    questions: [
      {
        question: "¿Cómo restablezco mi contraseña?",
        answer:
          "Elija “¿Olvidó su contraseña?” en la página para iniciar sesión y escriba la dirección de correo electrónico de su cuenta. Le enviaremos un enlace para restablecerla, que funciona una sola vez y vence al poco tiempo.",
      },
      {
        question: "¿Pueden dos padres o tutores compartir una cuenta?",
        answer:
          "Sí. El titular principal de la cuenta puede invitar a otro padre, madre o tutor, que inicia sesión con su propia dirección de correo electrónico y su propia contraseña. Los dos ven los mismos saldos y el mismo historial.",
      },
      {
        question: "¿Cómo actualizo mis datos de contacto?",
        answer:
          "Abra la configuración de su perfil para cambiar su dirección de correo electrónico, su número de teléfono o su dirección postal. Para cambiar nombres legales o el lugar de residencia, es posible que tenga que enviar un documento, según las reglas de su estado.",
      },
      {
        question: "¿Cómo activo la autenticación de múltiples factores?",
        answer:
          "Abra la configuración de seguridad y siga los pasos para agregar una aplicación de autenticación. Toma un minuto y mantiene segura su cuenta aunque alguna vez alguien llegue a conocer su contraseña.",
      },
    ],
  },
  {
    title: "Pagos y facturación",
    questions: [
      {
        question: "¿Cómo le pago a un proveedor con fondos de la ESA?",
        answer:
          "Elija un proveedor aprobado en el mercado de proveedores, seleccione el servicio o la factura y confirme el monto. La plataforma revisa las reglas de gasto de su estado antes de mover el dinero.",
      },
      {
        question: "¿Cómo pido un reembolso por un servicio que no recibí?",
        answer:
          "Abra el pago en su historial de transacciones y elija “Informar un problema”. Se le pide al proveedor que responda, y si se aprueba el reembolso, el dinero vuelve al saldo de su cuenta.",
      },
      {
        question: "¿Puedo pagar las comidas escolares con fondos de la ESA?",
        answer:
          "Sí, si su programa lo permite. Las comidas escolares se pueden pagar con fondos de la ESA, en efectivo o con tarjeta, o con una combinación de ambos, y usted puede fijar un límite de gasto para cada estudiante.",
      },
      {
        question: "¿Por qué se rechazó una compra?",
        answer:
          "Una compra se rechaza cuando el proveedor no está aprobado, cuando las reglas de su estado no permiten ese gasto o cuando el saldo no alcanza. La transacción muestra el motivo y lo que puede hacer a continuación.",
      },
    ],
  },
  {
    title: "Servicios para proveedores",
    questions: [
      {
        question: "¿Cómo puede mi organización llegar a ser un proveedor aprobado?",
        answer:
          "Cree un perfil de proveedor, describa sus servicios y suba las licencias y los seguros que exige su estado. El personal del programa revisa la solicitud y le avisamos su decisión.",
      },
      {
        question: "¿Cuándo reciben sus pagos los proveedores?",
        answer:
          "Los pagos aprobados se envían a la cuenta bancaria que aparece en su perfil de proveedor. Su historial de pagos recibidos muestra cada pago, la cuenta familiar de la que vino y la fecha en que se envió.",
      },
      {
        question: "¿Puedo cambiar los servicios y los precios que ofrezco?",
        answer:
          "Sí. Puede modificar su publicación en cualquier momento. Algunos cambios, como agregar una nueva categoría de servicio, los revisa el personal del programa antes de que las familias puedan verlos.",
      },
      {
        question: "¿Qué métodos de pago pueden usar las familias con mi organización?",
        answer:
          "Las familias pagan con el saldo de su ESA dentro de la plataforma. Usted nunca maneja números de tarjeta ni datos bancarios, y no tiene que andar detrás de cheques ni recibos.",
      },
    ],
  },
];

export const popularArticlesSection: SectionIntro = {
  eyebrow: "Artículos populares",
  title: "Lo que leen otros visitantes",
};

export const popularArticles: PopularArticle[] = [
  {
    title: "Lo que se puede pagar con los fondos de la ESA",
    description:
      "Los ocho tipos de gastos que permiten la mayoría de los programas, desde la matrícula de escuelas privadas hasta el transporte a actividades educativas.",
    category: "Primeros pasos",
    link: { label: "Ver los usos permitidos en la página sobre las ESA", href: "/esa" },
  },
  {
    title: "Cómo fijar límites de gasto para las comidas escolares",
    description:
      "Cómo los padres y tutores fijan un límite diario para cada estudiante, anotan las preferencias alimentarias y eligen cómo se pagan las comidas.",
    category: "Pagos y facturación",
    link: { label: "Leer sobre el programa de almuerzo escolar", href: "/school-lunch" },
  },
  {
    title: "Cómo inscribirse como proveedor educativo",
    description:
      "Lo que necesitan los centros de tutoría, los programas en línea, los terapeutas y los campamentos para unirse al mercado de proveedores y empezar a aceptar pagos con fondos de la ESA.",
    category: "Servicios para proveedores",
    link: { label: "Leer la guía para proveedores", href: "/for-providers" },
  },
  {
    title: "Cómo mantener segura su cuenta",
    description:
      "Cómo la autenticación de múltiples factores, el cifrado y el acceso basado en roles protegen la información de su familia.",
    category: "Administración de la cuenta",
    link: { label: "Leer cómo protegemos sus datos", href: "/security" },
  },
];

export const stillNeedHelpSection: SectionIntro = {
  eyebrow: "¿Todavía necesita ayuda?",
  title: "Hable con nuestro equipo de soporte",
  intro:
    "Personas reales que conocen los programas y que están listas para ayudar a familias, proveedores y personal de los programas.",
};

export const supportOptions: ContactOption[] = [
  {
    icon: "message-circle",
    title: "Chat en vivo",
    description:
      "El chat en vivo todavía no está disponible. Envíenos un mensaje y nuestro equipo de soporte le responderá por correo electrónico en un plazo de 24 horas.",
    link: { label: "Enviar un mensaje", href: contactHref("support") },
  },
  emailSupportOption,
  phoneSupportOption,
];
