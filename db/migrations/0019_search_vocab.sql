-- How many rows hold each trigram of the two text indexes (issue 13, decision 0049): fts5vocab
-- tables read the indexes' own term lists, store nothing and need no trigger. A search skips the
-- trigrams found in many rows ("con", "ent"): it looks up its rare trigrams in the index and
-- checks the whole text on those few rows (src/core/trigram-search.ts).
-- Custom migration: drizzle-kit has no virtual tables.
CREATE VIRTUAL TABLE `credibility_search_vocab` USING fts5vocab(`credibility_search`, 'row');
--> statement-breakpoint
CREATE VIRTUAL TABLE `invitation_code_search_vocab` USING fts5vocab(`invitation_code_search`, 'row');
