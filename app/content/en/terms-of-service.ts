import type { LegalDocumentContent, PageIntro } from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { mailto, siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;
const { address } = siteConfig;

export const termsOfServiceIntro: PageIntro = {
  eyebrow: "Legal",
  title: "Terms of Service",
  intro: `The terms that apply when you use the ${brand} website and platform. Please read them carefully; by using our services you agree to them.`,
};

export const termsOfService: LegalDocumentContent = {
  lastUpdated: "2026-10-01",
  sections: [
    {
      id: "about-these-terms",
      heading: "About these terms",
      paragraphs: [
        `These terms are an agreement between you and ${brand}. They apply to this public website and to the ${brand} platform that families, education providers and program staff sign in to.`,
        "Public agencies and districts that run a program on the platform also sign a separate agreement with us. If that agreement and these terms ever disagree, the agency's agreement takes precedence for that program.",
      ],
    },
    {
      id: "accounts",
      heading: "Your account",
      paragraphs: [
        "Accounts are opened through the program you take part in, which decides who is eligible. When you have an account, you agree to:",
      ],
      list: [
        "give accurate information and keep it up to date;",
        "keep your password and multi-factor authentication device to yourself;",
        "tell us straight away if you think someone else has used your account;",
        "use the account only for the program it was opened for.",
      ],
    },
    {
      id: "program-funds",
      heading: "Education savings account funds",
      paragraphs: [
        "ESA funds are public money governed by the rules of your state's program. The program, not us, decides eligibility, the amount awarded and which expenses are allowed. The platform applies those rules when you make a purchase, and some purchases may need approval from program staff before they are paid.",
        "If funds are spent in a way the program does not allow, the program may ask for them to be repaid or take other steps under its rules. We may be required to report suspected misuse to the program.",
      ],
    },
    {
      id: "providers",
      heading: "Education providers",
      paragraphs: [
        "If you list services in the vendor marketplace, you confirm that your listing is accurate, that you hold any licence or accreditation the program requires, and that you will deliver what families pay for. Payments to you are made under the program's rules and your provider agreement, and may be withheld while a program reviews a disputed charge.",
      ],
    },
    {
      id: "school-meals",
      heading: "School meal accounts",
      paragraphs: [
        "Meal prices, refunds of unused balances and eligibility for free or reduced-price meals are set by your school or district. Spending limits and dietary preferences you record help the school serve your child, but they do not replace telling the school directly about a serious allergy.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      paragraphs: ["When you use the website or the platform, please do not:"],
      list: [
        "try to reach information you are not authorized to see, or test our security without written permission;",
        "disrupt the service, overload it or introduce malicious code;",
        "copy or collect other people's information;",
        "misrepresent who you are or the services you provide;",
        "use the service for anything unlawful.",
      ],
    },
    {
      id: "content-and-ownership",
      heading: "Our content",
      paragraphs: [
        `The website, the platform and their design, text and software belong to ${brand} or its licensors. You may read, print and share pages of this website for your own, non-commercial use. The information you and your program put into the platform remains yours and your program's.`,
      ],
    },
    {
      id: "privacy",
      heading: "Privacy",
      paragraphs: [
        "Our privacy policy explains how we collect, use and protect personal information, including student records protected by FERPA.",
      ],
      links: [{ text: "Read our privacy policy", href: "/privacy-policy" }],
    },
    {
      id: "availability",
      heading: "Availability and changes to the service",
      paragraphs: [
        "We work to keep the platform available around the clock and commit to a 99.9% uptime SLA in our agreements with programs. Planned maintenance is announced in advance on our status page. We improve the service over time; if a change would remove something your program relies on, we tell the program first.",
      ],
      links: [{ text: "See system status", href: "/status" }],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers",
      paragraphs: [
        "The information on this public website is general. It describes our services and education funding in plain terms, but your program's own rules decide what applies to you. Apart from the commitments we make in writing to programs, the website is provided as it is, without further promises.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      paragraphs: [
        `To the extent the law allows, ${brand} is not liable for indirect or consequential losses arising from use of the website. Nothing in these terms limits liability that cannot be limited by law, and the liability terms agreed with a program in its own agreement apply to that program's use of the platform.`,
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      paragraphs: [
        `These terms are governed by the laws of the State of Texas, without regard to its conflict-of-laws rules. Any dispute that cannot be resolved by talking with us first will be heard in the state or federal courts located in ${address.city}, ${address.region}.`,
        "Where a public agency's agreement with us, or the law of that agency's state, requires a different governing law or forum, that requirement applies to the agency's program.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      paragraphs: [
        "If we change these terms, we update the date at the top of this page, and for significant changes we notify account holders before the new terms take effect. Continuing to use the service after that means you accept the new terms.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        `Questions about these terms can go to our team through the contact form or by post to ${brand}, ${address.street}, ${address.city}, ${address.regionCode} ${address.postalCode}.`,
      ],
      links: [
        { text: "Contact us", href: contactHref("general") },
        {
          label: "Email",
          text: siteConfig.emails.support,
          href: mailto(siteConfig.emails.support),
        },
      ],
    },
  ],
};
