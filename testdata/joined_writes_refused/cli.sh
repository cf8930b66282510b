#!/bin/sh
# The DynamoDB table joined_writes_refused and its access patterns, designed by sql2dynamo.
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
  "TableName": "joined_writes_refused"
}'
}

# GetThreadWithReplies (testdata/joined_writes_refused/input.sql:25:1): needs thread_id
GetThreadWithReplies() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "THREAD#'"${thread_id}"'"
    }
  },
  "KeyConditionExpression": "#PK = :pk",
  "TableName": "joined_writes_refused"
}'
}

# MemberThreads (testdata/joined_writes_refused/input.sql:28:1): needs author_id
MemberThreads() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "MEMBER#'"${author_id}"'"
    },
    ":sk": {
      "S": "THREAD#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "joined_writes_refused"
}'
}

# CreateMember (testdata/joined_writes_refused/input.sql:31:1): needs member_id, email
CreateMember() {
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Put": {
        "ConditionExpression": "attribute_not_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Item": {
          "PK": {
            "S": "MEMBER#'"${member_id}"'"
          },
          "SK": {
            "S": "MEMBER"
          },
          "_type": {
            "S": "members"
          },
          "email": {
            "S": "'"${email}"'"
          },
          "karma": {
            "N": "0"
          },
          "member_id": {
            "N": "'"${member_id}"'"
          }
        },
        "TableName": "joined_writes_refused"
      }
    },
    {
      "Put": {
        "ConditionExpression": "attribute_not_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Item": {
          "PK": {
            "S": "MEMBER#EMAIL#'"${email}"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "joined_writes_refused"
      }
    }
  ]
}'
}
