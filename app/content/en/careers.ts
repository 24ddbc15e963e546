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
  eyebrow: "Careers",
  title: "Help us make education funding fair",
  intro:
    "We build the tools that put education funds to work for families. If you want your work to matter to students, we'd like to hear from you.",
};

export const openingsSection: SectionIntro = {
  eyebrow: "Open positions",
  title: "Join the team",
  intro: `Each role lists its pay range, what you would do and how to apply. Apply by email to ${careersEmail}, or send us a message through the contact form.`,
};

export const noOpenings: string =
  "We have no open positions right now. You are still welcome to write to us about the work you would like to do.";

export const departmentLabels: Record<Department, string> = {
  engineering: "Engineering",
  product: "Product",
  "customer-success": "Customer Success",
  operations: "Operations",
};

export const locationLabels: Record<JobLocation, string> = {
  austin: "Austin, Texas",
  remote: "Remote (United States)",
};

export const employmentTypeLabels: Record<EmploymentType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
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
  breadcrumb: "Breadcrumb",
  readMore: "See the role",
  readMoreContext: "{title}",
  published: "Posted",
  facts: "About the role",
  department: "Department",
  location: "Location",
  type: "Type",
  salary: "Salary",
  salaryRange: "{min} to {max} a year",
  closes: "Applications close",
  responsibilities: "What you will do",
  qualifications: "What you will bring",
  benefits: "What we offer",
  howToApply: "How to apply",
  applyIntro:
    "Send your résumé and a few lines about why the role interests you. We read every application and reply to each one.",
  applyByEmail: "Apply by email",
  applySubject: "Application: {title}",
  applyByForm: "Or send us a message through the contact form",
  allOpenings: "All open positions",
};

export const workSection: SectionIntro = {
  eyebrow: "How we work",
  title: "A team that answers to families and taxpayers",
  intro: `Working at ${brand} means building software that moves public money, so we work carefully and talk plainly.`,
};

export const workPrinciples: IconCard[] = [
  {
    icon: "heart-handshake",
    title: "Close to the people we serve",
    description:
      "Everyone joins calls with program staff, providers and parents, so decisions start from what they actually need.",
  },
  {
    icon: "scale",
    title: "Careful with public money",
    description:
      "We review changes in pairs, test before we ship, and treat every audit finding as something to fix for good.",
  },
  {
    icon: "messages-square",
    title: "Written and open",
    description:
      "Decisions are written down where the whole team can read them, which keeps remote and Austin colleagues equally in the loop.",
  },
  {
    icon: "compass",
    title: "Room to grow",
    description:
      "Clear expectations for each level, regular feedback and time set aside to learn the policy side of the work as well as the technical one.",
  },
];

export const benefitsSection: SectionIntro = {
  eyebrow: "Benefits",
  title: "What we offer",
};

/** Shown on the careers page and on every job. */
export const careerBenefits: string[] = [
  "Medical, dental and vision coverage for you and your dependents",
  "Paid parental leave for every new parent",
  "Generous paid time off plus company holidays",
  "Flexible hours that work around school runs and appointments",
  "A yearly budget for learning, books and conferences",
  "Retirement savings plan",
  "The equipment you need to do your best work, at home or in the office",
  "An office in downtown Austin, Texas for those who want one",
];

export const hiringSection: SectionIntro = {
  eyebrow: "How to apply",
  title: "What happens after you apply",
  intro: `${brand} is an equal opportunity employer. If you need an adjustment at any stage of the process, tell us at ${careersEmail} and we will arrange it.`,
};

export const hiringSteps: Step[] = [
  {
    title: "Send your application",
    description:
      "Email your résumé and a short note. We read every application and reply to each one, whatever the answer.",
  },
  {
    title: "Talk with the hiring manager",
    description:
      "A conversation about the role, the team and what you are looking for, with plenty of time for your questions.",
  },
  {
    title: "Show how you work",
    description:
      "A practical exercise close to the real job, done in working hours and discussed together rather than graded in silence.",
  },
  {
    title: "Meet the team",
    description: "Conversations with future colleagues, then a decision and, we hope, an offer.",
  },
];

export const careersCta: CtaContent = {
  title: "Don't see your role?",
  intro:
    "We are always glad to hear from people who care about education and public service. Tell us what you would bring.",
  actions: [
    { label: "Email our careers team", href: mailto(careersEmail) },
    { label: `About ${brand}`, href: "/about" },
  ],
};
