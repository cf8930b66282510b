#!/bin/sh
# The DynamoDB table concurrent_writes and its access patterns, designed by sql2dynamo.
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
  "TableName": "concurrent_writes"
}'
}

# Rename (testdata/concurrent_writes/input.sql:29:1): s2d_Rename holder id
s2d_Rename() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_Rename holder id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#holder": "holder"
  },
  "ExpressionAttributeValues": {
    ":holder": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "BOOKING#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "BOOKING"
    }
  },
  "TableName": "concurrent_writes",
  "UpdateExpression": "SET #holder = :holder"
}'
}

# GetBooking (testdata/concurrent_writes/input.sql:35:1): s2d_GetBooking id
s2d_GetBooking() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetBooking id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "BOOKING#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "BOOKING"
    }
  },
  "TableName": "concurrent_writes"
}'
}

# SeatTaken (testdata/concurrent_writes/input.sql:38:1): s2d_SeatTaken show_id seat
s2d_SeatTaken() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_SeatTaken show_id seat' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "BOOKING#SHOW_ID#SEAT#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'"
    },
    ":sk": {
      "S": "BOOKING#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "concurrent_writes"
}'
}

# ItemsOfCategory (testdata/concurrent_writes/input.sql:56:1): s2d_ItemsOfCategory category
s2d_ItemsOfCategory() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ItemsOfCategory category' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUCTION_ITEM#CATEGORY#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "AUCTION_ITEM#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "concurrent_writes"
}'
}

# GetAuctionItem (testdata/concurrent_writes/input.sql:59:1): s2d_GetAuctionItem id
s2d_GetAuctionItem() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAuctionItem id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUCTION_ITEM#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "AUCTION_ITEM"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK = :sk",
  "TableName": "concurrent_writes"
}'
}
