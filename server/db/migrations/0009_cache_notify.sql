-- Every committed change to what pages and store-wide reads are made of notifies channel
-- `vitrine_cache` (the payload names the table). Each process LISTENs and empties its caches
-- (server/db/cacheNotify.ts). pg_notify inside the writing transaction is delivered only at
-- commit, so a listener that reloads sees the new data; repeats within one transaction collapse.
CREATE FUNCTION "vitrine_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('vitrine_cache', TG_TABLE_NAME);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "size_charts_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "size_charts" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "product_images_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "product_options_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_options" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "collections_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "product_collections_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_collections" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "categories_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "product_categories_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "product_tags_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tags" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "product_tag_links_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tag_links" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "custom_buttons_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "custom_buttons" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "combinations_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "combinations" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "combination_items_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "combination_items" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "reviews_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "product_palettes_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_palettes" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "diversion_tests_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "diversion_tests" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "diversion_test_products_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "diversion_test_products" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "theme_versions_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "theme_versions" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "reward_campaigns_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reward_campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "discount_rules_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discount_rules" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "pages_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "menus_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "menu_items_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_items" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "blog_collections_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_collections" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "blog_post_collections_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_post_collections" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "policies_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "policies" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "exchange_rates_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "store_settings_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_settings" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "shipping_zones_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_zones" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "shipping_methods_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_methods" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "shipping_discounts_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_discounts" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
-- Orders change stock (and a product's sales count and totals) on every sale: those notify only
-- when a page would show it: a variant or product crossing into or out of the low-stock band
-- ("only N left" at 5 or fewer, pages/sections/main-product/ProductDetails.tsx), availability,
-- or any other column. The best-selling order follows within the read cache's TTL.
CREATE TRIGGER "products_cache_notify" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "products_cache_notify_update" AFTER UPDATE ON "products" FOR EACH ROW
WHEN (
	(to_jsonb(OLD) - 'sales_count' - 'total_stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'sales_count' - 'total_stock' - 'updated_at')
	OR (OLD.total_stock IS DISTINCT FROM NEW.total_stock AND least(OLD.total_stock, NEW.total_stock) <= 5)
) EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "variants_cache_notify" AFTER INSERT OR DELETE OR TRUNCATE ON "variants" FOR EACH STATEMENT EXECUTE FUNCTION "vitrine_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "variants_cache_notify_update" AFTER UPDATE ON "variants" FOR EACH ROW
WHEN (
	(to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock')
	OR (OLD.stock IS DISTINCT FROM NEW.stock AND least(OLD.stock, NEW.stock) <= 5)
) EXECUTE FUNCTION "vitrine_cache_notify"();
