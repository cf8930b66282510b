package design

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"hash"
	"strconv"
	"strings"

	"sql2dynamo/analyze"
)

// Generate computes a generated column's value from a row as MySQL does:
// value gives each column's (false for NULL). It is the one evaluator of
// the design's expressions: the application runs it before it writes (the
// plan's Compute), and verify with it. nil is NULL.
func Generate(x *analyze.Expr, value func(col string) (string, bool)) *string {
	switch {
	case x.Col != "":
		if v, ok := value(x.Col); ok {
			return &v
		}
		return nil
	case x.Func == "":
		return x.Lit
	}
	var args []*string
	for _, a := range x.Args {
		args = append(args, Generate(a, value))
	}
	str := func(s string) *string { return &s }
	switch x.Func {
	case "concat_ws":
		if args[0] == nil {
			return nil
		}
		var parts []string
		for _, a := range args[1:] {
			if a != nil { // CONCAT_WS skips NULLs
				parts = append(parts, *a)
			}
		}
		return str(strings.Join(parts, *args[0]))
	}
	for _, a := range args {
		if a == nil {
			return nil // every other function is NULL on a NULL
		}
	}
	sum := func(h hash.Hash) *string {
		h.Write([]byte(*args[0]))
		return str(hex.EncodeToString(h.Sum(nil)))
	}
	switch x.Func {
	case "md5":
		return sum(md5.New())
	case "sha1", "sha":
		return sum(sha1.New())
	case "sha2":
		switch strings.TrimSpace(*args[1]) {
		case "0", "256":
			return sum(sha256.New())
		case "224":
			return sum(sha256.New224())
		case "384":
			return sum(sha512.New384())
		case "512":
			return sum(sha512.New())
		}
		return nil
	case "lower", "lcase":
		return str(strings.ToLower(*args[0]))
	case "upper", "ucase":
		return str(strings.ToUpper(*args[0]))
	case "concat":
		var b strings.Builder
		for _, a := range args {
			b.WriteString(*a)
		}
		return str(b.String())
	case "trim":
		return str(strings.Trim(*args[0], " "))
	case "left", "right":
		n, err := strconv.Atoi(strings.TrimSpace(*args[1]))
		if err != nil {
			return nil
		}
		r := []rune(*args[0])
		n = max(0, min(n, len(r)))
		if x.Func == "left" {
			return str(string(r[:n]))
		}
		return str(string(r[len(r)-n:]))
	case "substring_index":
		return substringIndex(*args[0], *args[1], *args[2])
	}
	return nil
}

// substringIndex is SUBSTRING_INDEX(s, delim, count): s before the
// count-th delim, or, for a negative count, after the count-th from the
// right; all of s when it has fewer. delim is matched case-sensitively, as
// MySQL does.
func substringIndex(s, delim, count string) *string {
	n, err := strconv.Atoi(strings.TrimSpace(count))
	if err != nil {
		return nil
	}
	out := ""
	switch {
	case delim == "" || n == 0:
	case n > 0:
		i, at := 0, 0
		for ; i < n; i++ {
			j := strings.Index(s[at:], delim)
			if j < 0 {
				break
			}
			at += j + len(delim)
		}
		out = s
		if i == n {
			out = s[:at-len(delim)]
		}
	default:
		i, end := 0, len(s)
		for ; i < -n; i++ {
			j := strings.LastIndex(s[:end], delim)
			if j < 0 {
				break
			}
			end = j
		}
		out = s
		if i == -n {
			out = s[end+len(delim):]
		}
	}
	return &out
}
