import type { ActionCard, Checklist, IconCard, PageIntro, SectionIntro } from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { mailto, siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const securityIntro: PageIntro = {
  eyebrow: "Seguridad",
  title: "Seguridad y cumplimiento normativo que puede mostrarle a un auditor",
  intro: `${brand} tiene la certificación SOC 2 Type II y cumple con FERPA. Los expedientes de los estudiantes y los fondos públicos están protegidos con cifrado, un control de acceso estricto y monitoreo continuo.`,
};

export const protectionSection: SectionIntro = {
  eyebrow: "Protección",
  title: "Cómo protegemos a los estudiantes y los fondos públicos",
  intro:
    "La seguridad forma parte del diseño de cada capa de la plataforma, desde la base de datos hasta la pantalla de inicio de sesión. Además, la verifican personas que no trabajan en nuestra empresa.",
};

export const securityCards: IconCard[] = [
  {
    icon: "lock-keyhole",
    title: "Cifrado en todas partes",
    description:
      "Los datos se cifran con AES-256 en reposo y con TLS 1.3 en tránsito, incluso las copias de seguridad y el tráfico entre nuestros propios servicios.",
  },
  {
    icon: "key-round",
    title: "Control de acceso estricto",
    description:
      "El control de acceso basado en roles le da a cada persona solo lo que necesita para su trabajo, y la autenticación multifactor protege todas las cuentas del personal.",
  },
  {
    icon: "radar",
    title: "Monitoreo 24/7",
    description:
      "Alertas automáticas y un equipo de guardia vigilan la plataforma a toda hora para detectar inicios de sesión, pagos y tráfico fuera de lo normal.",
  },
  {
    icon: "scan-search",
    title: "Pruebas independientes",
    description:
      "Especialistas externos hacen pruebas de penetración cada trimestre, y damos seguimiento a cada hallazgo hasta que se corrige y se verifica.",
  },
  {
    icon: "history",
    title: "Registros de auditoría completos",
    description:
      "Cada aprobación, pago y cambio en una cuenta queda registrado con quién lo hizo y cuándo, y el registro no se puede modificar.",
  },
  {
    icon: "database-backup",
    title: "Resistente desde el diseño",
    description:
      "Una infraestructura redundante y copias de seguridad probadas respaldan nuestro acuerdo de nivel de servicio (SLA) de 99.9% de disponibilidad, para que las familias y los proveedores puedan confiar en la plataforma.",
  },
];

export const standardsSection: SectionIntro = {
  eyebrow: "Cumplimiento normativo",
  title: "Normas y leyes que cumplimos",
  intro:
    "Los programas que manejan expedientes de estudiantes y dinero público deben cumplir muchas reglas. Estas son las normas con las que se construye y se audita la plataforma.",
};

export const complianceStandards: IconCard[] = [
  {
    icon: "badge-check",
    title: "SOC 2 Type II",
    description:
      "Cada año, un auditor independiente examina nuestros controles de seguridad, disponibilidad y confidencialidad, y cómo funcionan a lo largo del tiempo.",
  },
  {
    icon: "graduation-cap",
    title: "FERPA",
    description:
      "Los registros educativos se usan solo para el programa que los recopiló, y respetamos el derecho de las familias a revisarlos.",
  },
  {
    icon: "baby",
    title: "COPPA",
    description:
      "Las cuentas pertenecen a los padres y tutores. No recopilamos información personal directamente de niños menores de 13 años.",
  },
  {
    icon: "landmark",
    title: "Leyes estatales de privacidad estudiantil",
    description:
      "Los acuerdos sobre datos siguen la ley de privacidad estudiantil de cada estado con el que trabajamos, incluidos los límites de uso, conservación y divulgación.",
  },
  {
    icon: "credit-card",
    title: "PCI DSS para pagos con tarjeta",
    description:
      "Los pagos con tarjeta pasan por procesadores de pago que cumplen con PCI DSS, así que los números completos de las tarjetas nunca se guardan en nuestra plataforma.",
  },
  {
    icon: "accessibility",
    title: "WCAG 2.2 AA y Sección 508",
    description:
      "Nuestros portales y este sitio web se crean y se prueban para que se puedan usar con un teclado, con un lector de pantalla y en un teléfono.",
  },
];

export const safeguardsSection: SectionIntro = {
  eyebrow: "Medidas de protección",
  title: "Medidas de protección técnicas y administrativas",
  intro: "La buena seguridad es en parte software y en parte disciplina. Invertimos en ambas.",
};

export const safeguards: Checklist[] = [
  {
    title: "Medidas de protección técnicas",
    description: "Controles que forman parte de la propia plataforma.",
    items: [
      "Cifrado AES-256 para todos los datos en reposo",
      "TLS 1.3 para todos los datos en tránsito",
      "Control de acceso basado en roles, con los mínimos permisos necesarios como opción predeterminada",
      "Autenticación multifactor para el personal y los administradores",
      "Monitoreo y alertas 24/7",
      "Pruebas de penetración cada trimestre, hechas por una empresa independiente",
      "Acuerdo de nivel de servicio (SLA) de 99.9% de disponibilidad, con infraestructura redundante",
    ],
  },
  {
    title: "Medidas de protección administrativas",
    description: "Cómo nuestro personal y nuestros procesos protegen sus datos.",
    items: [
      "Auditoría SOC 2 Type II cada año, hecha por un auditor independiente",
      "Verificación de antecedentes y capacitación anual en seguridad y privacidad para cada empleado",
      "Revisiones periódicas para quitar los accesos que las personas ya no necesitan",
      "Un plan escrito de respuesta a incidentes, que practicamos con nuestro equipo",
      "Revisiones de seguridad y privacidad de cada proveedor de servicios del que dependemos",
      "Devolución o eliminación de los datos al terminar un contrato, según lo exija el acuerdo",
    ],
  },
];

export const securityContactSection: SectionIntro = {
  eyebrow: "Trabaje con nosotros",
  title: "Revisiones, informes y preguntas",
  intro:
    "Nos parece bien que nos examinen. Las agencias y los distritos escolares que evalúan la plataforma pueden ver las pruebas que respaldan lo que decimos aquí.",
};

export const securityContacts: ActionCard[] = [
  {
    icon: "file-text",
    title: "Informe de seguridad",
    description:
      "Compartimos nuestro informe SOC 2 Type II más reciente y la documentación de seguridad con los clientes y las agencias que nos evalúan, si los solicitan. Pídalos por medio del formulario de contacto y se los enviaremos.",
    link: { label: "Solicitar el informe de seguridad", href: contactHref("general") },
  },
  {
    icon: "shield-check",
    title: "Preguntas de seguridad",
    description:
      "¿Está llenando un cuestionario de evaluación de proveedores o planeando una integración? Nuestro equipo de seguridad responde directamente a sus preguntas técnicas.",
    link: { label: "Contactar al equipo de seguridad", href: contactHref("support") },
  },
  {
    icon: "mail",
    title: "Informar una vulnerabilidad",
    description: `Si cree que encontró un problema de seguridad, escriba a ${siteConfig.emails.security}. Confirmamos que recibimos cada informe y le mantenemos al tanto hasta que se resuelva.`,
    link: {
      label: "Escribir un correo electrónico al equipo de seguridad",
      href: mailto(siteConfig.emails.security),
    },
  },
];
