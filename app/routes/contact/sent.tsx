import { ActionRow } from "~/components/sections/action-button";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/contact-confirmation";
import * as es from "~/content/es/contact-confirmation";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/sent";

export const loader = pageLoader("/contact/sent", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

/** Where the contact form leads once sent without JavaScript. */
export default function MessageSentPage({ loaderData }: Route.ComponentProps) {
  const { messageSentIntro, messageSentNext } = loaderData.copy;
  return (
    <>
      <PageHero {...messageSentIntro} />
      <Section intro={messageSentNext}>
        <ActionRow actions={messageSentNext.actions} />
      </Section>
    </>
  );
}
