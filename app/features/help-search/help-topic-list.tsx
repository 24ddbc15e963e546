import { FaqList } from "~/components/sections/faq-list";
import type { HelpTopic } from "~/content/help-center";
import { slugify } from "~/lib/slugify";

/** Each topic is linkable by the slug of its title, e.g. /help-center#payments-and-billing. */
export function HelpTopicList({ topics }: { topics: readonly HelpTopic[] }) {
  return (
    <div className="grid gap-12 lg:grid-cols-2 lg:gap-x-10">
      {topics.map(({ icon: Icon, title, questions }) => (
        <div key={title} id={slugify(title)} className="flex flex-col gap-4">
          <h3 className="flex items-center gap-3 text-xl font-semibold text-ink">
            <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {title}
          </h3>
          <FaqList items={questions} />
        </div>
      ))}
    </div>
  );
}
