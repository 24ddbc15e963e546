import { ContactOptions } from "~/components/sections/contact-options";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/contact";
import * as es from "~/content/es/contact";
import { ContactForm } from "~/features/contact/contact-form";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/contact";

export const loader = pageLoader("/contact", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const {
    contactFormContent,
    contactFormSection,
    contactIntro,
    contactMessageMessages,
    contactOptions,
    reachUsSection,
    submitProblem,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...contactIntro} />
      <Section intro={contactFormSection}>
        <div className="mx-auto max-w-2xl rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <ContactForm
            content={contactFormContent}
            messages={contactMessageMessages}
            problems={submitProblem}
          />
        </div>
      </Section>
      <Section intro={reachUsSection} tone="muted">
        <ContactOptions items={contactOptions} columns={2} />
      </Section>
    </>
  );
}
