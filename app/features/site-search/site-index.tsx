import { SmartLink } from "~/components/ui/smart-link";
import type { LinkGroup } from "~/content/types";

/** Every page of the site by group: what /search shows before a query, and without JavaScript. */
export function SiteIndex({ title, groups }: { title: string; groups: readonly LinkGroup[] }) {
  return (
    <section data-site-index aria-labelledby="site-index" className="flex flex-col gap-8">
      <h2 id="site-index" className="text-center text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <div key={group.title} className="flex flex-col gap-2">
            <h3 className="font-semibold text-ink">{group.title}</h3>
            <ul className="flex flex-col">
              {group.links.map((link) => (
                <li key={link.href}>
                  <SmartLink
                    href={link.href}
                    className="inline-flex min-h-10 items-center text-primary underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
