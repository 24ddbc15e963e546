import { ContactOptions } from "~/components/sections/contact-options";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import {
  contactFormContent,
  contactFormSection,
  contactIntro,
  contactOptions,
  reachUsSection,
} from "~/content/contact";
import { ContactForm } from "~/features/contact/contact-form";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/contact");

export default function ContactPage() {
  return (
    <>
      <PageHero {...contactIntro} />
      <Section intro={contactFormSection}>
        <div className="mx-auto max-w-2xl rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <ContactForm content={contactFormContent} />
        </div>
      </Section>
      <Section intro={reachUsSection} tone="muted">
        <ContactOptions items={contactOptions} columns={2} />
      </Section>
    </>
  );
}
