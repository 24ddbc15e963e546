-- Site searches that found nothing a visitor opened, counted per day, language, outcome and cleaned query.
CREATE TABLE "search_misses" (
	"day" date NOT NULL,
	"locale" text NOT NULL,
	"outcome" text NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_misses_day_locale_outcome_query_pk" PRIMARY KEY("day","locale","outcome","query")
);
