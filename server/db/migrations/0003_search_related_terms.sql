ALTER TABLE "products" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(subtitle, '') || ' ' || coalesce(vendor, '') || ' ' || coalesce(product_type, '') || ' ' || coalesce(sku, '') || ' ' || keywords || ' ' || search_terms || ' ' || coalesce(description, ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- search_terms: the names of a product's published collections, its categories and its tags.
CREATE FUNCTION product_search_terms(pid integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    (SELECT string_agg(c.title, ' ' ORDER BY c.id) FROM product_collections pc
       JOIN collections c ON c.id = pc.collection_id WHERE pc.product_id = pid AND c.published),
    (SELECT string_agg(c.name, ' ' ORDER BY c.id) FROM product_categories pc
       JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = pid),
    (SELECT string_agg(t.name, ' ' ORDER BY t.id) FROM product_tag_links l
       JOIN product_tags t ON t.id = l.tag_id WHERE l.product_id = pid))
$$;--> statement-breakpoint
CREATE FUNCTION refresh_product_search_terms(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET search_terms = product_search_terms(p.id)
  WHERE p.id = ANY(ids) AND p.search_terms IS DISTINCT FROM product_search_terms(p.id)
$$;--> statement-breakpoint
-- Link tables: one refresh per statement, over the rows it touched (a bulk insert of 100 000
-- links updates each product once).
CREATE FUNCTION product_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_product_search_terms(ARRAY(SELECT DISTINCT product_id FROM new_links));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM refresh_product_search_terms(ARRAY(SELECT DISTINCT product_id FROM old_links));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_collections_search_insert AFTER INSERT ON product_collections
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION product_links_changed();--> statement-breakpoint
CREATE TRIGGER product_collections_search_update AFTER UPDATE ON product_collections
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION product_links_changed();--> statement-breakpoint
CREATE TRIGGER product_collections_search_delete AFTER DELETE ON product_collections
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION product_links_changed();--> statement-breakpoint
CREATE TRIGGER product_categories_search_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION product_links_changed();--> statement-breakpoint
CREATE TRIGGER product_categories_search_update AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION product_links_changed();--> statement-breakpoint
CREATE TRIGGER product_categories_search_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION product_links_changed();--> statement-breakpoint
CREATE TRIGGER product_tag_links_search_insert AFTER INSERT ON product_tag_links
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION product_links_changed();--> statement-breakpoint
CREATE TRIGGER product_tag_links_search_update AFTER UPDATE ON product_tag_links
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION product_links_changed();--> statement-breakpoint
CREATE TRIGGER product_tag_links_search_delete AFTER DELETE ON product_tag_links
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION product_links_changed();--> statement-breakpoint
-- A renamed (or unpublished) collection, category or tag renames what its products are found by.
CREATE FUNCTION collection_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_terms(ARRAY(SELECT product_id FROM product_collections WHERE collection_id = NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER collections_search_update AFTER UPDATE OF title, published ON collections FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.published IS DISTINCT FROM NEW.published)
  EXECUTE FUNCTION collection_search_changed();--> statement-breakpoint
CREATE FUNCTION category_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_terms(ARRAY(SELECT product_id FROM product_categories WHERE category_id = NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_search_update AFTER UPDATE OF name ON categories FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION category_search_changed();--> statement-breakpoint
CREATE FUNCTION tag_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_terms(ARRAY(SELECT product_id FROM product_tag_links WHERE tag_id = NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_tags_search_update AFTER UPDATE OF name ON product_tags FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION tag_search_changed();--> statement-breakpoint
UPDATE products SET search_terms = product_search_terms(id);
