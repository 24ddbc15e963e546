import { useId } from "react";

import { Button } from "~/components/ui/button";
import { controlClassName } from "~/components/ui/field-styles";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

import { QUERY_PARAM } from "./search-box";

const MAX_QUERY_LENGTH = 200;

/** The words of a search form. */
export interface SearchFormCopy {
  label: string;
  placeholder: string;
  submit: string;
  /** Names the search landmark. */
  landmark: string;
}

/**
 * A search box. Without script it is a plain GET form that reloads the page
 * with `?q=`; inside a search island (search-box.ts) it searches as the
 * visitor types.
 */
export function SearchForm({ content }: { content: SearchFormCopy }) {
  const inputId = useId();
  return (
    <form
      role="search"
      aria-label={content.landmark}
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
            id={inputId}
            type="search"
            name={QUERY_PARAM}
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
      <p role="status" tabIndex={-1} className="min-h-7 font-medium wrap-anywhere text-ink-muted" />
    </form>
  );
}
