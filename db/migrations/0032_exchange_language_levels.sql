ALTER TABLE "exchange_scores" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "exchange_universities" ADD COLUMN "min_level" text;