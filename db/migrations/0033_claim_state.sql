ALTER TABLE `claims` ADD `state` text;
--> statement-breakpoint
-- Claims filed before a claim had a state: read it from the address where it ends like
-- ", Austin, TX" or ", Austin, TX 78701" (or ZIP+4), as src/shared/claim-state.ts reads a new one.
UPDATE `claims` SET `state` = (
  SELECT upper(substr(a, -n, 2)) FROM (
    SELECT trim(`property_address`) AS a,
      CASE
        WHEN trim(`property_address`) GLOB '*,?*, [A-Za-z][A-Za-z]' THEN 2
        WHEN trim(`property_address`) GLOB '*,?*, [A-Za-z][A-Za-z] [0-9][0-9][0-9][0-9][0-9]' THEN 8
        WHEN trim(`property_address`) GLOB '*,?*, [A-Za-z][A-Za-z] [0-9][0-9][0-9][0-9][0-9]-[0-9][0-9][0-9][0-9]' THEN 13
      END AS n
  ) WHERE n IS NOT NULL AND upper(substr(a, -n, 2)) IN ('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY')
) WHERE `state` IS NULL;
