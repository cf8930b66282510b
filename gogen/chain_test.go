package gogen

import (
	"strings"
	"testing"
)

// chainSchema has more looked-up columns than DynamoDB's quota of 20
// GSIs: x_time, among those used least, gets lookup items (PK
// THING#X_TIME#{x_time}, SK THING#{id}). Its columns are named as the
// generated code's own variables (ctx, err, items, rows, ...).
const chainSchema = `CREATE TABLE things (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  x_ctx VARCHAR(100) NOT NULL,
  x_q VARCHAR(100) NOT NULL,
  x_err VARCHAR(100) NOT NULL,
  x_out VARCHAR(100) NOT NULL,
  x_fmt VARCHAR(100) NOT NULL,
  x_types VARCHAR(100) NOT NULL,
  x_dynamodb VARCHAR(100) NOT NULL,
  x_strconv VARCHAR(100) NOT NULL,
  x_len INT NOT NULL,
  x_string VARCHAR(10),
  x_nil INT,
  x_true INT,
  x_type VARCHAR(10) NOT NULL,
  x_func VARCHAR(10) NOT NULL,
  x_key VARCHAR(10) NOT NULL,
  x_item VARCHAR(10) NOT NULL,
  x_input VARCHAR(10) NOT NULL,
  x_arg VARCHAR(10) NOT NULL,
  x_limit INT NOT NULL,
  x_i INT NOT NULL,
  x_d INT NOT NULL,
  x_r INT NOT NULL,
  x_items INT NOT NULL,
  x_rows INT NOT NULL,
  x_errors INT NOT NULL,
  x_time DATETIME NOT NULL,
  KEY (x_ctx), KEY(x_q), KEY(x_err), KEY(x_out), KEY(x_fmt), KEY(x_types), KEY(x_len), KEY(x_type), KEY(x_key), KEY(x_item), KEY(x_limit), KEY(x_i), KEY(x_time)
);`

const chainQueries = `-- name: ByDynamodb :many
SELECT * FROM things WHERE x_dynamodb = ?;
-- name: ByStrconv :many
SELECT * FROM things WHERE x_strconv = ?;
-- name: ByLen :many
SELECT * FROM things WHERE x_len = ?;
-- name: ByString :many
SELECT * FROM things WHERE x_string = ?;
-- name: ByNil :many
SELECT * FROM things WHERE x_nil = ?;
-- name: ByTrue :many
SELECT * FROM things WHERE x_true = ?;
-- name: ByType :many
SELECT * FROM things WHERE x_type = ?;
-- name: ByFunc :many
SELECT * FROM things WHERE x_func = ?;
-- name: ByKey :many
SELECT * FROM things WHERE x_key = ?;
-- name: ByItem :many
SELECT * FROM things WHERE x_item = ?;
-- name: ByInput :many
SELECT * FROM things WHERE x_input = ?;
-- name: ByArg :many
SELECT * FROM things WHERE x_arg = ?;
-- name: ByI :many
SELECT * FROM things WHERE x_i = ?;
-- name: ByD :many
SELECT * FROM things WHERE x_d = ?;
-- name: ByR :many
SELECT * FROM things WHERE x_r = ?;
-- name: ByItems :many
SELECT * FROM things WHERE x_items = ?;
-- name: ByRows :many
SELECT * FROM things WHERE x_rows = ?;
-- name: OneRows :one
SELECT id, x_rows FROM things WHERE x_rows = ? AND id = ?;
-- name: ByErrors :many
SELECT * FROM things WHERE x_errors = ?;
-- name: OneErrors :one
SELECT id, x_errors FROM things WHERE x_errors = ? AND id = ?;
-- name: ByTime :many
SELECT * FROM things WHERE x_time = ?;
-- name: OneTime :one
SELECT id, x_time FROM things WHERE x_time = ? AND id = ?;
-- name: Limited :many
SELECT * FROM things WHERE x_limit = ? ORDER BY id LIMIT ?;
-- name: Del :exec
DELETE FROM things WHERE x_ctx = ? AND x_q = ?;
`

// TestChainKeyedByParameter: OneTime reads the lookup items by x_time
// and its parameter id (SK = THING#{id}), then BatchGetItems the rows
// each item names by {id} too: the first request is keyed by the
// parameter, not by the variable the loop over the first read's items
// reads (f1, undefined where the first request is written).
func TestChainKeyedByParameter(t *testing.T) {
	files, methods := generated(t, chainSchema+chainQueries, Options{Package: "dynamo"})
	if m := methodNamed(t, methods, "OneTime"); m.chain == nil {
		t.Fatalf("OneTime is no chain (%s): the test no longer has its shape", m.Plan.Operation)
	}
	src := fileNamed(t, files, "query.sql.go")
	body := src[strings.Index(src, "func (q *Queries) OneTime("):]
	body = body[:strings.Index(body, "\n}\n")]
	if !strings.Contains(body, `":sk": &types.AttributeValueMemberS{Value: "THING#" + keyInt(arg.ID)}`) {
		t.Errorf("OneTime's first request is not keyed by its parameter id:\n%s", body)
	}
}
