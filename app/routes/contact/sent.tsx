import { ActionRow } from "~/components/sections/action-button";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { messageSentIntro, messageSentNext } from "~/content/contact-confirmation";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/contact/sent");

/** Where the contact form leads once sent without JavaScript. */
export default function MessageSentPage() {
  return (
    <>
      <PageHero {...messageSentIntro} />
      <Section intro={messageSentNext}>
        <ActionRow actions={messageSentNext.actions} />
      </Section>
    </>
  );
}
