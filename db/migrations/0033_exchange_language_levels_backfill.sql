-- Language results were stored as numbers, level tests through a numeric code (JLPT N1 = 5 ... N5 = 1,
-- DELF/DELE A1 = 1 ... C2 = 6). They become the results as the tests report them ("N2", "B2",
-- "6.5", "95"; src/lib/exchange/rules.ts). A number no test reports (a JLPT 0) is kept as written,
-- so nothing is lost; the portal then shows it as typed and it meets no requirement.
UPDATE "exchange_scores" SET "level" = CASE
  WHEN "test_cd" = 'JLPT' AND "score" IN (1, 2, 3, 4, 5) THEN 'N' || (6 - "score")::int::text
  WHEN "test_cd" IN ('DELF', 'DELE') AND "score" IN (1, 2, 3, 4, 5, 6) THEN (ARRAY['A1', 'A2', 'B1', 'B2', 'C1', 'C2'])["score"::int]
  WHEN "test_cd" = 'IELTS' THEN to_char("score", 'FM990.0')
  ELSE trim_scale("score")::text
END;
--> statement-breakpoint
UPDATE "exchange_universities" SET "min_level" = CASE
  WHEN "min_score" IS NULL THEN NULL
  WHEN "test_cd" = 'JLPT' AND "min_score" IN (1, 2, 3, 4, 5) THEN 'N' || (6 - "min_score")::int::text
  WHEN "test_cd" IN ('DELF', 'DELE') AND "min_score" IN (1, 2, 3, 4, 5, 6) THEN (ARRAY['A1', 'A2', 'B1', 'B2', 'C1', 'C2'])["min_score"::int]
  WHEN "test_cd" = 'IELTS' THEN to_char("min_score", 'FM990.0')
  ELSE trim_scale("min_score")::text
END;
--> statement-breakpoint
-- TOPIK joins the tests where the codes are already loaded (a fresh database gets it from the seed).
INSERT INTO "com_codes" ("grp_cd", "com_cd", "com_cd_nm", "sort_ord")
SELECT 'LANG_TEST', 'TOPIK', 'TOPIK', coalesce(max("sort_ord"), 0) + 1 FROM "com_codes" WHERE "grp_cd" = 'LANG_TEST'
HAVING count(*) > 0
ON CONFLICT DO NOTHING;
