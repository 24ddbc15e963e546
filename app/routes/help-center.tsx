import { ContactOptions } from "~/components/sections/contact-options";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import {
  helpCenterIntro,
  helpSearchContent,
  helpTopics,
  helpTopicsSection,
  popularArticles,
  popularArticlesSection,
  stillNeedHelpSection,
  supportOptions,
} from "~/content/help-center";
import { HelpSearch } from "~/features/help-search/help-search";
import { pageMeta } from "~/lib/page-meta";

import type { Route } from "./+types/help-center";

export const meta = () => pageMeta("/help-center");

/**
 * Runs at build time only. The sixteen answers and the articles reach the
 * browser once, inside this page's HTML, instead of a second time in its
 * JavaScript; the search filters them from there.
 */
export function loader() {
  return { topics: helpTopics, articles: popularArticles };
}

export default function HelpCenterPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...helpCenterIntro} />
      <HelpSearch
        content={helpSearchContent}
        topicsIntro={helpTopicsSection}
        topics={loaderData.topics}
        articlesIntro={popularArticlesSection}
        articles={loaderData.articles}
      />
      <Section intro={stillNeedHelpSection}>
        <ContactOptions items={supportOptions} />
      </Section>
    </>
  );
}
