import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import type { SiteChrome } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

import { LanguageSwitch } from "./language-switch";
import { MainNav } from "./main-nav";
import { Wordmark } from "./wordmark";

export function SiteHeader({ chrome }: { chrome: SiteChrome }) {
  const { header } = chrome;
  return (
    <>
      {/* Above the sticky header: where people look for another language on public sites. */}
      <nav aria-label={header.languageNav} className="border-b border-border bg-surface-muted">
        <Container className="flex justify-end">
          <LanguageSwitch label={header.otherLanguage} />
        </Container>
      </nav>
      <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
        <Container className="relative flex h-16 items-center justify-between gap-2">
          <Wordmark homeLabel={chrome.homeLink} />
          <div className="flex items-center gap-1 xl:flex-1">
            <MainNav
              label={header.navLabel}
              menuLabel={header.menu}
              links={header.links}
              signIn={{ label: header.signIn, href: siteConfig.portalUrl }}
              getStarted={{ label: header.getStarted, opensDemo: true }}
            />
            {/* The search page holds the search box: a plain link works everywhere, with no script. */}
            <SmartLink
              href="/search"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-surface-sunken xl:ml-2"
            >
              <Icon name="search" className="size-5" />
              <span className="sr-only">{header.search}</span>
            </SmartLink>
          </div>
        </Container>
      </header>
    </>
  );
}
