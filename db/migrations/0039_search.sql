CREATE TABLE "search_history" (
	"history_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"term" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_user_term" ON "search_history" USING btree ("user_id","term");--> statement-breakpoint
CREATE INDEX "search_history_user_id_searched_at_index" ON "search_history" USING btree ("user_id","searched_at");--> statement-breakpoint
-- The initial consonants (초성) of a text: each Hangul syllable (U+AC00 to U+D7A3, 588 code points per
-- initial consonant) becomes its initial as a compatibility jamo, every other character is kept as it
-- is, and white space between words becomes one space (a query's initials match within a word, or
-- across the words she separated). IMMUTABLE, so it can be indexed.
CREATE OR REPLACE FUNCTION hangul_initials(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(coalesce(string_agg(
    CASE WHEN ascii(c) BETWEEN 44032 AND 55203
      THEN substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (ascii(c) - 44032) / 588 + 1, 1)
      ELSE c END, '' ORDER BY n), ''), '\s+', ' ', 'g'))
  FROM string_to_table(t, NULL) WITH ORDINALITY AS s(c, n)
$$;
--> statement-breakpoint
-- A text with each Hangul syllable written out as its letters (장 -> ㅈㅏㅇ), compound vowels and
-- final clusters split as es-hangul's disassemble splits them (ㅘ -> ㅗㅏ, ㄳ -> ㄱㅅ), so that one
-- mistyped letter changes few trigrams. Every other character is kept as it is.
CREATE OR REPLACE FUNCTION hangul_jamo(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE WHEN ascii(c) BETWEEN 44032 AND 55203
      THEN substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (ascii(c) - 44032) / 588 + 1, 1)
        || (ARRAY['ㅏ','ㅐ','ㅑ','ㅒ','ㅓ','ㅔ','ㅕ','ㅖ','ㅗ','ㅗㅏ','ㅗㅐ','ㅗㅣ','ㅛ','ㅜ','ㅜㅓ','ㅜㅔ','ㅜㅣ','ㅠ','ㅡ','ㅡㅣ','ㅣ'])[(ascii(c) - 44032) % 588 / 28 + 1]
        || (ARRAY['','ㄱ','ㄲ','ㄱㅅ','ㄴ','ㄴㅈ','ㄴㅎ','ㄷ','ㄹ','ㄹㄱ','ㄹㅁ','ㄹㅂ','ㄹㅅ','ㄹㅌ','ㄹㅍ','ㄹㅎ','ㅁ','ㅂ','ㅂㅅ','ㅅ','ㅆ','ㅇ','ㅈ','ㅊ','ㅋ','ㅌ','ㅍ','ㅎ'])[(ascii(c) - 44032) % 28 + 1]
      ELSE c END, '' ORDER BY n), '')
  FROM string_to_table(t, NULL) WITH ORDINALITY AS s(c, n)
$$;
--> statement-breakpoint
CREATE INDEX "posts_title_initials_trgm" ON "posts" USING gin (hangul_initials("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "posts_title_jamo_trgm" ON "posts" USING gin (hangul_jamo("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "career_programs_title_initials_trgm" ON "career_programs" USING gin (hangul_initials("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "career_programs_title_jamo_trgm" ON "career_programs" USING gin (hangul_jamo("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "recruit_postings_title_initials_trgm" ON "recruit_postings" USING gin (hangul_initials("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "recruit_postings_title_jamo_trgm" ON "recruit_postings" USING gin (hangul_jamo("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "clubs_club_nm_initials_trgm" ON "clubs" USING gin (hangul_initials("club_nm") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "clubs_club_nm_jamo_trgm" ON "clubs" USING gin (hangul_jamo("club_nm") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "scholarships_title_initials_trgm" ON "scholarships" USING gin (hangul_initials("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "scholarships_title_jamo_trgm" ON "scholarships" USING gin (hangul_jamo("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "subjects_kor_nm_initials_trgm" ON "subjects" USING gin (hangul_initials("kor_nm") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "subjects_kor_nm_jamo_trgm" ON "subjects" USING gin (hangul_jamo("kor_nm") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "startup_programs_title_initials_trgm" ON "startup_programs" USING gin (hangul_initials("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "startup_programs_title_jamo_trgm" ON "startup_programs" USING gin (hangul_jamo("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "startup_spaces_space_nm_initials_trgm" ON "startup_spaces" USING gin (hangul_initials("space_nm") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "startup_spaces_space_nm_jamo_trgm" ON "startup_spaces" USING gin (hangul_jamo("space_nm") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "menus_menu_nm_initials_trgm" ON "menus" USING gin (hangul_initials("menu_nm") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "menus_menu_nm_jamo_trgm" ON "menus" USING gin (hangul_jamo("menu_nm") gin_trgm_ops);
