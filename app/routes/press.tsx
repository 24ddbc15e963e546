import { ContactLinkList } from "~/components/sections/contact-link-list";
import { PageHero } from "~/components/sections/page-hero";
import { PressReleaseList } from "~/components/sections/press-release-list";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/press";
import * as es from "~/content/es/press";
import { pageLoader } from "~/lib/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/press";

export const loader = pageLoader("/press", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function PressPage({ loaderData }: Route.ComponentProps) {
  const { mediaContactSection, mediaContacts, pressIntro, pressReleases, releasesSection } =
    loaderData.copy;
  return (
    <>
      <PageHero {...pressIntro} />
      <Section intro={releasesSection}>
        <PressReleaseList releases={pressReleases} />
      </Section>
      <Section id="media-contact" intro={mediaContactSection} tone="muted">
        <ContactLinkList items={mediaContacts} className="items-center text-center" />
      </Section>
    </>
  );
}
