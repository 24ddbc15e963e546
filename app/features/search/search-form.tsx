import { type FormEvent, type RefObject, useId } from "react";

import { Button } from "~/components/ui/button";
import { controlClassName } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

import { QUERY_PARAM } from "./use-query-param";

const MAX_QUERY_LENGTH = 200;

/** The words of a search form. */
export interface SearchFormCopy {
  label: string;
  placeholder: string;
  submit: string;
  /** Names the search landmark. */
  landmark: string;
}

interface SearchFormProps {
  content: SearchFormCopy;
  query: string;
  onQueryChange: (query: string) => void;
  /** The result count, read out politely as it changes; empty when not searching. */
  summary: string;
  summaryRef: RefObject<HTMLParagraphElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * Searches as the visitor types. Without JavaScript it is a plain GET form:
 * it reloads the page with `?q=`, which applies once the page hydrates.
 */
export function SearchForm({
  content,
  query,
  onQueryChange,
  summary,
  summaryRef,
  inputRef,
}: SearchFormProps) {
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Results are already shown; take the visitor to them (and close a phone's keyboard).
    if (summary) summaryRef.current?.focus();
  }

  return (
    <form
      role="search"
      aria-label={content.landmark}
      onSubmit={handleSubmit}
      className="mx-auto flex max-w-2xl flex-col gap-2"
    >
      <label htmlFor={inputId} className="font-semibold text-ink">
        {content.label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name={QUERY_PARAM}
            // Uncontrolled, so text typed before hydration stays; defaultValue shows a ?q= query.
            defaultValue={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={content.placeholder}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            className={cn(controlClassName, "min-h-12 pl-10")}
          />
        </div>
        <Button type="submit" size="lg">
          {content.submit}
        </Button>
      </div>
      <p
        ref={summaryRef}
        role="status"
        tabIndex={-1}
        className="min-h-7 font-medium wrap-anywhere text-ink-muted"
      >
        {summary}
      </p>
    </form>
  );
}
