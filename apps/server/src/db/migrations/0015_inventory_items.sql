-- The contents inventory of a claim (issue 25): one row per line the policyholder lists. Money in
-- whole cents; valuation (depreciation, ACV) is worked out when read, never stored, so a change of
-- the useful-life table reaches every item. Valid for PostgreSQL 15 and PGlite.
CREATE TABLE inventory_items (
  id serial PRIMARY KEY,
  claim_id integer NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
  room varchar(80) NOT NULL,
  -- The same categories as packages/shared/src/inventory/useful-life.ts.
  category varchar(40) NOT NULL CONSTRAINT inventory_items_category_check CHECK (category IN (
    'electronics', 'computers_phones', 'furniture', 'major_appliances', 'small_appliances', 'clothing',
    'linens_bedding', 'kitchenware', 'tools', 'sporting_goods', 'books_media', 'toys_games', 'jewellery',
    'art_collectibles', 'other')),
  description varchar(500) NOT NULL,
  brand_model varchar(200) NOT NULL DEFAULT '',
  quantity integer NOT NULL CONSTRAINT inventory_items_quantity_check CHECK (quantity BETWEEN 1 AND 9999),
  -- Exactly one of the two says how old the item is.
  purchase_date date,
  age_months integer CONSTRAINT inventory_items_age_months_check CHECK (age_months BETWEEN 0 AND 1200),
  purchase_price_cents integer CONSTRAINT inventory_items_purchase_price_check CHECK (purchase_price_cents BETWEEN 0 AND 100000000),
  -- Replacement cost new of one unit.
  unit_replacement_cost_cents integer NOT NULL
    CONSTRAINT inventory_items_unit_cost_check CHECK (unit_replacement_cost_cents BETWEEN 0 AND 100000000),
  condition varchar(20) NOT NULL DEFAULT 'good'
    CONSTRAINT inventory_items_condition_check CHECK (condition IN ('excellent', 'good', 'fair', 'poor')),
  life_years_override integer CONSTRAINT inventory_items_life_check CHECK (life_years_override BETWEEN 1 AND 100),
  valuation_note varchar(500) NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT inventory_items_one_age_check CHECK ((purchase_date IS NULL) <> (age_months IS NULL))
);
-- One claim's inventory in the order it was entered.
CREATE INDEX inventory_items_claim_idx ON inventory_items(claim_id, id);
