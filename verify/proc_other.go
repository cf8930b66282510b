//go:build !linux

package verify

import (
	"os"
	"syscall"
)

// dieWithParent is Linux's alone: elsewhere a SIGKILL of the run leaves
// DynamoDB Local running, and its temp folder is removed by the next run.
func dieWithParent() *syscall.SysProcAttr { return nil }

// alive reports whether process pid exists.
func alive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	return p.Signal(syscall.Signal(0)) == nil
}
