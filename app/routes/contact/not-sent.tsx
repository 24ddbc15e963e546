import { ContactLinkList } from "~/components/sections/contact-link-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { CheckList } from "~/components/ui/check-list";
import * as en from "~/content/en/contact-confirmation";
import * as es from "~/content/es/contact-confirmation";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/not-sent";

export const loader = pageLoader("/contact/not-sent", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

/** Where the contact form leads when, sent without JavaScript, it could not be accepted. */
export default function MessageNotSentPage({ loaderData }: Route.ComponentProps) {
  const { messageNotSentChecks, messageNotSentElsewhere, messageNotSentIntro } = loaderData.copy;
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
