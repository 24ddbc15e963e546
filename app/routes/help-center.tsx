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

export const meta = () => pageMeta("/help-center");

export default function HelpCenterPage() {
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
