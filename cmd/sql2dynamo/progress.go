package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"sql2dynamo/migrate"
	"sql2dynamo/render"
)

// progressBar shows a migration's progress on stderr: on a terminal, a
// line per table redrawn in place ten times a second at most; elsewhere
// (a log), a line every 30 seconds and one at each table's end.
type progressBar struct {
	w        io.Writer
	terminal io.Writer // the terminal itself, nil in a log: the bar's own \r and erase reach it unescaped

	entity string
	start  time.Time
	drawn  time.Time
	// from is where the table stood when this run reached it (a resumed
	// one starts past 0): rates count this run's rows and items only.
	from migrate.Progress
}

func newProgressBar(w io.Writer) *progressBar {
	b := &progressBar{w: w}
	raw := w
	if p, ok := w.(render.PrintableWriter); ok {
		raw = p.W // stderr escapes control characters: the line is escaped alone
	}
	if f, ok := raw.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			b.terminal = f
		}
	}
	return b
}

func (b *progressBar) update(p migrate.Progress) {
	now := time.Now()
	if p.Entity != b.entity {
		b.entity, b.start, b.drawn, b.from = p.Entity, now, now, p
	}
	every := 30 * time.Second
	if b.terminal != nil {
		every = 100 * time.Millisecond
	}
	if !p.Done && now.Sub(b.drawn) < every {
		return
	}
	b.drawn = now
	line := render.Printable([]byte(progressLine(p, b.from, now.Sub(b.start)))) // table names are the input's
	switch {
	case b.terminal == nil:
		fmt.Fprintf(b.w, "%s\n", line)
	case p.Done:
		fmt.Fprintf(b.terminal, "\r\033[K%s\n", line)
	default:
		fmt.Fprintf(b.terminal, "\r\033[K%s", line)
	}
}

// progressLine is where a table stands after elapsed since it stood at
// from: rows read (of the server's estimate), items written, items a
// second and, while the estimate says how many rows are left, the time
// they will take.
func progressLine(p, from migrate.Progress, elapsed time.Duration) string {
	secs := elapsed.Seconds()
	rate, read := 0.0, float64(p.Rows-from.Rows)
	if secs > 0 {
		rate = float64(p.Items-from.Items) / secs
	}
	if p.Done {
		return fmt.Sprintf("%s: %d rows, %d items (%d bytes) in %s, %.0f items/s", p.Entity, p.Rows, p.Items, p.Bytes, elapsed.Round(time.Second), rate)
	}
	rows := fmt.Sprintf("%d rows", p.Rows)
	eta := ""
	if p.Estimate > p.Rows {
		rows = fmt.Sprintf("%d of ~%d rows (%d%%)", p.Rows, p.Estimate, 100*p.Rows/p.Estimate)
		if read > 0 && secs > 0 {
			left := time.Duration(float64(p.Estimate-p.Rows) / (read / secs) * float64(time.Second))
			eta = ", ETA " + left.Round(time.Second).String()
		}
	}
	return fmt.Sprintf("%s: %s, %d items, %.0f items/s%s", p.Entity, rows, p.Items, rate, eta)
}
