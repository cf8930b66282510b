#!/bin/sh
# The DynamoDB table blog and its access patterns, designed by sql2dynamo.
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
  "TableName": "blog"
}'
}

# GetPostBySlug (testdata/blog/input.sql:45:1): needs slug
GetPostBySlug() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "POST#SLUG#'"${slug}"'"
    },
    ":sk": {
      "S": "POST#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "TableName": "blog"
}'
}

# ListUserPosts (testdata/blog/input.sql:49:1): needs user_id
ListUserPosts() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#'"${user_id}"'"
    },
    ":sk": {
      "S": "POST#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ScanIndexForward": false,
  "TableName": "blog"
}'
}

# AddComment (testdata/blog/input.sql:75:1): needs post_id, created_at, comment_id, body, user_id
AddComment() {
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
            "S": "POST#'"${post_id}"'"
          },
          "SK": {
            "S": "COMMENT#'"${created_at}"'#'"${comment_id}"'"
          },
          "_type": {
            "S": "comments"
          },
          "body": {
            "S": "'"${body}"'"
          },
          "comment_id": {
            "N": "'"${comment_id}"'"
          },
          "created_at": {
            "S": "'"${created_at}"'"
          },
          "post_id": {
            "N": "'"${post_id}"'"
          },
          "user_id": {
            "N": "'"${user_id}"'"
          }
        },
        "TableName": "blog"
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
            "S": "COMMENT#COMMENT_ID#'"${comment_id}"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "blog"
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
            "S": "COMMENT#COUNT#POST_ID#'"${post_id}"'"
          },
          "SK": {
            "S": "COUNT"
          }
        },
        "TableName": "blog",
        "UpdateExpression": "ADD #count :delta SET #_type = :type"
      }
    }
  ]
}'
}

# ListPostComments (testdata/blog/input.sql:78:1): needs post_id
ListPostComments() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "POST#'"${post_id}"'"
    },
    ":sk": {
      "S": "COMMENT#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "blog"
}'
}

# GetUser (testdata/blog/input.sql:81:1): needs id
GetUser() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "USER#'"${id}"'"
    },
    "SK": {
      "S": "USER"
    }
  },
  "TableName": "blog"
}'
}

# TagPost (testdata/blog/input.sql:84:1): needs tag_id, post_id
TagPost() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "TAG#'"${tag_id}"'"
    },
    "GSI1SK": {
      "S": "POST_TAG#'"${post_id}"'"
    },
    "PK": {
      "S": "POST#'"${post_id}"'"
    },
    "SK": {
      "S": "POST_TAG#'"${tag_id}"'"
    },
    "_type": {
      "S": "post_tags"
    },
    "post_id": {
      "N": "'"${post_id}"'"
    },
    "tag_id": {
      "N": "'"${tag_id}"'"
    }
  },
  "TableName": "blog"
}'
}
