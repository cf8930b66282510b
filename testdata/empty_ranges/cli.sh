#!/bin/sh
# The DynamoDB table empty_ranges and its access patterns, designed by sql2dynamo.
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
    },
    {
      "AttributeName": "GSI1PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "GSI1",
      "KeySchema": [
        {
          "AttributeName": "GSI1PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI1SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI2",
      "KeySchema": [
        {
          "AttributeName": "GSI2PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI2SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    }
  ],
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
  "TableName": "empty_ranges"
}'
}

# EntriesPostedBetween (testdata/empty_ranges/input.sql:29:1): s2d_EntriesPostedBetween account_id posted_at.lo posted_at.hi
s2d_EntriesPostedBetween() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_EntriesPostedBetween account_id posted_at.lo posted_at.hi' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#amount_cents": "amount_cents",
    "#id": "id",
    "#memo": "memo",
    "#posted_at": "posted_at"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "LEDGER_ENTRY#ACCOUNT_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "LEDGER_ENTRY#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "LEDGER_ENTRY#'"$(s2d_json "$3")"'$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#id, #posted_at, #amount_cents, #memo",
  "TableName": "empty_ranges"
}'
}

# EntriesByAmount (testdata/empty_ranges/input.sql:34:1): s2d_EntriesByAmount account_id min_cents max_cents
s2d_EntriesByAmount() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_EntriesByAmount account_id min_cents max_cents' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#amount_cents": "amount_cents",
    "#id": "id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "LEDGER_ENTRY#ACCOUNT_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "LEDGER_ENTRY#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "LEDGER_ENTRY#'"$(s2d_json "$3")"'$"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#id, #amount_cents",
  "TableName": "empty_ranges"
}'
}

# EntriesByCode (testdata/empty_ranges/input.sql:39:1): s2d_EntriesByCode account_id code.lo code.hi
s2d_EntriesByCode() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_EntriesByCode account_id code.lo code.hi' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#code": "code",
    "#id": "id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "LEDGER_ENTRY#ACCOUNT_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "LEDGER_ENTRY#'"$(s2d_json "$2")"'$"
    },
    ":sk2": {
      "S": "LEDGER_ENTRY#'"$(s2d_json "$3")"'#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#id, #code",
  "TableName": "empty_ranges"
}'
}
