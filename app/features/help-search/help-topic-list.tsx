import { FaqList } from "~/components/sections/faq-list";
import type { HelpCategory } from "~/content/types";
import { slugify } from "~/lib/slugify";

/** Each topic is linkable by the slug of its title, e.g. /help-center#payments-and-billing. */
export function HelpTopicList({ topics }: { topics: readonly HelpCategory[] }) {
  return (
    <div className="grid gap-12 lg:grid-cols-2 lg:gap-x-10">
      {topics.map(({ title, questions }) => (
        <div key={title} id={slugify(title)} data-help-topic className="flex flex-col gap-4">
          <h3 className="text-xl font-semibold text-ink">{title}</h3>
          <FaqList items={questions} />
        </div>
      ))}
    </div>
  );
}
