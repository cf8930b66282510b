package design_test

import (
	"testing"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// TestLockReadFolds: a read planned on a UNIQUE pair's lock items keys
// its request as the INSERT keys the lock, both through the one encoder
// with the column's fold: a seat spelled in another case or with accents
// (and, under a PAD SPACE collation, with trailing spaces) finds the lock
// of the row's spelling; under NO PAD a trailing space is a value of its
// own, as MySQL compares it.
func TestLockReadFolds(t *testing.T) {
	for _, c := range []struct {
		collate     string
		read, write string
		same        bool
	}{
		{"utf8mb4_0900_ai_ci", "12A", "12a", true},
		{"utf8mb4_0900_ai_ci", "Zé", "ZE", true},
		{"utf8mb4_0900_ai_ci", "12a ", "12a", false}, // NO PAD
		{"utf8mb4_general_ci", "12A  ", "12a", true}, // PAD SPACE
		{"utf8mb4_unicode_ci", "zé", "Ze", true},
		{"utf8mb4_bin", "12A", "12a", false},
	} {
		text := `-- @rows 1000000
CREATE TABLE reservation (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  flight_id BIGINT NOT NULL,
  seat VARCHAR(4) COLLATE ` + c.collate + ` NOT NULL,
  checked_in_at DATETIME NULL,
  UNIQUE KEY uq_seat (flight_id, seat)
);
-- name: SeatHolder :one
-- @rps 5
SELECT id FROM reservation WHERE flight_id = ? AND seat = ?;
-- name: Reserve :execlastid
-- @rps 5
INSERT INTO reservation (flight_id, seat) VALUES (?, ?);
-- name: GetReservation :one
-- @rps 2000
SELECT * FROM reservation WHERE id = ?;
-- name: CheckIn :exec
-- @rps 1000
UPDATE reservation SET checked_in_at = NOW() WHERE id = ?;
-- name: Cancel :exec
-- @rps 1
DELETE FROM reservation WHERE id = ?;
`
		m := analyze.Analyze(analyze.File{Name: "t.sql", Text: text})
		if m.HasErrors() {
			t.Fatal(m.Diagnostics)
		}
		d := design.New(m, design.Options{Table: "t"})
		e := m.Entity("reservation")
		var read, write *design.Plan
		for _, p := range d.Plans {
			switch p.Pattern.Name {
			case "SeatHolder":
				read = p
			case "Reserve":
				write = p
			}
		}
		if read == nil || write == nil || len(write.Locks) != 1 {
			t.Fatalf("%s: no SeatHolder or Reserve with one lock", c.collate)
		}
		if read.SKCond == nil || read.SKCond.Values[0].String() != write.Locks[0].SK.String() {
			t.Fatalf("%s: SeatHolder (%s) is not planned on the lock items (%s %s)", c.collate, read.KeyCondition, write.Locks[0].PK, write.Locks[0].SK)
		}
		got, ok1 := design.Fill(read.PKValue, e, map[string]string{"flight_id": "10", "seat": c.read})
		want, ok2 := design.Fill(write.Locks[0].PK, e, map[string]string{"flight_id": "10", "seat": c.write})
		if !ok1 || !ok2 || (got == want) != c.same {
			t.Errorf("%s: the read of %q keys %q, the lock of %q is %q: same %v, want %v", c.collate, c.read, got, c.write, want, got == want, c.same)
		}
	}
}
