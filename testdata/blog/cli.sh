#!/bin/sh
# The DynamoDB table blog and its access patterns, designed by sql2dynamo.
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
  "TableName": "blog"
}'
}

# GetPostBySlug (testdata/blog/input.sql:45:1): s2d_GetPostBySlug slug
s2d_GetPostBySlug() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetPostBySlug slug' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "POST#SLUG#'"$(s2d_json "$1")"'"
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

# ListUserPosts (testdata/blog/input.sql:49:1): s2d_ListUserPosts user_id
s2d_ListUserPosts() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListUserPosts user_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#'"$(s2d_json "$1")"'"
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

# AddComment (testdata/blog/input.sql:75:1): s2d_AddComment post_id created_at comment_id body user_id
s2d_AddComment() {
  [ "$#" -eq 5 ] || { printf '%s\n' 'usage: s2d_AddComment post_id created_at comment_id body user_id' >&2; return 2; }
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
            "S": "POST#'"$(s2d_json "$1")"'"
          },
          "SK": {
            "S": "COMMENT#'"$(s2d_json "$2")"'#'"$(s2d_json "$3")"'"
          },
          "_type": {
            "S": "comments"
          },
          "body": {
            "S": "'"$(s2d_json "$4")"'"
          },
          "comment_id": {
            "N": "'"$(s2d_json "$3")"'"
          },
          "created_at": {
            "S": "'"$(s2d_json "$2")"'"
          },
          "post_id": {
            "N": "'"$(s2d_json "$1")"'"
          },
          "user_id": {
            "N": "'"$(s2d_json "$5")"'"
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
            "S": "COMMENT#COMMENT_ID#'"$(s2d_json "$3")"'"
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
            "S": "COMMENT#COUNT#POST_ID#'"$(s2d_json "$1")"'"
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

# ListPostComments (testdata/blog/input.sql:78:1): s2d_ListPostComments post_id
s2d_ListPostComments() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListPostComments post_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "POST#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "COMMENT#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "blog"
}'
}

# GetUser (testdata/blog/input.sql:81:1): s2d_GetUser id
s2d_GetUser() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetUser id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "USER#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "USER"
    }
  },
  "TableName": "blog"
}'
}

# TagPost (testdata/blog/input.sql:84:1): s2d_TagPost tag_id post_id
s2d_TagPost() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_TagPost tag_id post_id' >&2; return 2; }
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "TAG#'"$(s2d_json "$1")"'"
    },
    "GSI1SK": {
      "S": "POST_TAG#'"$(s2d_json "$2")"'"
    },
    "PK": {
      "S": "POST#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "POST_TAG#'"$(s2d_json "$1")"'"
    },
    "_type": {
      "S": "post_tags"
    },
    "post_id": {
      "N": "'"$(s2d_json "$2")"'"
    },
    "tag_id": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "TableName": "blog"
}'
}
