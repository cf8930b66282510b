#!/bin/sh
# The DynamoDB table joined_writes and its access patterns, designed by sql2dynamo.
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
  "TableName": "joined_writes"
}'
}

# GetThreadWithReplies (testdata/joined_writes/input.sql:30:1): needs thread_id
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
  "TableName": "joined_writes"
}'
}

# RepliesByAuthor (testdata/joined_writes/input.sql:34:1): needs author_id
RepliesByAuthor() {
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
      "S": "REPLY#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "joined_writes"
}'
}

# MemberByHandle (testdata/joined_writes/input.sql:37:1): needs handle
MemberByHandle() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "MEMBER#HANDLE#'"${handle}"'"
    },
    ":sk": {
      "S": "MEMBER#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "joined_writes"
}'
}

# ThreadsByAuthor (testdata/joined_writes/input.sql:40:1): needs author_id
ThreadsByAuthor() {
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
  "TableName": "joined_writes"
}'
}
