-- Photos and receipts of inventory items (issue 25). The bytes live in stored_files like every other
-- upload: the image as kept (its EXIF and other metadata taken out) and, for an image, a small JPEG
-- thumbnail. Valid for PostgreSQL 15 and PGlite.
CREATE TABLE inventory_attachments (
  id serial PRIMARY KEY,
  item_id integer NOT NULL REFERENCES inventory_items(id) ON DELETE CASCADE,
  kind varchar(10) NOT NULL CONSTRAINT inventory_attachments_kind_check CHECK (kind IN ('photo', 'receipt')),
  file_id uuid NOT NULL REFERENCES stored_files(id) ON DELETE CASCADE,
  -- Null for a PDF receipt: only images have a thumbnail.
  thumbnail_file_id uuid REFERENCES stored_files(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One item's attachments in the order they were added.
CREATE INDEX inventory_attachments_item_idx ON inventory_attachments(item_id, id);

-- However the attachment goes (removed, its item deleted, its claim deleted), its files go with it:
-- a photo of a user's home must not outlive the claim it was sent for.
CREATE FUNCTION inventory_attachments_delete_files() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM stored_files WHERE id = OLD.file_id OR id = OLD.thumbnail_file_id;
  RETURN OLD;
END;
$fn$;
CREATE TRIGGER inventory_attachments_delete_files AFTER DELETE ON inventory_attachments
  FOR EACH ROW EXECUTE FUNCTION inventory_attachments_delete_files();
