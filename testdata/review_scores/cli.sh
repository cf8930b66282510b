#!/bin/sh
# The DynamoDB table review_scores and its access patterns, designed by sql2dynamo.
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
  "TableName": "review_scores"
}'
}

# GetProduct (testdata/review_scores/input.sql:48:1): s2d_GetProduct id
s2d_GetProduct() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetProduct id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#created_at": "created_at",
    "#id": "id",
    "#sku": "sku",
    "#title": "title"
  },
  "Key": {
    "PK": {
      "S": "PRODUCT#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "PRODUCT"
    }
  },
  "ProjectionExpression": "#id, #sku, #title, #created_at",
  "TableName": "review_scores"
}'
}

# VoteHelpful (testdata/review_scores/input.sql:73:1): s2d_VoteHelpful id
s2d_VoteHelpful() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_VoteHelpful id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#helpful": "helpful",
    "#votes": "votes"
  },
  "ExpressionAttributeValues": {
    ":helpful": {
      "N": "1"
    },
    ":votes": {
      "N": "1"
    }
  },
  "Key": {
    "PK": {
      "S": "REVIEW#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "REVIEW"
    }
  },
  "TableName": "review_scores",
  "UpdateExpression": "SET #helpful = #helpful + :helpful, #votes = #votes + :votes"
}'
}

# VoteUnhelpful (testdata/review_scores/input.sql:76:1): s2d_VoteUnhelpful id
s2d_VoteUnhelpful() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_VoteUnhelpful id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#votes": "votes"
  },
  "ExpressionAttributeValues": {
    ":votes": {
      "N": "1"
    }
  },
  "Key": {
    "PK": {
      "S": "REVIEW#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "REVIEW"
    }
  },
  "TableName": "review_scores",
  "UpdateExpression": "SET #votes = #votes + :votes"
}'
}
