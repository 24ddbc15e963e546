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
  eyebrow: "Support",
  title: "How can we help?",
  intro:
    "Find answers about applications, accounts, payments and provider services. If you can't find what you need, our support team replies to email within 24 hours.",
};

export const helpSearchContent: HelpSearchContent = {
  label: "Search questions and articles",
  placeholder: "For example: refund, password, payout",
  submit: "Search",
  /** Names the search landmark. */
  landmark: "Help center",
  resultSummary: {
    none: "No results for “{query}”",
    one: "1 result for “{query}”",
    other: "{count} results for “{query}”",
  },
  noResults: {
    text: "Try another word or a shorter phrase, or clear the search to see every topic. If your question isn't covered here, our support team will answer it.",
    clear: "Clear search",
    contact: { label: "Send a message to support", href: contactHref("support") },
  },
};

export const helpTopicsSection: SectionIntro = {
  eyebrow: "Browse by topic",
  title: "Common questions",
  intro: "Open a question to read its answer. Each topic can be linked to directly.",
};

export const helpTopics: HelpCategory[] = [
  {
    title: "Getting Started",
    questions: [
      {
        question: "How do I apply for an education savings account?",
        answer:
          "Apply through your state's program portal. Create a family account, add each child, answer the eligibility questions and upload the documents your state asks for. You can save the application and come back to it at any time.",
      },
      {
        question: "How long does it take for an application to be reviewed?",
        answer:
          "Review times are set by each state program. You can follow every step of the review in your account, and we email you as soon as a decision is made or a document is missing.",
      },
      {
        question: "Which devices can I use?",
        answer: `${brand} works in any current web browser on a phone, tablet or computer. There is nothing to install, and every page is built to work with screen readers and keyboard navigation.`,
      },
      {
        question: "Where can I find my state's program rules?",
        answer:
          "Your account shows the rules your state has set: award amounts, eligible expenses and deadlines. Your state's education department remains the official source for program policy.",
      },
    ],
  },
  {
    title: "Account Management",
    questions: [
      {
        question: "How do I reset my password?",
        answer:
          "Choose “Forgot password” on the sign-in page and enter the email address on your account. We send a reset link that works once and expires after a short time.",
      },
      {
        question: "Can two parents or guardians share one account?",
        answer:
          "Yes. The primary account holder can invite a second parent or guardian, who signs in with their own email address and password. Both see the same balances and history.",
      },
      {
        question: "How do I update my contact details?",
        answer:
          "Open your profile settings to change your email address, phone number or mailing address. Changes to legal names or residency may need a document, depending on your state's rules.",
      },
      {
        question: "How do I turn on multi-factor authentication?",
        answer:
          "Open security settings and follow the steps to add an authenticator app. It takes a minute and keeps your account safe even if your password is ever exposed.",
      },
    ],
  },
  {
    title: "Payments & Billing",
    questions: [
      {
        question: "How do I pay a provider with ESA funds?",
        answer:
          "Choose an approved provider in the marketplace, select the service or invoice, and confirm the amount. The platform checks your state's spending rules before any money moves.",
      },
      {
        question: "How do I request a refund for a service I didn't receive?",
        answer:
          "Open the payment in your transaction history and choose “Report a problem”. The provider is asked to respond, and an approved refund goes back to your account balance.",
      },
      {
        question: "Can I pay for school meals with ESA funds?",
        answer:
          "Where your program allows it, yes. School meals can be paid from ESA funds, with cash or card, or with a combination of both, and you can set a spending limit for each student.",
      },
      {
        question: "Why was a purchase declined?",
        answer:
          "Purchases are declined when the provider isn't approved, the expense isn't eligible under your state's rules or the balance is too low. The transaction shows the reason and what you can do next.",
      },
    ],
  },
  {
    title: "Provider Services",
    questions: [
      {
        question: "How does my organization become an approved provider?",
        answer:
          "Create a provider profile, describe your services and upload the licenses and insurance your state requires. Program staff review the application and you are notified of their decision.",
      },
      {
        question: "When do providers receive their payouts?",
        answer:
          "Approved payments are sent to the bank account on your provider profile. Your payout history shows each payment, the family account it came from and the date it was sent.",
      },
      {
        question: "Can I change the services and prices I list?",
        answer:
          "Yes. Edit your listing at any time. Some changes, such as adding a new category of service, are reviewed by program staff before families can see them.",
      },
      {
        question: "Which payment methods can families use with my organization?",
        answer:
          "Families pay from their ESA balance inside the platform. You never handle card numbers or bank details, and there are no checks or receipts to chase.",
      },
    ],
  },
];

export const popularArticlesSection: SectionIntro = {
  eyebrow: "Popular articles",
  title: "What other visitors are reading",
};

export const popularArticles: PopularArticle[] = [
  {
    title: "What ESA funds can pay for",
    description:
      "The eight kinds of expenses most programs allow, from private school tuition to transportation to educational activities.",
    category: "Getting Started",
    link: { label: "See eligible uses on the ESA page", href: "/esa" },
  },
  {
    title: "Setting spending limits for school meals",
    description:
      "How parents set a daily limit for each student, record dietary preferences and choose how meals are paid for.",
    category: "Payments & Billing",
    link: { label: "Read about the school lunch program", href: "/school-lunch" },
  },
  {
    title: "Getting listed as an education provider",
    description:
      "What tutoring centers, online programs, therapists and camps need to join the marketplace and start accepting ESA payments.",
    category: "Provider Services",
    link: { label: "Read the guide for providers", href: "/for-providers" },
  },
  {
    title: "Keeping your account secure",
    description:
      "How multi-factor authentication, encryption and role-based access protect your family's information.",
    category: "Account Management",
    link: { label: "Read how we protect your data", href: "/security" },
  },
];

export const stillNeedHelpSection: SectionIntro = {
  eyebrow: "Still need help?",
  title: "Talk to our support team",
  intro: "Real people who know the programs, ready to help families, providers and program staff.",
};

export const supportOptions: ContactOption[] = [
  {
    icon: "message-circle",
    title: "Live Chat",
    description:
      "Live chat isn't available yet — send us a message instead and our support team will reply by email within 24 hours.",
    link: { label: "Send a message", href: contactHref("support") },
  },
  emailSupportOption,
  phoneSupportOption,
];
