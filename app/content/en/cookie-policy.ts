import type { LegalDocumentContent, PageIntro } from "~/content/types";
import { mailto, siteConfig } from "~/lib/site-config";

import { visitRetentionInWords } from "./organization";

const brand = siteConfig.name;
const siteHost = new URL(siteConfig.url).host;
const portalHost = new URL(siteConfig.portalUrl).host;
const privacyEmail = siteConfig.emails.privacy;
/** The one cookie, set by server/plugins/authentication.ts. */
const sessionCookie = "__Host-brightway-session";

export const cookiePolicyIntro: PageIntro = {
  eyebrow: "Legal",
  title: "Cookie Policy",
  intro:
    "This website sets no cookies for visitors and loads no tracking scripts. One cookie exists, only for our own staff when they sign in to the site's owners' console. This page explains what that means for you and what would change if that ever changed.",
};

export const cookiePolicy: LegalDocumentContent = {
  lastUpdated: "2026-11-26",
  sections: [
    {
      id: "in-short",
      heading: "In short",
      paragraphs: [
        `The ${brand} website at ${siteHost} does not set cookies for its visitors, does not use analytics or advertising tools, and does not ask your browser to contact any other company while you read it. Our own server counts the pages it sends without storing anything on your device (see below). There is nothing to accept or reject, so you will not see a cookie banner here.`,
        `The website sets exactly one cookie, and only for members of our staff who sign in to its owners' console to read the messages visitors send: it keeps them signed in. It is strictly necessary for that sign-in, and no visitor ever receives it.`,
      ],
    },
    {
      id: "what-cookies-are",
      heading: "What cookies are",
      paragraphs: [
        "Cookies are small text files a website asks your browser to store and send back on later visits. Sites use them to keep you signed in, remember settings, or count and follow visitors, sometimes across many sites. Similar technologies include tracking pixels and scripts loaded from other companies.",
      ],
    },
    {
      id: "what-this-site-uses",
      heading: "What this website uses",
      paragraphs: [
        "Every page, font, image and script on this website is delivered from our own web address. We check this with automated tests that fail if a page sets a cookie or makes a request to another website. In particular, this website uses:",
      ],
      list: [
        "no cookies for visitors, including no cookies of our own (the one cookie below is for our staff's sign-in alone);",
        "no analytics tools, heat maps or session recording (our server only counts the pages it sends, as explained below);",
        "no advertising, social media or tracking pixels;",
        "no fonts, videos, maps or scripts loaded from other companies.",
      ],
    },
    {
      id: "console-cookie",
      heading: "The one cookie: our staff's sign-in",
      paragraphs: [
        `When a member of our staff signs in to the owners' console (the pages under ${siteHost}/admin), the website sets one cookie in their browser. It holds a random session number and nothing else; it is sent only to this website, over a secure connection, and scripts cannot read it.`,
      ],
      list: [
        `Name: ${sessionCookie}.`,
        "Set by: this website, never by another company.",
        "Purpose: keeping a person signed in to the owners' console. It is strictly necessary for that, so it needs no consent.",
        "How long it lasts: it ends when they sign out, after 30 minutes without activity, or 12 hours after they signed in, whichever comes first.",
        "Who gets it: only people who sign in to the owners' console; visitors never do.",
      ],
    },
    {
      id: "browser-storage",
      heading: "What stays in your browser",
      paragraphs: [
        "So that going back to a page or reloading it returns you to the same place, your browser remembers how far down each page you had scrolled, in its session storage. That record stays on your device, is never sent to us and is cleared when you close the tab.",
        "Nothing you type into the contact or demo request forms is stored in a cookie. It is sent to us only when you press the submit button.",
      ],
    },
    {
      id: "counting-visits",
      heading: "Counting visits without cookies",
      paragraphs: [
        "Our server counts how many times it sends each page, and how many different visitors read it each day, as it answers. Nothing is stored on your device or read from it for this: no cookie, no local storage, no tracking script.",
        "To tell visitors apart within one day, the server makes a code from your network address, your browser's name and the date, with a key kept only in its memory and replaced every day. The code, your address and your browser's name are never stored, so the counts identify no one and cannot follow anyone from one day to the next.",
        `Only daily totals are kept: per page, per website whose link brought visitors here (its name only) and per campaign named in a link's address. They are kept for ${visitRetentionInWords}, for our own use, and are never combined with other information or shared.`,
        "When your browser loads one of our pages ahead of a click so that it opens faster, that page, once you actually open it, sends one short message to our own server so that it is counted then. The message holds only the page's address.",
        "Why there is no consent banner: consent rules for cookies apply to storing information on your device or reading it from there. This counting does neither, identifies no one and is used only by us, which is the kind of audience measurement that regulators such as France's CNIL exempt from consent.",
      ],
    },
    {
      id: "signed-in-platform",
      heading: "The signed-in platform",
      paragraphs: [
        `Signing in takes you to a separate application at ${portalHost}, which your program provides through us. This cookie policy covers only this public website; the platform's own notices describe anything it stores to keep your account secure.`,
      ],
    },
    {
      id: "if-this-changes",
      heading: "If this ever changes",
      paragraphs: [
        "If we ever decide to use cookies, analytics or content from another company on this website, we will update this page before the change goes live, with a new date at the top. For each cookie or tool we would list who sets it, what it is for and how long it lasts.",
        "Wherever the law requires it, we would ask for your consent before setting anything that is not strictly necessary for the website to work, and make it as easy to withdraw that consent as to give it.",
      ],
    },
    {
      id: "managing-cookies",
      heading: "Managing cookies in your browser",
      paragraphs: [
        "Every major browser lets you see, block and delete cookies in its privacy or security settings. Blocking all cookies will not affect how this website works for visitors; only signing in to the owners' console needs its one cookie.",
      ],
    },
    {
      id: "contact",
      heading: "Questions",
      paragraphs: [
        "If you have a question about this policy or notice something that does not match it, please tell our privacy team. Our privacy policy explains how we handle personal information more broadly.",
      ],
      links: [
        { label: "Email", text: privacyEmail, href: mailto(privacyEmail) },
        { text: "Read our privacy policy", href: "/privacy-policy" },
      ],
    },
  ],
};
