package gogen

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// createTable writes db.go's CreateTable: the design's CreateTable input
// (Design.CreateTable, the one the report and export show) as Go, the
// table named by the caller, then the SDK's waiter until the table is
// active. An input holding a field it does not write is an error, never
// a table unlike the design's.
func createTable(b *strings.Builder, in *dynamodb.CreateTableInput) error {
	if in == nil {
		return fmt.Errorf("the design has no CreateTable input")
	}
	rest := *in
	rest.TableName, rest.BillingMode, rest.AttributeDefinitions, rest.KeySchema, rest.GlobalSecondaryIndexes = nil, "", nil, nil, nil
	if !reflect.ValueOf(rest).IsZero() {
		return fmt.Errorf("the design's CreateTable input has a field CreateTable does not write yet")
	}
	b.WriteString(`
// CreateTable creates the design's table under the name table and waits
// until it is active: a development loop's or a test's table, on DynamoDB
// Local as on AWS. Its input is the CreateTable input the design report
// shows (sql2dynamo export writes it for CloudFormation, Terraform and the
// CLI, the way to create a production table).
func CreateTable(ctx context.Context, client *dynamodb.Client, table string) error {
	_, err := client.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(table),
`)
	if in.BillingMode != "" {
		fmt.Fprintf(b, "\t\tBillingMode: %s,\n", enumConst("BillingMode", in.BillingMode))
	}
	b.WriteString("\t\tAttributeDefinitions: []types.AttributeDefinition{\n")
	for _, a := range in.AttributeDefinitions {
		fmt.Fprintf(b, "\t\t\t{AttributeName: aws.String(%q), AttributeType: %s},\n", ptrText(a.AttributeName), enumConst("ScalarAttributeType", a.AttributeType))
	}
	b.WriteString("\t\t},\n")
	b.WriteString("\t\tKeySchema: " + keySchema(in.KeySchema, "\t\t") + ",\n")
	if len(in.GlobalSecondaryIndexes) > 0 {
		b.WriteString("\t\tGlobalSecondaryIndexes: []types.GlobalSecondaryIndex{\n")
		for _, ix := range in.GlobalSecondaryIndexes {
			rest := ix
			rest.IndexName, rest.KeySchema, rest.Projection = nil, nil, nil
			if !reflect.ValueOf(rest).IsZero() || ix.Projection == nil || len(ix.Projection.NonKeyAttributes) > 0 {
				return fmt.Errorf("the design's index %s has a setting CreateTable does not write yet", ptrText(ix.IndexName))
			}
			fmt.Fprintf(b, "\t\t\t{\n\t\t\t\tIndexName:  aws.String(%q),\n\t\t\t\tKeySchema:  %s,\n\t\t\t\tProjection: &types.Projection{ProjectionType: %s},\n\t\t\t},\n",
				ptrText(ix.IndexName), keySchema(ix.KeySchema, "\t\t\t\t"), enumConst("ProjectionType", ix.Projection.ProjectionType))
		}
		b.WriteString("\t\t},\n")
	}
	b.WriteString(`	})
	if err != nil {
		return err
	}
	return dynamodb.NewTableExistsWaiter(client).Wait(ctx, &dynamodb.DescribeTableInput{TableName: aws.String(table)}, 5*time.Minute)
}
`)
	return nil
}

// keySchema writes a key schema as Go, its lines indented by in.
func keySchema(ks []types.KeySchemaElement, in string) string {
	var b strings.Builder
	b.WriteString("[]types.KeySchemaElement{\n")
	for _, k := range ks {
		fmt.Fprintf(&b, "%s\t{AttributeName: aws.String(%q), KeyType: %s},\n", in, ptrText(k.AttributeName), enumConst("KeyType", k.KeyType))
	}
	b.WriteString(in + "}")
	return b.String()
}

// enumConst is the SDK's constant of an enum value: types.KeyTypeHash of
// KeyType "HASH", found among the values the SDK lists for it, or the
// value converted (types.KeyType("HASH")) when the SDK names it
// otherwise.
func enumConst[T ~string](typ string, v T) string {
	names := map[string]map[string]string{
		"BillingMode":         {"PAY_PER_REQUEST": "BillingModePayPerRequest", "PROVISIONED": "BillingModeProvisioned"},
		"ScalarAttributeType": {"S": "ScalarAttributeTypeS", "N": "ScalarAttributeTypeN", "B": "ScalarAttributeTypeB"},
		"KeyType":             {"HASH": "KeyTypeHash", "RANGE": "KeyTypeRange"},
		"ProjectionType":      {"ALL": "ProjectionTypeAll", "KEYS_ONLY": "ProjectionTypeKeysOnly", "INCLUDE": "ProjectionTypeInclude"},
	}
	if n, ok := names[typ][string(v)]; ok {
		return "types." + n
	}
	return fmt.Sprintf("types.%s(%q)", typ, string(v))
}

// ptrText is *s, "" for nil.
func ptrText(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
