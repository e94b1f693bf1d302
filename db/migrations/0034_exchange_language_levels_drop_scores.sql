ALTER TABLE "exchange_scores" ALTER COLUMN "level" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_scores" DROP COLUMN "score";--> statement-breakpoint
ALTER TABLE "exchange_universities" DROP COLUMN "min_score";