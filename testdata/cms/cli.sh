#!/bin/sh
# The DynamoDB table cms and its access patterns, designed by sql2dynamo.
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
  "TableName": "cms"
}'
}

# GetPostBySlug (testdata/cms/input.sql:28:1): needs slug
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
  "TableName": "cms"
}'
}

# GetPost (testdata/cms/input.sql:31:1): needs post_id
GetPost() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "POST#'"${post_id}"'"
    },
    "SK": {
      "S": "POST"
    }
  },
  "TableName": "cms"
}'
}

# ListAuthorPosts (testdata/cms/input.sql:34:1): needs author_id
ListAuthorPosts() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#'"${author_id}"'"
    },
    ":sk": {
      "S": "POST#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ScanIndexForward": false,
  "TableName": "cms"
}'
}

# CreateAuthor (testdata/cms/input.sql:37:1): needs id, email, name
CreateAuthor() {
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
            "S": "AUTHOR#'"${id}"'"
          },
          "SK": {
            "S": "AUTHOR"
          },
          "_type": {
            "S": "authors"
          },
          "email": {
            "S": "'"${email}"'"
          },
          "id": {
            "N": "'"${id}"'"
          },
          "name": {
            "S": "'"${name}"'"
          }
        },
        "TableName": "cms"
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
            "S": "AUTHOR#EMAIL#'"${email}"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "cms"
      }
    }
  ]
}'
}

# CreatePost (testdata/cms/input.sql:43:1): needs author_id, post_id, slug, created_at, title
CreatePost() {
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Put": {
        "ConditionExpression": "attribute_not_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Item": {
          "GSI1PK": {
            "S": "AUTHOR#'"${author_id}"'"
          },
          "GSI1SK": {
            "S": "POST#'"${post_id}"'"
          },
          "GSI2PK": {
            "S": "POST#SLUG#'"${slug}"'"
          },
          "GSI2SK": {
            "S": "POST#'"${post_id}"'"
          },
          "PK": {
            "S": "POST#'"${post_id}"'"
          },
          "SK": {
            "S": "POST"
          },
          "_type": {
            "S": "posts"
          },
          "author_id": {
            "N": "'"${author_id}"'"
          },
          "created_at": {
            "S": "'"${created_at}"'"
          },
          "post_id": {
            "N": "'"${post_id}"'"
          },
          "slug": {
            "S": "'"${slug}"'"
          },
          "status": {
            "S": "draft"
          },
          "title": {
            "S": "'"${title}"'"
          }
        },
        "TableName": "cms"
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
            "S": "POST#SLUG#'"${slug}"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "cms"
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
            "S": "POST#AUTHOR_ID#TITLE#'"${author_id}"'#'"${title}"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "cms"
      }
    }
  ]
}'
}

# PublishPost (testdata/cms/input.sql:52:1): needs published_at, post_id
PublishPost() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK) AND #status = :status2",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#published_at": "published_at",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":published_at": {
      "S": "'"${published_at}"'"
    },
    ":status": {
      "S": "published"
    },
    ":status2": {
      "S": "draft"
    }
  },
  "Key": {
    "PK": {
      "S": "POST#'"${post_id}"'"
    },
    "SK": {
      "S": "POST"
    }
  },
  "TableName": "cms",
  "UpdateExpression": "SET #published_at = :published_at, #status = :status"
}'
}
