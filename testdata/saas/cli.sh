#!/bin/sh
# The DynamoDB table saas and its access patterns, designed by sql2dynamo.
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
  "TableName": "saas"
}'
}

# GetOrganization (testdata/saas/input.sql:32:1): s2d_GetOrganization org_name
s2d_GetOrganization() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetOrganization org_name' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "ORGANIZATION#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "ORGANIZATION"
    }
  },
  "TableName": "saas"
}'
}

# GetOrganizationWithUsers (testdata/saas/input.sql:36:1): s2d_GetOrganizationWithUsers org_name
s2d_GetOrganizationWithUsers() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetOrganizationWithUsers org_name' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORGANIZATION#'"$(s2d_json "$1")"'"
    }
  },
  "KeyConditionExpression": "#PK = :pk",
  "TableName": "saas"
}'
}

# ListOrganizationUsers (testdata/saas/input.sql:43:1): s2d_ListOrganizationUsers org_name
s2d_ListOrganizationUsers() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListOrganizationUsers org_name' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORGANIZATION#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "USER#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "saas"
}'
}

# GetUser (testdata/saas/input.sql:47:1): s2d_GetUser org_name user_name
s2d_GetUser() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_GetUser org_name user_name' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "ORGANIZATION#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "USER#'"$(s2d_json "$2")"'"
    }
  },
  "TableName": "saas"
}'
}

# ListUserTickets (testdata/saas/input.sql:51:1): s2d_ListUserTickets org_name user_name
s2d_ListUserTickets() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListUserTickets org_name user_name' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'"
    },
    ":sk": {
      "S": "TICKET#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ScanIndexForward": false,
  "TableName": "saas"
}'
}

# GetTicket (testdata/saas/input.sql:57:1): s2d_GetTicket ticket_id
s2d_GetTicket() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetTicket ticket_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "TICKET#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "TICKET"
    }
  },
  "TableName": "saas"
}'
}
