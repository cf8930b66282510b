#!/bin/sh
# The DynamoDB table upsert_ids and its access patterns, designed by sql2dynamo.
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
  "TableName": "upsert_ids"
}'
}

# GetTag (testdata/upsert_ids/input.sql:37:1): s2d_GetTag id
s2d_GetTag() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetTag id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#created_at": "created_at",
    "#id": "id",
    "#name": "name",
    "#slug": "slug"
  },
  "Key": {
    "PK": {
      "S": "TAG#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "TAG"
    }
  },
  "ProjectionExpression": "#id, #name, #slug, #created_at",
  "TableName": "upsert_ids"
}'
}

# GetTagByName (testdata/upsert_ids/input.sql:40:1): s2d_GetTagByName name
s2d_GetTagByName() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetTagByName name' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name",
    "#slug": "slug"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TAG#NAME#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "TAG#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #name, #slug",
  "TableName": "upsert_ids"
}'
}

# AddTopicTag (testdata/upsert_ids/input.sql:49:1): s2d_AddTopicTag topic_id tag_id
s2d_AddTopicTag() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_AddTopicTag topic_id tag_id' >&2; return 2; }
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "PK": {
      "S": "TOPIC_TAG#TOPIC_ID#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "TOPIC_TAG#'"$(s2d_json "$2")"'"
    },
    "_type": {
      "S": "topic_tags"
    },
    "tag_id": {
      "N": "'"$(s2d_json "$2")"'"
    },
    "topic_id": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "TableName": "upsert_ids"
}'
}

# TopicTagIDs (testdata/upsert_ids/input.sql:52:1): s2d_TopicTagIDs topic_id
s2d_TopicTagIDs() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_TopicTagIDs topic_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#tag_id": "tag_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TOPIC_TAG#TOPIC_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "TOPIC_TAG#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "ProjectionExpression": "#tag_id",
  "TableName": "upsert_ids"
}'
}
