#!/bin/sh
# The DynamoDB table index_economy and its access patterns, designed by sql2dynamo.
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
  "TableName": "index_economy"
}'
}

# GetUser (testdata/index_economy/input.sql:40:1): s2d_GetUser id
s2d_GetUser() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetUser id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#created_at": "created_at",
    "#display_name": "display_name",
    "#email": "email",
    "#id": "id",
    "#last_seen_at": "last_seen_at",
    "#phone": "phone",
    "#username": "username"
  },
  "Key": {
    "PK": {
      "S": "USER#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "USER"
    }
  },
  "ProjectionExpression": "#id, #email, #username, #phone, #display_name, #last_seen_at, #created_at",
  "TableName": "index_economy"
}'
}

# TouchUser (testdata/index_economy/input.sql:44:1): s2d_TouchUser last_seen_at.now id
s2d_TouchUser() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_TouchUser last_seen_at.now id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#last_seen_at": "last_seen_at"
  },
  "ExpressionAttributeValues": {
    ":last_seen_at": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "USER#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "USER"
    }
  },
  "TableName": "index_economy",
  "UpdateExpression": "SET #last_seen_at = :last_seen_at"
}'
}

# GetOrder (testdata/index_economy/input.sql:72:1): s2d_GetOrder id
s2d_GetOrder() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetOrder id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ORDER"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK = :sk",
  "TableName": "index_economy"
}'
}

# ListCustomerOrders (testdata/index_economy/input.sql:76:1): s2d_ListCustomerOrders customer_id
s2d_ListCustomerOrders() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListCustomerOrders customer_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#id": "id",
    "#placed_at": "placed_at",
    "#status": "status",
    "#total_cents": "total_cents"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#CUSTOMER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "Limit": 20,
  "ProjectionExpression": "#id, #status, #total_cents, #placed_at",
  "ScanIndexForward": false,
  "TableName": "index_economy"
}'
}
