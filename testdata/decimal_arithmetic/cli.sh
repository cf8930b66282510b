#!/bin/sh
# The DynamoDB table decimal_arithmetic and its access patterns, designed by sql2dynamo.
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
  "TableName": "decimal_arithmetic"
}'
}

# GetWallet (testdata/decimal_arithmetic/input.sql:26:1): s2d_GetWallet id
s2d_GetWallet() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetWallet id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#balance": "balance",
    "#currency": "currency",
    "#customer_id": "customer_id",
    "#id": "id",
    "#label": "label",
    "#updated_at": "updated_at"
  },
  "Key": {
    "PK": {
      "S": "WALLET#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "WALLET"
    }
  },
  "ProjectionExpression": "#id, #customer_id, #currency, #label, #balance, #updated_at",
  "TableName": "decimal_arithmetic"
}'
}

# ListWalletsByBalance (testdata/decimal_arithmetic/input.sql:29:1): s2d_ListWalletsByBalance customer_id
s2d_ListWalletsByBalance() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListWalletsByBalance customer_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#balance": "balance",
    "#currency": "currency",
    "#id": "id",
    "#label": "label"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "WALLET#CUSTOMER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "WALLET#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #currency, #label, #balance",
  "ScanIndexForward": false,
  "TableName": "decimal_arithmetic"
}'
}

# ListWalletsOver (testdata/decimal_arithmetic/input.sql:33:1): s2d_ListWalletsOver customer_id balance
s2d_ListWalletsOver() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListWalletsOver customer_id balance' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#balance": "balance",
    "#currency": "currency",
    "#id": "id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "WALLET#CUSTOMER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "WALLET#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "WALLET$"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#id, #currency, #balance",
  "TableName": "decimal_arithmetic"
}'
}

# ListWalletsByRating (testdata/decimal_arithmetic/input.sql:49:1): s2d_ListWalletsByRating customer_id
s2d_ListWalletsByRating() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListWalletsByRating customer_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#id": "id",
    "#rating": "rating"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "WALLET#CUSTOMER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "WALLET#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ProjectionExpression": "#id, #rating",
  "ScanIndexForward": false,
  "TableName": "decimal_arithmetic"
}'
}
