#!/bin/sh
# The DynamoDB table sqlc_monorepo and its access patterns, designed by sql2dynamo.
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
  "TableName": "sqlc_monorepo"
}'
}

# ListUserAudit (testdata/sqlc_monorepo/queries/audit.sql:5:1): s2d_ListUserAudit user_id
s2d_ListUserAudit() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListUserAudit user_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#action": "action",
    "#created_at": "created_at",
    "#detail": "detail",
    "#id": "id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUDIT_LOG#USER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "AUDIT_LOG#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "Limit": 50,
  "ProjectionExpression": "#id, #action, #detail, #created_at",
  "ScanIndexForward": false,
  "TableName": "sqlc_monorepo"
}'
}

# ListUserOrders (testdata/sqlc_monorepo/queries/orders.sql:2:1): s2d_ListUserOrders user_id
s2d_ListUserOrders() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListUserOrders user_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#USER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "Limit": 20,
  "ScanIndexForward": false,
  "TableName": "sqlc_monorepo"
}'
}

# MarkOrderPaid (testdata/sqlc_monorepo/queries/orders.sql:8:1): s2d_MarkOrderPaid id
s2d_MarkOrderPaid() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_MarkOrderPaid id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":status": {
      "S": "paid"
    }
  },
  "Key": {
    "PK": {
      "S": "ORDER#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "ORDER"
    }
  },
  "TableName": "sqlc_monorepo",
  "UpdateExpression": "SET #status = :status"
}'
}

# GetUser (testdata/sqlc_monorepo/queries/users.sql:2:1): s2d_GetUser id
s2d_GetUser() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetUser id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "USER#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "USER"
    }
  },
  "TableName": "sqlc_monorepo"
}'
}

# GetUserByEmail (testdata/sqlc_monorepo/queries/users.sql:5:1): s2d_GetUserByEmail email
s2d_GetUserByEmail() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetUserByEmail email' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#EMAIL#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "USER#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "sqlc_monorepo"
}'
}
