package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"sql2dynamo/migrate"
)

// TestProgressLine: rows of the estimate, items, items/s and the time
// left while a table goes; its totals when it ends.
func TestProgressLine(t *testing.T) {
	for _, c := range []struct {
		p       migrate.Progress
		elapsed time.Duration
		want    string
	}{
		{migrate.Progress{Entity: "messages", Rows: 25_000, Estimate: 100_000, Items: 50_000}, 10 * time.Second,
			"messages: 25000 of ~100000 rows (25%), 50000 items, 5000 items/s, ETA 30s"},
		{migrate.Progress{Entity: "notes", Rows: 120, Estimate: 100, Items: 130}, 2 * time.Second, // the estimate fell short
			"notes: 120 rows, 130 items, 65 items/s"},
		{migrate.Progress{Entity: "notes", Estimate: 100}, 0, "notes: 0 of ~100 rows (0%), 0 items, 0 items/s"},
		{migrate.Progress{Entity: "users", Rows: 10, Items: 21, Bytes: 4096, Done: true}, 1500 * time.Millisecond,
			"users: 10 rows, 21 items (4096 bytes) in 2s, 14 items/s"},
	} {
		if got := progressLine(c.p, migrate.Progress{}, c.elapsed); got != c.want {
			t.Errorf("%+v after %s:\n got %q\nwant %q", c.p, c.elapsed, got, c.want)
		}
	}
	// Resumed at 80,000 rows: the rate and the time left count this
	// run's rows and items only.
	resumed := migrate.Progress{Entity: "messages", Rows: 90_000, Estimate: 100_000, Items: 90_000}
	if got, want := progressLine(resumed, migrate.Progress{Rows: 80_000, Items: 80_000}, 10*time.Second), "messages: 90000 of ~100000 rows (90%), 90000 items, 1000 items/s, ETA 10s"; got != want {
		t.Errorf("resumed:\n got %q\nwant %q", got, want)
	}
	// In a log (not a terminal), a table's end is one line, its progress
	// no more than every 30 seconds.
	var log bytes.Buffer
	bar := newProgressBar(&log)
	bar.update(migrate.Progress{Entity: "users", Rows: 5})
	bar.update(migrate.Progress{Entity: "users", Rows: 10, Items: 10, Done: true})
	if lines := strings.Count(log.String(), "\n"); lines != 1 || strings.Contains(log.String(), "\r") {
		t.Errorf("in a log:\n%q", log.String())
	}
}
