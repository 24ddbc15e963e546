import { ContactOptions } from "~/components/sections/contact-options";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/help-center";
import * as es from "~/content/es/help-center";
import { HelpSearch } from "~/features/help-search/help-search";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";
import { faqPage } from "~/site/structured-data";

import type { Route } from "./+types/help-center";

/** The sixteen answers and the articles reach the browser once, in this page's HTML; the search filters them there. */
export const loader = pageLoader("/help-center", { "en-US": en, "es-US": es }, (copy) => [
  faqPage(copy.helpTopics.flatMap((topic) => topic.questions)),
]);
export const meta = metaFromLoader;

export default function HelpCenterPage({ loaderData }: Route.ComponentProps) {
  const {
    helpCenterIntro,
    helpSearchContent,
    helpTopics,
    helpTopicsSection,
    popularArticles,
    popularArticlesSection,
    stillNeedHelpSection,
    supportOptions,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...helpCenterIntro} />
      <HelpSearch
        content={helpSearchContent}
        topicsIntro={helpTopicsSection}
        topics={helpTopics}
        articlesIntro={popularArticlesSection}
        articles={popularArticles}
      />
      <Section intro={stillNeedHelpSection}>
        <ContactOptions items={supportOptions} />
      </Section>
    </>
  );
}
