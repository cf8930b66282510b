#!/bin/sh
# The DynamoDB table partition_reads and its access patterns, designed by sql2dynamo.
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
  "TableName": "partition_reads"
}'
}

# GetConversation (testdata/partition_reads/input.sql:48:1): s2d_GetConversation id
s2d_GetConversation() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetConversation id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "CONVERSATION#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "CONVERSATION"
    }
  },
  "TableName": "partition_reads"
}'
}

# EditNote (testdata/partition_reads/input.sql:68:1): s2d_EditNote body updated_at.now conversation_id id
s2d_EditNote() {
  [ "$#" -eq 4 ] || { printf '%s\n' 'usage: s2d_EditNote body updated_at.now conversation_id id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#body": "body",
    "#updated_at": "updated_at"
  },
  "ExpressionAttributeValues": {
    ":body": {
      "S": "'"$(s2d_json "$1")"'"
    },
    ":updated_at": {
      "S": "'"$(s2d_json "$2")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "CONVERSATION#'"$(s2d_json "$3")"'"
    },
    "SK": {
      "S": "NOTE#'"$(s2d_json "$4")"'"
    }
  },
  "TableName": "partition_reads",
  "UpdateExpression": "SET #body = :body, #updated_at = :updated_at"
}'
}

# SyncMessages (testdata/partition_reads/input.sql:79:1): s2d_SyncMessages conversation_id id
s2d_SyncMessages() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_SyncMessages conversation_id id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONVERSATION#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "MESSAGE#'"$(s2d_json "$2")"'$"
    },
    ":sk2": {
      "S": "MESSAGE$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "Limit": 100,
  "TableName": "partition_reads"
}'
}

# LatestMessages (testdata/partition_reads/input.sql:83:1): s2d_LatestMessages conversation_id
s2d_LatestMessages() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_LatestMessages conversation_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONVERSATION#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "MESSAGE#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "Limit": 20,
  "ScanIndexForward": false,
  "TableName": "partition_reads"
}'
}
