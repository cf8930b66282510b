#!/bin/sh
# The DynamoDB table mutable_keys and its access patterns, designed by sql2dynamo.
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
  "TableName": "mutable_keys"
}'
}

# GetAuctionItem (testdata/mutable_keys/input.sql:28:1): s2d_GetAuctionItem id
s2d_GetAuctionItem() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAuctionItem id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "ITEM#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "ITEM"
    }
  },
  "TableName": "mutable_keys"
}'
}

# ListEndingInCategory (testdata/mutable_keys/input.sql:32:1): s2d_ListEndingInCategory category end_date
s2d_ListEndingInCategory() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListEndingInCategory category end_date' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#current_price_cents": "current_price_cents",
    "#end_date": "end_date",
    "#id": "id",
    "#title": "title"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ITEM#CATEGORY#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ITEM#'"$(s2d_json "$2")"'$"
    },
    ":sk2": {
      "S": "ITEM$"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "Limit": 50,
  "ProjectionExpression": "#id, #title, #current_price_cents, #end_date",
  "TableName": "mutable_keys"
}'
}

# PlaceBid (testdata/mutable_keys/input.sql:39:1): s2d_PlaceBid current_price_cents id
s2d_PlaceBid() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_PlaceBid current_price_cents id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK) AND #current_price_cents < :current_price_cents2",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#bid_count": "bid_count",
    "#current_price_cents": "current_price_cents"
  },
  "ExpressionAttributeValues": {
    ":bid_count": {
      "N": "1"
    },
    ":current_price_cents": {
      "N": "'"$(s2d_json "$1")"'"
    },
    ":current_price_cents2": {
      "N": "'"$(s2d_json "$1")"'"
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
  "TableName": "mutable_keys",
  "UpdateExpression": "SET #bid_count = #bid_count + :bid_count, #current_price_cents = :current_price_cents"
}'
}

# ExtendAuction (testdata/mutable_keys/input.sql:44:1): s2d_ExtendAuction end_date id
s2d_ExtendAuction() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ExtendAuction end_date id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#GSI1SK": "GSI1SK",
    "#PK": "PK",
    "#end_date": "end_date"
  },
  "ExpressionAttributeValues": {
    ":end_date": {
      "S": "'"$(s2d_json "$1")"'"
    },
    ":gsi1sk": {
      "S": "ITEM#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'"
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
  "TableName": "mutable_keys",
  "UpdateExpression": "SET #end_date = :end_date, #GSI1SK = :gsi1sk"
}'
}
