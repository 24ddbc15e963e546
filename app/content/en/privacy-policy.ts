import type { LegalDocumentContent, PageIntro } from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours, leadRetentionInWords, visitRetentionInWords } from "./organization";

const brand = siteConfig.name;
const { address } = siteConfig;
const privacyEmail = siteConfig.emails.privacy;

export const privacyPolicyIntro: PageIntro = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  intro: `How ${brand} collects, uses and protects personal information, including student education records, and the choices you have about it.`,
};

export const privacyPolicy: LegalDocumentContent = {
  lastUpdated: "2026-12-06",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are and what this policy covers",
      paragraphs: [
        `${brand} provides a platform that state agencies, school districts and other public bodies use to run education savings account (ESA) programs and school meal programs. Our office is at ${address.street}, ${address.city}, ${address.region} ${address.postalCode}.`,
        "This policy covers this public website and the platform that families, education providers and program administrators sign in to. When we handle student and family information on the platform, we do so on behalf of the public agency that runs the program and under a written agreement with it. That agency decides why the information is collected; we follow its instructions and the law.",
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: ["We collect only what a program needs to work, and what you choose to send us:"],
      list: [
        "Website forms: what you type into the demo request or the contact form (the next section explains exactly what, and for how long).",
        "Families: parent or guardian contact details, the student's name, date of birth, school and grade, documents the program asks for to confirm eligibility, and the account's balance, purchases and payments.",
        "School meal accounts: the student's meal purchases, account balance, dietary preferences and allergies recorded by a parent or school, and any spending limits a parent sets.",
        "Education providers: business and contact details, licences or accreditation the program requires, and the bank details we need to pay you.",
        "Program staff: work contact details, role and the actions you take in the platform, which are kept in the audit log.",
        "Technical records: when a page of this website is requested, our server records the time, the page (without anything after a question mark in its address), the result and the size of the answer, so we can keep the site secure and working. It does not record your IP address or browser.",
        "Visit counts: how many times each page of this website was read each day, and by how many different visitors, as daily totals that identify no one (explained below).",
        "Searches that did not help: what was searched for on this website when the search found nothing, or showed results and none was opened, cleaned of anything personal and counted per day, with nothing about who searched (explained below).",
      ],
    },
    {
      id: "website-forms",
      heading: "What this website's forms keep",
      paragraphs: [
        "When you request a demo we store your name, email address, phone number and preferred date. When you send a message we store your first and last name if you give them, your email address, the kind of question and your message. With either form we also store the time it arrived and the language of the page you used, so that we can answer you in that language.",
        "We use this only to answer you: the submission goes to our sales or support team by email and into the system they work from. We never add you to a mailing list, sell it or use it for advertising.",
        `Submissions are deleted automatically ${leadRetentionInWords} after they arrive. To stop a flood of automated messages, the forms remember the network address a submission came from for ten minutes, in memory only; it is never stored with what you sent.`,
        "To see what we hold about you or to have it deleted sooner, write to our privacy team from the address you used, or tell us which address to look for. We delete every submission made with that email address, including the records of passing it on, and confirm when it is done.",
      ],
      links: [{ label: "Email", text: privacyEmail, href: mailto(privacyEmail) }],
    },
    {
      id: "visit-counts",
      heading: "How we count visits",
      paragraphs: [
        "Our server counts the pages of this website it sends, so that we can see which pages people read and which of them lead people to contact us. It does this itself, as it answers: no cookie, no tracking script and no analytics company is involved, and nothing is stored on your device.",
        "To count how many different people read a page on a given day without knowing who they are, the server makes a code from your network address, your browser's name and the date, with a secret key that exists only in its memory and is replaced every day. The code only tells the server whether a page was already counted for you that day. It is never stored, and neither is your address, your browser's name or anything after a question mark in the page's address. Because the key changes every day, no one, including us, can link your visits on different days or work back from the counts to you.",
        `What is stored is daily totals only: visits and different visitors for each page, the names of the websites whose links brought visitors here, and the campaign named in a link's address (utm_campaign, utm_source and utm_medium). Known automated programs, and pages your browser loads ahead of a click, are counted separately and are not visits. The totals are deleted after ${visitRetentionInWords}.`,
        "We use these counts only to improve this website. They are not combined with any other information, not used to recognize anyone and not shared with anyone.",
      ],
    },
    {
      id: "search-counts",
      heading: "What we learn from searches that did not help",
      paragraphs: [
        "When a search in our help center or on our search page finds nothing, or shows results and you leave without opening any of them, your browser tells our server what was searched for, in which language, and which of the two happened. We use this to see which answers families look for and cannot find, so that we can write the help articles they need.",
        "Before anything is stored, the server cleans what was searched for: it replaces anything that looks like an email address, a phone number, a card or account number or a Social Security number with a placeholder such as [email] or [phone], changes the rest to lower case and keeps only its first 100 characters. Please do not type personal information into a search box: you never need it to find an answer.",
        "What is stored is a count for each cleaned search, language and day, and nothing about you: not your network address, your browser, or anything else that could tell who searched. No cookie is set and nothing is stored on your device. So that one person repeating a search counts once, the server uses the same daily code it uses for visits, which is never stored. Known automated programs are not counted, and nothing is sent when JavaScript is turned off in your browser.",
        "These counts are deleted after 13 months. Like the visit counts, they are used only to improve this website, are not combined with any other information and are not shared with anyone.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How we use information",
      paragraphs: [
        "We use personal information to run the program it was collected for and for nothing else. In practice that means to:",
      ],
      list: [
        "check eligibility and open accounts as the program's rules require;",
        "approve purchases, pay providers and keep accurate balances;",
        "run school meal accounts, including spending limits and dietary information;",
        "answer questions, provide support and send service messages such as payment confirmations;",
        "keep records that auditors and program staff need, and detect fraud or misuse;",
        "keep our systems secure, and meet our legal obligations.",
      ],
    },
    {
      id: "student-records",
      heading: "Student records, FERPA and state student-privacy laws",
      paragraphs: [
        "Where student education records are protected by the Family Educational Rights and Privacy Act (FERPA), we act as a school official with a legitimate educational interest, under the direct control of the agency or district that engaged us. We use those records only for the purposes that agency authorizes.",
        "Many states have their own student-privacy laws, and we follow the law of each state whose program we serve. Whatever the law, we never sell student or family information, never use it for targeted advertising, and never build profiles of students except as the program requires to operate.",
      ],
    },
    {
      id: "childrens-privacy",
      heading: "Children's privacy and COPPA",
      paragraphs: [
        "Students do not create their own accounts on the platform. A parent, guardian or school provides and manages a student's information. Where the Children's Online Privacy Protection Act (COPPA) applies to a child under 13, we rely on the consent of the school or program as the law permits, or obtain verifiable consent from a parent.",
        "This public website is meant for adults. We do not knowingly collect personal information from children through its forms; if you believe a child has sent us information, write to us and we will delete it.",
      ],
    },
    {
      id: "sharing",
      heading: "When we share information",
      paragraphs: ["We share personal information only when it is needed to run the program:"],
      list: [
        "with the public agency or district that runs the program, which can see the records it is responsible for;",
        "with the education provider a family chooses to pay, limited to what the provider needs to deliver and bill the service;",
        "with banks and payment processors that move program funds;",
        "with service providers that host or support our systems, under contracts that bind them to the same protections and forbid any other use;",
        "when the law requires it, such as a valid court order, and in that case we tell the program first unless we are legally barred from doing so.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep information",
      paragraphs: [
        "Program records are kept for as long as the agency's agreement and the law require, which for financial records often means several years after an account closes so that audits can be completed. When an agreement ends, we return or securely delete the program's data as the agreement specifies.",
        `Demo requests and messages sent through this website's forms are deleted automatically ${leadRetentionInWords} after they arrive. Server logs are kept for 30 days unless we need them longer to investigate a security incident. Daily visit counts, which are totals that identify no one, are deleted after ${visitRetentionInWords}, and daily counts of searches that did not help after 13 months.`,
      ],
    },
    {
      id: "security",
      heading: "How we protect information",
      paragraphs: [
        "Our security controls are examined every year by an independent auditor for our SOC 2 Type II report. Information is encrypted with AES-256 at rest and TLS 1.3 in transit, access is limited by role and protected by multi-factor authentication, and our systems are tested by outside specialists through quarterly penetration tests.",
        "If a security incident ever affects personal information, we will tell the affected programs without undue delay and support them in notifying families as the law requires.",
      ],
      links: [{ text: "Read more about our security", href: "/security" }],
    },
    {
      id: "your-rights",
      heading: "Your rights and choices",
      paragraphs: [
        "Parents and eligible students have the right under FERPA to review education records and ask for corrections. Because the program controls those records, the quickest route is to ask the program office; you can also write to us and we will pass your request on and help the program answer it.",
        "For information you sent us through this website, you can ask to see it, correct it or have it deleted. Depending on where you live, state law may give you further rights, and we honor them. We answer every request within 30 days and may need to confirm your identity first. We will never treat you differently for making a request.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "This website sets no cookies for visitors and uses no analytics or advertising trackers; our server counts visits itself without storing anything on your device. Its one cookie keeps our staff signed in to the owners' console. Our cookie policy explains the details.",
      ],
      links: [{ text: "Read our cookie policy", href: "/cookie-policy" }],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "When we change this policy we update the date at the top of this page. If a change affects how program information is handled, we tell our partner agencies before it takes effect.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        `Questions about privacy or a request about your information can go to our privacy team, by email, by phone or by post to ${brand}, Attn: Privacy, ${address.street}, ${address.city}, ${address.regionCode} ${address.postalCode}.`,
      ],
      links: [
        { label: "Email", text: privacyEmail, href: mailto(privacyEmail) },
        {
          label: "Phone",
          text: siteConfig.phone.display,
          href: telHref,
          detail: phoneHours,
        },
      ],
    },
  ],
};
