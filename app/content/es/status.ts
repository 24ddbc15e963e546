import { emailSupportOption, phoneSupportOption } from "./support-channels";
import type {
  ContactOption,
  Maintenance,
  MaintenanceStatus,
  PageIntro,
  SectionIntro,
  ServiceStatus,
  ServiceStatusLabels,
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

export const overallStatus = {
  status: "operational",
  message: "Todos los sistemas funcionan con normalidad",
} satisfies { status: ServiceStatus["status"]; message: string };

export const services: ServiceStatus[] = [
  { name: "Servicios de la API", status: "operational", uptime: "99.9%" },
  { name: "Procesamiento de pagos", status: "operational", uptime: "99.8%" },
  { name: "Autenticación de usuarios", status: "operational", uptime: "99.9%" },
  { name: "Base de datos", status: "operational", uptime: "99.9%" },
  { name: "Almacenamiento de archivos", status: "operational", uptime: "99.7%" },
  { name: "Servicios de correo electrónico", status: "operational", uptime: "99.5%" },
];

export const serviceStatusLabels: ServiceStatusLabels = {
  caption: "Estado y disponibilidad de cada servicio",
  service: "Servicio",
  status: "Estado",
  uptime: "Disponibilidad",
  statuses: {
    operational: "En funcionamiento",
    degraded: "Rendimiento reducido",
    outage: "Interrupción del servicio",
  },
};

export const incidentsSection: SectionIntro = {
  eyebrow: "Incidentes",
  title: "Incidentes y mantenimiento",
  intro:
    "Aquí anunciamos con anticipación el mantenimiento planificado, junto con cualquier incidente que afecte a un servicio.",
};

export const maintenanceWindows: Maintenance[] = [
  {
    title: "Mantenimiento programado",
    date: "2024-01-20",
    upcoming:
      "Mantenimiento planificado para que la plataforma siga segura y actualizada. Mientras se hace el trabajo, algunos servicios podrían funcionar más lento o dejar de estar disponibles por un momento. Las familias, los proveedores y el personal de los programas no tienen que hacer nada.",
    done: "Mantenimiento planificado para que la plataforma siga segura y actualizada. El trabajo terminó, y las familias, los proveedores y el personal de los programas no tuvieron que hacer nada.",
  },
];

export const maintenanceStatusLabels: Record<MaintenanceStatus, string> = {
  scheduled: "Programado",
  completed: "Completado",
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
