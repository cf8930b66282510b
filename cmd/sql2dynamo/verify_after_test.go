package main

import (
	"strconv"
	"testing"
)

// TestVerifyAfterDefaults: --verify-after runs verify with the defaults
// of verify's own flags (and migrate's --timeout).
func TestVerifyAfterDefaults(t *testing.T) {
	v := verifyAfter(&migrateOptions{}, "app")
	f := newVerifyCmd(nil, nil).Flags()
	for flag, value := range map[string]string{
		"rows":     strconv.Itoa(v.rows),
		"seed":     strconv.FormatUint(v.seed, 10),
		"bindings": strconv.Itoa(v.bindings),
		"format":   v.format,
	} {
		if def := f.Lookup(flag).DefValue; def != value {
			t.Errorf("--verify-after runs verify with --%s %s, verify's default is %s", flag, value, def)
		}
	}
}
