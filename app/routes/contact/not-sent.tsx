import { ContactLinkList } from "~/components/sections/contact-link-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { CheckList } from "~/components/ui/check-list";
import {
  messageNotSentChecks,
  messageNotSentElsewhere,
  messageNotSentIntro,
} from "~/content/contact-confirmation";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/contact/not-sent");

/** Where the contact form leads when, sent without JavaScript, it could not be accepted. */
export default function MessageNotSentPage() {
  return (
    <>
      <PageHero {...messageNotSentIntro} />
      <Section intro={messageNotSentChecks}>
        <CheckList items={messageNotSentChecks.items} />
      </Section>
      <Section intro={messageNotSentElsewhere} tone="muted">
        <ContactLinkList items={messageNotSentElsewhere.contacts} />
      </Section>
    </>
  );
}
