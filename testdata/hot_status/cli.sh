#!/bin/sh
# The DynamoDB table hot_status and its access patterns, designed by sql2dynamo.
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
  "TableName": "hot_status"
}'
}

# GetOrder (testdata/hot_status/input.sql:32:1): s2d_GetOrder id
s2d_GetOrder() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetOrder id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "ORDER#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "ORDER"
    }
  },
  "TableName": "hot_status"
}'
}

# ListOrdersByStatus (testdata/hot_status/input.sql:36:1): s2d_ListOrdersByStatus status _shard
s2d_ListOrdersByStatus() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListOrdersByStatus status _shard' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#customer_id": "customer_id",
    "#id": "id",
    "#placed_at": "placed_at",
    "#total_cents": "total_cents"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#STATUS#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "Limit": 50,
  "ProjectionExpression": "#id, #customer_id, #total_cents, #placed_at, #GSI1SK",
  "ScanIndexForward": false,
  "TableName": "hot_status"
}'
}

# MarkPaid (testdata/hot_status/input.sql:43:1): s2d_MarkPaid _shard id
s2d_MarkPaid() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_MarkPaid _shard id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#PK": "PK",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":gsi1pk": {
      "S": "ORDER#STATUS#paid#'"$(s2d_json "$1")"'"
    },
    ":status": {
      "S": "paid"
    }
  },
  "Key": {
    "PK": {
      "S": "ORDER#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "ORDER"
    }
  },
  "TableName": "hot_status",
  "UpdateExpression": "SET #status = :status, #GSI1PK = :gsi1pk"
}'
}
