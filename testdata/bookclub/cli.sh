#!/bin/sh
# The DynamoDB table bookclub and its access patterns, designed by sql2dynamo.
# Set the variables a pattern names (customer_id=...) before running its call; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00).
set -eu

create_table() {
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

# GetBook (testdata/bookclub/input.sql:37:1): needs book_id
GetBook() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "BOOK#'"${book_id}"'"
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

# AddReview (testdata/bookclub/input.sql:69:1): needs book_id, created_at, review_id, member_id, body, rating
AddReview() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "BOOK#'"${book_id}"'"
    },
    "GSI1SK": {
      "S": "REVIEW#'"${created_at}"'#'"${review_id}"'"
    },
    "GSI2PK": {
      "S": "MEMBER#'"${member_id}"'"
    },
    "GSI2SK": {
      "S": "REVIEW#'"${created_at}"'#'"${review_id}"'"
    },
    "PK": {
      "S": "REVIEW#'"${review_id}"'"
    },
    "SK": {
      "S": "REVIEW"
    },
    "_type": {
      "S": "reviews"
    },
    "body": {
      "S": "'"${body}"'"
    },
    "book_id": {
      "N": "'"${book_id}"'"
    },
    "created_at": {
      "S": "'"${created_at}"'"
    },
    "member_id": {
      "N": "'"${member_id}"'"
    },
    "rating": {
      "N": "'"${rating}"'"
    },
    "review_id": {
      "N": "'"${review_id}"'"
    }
  },
  "TableName": "bookclub"
}'
}

# MoveMember (testdata/bookclub/input.sql:83:1): needs city, member_id
MoveMember() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#city": "city"
  },
  "ExpressionAttributeValues": {
    ":city": {
      "S": "'"${city}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "MEMBER#'"${member_id}"'"
    },
    "SK": {
      "S": "MEMBER"
    }
  },
  "TableName": "bookclub",
  "UpdateExpression": "SET #city = :city"
}'
}

# GetAuthorBookList (testdata/bookclub/input.sql:87:1): needs author_id
GetAuthorBookList() {
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
      "S": "AUTHOR#'"${author_id}"'"
    }
  },
  "KeyConditionExpression": "#PK = :pk",
  "ProjectionExpression": "#name, #title, #price, #_type",
  "TableName": "bookclub"
}'
}
