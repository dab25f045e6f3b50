-- What a placed line's gift units cost after their gift discount, and their label ("Free" or
-- "N% off"), so receipts and order pages show paid and gift units apart as the cart did.
ALTER TABLE "order_lines" ADD COLUMN "gift_total" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift_label" jsonb;
