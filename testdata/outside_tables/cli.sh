#!/bin/sh
# The DynamoDB table outside_tables and its access patterns, designed by sql2dynamo.
# Set the variables a pattern names (customer_id=...) before running its call; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00).
set -eu

create_table() {
  aws dynamodb create-table --cli-input-json '{
  "AttributeDefinitions": [
    {
      "AttributeName": "PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "KeySchema": [
    {
      "AttributeName": "PK",
      "KeyType": "HASH"
    },
    {
      "AttributeName": "SK",
      "KeyType": "RANGE"
    }
  ],
  "TableName": "outside_tables"
}'
}

# GetNote (testdata/outside_tables/input.sql:12:1): needs id
GetNote() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "NOTE#'"${id}"'"
    },
    "SK": {
      "S": "NOTE"
    }
  },
  "TableName": "outside_tables"
}'
}
