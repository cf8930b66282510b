package migrate

import "testing"

// BindAsText makes every keyset comparison bind its values as text, as
// the server then compares them (an ENUM by its name, a FLOAT as the
// DOUBLE of its text), until the test ends: pages that do not follow the
// key's order, for the guards against them.
func BindAsText(t testing.TB) {
	textBounds = true
	t.Cleanup(func() { textBounds = false })
}
