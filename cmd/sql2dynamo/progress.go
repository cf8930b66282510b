package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"sql2dynamo/migrate"
)

// progressBar shows a migration's progress on stderr: on a terminal, a
// line per table redrawn in place ten times a second at most; elsewhere
// (a log), a line every 30 seconds and one at each table's end.
type progressBar struct {
	w        io.Writer
	terminal bool
	entity   string
	start    time.Time
	drawn    time.Time
}

func newProgressBar(w io.Writer) *progressBar {
	f, ok := w.(*os.File)
	terminal := false
	if ok {
		if fi, err := f.Stat(); err == nil {
			terminal = fi.Mode()&os.ModeCharDevice != 0
		}
	}
	return &progressBar{w: w, terminal: terminal}
}

func (b *progressBar) update(p migrate.Progress) {
	now := time.Now()
	if p.Entity != b.entity {
		b.entity, b.start, b.drawn = p.Entity, now, now
	}
	every := 30 * time.Second
	if b.terminal {
		every = 100 * time.Millisecond
	}
	if !p.Done && now.Sub(b.drawn) < every {
		return
	}
	b.drawn = now
	line := progressLine(p, now.Sub(b.start))
	switch {
	case !b.terminal:
		fmt.Fprintln(b.w, line)
	case p.Done:
		fmt.Fprintf(b.w, "\r\033[K%s\n", line)
	default:
		fmt.Fprintf(b.w, "\r\033[K%s", line)
	}
}

// progressLine is where a table stands after elapsed: rows read (of the
// server's estimate), items written, items a second and, while the
// estimate says how many rows are left, the time they will take.
func progressLine(p migrate.Progress, elapsed time.Duration) string {
	secs := elapsed.Seconds()
	rate := 0.0
	if secs > 0 {
		rate = float64(p.Items) / secs
	}
	if p.Done {
		return fmt.Sprintf("%s: %d rows, %d items (%d bytes) in %s, %.0f items/s", p.Entity, p.Rows, p.Items, p.Bytes, elapsed.Round(time.Second), rate)
	}
	rows := fmt.Sprintf("%d rows", p.Rows)
	eta := ""
	if p.Estimate > p.Rows {
		rows = fmt.Sprintf("%d of ~%d rows (%d%%)", p.Rows, p.Estimate, 100*p.Rows/p.Estimate)
		if p.Rows > 0 && secs > 0 {
			left := time.Duration(float64(p.Estimate-p.Rows) / (float64(p.Rows) / secs) * float64(time.Second))
			eta = ", ETA " + left.Round(time.Second).String()
		}
	}
	return fmt.Sprintf("%s: %s, %d items, %.0f items/s%s", p.Entity, rows, p.Items, rate, eta)
}
