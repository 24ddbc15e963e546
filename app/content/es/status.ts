import { emailSupportOption, phoneSupportOption } from "./support-channels";
import type {
  ContactOption,
  PageIntro,
  SectionIntro,
  StatusLabels,
  StatusSeedCopy,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const statusIntro: PageIntro = {
  eyebrow: "Estado del sistema",
  title: `Estado del sistema de ${brand}`,
  intro: `El estado de cada servicio de ${brand}, su disponibilidad y los avisos de mantenimiento programado.`,
};

export const servicesSection: SectionIntro = {
  eyebrow: "Servicios",
  title: "Estado y disponibilidad por servicio",
  intro:
    "Cada parte de la plataforma de la que dependen las familias, los proveedores y el personal de los programas.",
};

export const statusSeed: StatusSeedCopy = {
  components: [
    "Servicios de la API",
    "Procesamiento de pagos",
    "Autenticación de usuarios",
    "Base de datos",
    "Almacenamiento de archivos",
    "Servicios de correo electrónico",
  ],
  maintenance: [
    {
      title: "Mantenimiento programado",
      from: "2024-01-20T07:00:00Z",
      to: "2024-01-20T09:00:00Z",
      message:
        "Mantenimiento planificado para que la plataforma siga segura y actualizada. Mientras se hace el trabajo, algunos servicios podrían funcionar más lento o dejar de estar disponibles por un momento. Las familias, los proveedores y el personal de los programas no tienen que hacer nada.",
    },
  ],
};

export const statusLabels: StatusLabels = {
  overall: {
    operational: "Todos los sistemas funcionan con normalidad",
    under_maintenance: "Hay un mantenimiento programado en curso",
    degraded_performance: "Algunos servicios funcionan más lento de lo normal",
    partial_outage: "Algunos servicios no están disponibles en parte",
    major_outage: "Algunos servicios no están disponibles",
  },
  states: {
    operational: "En funcionamiento",
    under_maintenance: "En mantenimiento",
    degraded_performance: "Rendimiento reducido",
    partial_outage: "Interrupción parcial",
    major_outage: "Interrupción del servicio",
  },
  impacts: {
    none: "Sin efecto",
    minor: "Rendimiento reducido",
    major: "Interrupción parcial",
    critical: "Interrupción del servicio",
  },
  updateStates: {
    investigating: "Investigando",
    identified: "Causa identificada",
    monitoring: "En observación",
    resolved: "Resuelto",
    scheduled: "Programado",
    in_progress: "En curso",
    completed: "Completado",
  },
  caption: "Estado y disponibilidad de cada servicio",
  service: "Servicio",
  status: "Estado",
  uptime: "Disponibilidad, últimos 90 días",
  daysSummary: "Día por día, los últimos 90 días",
  daysCaption:
    "Tiempo sin servicio y tiempo con rendimiento reducido de cada servicio por día (UTC), del más reciente al más antiguo",
  day: "Día (UTC)",
  dayClear: "En funcionamiento",
  dayDown: "Sin servicio {duration}",
  dayDegraded: "Reducido {duration}",
  duration: "{hours} h {minutes} min",
  affects: "Afecta a:",
  window: "Previsto del {from} al {to}",
  untranslated: "Todavía no está escrito en español; se muestra en inglés.",
  active: {
    eyebrow: "Ahora",
    title: "Incidentes y mantenimiento en curso",
    intro:
      "Lo que afecta a un servicio en este momento, con cada actualización que hemos publicado.",
  },
  noActive: "Nada afecta a ningún servicio en este momento.",
  upcoming: {
    eyebrow: "Próximamente",
    title: "Mantenimiento programado",
    intro:
      "Trabajo planificado y anunciado con anticipación. Empieza y termina a las horas indicadas.",
  },
  history: {
    eyebrow: "Historial",
    title: "Incidentes y mantenimiento anteriores",
    intro:
      "Cada incidente y mantenimiento desde que existe esta página, del más reciente al más antiguo, por mes.",
  },
  historyLink: "Ver incidentes y mantenimiento anteriores",
  noHistory: "Todavía no se ha registrado ningún incidente ni mantenimiento.",
  feedLink: "Seguir los incidentes en un lector de fuentes (Atom)",
  feedTitle: `Incidentes y mantenimiento de ${brand}`,
  jsonLink: "Estado para sistemas (JSON)",
  backToStatus: "Volver al estado actual",
};

export const reportProblemSection: SectionIntro = {
  eyebrow: "¿Tiene algún problema?",
  title: "Cuéntenos sobre un problema",
  intro:
    "Si algo no le funciona y no aparece en esta página, nuestro equipo de soporte quiere saberlo.",
};

export const reportProblemOptions: ContactOption[] = [
  {
    icon: "message-square",
    title: "Enviar un mensaje",
    description: "Cuéntenos qué pasó y cuándo, y lo revisaremos.",
    link: { label: "Contactar a soporte", href: contactHref("support") },
  },
  emailSupportOption,
  phoneSupportOption,
];
