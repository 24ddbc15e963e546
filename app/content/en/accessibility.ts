import type { LegalDocumentContent, PageIntro } from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours } from "./organization";

const brand = siteConfig.name;
const accessibilityEmail = siteConfig.emails.accessibility;

export const accessibilityIntro: PageIntro = {
  eyebrow: "Accessibility",
  title: "Accessibility Statement",
  intro: `${brand} is committed to a website and platform that everyone can use, including people who rely on a keyboard, a screen reader, magnification or captions.`,
};

export const accessibilityStatement: LegalDocumentContent = {
  lastUpdated: "2026-11-16",
  dateLabel: "Statement last reviewed",
  sections: [
    {
      id: "our-commitment",
      heading: "Our commitment",
      paragraphs: [
        `Families, providers and public officials must be able to use ${brand} however they access the web. We design and build this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA and the requirements of Section 508 of the Rehabilitation Act, and we hold the platform our partners sign in to to the same standard.`,
        "This statement covers the public website you are reading now.",
      ],
    },
    {
      id: "conformance",
      heading: "Conformance status",
      paragraphs: [
        "To the best of our knowledge, this website conforms to WCAG 2.2 level AA. The known limitations below are places where we know the experience could be better; we list them so you are not surprised by them.",
      ],
    },
    {
      id: "how-we-test",
      heading: "How we test this website",
      paragraphs: [
        "Accessibility is checked as part of building the website, not only after it ships:",
      ],
      list: [
        "Automated checks on every page: axe-core runs in a real browser against every route of the site, in continuous integration, and a change cannot be released while any WCAG 2.2 A or AA violation remains.",
        "The same automated tests confirm that every page works at 320 pixels wide without sideways scrolling, that its content is readable with JavaScript turned off, and that it has a single main heading and named landmarks.",
        "Keyboard checks: we move through each page and form with the keyboard alone, checking that focus is always visible, follows a logical order and is never trapped.",
        "Screen-reader checks: we review pages and forms with NVDA on Windows and VoiceOver on macOS and iOS before significant releases.",
        "Text and interface colours are chosen from a palette that meets at least 4.5:1 contrast for text.",
      ],
    },
    {
      id: "known-limitations",
      heading: "Known limitations",
      paragraphs: ["These are the limitations we know of today:"],
      list: [
        "The system status page is a published summary, not a live feed: its figures change only when we update the page, so it can trail a developing incident by a short time.",
        "Code samples on the developer pages keep their original line layout, so on narrow screens you scroll sideways within each sample rather than the lines wrapping.",
        "Documents that states, districts or education providers share through the platform, such as program handbooks or provider brochures, are created by them, and we cannot guarantee they are accessible. Ask the organisation that published a document, or us, for an accessible version.",
        "The signed-in platform is a separate application; this statement does not describe it. If you meet a barrier there, report it the same way and we will treat it with the same urgency.",
      ],
    },
    {
      id: "other-formats",
      heading: "Other ways to get what you need",
      paragraphs: [
        "If any part of this website is hard to use, you do not have to struggle with it. Our team can take a demo request or a question by phone or email, and we can provide any information on this website in another format, such as plain text or large print.",
      ],
    },
    {
      id: "report-a-barrier",
      heading: "Report a barrier",
      paragraphs: [
        "Please tell us about any problem you meet. It helps to include the page address, what you were trying to do, and the browser and any assistive technology you use, but send us what you have: a short description is enough to start.",
      ],
      links: [
        { label: "Email", text: accessibilityEmail, href: mailto(accessibilityEmail) },
        {
          label: "Phone",
          text: siteConfig.phone.display,
          href: telHref,
          detail: phoneHours,
        },
      ],
    },
    {
      id: "response-times",
      heading: "How quickly we respond",
      paragraphs: [
        "We acknowledge every report within 2 business days. Within 10 business days we tell you what we found and when we expect it to be fixed.",
        "If the barrier stops you from doing something with a deadline, such as submitting an application or paying a provider, say so and we will help you complete it by phone or email straight away while we work on the fix.",
      ],
    },
    {
      id: "if-you-are-not-satisfied",
      heading: "If you are not satisfied",
      paragraphs: [
        "If our response does not resolve your problem, write back and ask for the report to be reviewed by our head of product, who will reply in writing. You may also contact the state agency or district that runs your program, which has its own obligations to make its services accessible.",
      ],
    },
  ],
};
