#!/bin/sh
# The DynamoDB table photos and its access patterns, designed by sql2dynamo.
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
  "TableName": "photos"
}'
}

# LikePhoto (testdata/photos/input.sql:60:1): needs photo_id, user_id, created_at
LikePhoto() {
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
            "S": "LIKE#PHOTO_ID#'"${photo_id}"'"
          },
          "SK": {
            "S": "LIKE#'"${user_id}"'"
          },
          "_type": {
            "S": "likes"
          },
          "created_at": {
            "S": "'"${created_at}"'"
          },
          "photo_id": {
            "N": "'"${photo_id}"'"
          },
          "user_id": {
            "N": "'"${user_id}"'"
          }
        },
        "TableName": "photos"
      }
    },
    {
      "Update": {
        "ExpressionAttributeNames": {
          "#_type": "_type",
          "#count": "count"
        },
        "ExpressionAttributeValues": {
          ":delta": {
            "N": "1"
          },
          ":type": {
            "S": "counter"
          }
        },
        "Key": {
          "PK": {
            "S": "LIKE#COUNT#PHOTO_ID#'"${photo_id}"'"
          },
          "SK": {
            "S": "COUNT"
          }
        },
        "TableName": "photos",
        "UpdateExpression": "ADD #count :delta SET #_type = :type"
      }
    }
  ]
}'
}

# UnlikePhoto (testdata/photos/input.sql:72:1): needs photo_id, user_id
UnlikePhoto() {
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Delete": {
        "ConditionExpression": "attribute_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Key": {
          "PK": {
            "S": "LIKE#PHOTO_ID#'"${photo_id}"'"
          },
          "SK": {
            "S": "LIKE#'"${user_id}"'"
          }
        },
        "TableName": "photos"
      }
    },
    {
      "Update": {
        "ExpressionAttributeNames": {
          "#_type": "_type",
          "#count": "count"
        },
        "ExpressionAttributeValues": {
          ":delta": {
            "N": "-1"
          },
          ":type": {
            "S": "counter"
          }
        },
        "Key": {
          "PK": {
            "S": "LIKE#COUNT#PHOTO_ID#'"${photo_id}"'"
          },
          "SK": {
            "S": "COUNT"
          }
        },
        "TableName": "photos",
        "UpdateExpression": "ADD #count :delta SET #_type = :type"
      }
    }
  ]
}'
}
