import type {
  CtaContent,
  FeatureDetail,
  LinkCard,
  PageIntro,
  SectionIntro,
  Step,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const featuresIntro: PageIntro = {
  eyebrow: "Product",
  title: "Features built for public funds",
  intro: `${brand} combines the controls a state program needs with the simplicity families expect: security, real-time payments, analytics, shared access, automated compliance and integrations, in one platform.`,
};

export const coreFeaturesSection: SectionIntro = {
  eyebrow: "Core features",
  title: "Six capabilities, one accountable record",
  intro:
    "Each capability works on the same data, so an approval, a payment and the report that shows it never disagree.",
};

export const coreFeatures: FeatureDetail[] = [
  {
    icon: "shield-check",
    title: "Security",
    description:
      "Student records and public funds are protected to the standard auditors and parents expect.",
    highlights: [
      "SOC 2 Type II certified and FERPA compliant",
      "AES-256 encryption at rest, TLS 1.3 in transit",
      "Quarterly penetration tests",
    ],
    link: { label: "How we protect your data", href: "/security" },
  },
  {
    icon: "zap",
    title: "Real-time processing",
    description:
      "Approved purchases are paid the moment they clear the program's rules, and balances update at once.",
    highlights: [
      "Spending rules checked before money moves",
      "Providers paid directly from family accounts",
      "Balances and payment history always current",
    ],
    link: { label: "See live system status", href: "/status" },
  },
  {
    icon: "bar-chart-3",
    title: "Analytics",
    description:
      "Program staff see enrollment, spending and approvals as they happen, not at the end of the quarter.",
    highlights: [
      "Spending by category, provider and region",
      "Pending approvals and exceptions at a glance",
      "Exports ready for legislators and auditors",
    ],
  },
  {
    icon: "users",
    title: "Multi-user access",
    description:
      "Families, providers, school staff and program administrators each get their own view of the same program.",
    highlights: [
      "Role-based access control for every user",
      "Multi-factor authentication",
      "Separate views for families, providers and staff",
    ],
  },
  {
    icon: "clipboard-check",
    title: "Automated compliance",
    description:
      "Eligibility, allowable expenses and documentation rules are enforced by the platform as work happens.",
    highlights: [
      "Eligibility checks at application",
      "Purchases matched to allowable-expense rules",
      "A complete, tamper-evident audit trail",
    ],
    link: { label: "Standards we meet", href: "/security#compliance-standards" },
  },
  {
    icon: "plug",
    title: "Easy integration",
    description:
      "Connect the student information, finance and identity systems you already run, without retyping records.",
    highlights: [
      "Over 100 integrations",
      "A REST API with webhooks",
      "SDKs for JavaScript, Python, Java and C#",
    ],
    link: { label: "Browse integrations", href: "/integrations" },
  },
];

export const howItWorksSection: SectionIntro = {
  eyebrow: "How it fits together",
  title: "From appropriation to audit in four steps",
  intro: "The same record follows every dollar, so each step builds on the one before.",
};

export const howItWorksSteps: Step[] = [
  {
    title: "Set up the program",
    description:
      "Administrators configure eligibility, award amounts and allowable expenses to match state rules.",
  },
  {
    title: "Enroll families and providers",
    description:
      "Families apply online and are checked automatically; providers apply to join the marketplace and are vetted.",
  },
  {
    title: "Spend with confidence",
    description:
      "Families choose approved providers and pay from their account. Every purchase is checked before it is paid.",
  },
  {
    title: "Report and reconcile",
    description:
      "Dashboards and exports show where every dollar went, ready for finance teams, auditors and legislators.",
  },
];

export const audiencesSection: SectionIntro = {
  eyebrow: "Who it's for",
  title: "One platform, four points of view",
  intro: "See how the same features serve each group in an education savings program.",
};

export const audienceLinks: LinkCard[] = [
  {
    icon: "building-2",
    title: "State governments",
    description: "Launch and oversee an ESA program with the controls public money requires.",
    href: "/for-states",
  },
  {
    icon: "graduation-cap",
    title: "Education providers",
    description: "Get listed in the marketplace, accept ESA payments and get paid on time.",
    href: "/for-providers",
  },
  {
    icon: "users",
    title: "Families",
    description: "Apply, choose providers and track every dollar of your child's funds.",
    href: "/for-families",
  },
  {
    icon: "utensils-crossed",
    title: "Schools",
    description:
      "Run meal ordering with student accounts, dietary preferences and spending limits.",
    href: "/school-lunch",
  },
];

export const featuresCta: CtaContent = {
  title: "See the features working together",
  intro: `A walkthrough with our team shows how ${brand} would run your program, using your state's rules.`,
  actions: [
    { label: "Request Demo", opensDemo: true },
    { label: "Contact Sales", href: contactHref("sales") },
  ],
};
