package render

import (
	"bytes"
	"encoding/json"

	"sql2dynamo/awsjson"
)

// AWSJSON serializes a DynamoDB input with the SDK's own serializer
// (package awsjson), the body the SDK would send and the shape `aws
// dynamodb ... --cli-input-json` reads, and re-encodes it with sorted keys
// and indentation so the output is stable.
func AWSJSON(in any) (json.RawMessage, error) {
	body, err := awsjson.Body(in)
	if err != nil {
		return nil, err
	}
	return sortedJSON(body)
}

// sortedJSON re-encodes JSON with object keys sorted (encoding/json sorts map
// keys) and numbers kept exactly as written.
func sortedJSON(b []byte) (json.RawMessage, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return marshal(v)
}

// marshal indents with two spaces and leaves <, > and & alone: the output is
// read by people and the AWS CLI, not embedded in HTML.
func marshal(v any) (json.RawMessage, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}
