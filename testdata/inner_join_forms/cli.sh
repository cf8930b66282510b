#!/bin/sh
# The DynamoDB table inner_join_forms and its access patterns, designed by sql2dynamo.
# Each function takes the values its comment names, in that order, as arguments; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00,
# strings of a case-insensitive column folded, bytes up to $ escaped as the report's key encoding says).
# Every argument is a value, never NULL: a write with a NULL parameter is sent as its plan in the report says.
# Needs sh, awk and the AWS CLI. Every name here starts with s2d_.
set -eu

s2d_json() {
  printf '%s\n' "$1" | LC_ALL=C awk '
    BEGIN { ORS = ""; for (i = 1; i < 32; i++) esc[sprintf("%c", i)] = sprintf("\\u%04x", i) }
    {
      if (NR > 1) print "\\n"
      n = length($0)
      for (i = 1; i <= n; i++) {
        c = substr($0, i, 1)
        if (c == "\\" || c == "\"") c = "\\" c
        else if (c in esc) c = esc[c]
        print c
      }
    }'
}

s2d_create_table() {
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
  "TableName": "inner_join_forms"
}'
}

# GetItem (testdata/inner_join_forms/input.sql:37:1): s2d_GetItem i_id
s2d_GetItem() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetItem i_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#i_id": "i_id",
    "#title": "title"
  },
  "Key": {
    "PK": {
      "S": "ITEM#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "ITEM"
    }
  },
  "ProjectionExpression": "#i_id, #title",
  "TableName": "inner_join_forms"
}'
}

# RetitleItem (testdata/inner_join_forms/input.sql:58:1): s2d_RetitleItem title i_id
s2d_RetitleItem() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_RetitleItem title i_id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#title": "title"
  },
  "ExpressionAttributeValues": {
    ":title": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "ITEM#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "ITEM"
    }
  },
  "TableName": "inner_join_forms",
  "UpdateExpression": "SET #title = :title"
}'
}
