import type {
  ArticleLabels,
  CtaContent,
  IconCard,
  PageIntro,
  SectionIntro,
  Step,
} from "~/content/types";
import type { Department, EmploymentType, JobLocation } from "~/lib/publishing/entry-fields";
import { mailto, siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;
const careersEmail = siteConfig.emails.careers;

export const careersIntro: PageIntro = {
  eyebrow: "Empleos",
  title: "Ayúdenos a que el financiamiento de la educación sea justo",
  intro:
    "Creamos las herramientas que ponen los fondos para la educación al servicio de las familias. Si quiere que su trabajo marque una diferencia para los estudiantes, nos gustaría saber de usted.",
};

export const openingsSection: SectionIntro = {
  eyebrow: "Puestos vacantes",
  title: "Únase al equipo",
  intro: `Cada puesto indica su rango salarial, lo que usted haría y cómo postularse. Envíe su solicitud por correo electrónico a ${careersEmail} o envíenos un mensaje por el formulario de contacto.`,
};

export const noOpenings: string =
  "En este momento no tenemos puestos vacantes. De todos modos, puede escribirnos para contarnos qué trabajo le gustaría hacer.";

export const departmentLabels: Record<Department, string> = {
  engineering: "Ingeniería",
  product: "Producto",
  "customer-success": "Éxito del cliente",
  operations: "Operaciones",
};

export const locationLabels: Record<JobLocation, string> = {
  austin: "Austin, Texas",
  remote: "Remoto (en cualquier lugar de los Estados Unidos)",
};

export const employmentTypeLabels: Record<EmploymentType, string> = {
  "full-time": "Tiempo completo",
  "part-time": "Medio tiempo",
  contract: "Por contrato",
};

export const jobLabels: ArticleLabels & {
  facts: string;
  department: string;
  location: string;
  type: string;
  salary: string;
  salaryRange: string;
  closes: string;
  responsibilities: string;
  qualifications: string;
  benefits: string;
  howToApply: string;
  applyIntro: string;
  applyByEmail: string;
  applySubject: string;
  applyByForm: string;
  allOpenings: string;
} = {
  breadcrumb: "Ruta de navegación",
  readMore: "Ver el puesto",
  readMoreContext: "{title}",
  published: "Publicado",
  facts: "Sobre el puesto",
  department: "Departamento",
  location: "Ubicación",
  type: "Tipo de empleo",
  salary: "Salario",
  salaryRange: "{min} a {max} al año",
  closes: "Fecha de cierre",
  responsibilities: "Lo que hará",
  qualifications: "Lo que aportará",
  benefits: "Lo que ofrecemos",
  howToApply: "Cómo postularse",
  applyIntro:
    "Envíe su currículum y unas líneas sobre por qué le interesa el puesto. Leemos todas las solicitudes y respondemos a cada una.",
  applyByEmail: "Postularse por correo electrónico",
  applySubject: "Solicitud: {title}",
  applyByForm: "O envíenos un mensaje por el formulario de contacto",
  allOpenings: "Todos los puestos vacantes",
};

export const workSection: SectionIntro = {
  eyebrow: "Cómo trabajamos",
  title: "Un equipo que rinde cuentas a las familias y a los contribuyentes",
  intro: `Trabajar en ${brand} significa crear software que mueve dinero público. Por eso trabajamos con cuidado y hablamos con claridad.`,
};

export const workPrinciples: IconCard[] = [
  {
    icon: "heart-handshake",
    title: "Cerca de las personas a las que servimos",
    description:
      "Todos participan en llamadas con el personal de los programas, los proveedores y los padres, para que las decisiones partan de lo que realmente necesitan.",
  },
  {
    icon: "scale",
    title: "Cuidadosos con el dinero público",
    description:
      "Revisamos los cambios en parejas, hacemos pruebas antes de publicarlos y tratamos cada hallazgo de una auditoría como algo que hay que corregir de forma definitiva.",
  },
  {
    icon: "messages-square",
    title: "Por escrito y a la vista",
    description:
      "Las decisiones quedan por escrito donde todo el equipo puede leerlas. Así, los colegas que trabajan de forma remota y los de Austin están igual de informados.",
  },
  {
    icon: "compass",
    title: "Espacio para crecer",
    description:
      "Expectativas claras para cada nivel, comentarios frecuentes y tiempo reservado para aprender tanto la parte de políticas públicas del trabajo como la parte técnica.",
  },
];

export const benefitsSection: SectionIntro = {
  eyebrow: "Beneficios",
  title: "Lo que ofrecemos",
};

/** Shown on the careers page and on every job. */
export const careerBenefits: string[] = [
  "Seguro médico, dental y de la vista para usted y sus dependientes",
  "Licencia parental pagada para todos los padres y madres que acaban de tener o adoptar un hijo",
  "Días libres pagados generosos, además de los días festivos de la empresa",
  "Horario flexible que se adapta a llevar y recoger a los niños de la escuela y a las citas",
  "Un presupuesto anual para aprendizaje, libros y conferencias",
  "Plan de ahorro para la jubilación",
  "El equipo que necesita para hacer su mejor trabajo, en casa o en la oficina",
  "Una oficina en el centro de Austin, Texas, para quienes la quieran",
];

export const hiringSection: SectionIntro = {
  eyebrow: "Cómo postularse",
  title: "Qué pasa después de presentar su solicitud",
  intro: `${brand} es un empleador que ofrece igualdad de oportunidades. Si necesita algún ajuste en cualquier etapa del proceso, avísenos a ${careersEmail} y lo organizaremos.`,
};

export const hiringSteps: Step[] = [
  {
    title: "Envíe su solicitud",
    description:
      "Envíe por correo electrónico su currículum y una nota breve. Leemos todas las solicitudes y respondemos a cada una, sea cual sea la respuesta.",
  },
  {
    title: "Converse con el gerente de contratación",
    description:
      "Una conversación sobre el puesto, el equipo y lo que usted busca, con tiempo de sobra para sus preguntas.",
  },
  {
    title: "Muestre cómo trabaja",
    description:
      "Un ejercicio práctico parecido al trabajo real, que se hace en horario laboral y se comenta en conjunto, en lugar de calificarse en silencio.",
  },
  {
    title: "Conozca al equipo",
    description:
      "Conversaciones con sus futuros colegas, luego una decisión y, esperamos, una oferta de empleo.",
  },
];

export const careersCta: CtaContent = {
  title: "¿No encuentra un puesto para usted?",
  intro:
    "Siempre nos alegra saber de personas a las que les importan la educación y el servicio público. Cuéntenos qué aportaría usted.",
  actions: [
    { label: "Escriba a nuestro equipo de empleos", href: mailto(careersEmail) },
    { label: `Acerca de ${brand}`, href: "/about" },
  ],
};
