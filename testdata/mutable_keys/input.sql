-- A mutable column in the table key (issue 35): an auction house lists
-- the items of a category by end date, but reads each item by its id
-- 2,800 times a second and bids on it 300 times a second. Keying items by
-- CATEGORY#{category} / ITEM#{end_date}#{id} would send every by-id read
-- through an eventually consistent index and make ExtendAuction, which
-- moves end_date, a read then a delete and a put. The design keys them by
-- their id, as an expert does, and the category listing takes the index
-- (or lookup items, if cheaper). Integer ids, no foreign keys, NOW().

-- @rows 2000000
CREATE TABLE items (
  id                  BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  category            VARCHAR(40)  NOT NULL,
  title               VARCHAR(200) NOT NULL,
  current_price_cents BIGINT       NOT NULL,
  bid_count           INT          NOT NULL DEFAULT 0,
  end_date            DATETIME     NOT NULL,
  created_at          DATETIME     NOT NULL DEFAULT CURRENT_TIMESTAMP,
  KEY items_category_end (category, end_date)
);

-- name: CreateItem :execlastid
-- @rps 10
INSERT INTO items (category, title, current_price_cents, end_date, created_at) VALUES (?, ?, ?, ?, NOW());

-- name: GetAuctionItem :one
-- @rps 2800
SELECT * FROM items WHERE id = ?;

-- name: ListEndingInCategory :many
-- @rps 200
SELECT id, title, current_price_cents, end_date FROM items
WHERE category = ? AND end_date > ?
ORDER BY end_date
LIMIT 50;

-- name: PlaceBid :execrows
-- @rps 300
UPDATE items SET current_price_cents = ?, bid_count = bid_count + 1
WHERE id = ? AND current_price_cents < ?;

-- name: ExtendAuction :exec
-- @rps 2
UPDATE items SET end_date = ? WHERE id = ?;
