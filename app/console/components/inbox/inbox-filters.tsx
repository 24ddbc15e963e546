import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";

import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { fillCounted } from "~/lib/template";
import { inquiryTypes } from "~/lib/forms/contact-message";
import { locales } from "~/lib/i18n";

import type { InboxPage } from "~/lib/console-api/leads";
import { inboxCopy, leadLabels } from "../../copy/leads";
import { activeFilterCount, inboxFilterNames, inboxFilters } from "../../inbox-query";
import { InputFilter, SelectFilter } from "./filter-fields";

const copy = inboxCopy.filters;
const MORE_FILTERS_ID = "more-filters";

/**
 * The filters, sent as the page's query string (those with a value), so the
 * view is in the address; each choice of type and status shows how many
 * leads it would find with the other filters kept. On a phone the search
 * stays in view and the other filters wait behind one button that says how
 * many are on, so the leads come first.
 */
export function InboxFilters({
  counts,
  clearTo,
}: {
  counts: InboxPage["counts"];
  clearTo: string;
}) {
  const [search] = useSearchParams();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [moreShown, setMoreShown] = useState(false);
  // A new address (a link such as "Clear filters") shows its filters; the
  // form stays the same element, so keyboard focus stays where it was.
  useEffect(() => {
    for (const name of inboxFilterNames) {
      const control = form.current?.elements.namedItem(name);
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
        control.value = search.get(name) ?? "";
      }
    }
  }, [search]);
  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMoreShown(false);
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") fields.set(name, value);
    }
    void submit(inboxFilters(fields), { method: "get" });
  }
  return (
    <section
      aria-labelledby="filters-heading"
      className="md:rounded-xl md:border md:border-border md:p-4"
    >
      <h2 id="filters-heading" className="sr-only">
        {copy.heading}
      </h2>
      <Form ref={form} method="get" onSubmit={applyFilters} className="flex flex-col gap-4">
        <InputFilter name="q" label={copy.search} type="search" />
        <Button
          type="button"
          variant="outline"
          aria-expanded={moreShown}
          aria-controls={MORE_FILTERS_ID}
          onClick={() => setMoreShown(!moreShown)}
          className="self-start md:hidden"
        >
          {fillCounted(copy.more, activeFilterCount(search))}
          <Icon name="chevron-down" className={cn(moreShown && "rotate-180")} />
        </Button>
        <div
          id={MORE_FILTERS_ID}
          className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-4", !moreShown && "max-md:hidden")}
        >
          <SelectFilter
            name="type"
            label={copy.type}
            choices={(["demo", "contact"] as const).map((type) => ({
              value: type,
              label: leadLabels.type[type],
              count: counts[type],
            }))}
          />
          <SelectFilter
            name="status"
            label={copy.status}
            choices={(["new", "handled"] as const).map((status) => ({
              value: status,
              label: leadLabels.status[status],
              count: counts[status],
            }))}
          />
          <SelectFilter
            name="inquiry"
            label={copy.inquiry}
            choices={inquiryTypes.map((inquiry) => ({
              value: inquiry,
              label: leadLabels.inquiry[inquiry],
            }))}
          />
          <SelectFilter
            name="language"
            label={copy.language}
            choices={locales.map((locale) => ({
              value: locale,
              label: leadLabels.language[locale],
            }))}
          />
          <SelectFilter
            name="delivery"
            label={copy.delivery}
            choices={(["pending", "failed"] as const).map((state) => ({
              value: state,
              label: inboxCopy.deliveryFilter[state],
            }))}
          />
          <InputFilter name="from" label={copy.from} type="date" />
          <InputFilter name="to" label={copy.to} type="date" />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{copy.apply}</Button>
          <Link
            to={clearTo}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2"
          >
            {copy.clear}
          </Link>
        </div>
      </Form>
    </section>
  );
}
