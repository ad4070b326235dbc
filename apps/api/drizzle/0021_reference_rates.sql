CREATE TABLE "reference_rates" (
	"source" text NOT NULL,
	"date" date NOT NULL,
	"base" text NOT NULL,
	"currency" text NOT NULL,
	"rate" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_rates_source_date_base_currency_pk" PRIMARY KEY("source","date","base","currency")
);
