#!/bin/sh
# The DynamoDB table bookclub and its access patterns, designed by sql2dynamo.
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
  "TableName": "bookclub"
}'
}

# GetBook (testdata/bookclub/input.sql:37:1): s2d_GetBook book_id
s2d_GetBook() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetBook book_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "BOOK#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "BOOK"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK = :sk",
  "TableName": "bookclub"
}'
}

# AddReview (testdata/bookclub/input.sql:69:1): s2d_AddReview book_id created_at review_id member_id body rating
s2d_AddReview() {
  [ "$#" -eq 6 ] || { printf '%s\n' 'usage: s2d_AddReview book_id created_at review_id member_id body rating' >&2; return 2; }
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "BOOK#'"$(s2d_json "$1")"'"
    },
    "GSI1SK": {
      "S": "REVIEW#'"$(s2d_json "$2")"'#'"$(s2d_json "$3")"'"
    },
    "GSI2PK": {
      "S": "MEMBER#'"$(s2d_json "$4")"'"
    },
    "GSI2SK": {
      "S": "REVIEW#'"$(s2d_json "$2")"'#'"$(s2d_json "$3")"'"
    },
    "PK": {
      "S": "REVIEW#'"$(s2d_json "$3")"'"
    },
    "SK": {
      "S": "REVIEW"
    },
    "_type": {
      "S": "reviews"
    },
    "body": {
      "S": "'"$(s2d_json "$5")"'"
    },
    "book_id": {
      "N": "'"$(s2d_json "$1")"'"
    },
    "created_at": {
      "S": "'"$(s2d_json "$2")"'"
    },
    "member_id": {
      "N": "'"$(s2d_json "$4")"'"
    },
    "rating": {
      "N": "'"$(s2d_json "$6")"'"
    },
    "review_id": {
      "N": "'"$(s2d_json "$3")"'"
    }
  },
  "TableName": "bookclub"
}'
}

# MoveMember (testdata/bookclub/input.sql:83:1): s2d_MoveMember city member_id
s2d_MoveMember() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_MoveMember city member_id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#city": "city"
  },
  "ExpressionAttributeValues": {
    ":city": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "MEMBER#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "MEMBER"
    }
  },
  "TableName": "bookclub",
  "UpdateExpression": "SET #city = :city"
}'
}

# GetAuthorBookList (testdata/bookclub/input.sql:87:1): s2d_GetAuthorBookList author_id
s2d_GetAuthorBookList() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAuthorBookList author_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#_type": "_type",
    "#name": "name",
    "#price": "price",
    "#title": "title"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#'"$(s2d_json "$1")"'"
    }
  },
  "KeyConditionExpression": "#PK = :pk",
  "ProjectionExpression": "#name, #title, #price, #_type",
  "TableName": "bookclub"
}'
}
