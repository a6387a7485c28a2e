-- Calls placed by the engine before it wrote the lead's name on them: named after their lead (the company, for a
-- cold call) so every list of calls names who was called.
UPDATE "calls" c SET "lead_name" = coalesce(c."company_name", co."name")
FROM "companies" co
WHERE c."lead_name" IS NULL AND co."id" = c."company_id";--> statement-breakpoint
UPDATE "calls" SET "lead_name" = "company_name" WHERE "lead_name" IS NULL AND "company_name" IS NOT NULL;
