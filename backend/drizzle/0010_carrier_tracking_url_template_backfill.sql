-- Existing installs: a tracking-page address kept in "url" that already has the template's form (an https address
-- with {number} after its host, no other braces) becomes the carrier's tracking-link template, so what staff entered
-- there is kept. The reference seed fills the carriers still without one (carriers-seed.service.ts, seed ledger).
UPDATE "carriers"
SET "tracking_url_template" = "url"
WHERE "tracking_url_template" IS NULL
  AND "url" ~ '^https://[^/?#{}@[:space:]]+[/?#]'
  AND "url" !~ '[[:space:]]'
  AND strpos(substring("url" from '^https://[^/?#]+(.*)$'), '{number}') > 0
  AND replace("url", '{number}', '') !~ '[{}]'
  AND length("url") <= 500;
