package verify

import (
	"errors"
	"syscall"
)

// dieWithParent has Linux send SIGTERM to DynamoDB Local when the run
// ends, however it ends (SIGKILL included): Java's shutdown then deletes
// what it unpacked.
func dieWithParent() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
}

// alive reports whether process pid exists.
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
