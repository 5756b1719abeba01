CREATE TABLE "history_versions" (
	"owner_key" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL
);
--> statement-breakpoint
-- A new version for every owner whose history a statement touched (each owner once per statement).
-- The history's first page is kept in memory per owner and version (history-first-pages.ts).
CREATE OR REPLACE FUNCTION history_versions_bump(keys text[]) RETURNS void LANGUAGE sql AS $$
  WITH owners AS (
    SELECT k, CASE WHEN k LIKE 'user:%' THEN EXISTS (SELECT 1 FROM users WHERE id = substr(k, 6))
                   ELSE EXISTS (SELECT 1 FROM anonymous_users WHERE id = substr(k, 9)) END AS present
    FROM (SELECT DISTINCT k FROM unnest(keys) AS k WHERE k IS NOT NULL) AS touched
  ),
  -- An owner being deleted (their posts go by cascade, whose triggers fire after the owner's own) keeps none.
  gone AS (DELETE FROM history_versions WHERE owner_key IN (SELECT k FROM owners WHERE NOT present))
  INSERT INTO history_versions (owner_key, version)
  SELECT k, gen_random_uuid()::text FROM owners WHERE present
  ORDER BY k -- the same lock order in every statement
  ON CONFLICT (owner_key) DO UPDATE SET version = excluded.version
$$;
--> statement-breakpoint
-- Owners who already have a history get a version now: an owner without one has never had a post.
SELECT history_versions_bump(ARRAY(SELECT DISTINCT coalesce('user:' || owner_user_id, 'visitor:' || owner_visitor_id) FROM generations));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION generations_history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The owners of the rows a statement added, deleted or changed: both owners of a moved row (a visitor's
  -- posts passing to the member they became). Each branch reads only the transition tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    PERFORM history_versions_bump(ARRAY(SELECT coalesce('user:' || owner_user_id, 'visitor:' || owner_visitor_id) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM history_versions_bump(ARRAY(SELECT coalesce('user:' || owner_user_id, 'visitor:' || owner_visitor_id) FROM old_rows));
  ELSE
    PERFORM history_versions_bump(ARRAY(
      SELECT coalesce('user:' || owner_user_id, 'visitor:' || owner_visitor_id) FROM old_rows
      UNION SELECT coalesce('user:' || owner_user_id, 'visitor:' || owner_visitor_id) FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION generations_history_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM history_versions;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER generations_history_inserted AFTER INSERT ON generations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION generations_history_changed();
--> statement-breakpoint
CREATE TRIGGER generations_history_updated AFTER UPDATE ON generations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION generations_history_changed();
--> statement-breakpoint
CREATE TRIGGER generations_history_deleted AFTER DELETE ON generations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION generations_history_changed();
--> statement-breakpoint
CREATE TRIGGER generations_history_truncated AFTER TRUNCATE ON generations FOR EACH STATEMENT EXECUTE FUNCTION generations_history_truncated();
--> statement-breakpoint
-- A deleted member or visitor leaves no version behind (their posts went with them, by cascade).
CREATE OR REPLACE FUNCTION owner_history_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM history_versions WHERE owner_key = TG_ARGV[0] || OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_history_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION owner_history_deleted('user:');
--> statement-breakpoint
CREATE TRIGGER anonymous_users_history_deleted AFTER DELETE ON anonymous_users FOR EACH ROW EXECUTE FUNCTION owner_history_deleted('visitor:');
