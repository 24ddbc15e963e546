import type {
  CodeSampleLabels,
  Action,
  CtaContent,
  IconCard,
  PageIntro,
  SampleEndpoint,
  SectionIntro,
} from "~/content/types";
import { studentLookupPath } from "~/content/api-sample";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const apiIntro: PageIntro = {
  eyebrow: "Desarrolladores",
  title: `Desarrolle con la API de ${brand}`,
  intro:
    "Una API REST, con JSON en todas las peticiones y respuestas y autenticación con token de portador, les da a sus sistemas el mismo acceso a estudiantes, pagos, proveedores e informes que usan nuestras propias aplicaciones.",
};

export const apiFeaturesSection: SectionIntro = {
  eyebrow: "Por qué les gusta a los desarrolladores",
  title: "Predecible, segura y documentada",
  intro:
    "La API sigue las convenciones que su equipo ya conoce, así que una primera integración toma días y no todo un ciclo de adquisiciones.",
};

export const apiFeatures: IconCard[] = [
  {
    icon: "layers",
    title: "Basada en REST y predecible",
    description:
      "Cada recurso lleva el nombre de lo que contiene: students (estudiantes), payments (pagos), providers (proveedores), accounts (cuentas), reports (informes) y webhooks. Las peticiones y las respuestas están en JSON.",
  },
  {
    icon: "key-round",
    title: "Autenticación segura",
    description:
      "Cada petición lleva un token de portador y viaja por TLS 1.3. El alcance de cada clave se limita con control de acceso basado en roles, así que cada sistema ve solo lo que necesita.",
  },
  {
    icon: "webhook",
    title: "Webhooks en tiempo real",
    description:
      "Registre un punto de conexión una sola vez y reciba avisos de solicitudes aprobadas, pagos y cambios de saldo en el momento en que ocurren, sin tener que consultar una y otra vez.",
  },
  {
    icon: "file-code-2",
    title: "Versiones para mayor estabilidad",
    description:
      "Cada ruta empieza con su versión, /api/v1. Los cambios que podrían afectar una integración llegan en una nueva versión, que anunciamos con mucha anticipación.",
  },
  {
    icon: "package",
    title: "SDK oficiales",
    description:
      "Las bibliotecas cliente para JavaScript, Python, Java y C# se encargan de la autenticación y del formato de las peticiones, para que su código hable el lenguaje de su propio trabajo.",
  },
  {
    icon: "activity",
    title: "Hecha para estar siempre disponible",
    description:
      "La API está cubierta por nuestro acuerdo de nivel de servicio (SLA) de 99.9% de disponibilidad, se supervisa las 24 horas, los 7 días de la semana, y sus resultados se publican abiertamente en la página de estado del sistema.",
  },
];

export const endpointsSection: SectionIntro = {
  eyebrow: "Referencia",
  title: "Puntos de conexión principales",
  intro:
    "Seis puntos de conexión cubren la mayoría de las integraciones. La referencia completa incluye cada campo, filtro y código de error.",
};

export const endpointsCaption = `Puntos de conexión principales de la API de ${brand}, versión 1`;

/** The endpoint table's column headings. */
export const endpointColumns = { method: "Método", path: "Ruta", purpose: "Para qué sirve" };

export const sampleEndpoints: SampleEndpoint[] = [
  {
    method: "GET",
    path: "/api/v1/students",
    description: "Muestra la lista de estudiantes con el estado de su cuenta y su saldo de la ESA.",
  },
  {
    method: "POST",
    path: "/api/v1/payments",
    description: "Crea un pago desde la cuenta de un estudiante a un proveedor aprobado.",
  },
  {
    method: "GET",
    path: "/api/v1/providers",
    description: "Muestra la lista de proveedores aprobados con sus servicios y tarifas.",
  },
  {
    method: "PUT",
    path: "/api/v1/accounts/{id}",
    description:
      "Actualiza la configuración de una cuenta, como los límites de gasto o los contactos.",
  },
  {
    method: "GET",
    path: "/api/v1/reports",
    description:
      "Obtiene informes del programa sobre inscripción, gastos y cumplimiento normativo.",
  },
  {
    method: "POST",
    path: "/api/v1/webhooks",
    description: "Registra una URL para recibir notificaciones de eventos.",
  },
];

export const studentLookupSection: SectionIntro = {
  eyebrow: "Ejemplo",
  title: "Consultar los datos de un estudiante",
  intro:
    "Una petición GET con su clave de API como token de portador devuelve el saldo del estudiante, su estado, los proveedores en los que está inscrito y su pago más reciente. Los montos están en dólares estadounidenses.",
};

export const studentLookupRequest = {
  title: "Petición",
  detail: `GET ${studentLookupPath}`,
};

export const codeSampleLabels: CodeSampleLabels = {
  copy: "Copiar",
  copied: "Copiado",
  copyUnavailable:
    "No se puede copiar en este navegador. Seleccione el código y cópielo con el teclado.",
  codeRegion: "Código: {title}",
};

export const studentLookupResponse = {
  title: "Respuesta",
  detail: "200 OK, application/json",
};

export const sdkSection: SectionIntro = {
  eyebrow: "SDK",
  title: "Bibliotecas cliente en cuatro lenguajes",
  intro:
    "Los SDK vienen con el acceso a la API: cuando reciba su clave, la referencia de la API le explicará cómo instalar cada uno y hacer su primera llamada.",
};

export const sdks: IconCard[] = [
  {
    icon: "braces",
    title: "JavaScript",
    description: "Para servicios de Node.js y herramientas que funcionan en el navegador.",
  },
  {
    icon: "square-terminal",
    title: "Python",
    description:
      "Para flujos de datos, programas que generan informes y la automatización de tareas administrativas.",
  },
  {
    icon: "coffee",
    title: "Java",
    description:
      "Para sistemas empresariales y sistemas internos de agencias estatales que funcionan en la JVM.",
  },
  {
    icon: "hash",
    title: "C#",
    description:
      "Para aplicaciones .NET, comunes en los sistemas financieros y estudiantiles de los distritos.",
  },
];

export const sdkReferenceLink: Action = {
  label: "Leer la referencia de la API",
  href: "/documentation#api-reference",
};

export const apiCta: CtaContent = {
  title: "¿Todo listo para empezar a desarrollar?",
  intro:
    "Cuéntenos sobre su integración y nuestro equipo técnico le dará una clave para hacer pruebas y le ayudará a planificar la implementación.",
  actions: [
    { label: "Obtener una clave de API", href: contactHref("support") },
    { label: "Ver la documentación", href: "/documentation" },
  ],
};
