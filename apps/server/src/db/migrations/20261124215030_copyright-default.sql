ALTER TABLE "organizations" ALTER COLUMN "copyright_message" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "copyright_message" DROP NOT NULL;--> statement-breakpoint
-- The old default, stored in English, becomes the default again: shown in the reader's language.
UPDATE "organizations" SET "copyright_message" = NULL WHERE "copyright_message" = 'All rights reserved';
