#!/bin/sh
# The DynamoDB table device_presence and its access patterns, designed by sql2dynamo.
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
  "TableName": "device_presence"
}'
}

# GetDevice (testdata/device_presence/input.sql:41:1): s2d_GetDevice id
s2d_GetDevice() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetDevice id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#id": "id",
    "#name": "name",
    "#owner_id": "owner_id",
    "#platform": "platform",
    "#seen_at": "seen_at",
    "#seen_day": "seen_day"
  },
  "Key": {
    "PK": {
      "S": "DEVICE#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "DEVICE"
    }
  },
  "ProjectionExpression": "#id, #owner_id, #name, #platform, #seen_at, #seen_day",
  "TableName": "device_presence"
}'
}

# ListDevices (testdata/device_presence/input.sql:44:1): s2d_ListDevices owner_id
s2d_ListDevices() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListDevices owner_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name",
    "#seen_at": "seen_at"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "DEVICE#OWNER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "DEVICE#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #name, #seen_at",
  "TableName": "device_presence"
}'
}

# MarkSeen (testdata/device_presence/input.sql:47:1): s2d_MarkSeen seen_at.now seen_day.today id
s2d_MarkSeen() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_MarkSeen seen_at.now seen_day.today id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#seen_at": "seen_at",
    "#seen_day": "seen_day"
  },
  "ExpressionAttributeValues": {
    ":seen_at": {
      "N": "'"$(s2d_json "$1")"'"
    },
    ":seen_day": {
      "N": "'"$(s2d_json "$2")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "DEVICE#'"$(s2d_json "$3")"'"
    },
    "SK": {
      "S": "DEVICE"
    }
  },
  "TableName": "device_presence",
  "UpdateExpression": "SET #seen_at = :seen_at, #seen_day = :seen_day"
}'
}

# ListTokens (testdata/device_presence/input.sql:53:1): s2d_ListTokens device_id
s2d_ListTokens() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListTokens device_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#failures": "failures",
    "#id": "id",
    "#registered_at": "registered_at",
    "#token": "token"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PUSH_TOKEN#DEVICE_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "PUSH_TOKEN#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #token, #failures, #registered_at",
  "TableName": "device_presence"
}'
}

# CountFailure (testdata/device_presence/input.sql:60:1): s2d_CountFailure token
s2d_CountFailure() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_CountFailure token' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#failures": "failures"
  },
  "ExpressionAttributeValues": {
    ":failures": {
      "N": "1"
    }
  },
  "Key": {
    "PK": {
      "S": "PUSH_TOKEN#TOKEN#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "PUSH_TOKEN"
    }
  },
  "TableName": "device_presence",
  "UpdateExpression": "SET #failures = #failures + :failures"
}'
}
