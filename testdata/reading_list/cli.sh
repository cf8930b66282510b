#!/bin/sh
# The DynamoDB table reading_list and its access patterns, designed by sql2dynamo.
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
  "TableName": "reading_list"
}'
}

# GetTitle (testdata/reading_list/input.sql:41:1): s2d_GetTitle id
s2d_GetTitle() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetTitle id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#added_at": "added_at",
    "#id": "id",
    "#isbn": "isbn",
    "#published_year": "published_year",
    "#tag": "tag",
    "#title": "title",
    "#writer_id": "writer_id"
  },
  "Key": {
    "PK": {
      "S": "TITLE#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "TITLE"
    }
  },
  "ProjectionExpression": "#id, #writer_id, #isbn, #title, #tag, #published_year, #added_at",
  "TableName": "reading_list"
}'
}

# Retag (testdata/reading_list/input.sql:54:1): s2d_Retag tag id
s2d_Retag() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_Retag tag id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#PK": "PK",
    "#tag": "tag"
  },
  "ExpressionAttributeValues": {
    ":gsi1pk": {
      "S": "TITLE#TAG#'"$(s2d_json "$1")"'"
    },
    ":tag": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "TITLE#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "TITLE"
    }
  },
  "TableName": "reading_list",
  "UpdateExpression": "SET #tag = :tag, #GSI1PK = :gsi1pk"
}'
}

# GetReadingTime (testdata/reading_list/input.sql:57:1): s2d_GetReadingTime id
s2d_GetReadingTime() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetReadingTime id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#reading_time": "reading_time"
  },
  "Key": {
    "PK": {
      "S": "TITLE#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "TITLE"
    }
  },
  "ProjectionExpression": "#reading_time",
  "TableName": "reading_list"
}'
}
