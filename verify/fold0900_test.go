package verify

import (
	"testing"
	"unicode"

	"github.com/dolthub/go-mysql-server/sql/encodings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// TestFold0900: MySQL 8's utf8mb4_0900_ai_ci and _as_ci fold by UCA
// 14.0.0's tables (analyze.FoldOf). Against go-mysql-server's per-rune
// weights of the two, extracted from MySQL 8, characters alone fold
// alike exactly when MySQL weighs them alike but for a known few
// hundred, nearly all added in Unicode 10 to 14 (the README's
// Collations); none in the alphabets of Europe's languages
// (U+0000-U+052F: Latin, Greek, Cyrillic).
func TestFold0900(t *testing.T) {
	for _, c := range []struct {
		fold   analyze.Fold
		weight func(rune) int32
		most   int
	}{
		{analyze.FoldUCA1400AI, encodings.Utf8mb4_0900_ai_ci_RuneWeight, 650},
		{analyze.FoldUCA1400AS, encodings.Utf8mb4_0900_as_ci_RuneWeight, 650},
	} {
		byWeight, byFold := map[int32]string{}, map[string]int32{}
		var apart []rune
		for r := rune(0); r <= unicode.MaxRune; r++ {
			if r >= 0xD800 && r <= 0xDFFF {
				continue
			}
			w, f := c.weight(r), design.Fold(c.fold, string(r))
			g, seenW := byWeight[w]
			v, seenF := byFold[f]
			if seenW && g != f || seenF && v != w {
				apart = append(apart, r)
			}
			if !seenW {
				byWeight[w] = f
			}
			if !seenF {
				byFold[f] = w
			}
		}
		t.Logf("%s: %d code points fold otherwise than MySQL 8 weighs them", c.fold, len(apart))
		if len(apart) > c.most {
			t.Errorf("%s: %d code points fold otherwise than MySQL 8 weighs them, more than %d: %U", c.fold, len(apart), c.most, apart[:min(len(apart), 40)])
		}
		for _, r := range apart {
			if r <= 0x052F {
				t.Errorf("%s: U+%04X folds to %+q, otherwise than MySQL 8 weighs it", c.fold, r, design.Fold(c.fold, string(r)))
			}
		}
	}
}
