#!/bin/sh
# The DynamoDB table insert_select and its access patterns, designed by sql2dynamo.
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
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
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
  "TableName": "insert_select"
}'
}

# RolePermissions (testdata/insert_select/input.sql:53:1): s2d_RolePermissions role_id
s2d_RolePermissions() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_RolePermissions role_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#granted_at": "granted_at",
    "#permission_id": "permission_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ROLE_PERMISSION#ROLE_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "ROLE_PERMISSION#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "ProjectionExpression": "#permission_id, #granted_at",
  "TableName": "insert_select"
}'
}

# UserNotifications (testdata/insert_select/input.sql:60:1): s2d_UserNotifications user_id
s2d_UserNotifications() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_UserNotifications user_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#created_at": "created_at",
    "#id": "id",
    "#topic_id": "topic_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "NOTIFICATION#USER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "NOTIFICATION#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "ProjectionExpression": "#id, #topic_id, #created_at",
  "ScanIndexForward": false,
  "TableName": "insert_select"
}'
}

# UserSessions (testdata/insert_select/input.sql:71:1): s2d_UserSessions user_id
s2d_UserSessions() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_UserSessions user_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#id": "id",
    "#token": "token"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SESSION#USER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SESSION#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "ProjectionExpression": "#id, #token",
  "TableName": "insert_select"
}'
}

# ArchivedSession (testdata/insert_select/input.sql:74:1): s2d_ArchivedSession id
s2d_ArchivedSession() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ArchivedSession id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#archived_at": "archived_at",
    "#id": "id",
    "#token": "token",
    "#user_id": "user_id"
  },
  "Key": {
    "PK": {
      "S": "ARCHIVED_SESSION#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "ARCHIVED_SESSION"
    }
  },
  "ProjectionExpression": "#id, #user_id, #token, #archived_at",
  "TableName": "insert_select"
}'
}
