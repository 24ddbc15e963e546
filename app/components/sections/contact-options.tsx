import { Card, CardText, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";
import type { ContactOption } from "~/content/types";

interface ContactOptionsProps {
  items: readonly ContactOption[];
  columns?: 2 | 3;
}

/** Ways to reach a person, one card each: email, phone, a form, an office. */
export function ContactOptions({ items, columns = 3 }: ContactOptionsProps) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
      {items.map(({ icon, title, description, link, detail, addressLines }) => (
        <li key={title} className="flex">
          <Card className="w-full">
            <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon name={icon} className="size-6" />
            </span>
            <CardTitle>{title}</CardTitle>
            <CardText className="flex-1">{description}</CardText>
            {addressLines && (
              <address className="leading-relaxed text-ink not-italic">
                {addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            )}
            {link && (
              <SmartLink
                href={link.href}
                className="inline-flex min-h-11 items-center self-start font-semibold wrap-anywhere text-primary underline underline-offset-4 hover:text-primary-hover"
              >
                {link.label}
              </SmartLink>
            )}
            {detail && <p className="-mt-2 text-sm text-ink-muted">{detail}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}
