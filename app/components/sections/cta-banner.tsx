import { useId } from "react";

import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { CtaContent } from "~/content/types";

import { ActionRow } from "./action-button";

export function CtaBanner({ title, intro, actions, contact }: CtaContent) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      // Skipped while a dialog covers the page and it is out of sight (modal-dialog-behaviour.ts).
      className="skipped-offscreen bg-primary text-white"
    >
      <Container className="flex flex-col items-center gap-6 py-16 text-center sm:py-20">
        <h2
          id={headingId}
          className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {title}
        </h2>
        {intro && <p className="max-w-2xl text-lg text-pretty text-blue-50">{intro}</p>}
        <ActionRow actions={actions} surface="dark" />
        {contact && (
          <ul className="flex flex-col gap-3 text-blue-50 sm:flex-row sm:gap-8">
            <li>
              <a
                href={contact.email.href}
                className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline"
              >
                <Icon name="mail" className="size-5" />
                {contact.email.text}
              </a>
            </li>
            <li>
              <a
                href={contact.phone.href}
                className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline"
              >
                <Icon name="phone" className="size-5" />
                {contact.phone.text}
                <span className="text-sm">({contact.phone.detail})</span>
              </a>
            </li>
          </ul>
        )}
      </Container>
    </section>
  );
}
