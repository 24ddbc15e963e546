import { Container } from "~/components/ui/container";
import { SmartLink } from "~/components/ui/smart-link";
import { footerNav } from "~/lib/navigation";
import { siteConfig } from "~/lib/site-config";

import { Wordmark } from "./wordmark";

export function SiteFooter() {
  return (
    <footer className="bg-night text-night-muted">
      <Container className="grid gap-10 py-14 lg:grid-cols-[1.2fr_3fr]">
        <div className="flex flex-col gap-3">
          <Wordmark inverse />
          <p className="max-w-xs text-sm leading-relaxed">{siteConfig.tagline}</p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:grid-cols-5">
          {footerNav.map(({ group, links }) => (
            <div key={group}>
              <h2 className="text-sm font-semibold text-white">{group}</h2>
              <ul className="mt-3 flex flex-col">
                {links.map((link) => (
                  <li key={link.href}>
                    <SmartLink
                      href={link.href}
                      className="inline-flex min-h-10 items-center text-sm hover:text-white hover:underline"
                    >
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Container>
      <div className="border-t border-white/15">
        <Container className="flex flex-col gap-2 py-6 text-sm sm:flex-row sm:justify-between">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {siteConfig.name}.
            All rights reserved.
          </p>
          <p>{siteConfig.certifications}</p>
        </Container>
      </div>
    </footer>
  );
}
