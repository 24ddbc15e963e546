import { GuideOverviewGrid } from "~/components/sections/guide-overview-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/documentation";
import * as es from "~/content/es/documentation";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/documentation";

export const loader = pageLoader("/documentation", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function DocumentationPage({ loaderData }: Route.ComponentProps) {
  const { documentationIntro, guides, guidesSection } = loaderData.copy;
  return (
    <>
      <PageHero {...documentationIntro} />
      <Section intro={guidesSection}>
        <GuideOverviewGrid guides={guides} />
      </Section>
    </>
  );
}
