#!/bin/sh
# The DynamoDB table overloaded and its access patterns, designed by sql2dynamo.
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
  "TableName": "overloaded"
}'
}

# GetTicket (testdata/overloaded/input.sql:21:1): s2d_GetTicket ticket_id
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
  "TableName": "overloaded"
}'
}

# OpenQueue (testdata/overloaded/input.sql:24:1)
s2d_OpenQueue() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_OpenQueue' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#STATUS#OPEN"
    },
    ":sk": {
      "S": "TICKET#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "Limit": 50,
  "TableName": "overloaded"
}'
}

# EscalatedQueue (testdata/overloaded/input.sql:27:1)
s2d_EscalatedQueue() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_EscalatedQueue' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#STATUS#ESCALATED"
    },
    ":sk": {
      "S": "TICKET#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "TableName": "overloaded"
}'
}

# PendingSince (testdata/overloaded/input.sql:30:1): s2d_PendingSince opened_at
s2d_PendingSince() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_PendingSince opened_at' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#priority": "priority",
    "#subject": "subject",
    "#ticket_id": "ticket_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#STATUS#PENDING"
    },
    ":sk": {
      "S": "TICKET#'"$(s2d_json "$1")"'"
    },
    ":sk2": {
      "S": "TICKET$"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#ticket_id, #subject, #priority",
  "TableName": "overloaded"
}'
}

# AgentClosed (testdata/overloaded/input.sql:34:1): s2d_AgentClosed agent_id
s2d_AgentClosed() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_AgentClosed agent_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AGENT#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "TICKET#CLOSED#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ScanIndexForward": false,
  "TableName": "overloaded"
}'
}
