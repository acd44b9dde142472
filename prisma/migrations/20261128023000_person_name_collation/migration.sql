-- People's names sort as people expect (Ørjan beside Oscar, Łukasz beside Lena, both before Zoë)
-- on PostgreSQL and on PGlite, whose database collation is C (code point order). ICU's root
-- collation "und-x-icu" exists in both; it is deterministic, so equality is unchanged. Every
-- ORDER BY and comparison on the column, and its index, follow it (docs/decisions/0067).
ALTER TABLE "Employee" ALTER COLUMN "name" SET DATA TYPE VARCHAR(100) COLLATE "und-x-icu";
