#!/bin/sh
# The DynamoDB table shop and its access patterns, designed by sql2dynamo.
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
    },
    {
      "AttributeName": "GSI3PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3SK",
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
    },
    {
      "IndexName": "GSI3",
      "KeySchema": [
        {
          "AttributeName": "GSI3PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI3SK",
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
  "TableName": "shop"
}'
}

# GetUserProfile (testdata/shop/input.sql:45:1): s2d_GetUserProfile username
s2d_GetUserProfile() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetUserProfile username' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "USER#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "USER"
    }
  },
  "TableName": "shop"
}'
}

# GetUserOrders (testdata/shop/input.sql:49:1): s2d_GetUserOrders username
s2d_GetUserOrders() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetUserOrders username' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ScanIndexForward": false,
  "TableName": "shop"
}'
}

# GetOrderWithItems (testdata/shop/input.sql:53:1): s2d_GetOrderWithItems order_id
s2d_GetOrderWithItems() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetOrderWithItems order_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#'"$(s2d_json "$1")"'"
    }
  },
  "KeyConditionExpression": "#PK = :pk",
  "TableName": "shop"
}'
}

# GetUserOrdersByStatus (testdata/shop/input.sql:57:1): s2d_GetUserOrdersByStatus username status
s2d_GetUserOrdersByStatus() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_GetUserOrdersByStatus username status' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ORDER#'"$(s2d_json "$2")"'#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ScanIndexForward": false,
  "TableName": "shop"
}'
}

# GetOpenOrders (testdata/shop/input.sql:61:1)
s2d_GetOpenOrders() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_GetOpenOrders' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORDER#STATUS#OPEN"
    },
    ":sk": {
      "S": "ORDER#"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND begins_with(#GSI3SK, :sk)",
  "TableName": "shop"
}'
}
