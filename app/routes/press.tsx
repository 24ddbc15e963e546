import { ContactLinkList } from "~/components/sections/contact-link-list";
import { PageHero } from "~/components/sections/page-hero";
import { PressReleaseList } from "~/components/sections/press-release-list";
import { Section } from "~/components/sections/section";
import {
  mediaContactSection,
  mediaContacts,
  pressIntro,
  pressReleases,
  releasesSection,
} from "~/content/press";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/press");

export default function PressPage() {
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
