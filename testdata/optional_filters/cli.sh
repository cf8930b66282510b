#!/bin/sh
# The DynamoDB table optional_filters and its access patterns, designed by sql2dynamo.
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
    },
    {
      "AttributeName": "GSI3PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI4PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI4SK",
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
    },
    {
      "IndexName": "GSI3",
      "KeySchema": [
        {
          "AttributeName": "GSI3PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI3SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI4",
      "KeySchema": [
        {
          "AttributeName": "GSI4PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI4SK",
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
  "TableName": "optional_filters"
}'
}

# ListProjectTickets (testdata/optional_filters/input.sql:27:1): s2d_ListProjectTickets project_id status created_after
s2d_ListProjectTickets() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_ListProjectTickets project_id status created_after' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#created_at": "created_at",
    "#id": "id",
    "#priority": "priority",
    "#status": "status",
    "#title": "title"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#PROJECT_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "TICKET#'"$(s2d_json "$2")"'#'"$(s2d_json "$3")"'"
    },
    ":sk2": {
      "S": "TICKET#'"$(s2d_json "$2")"'$"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#id, #title, #status, #priority, #created_at",
  "ScanIndexForward": false,
  "TableName": "optional_filters"
}'
}

# ListAssigneeTickets (testdata/optional_filters/input.sql:35:1): s2d_ListAssigneeTickets assignee_id priority
s2d_ListAssigneeTickets() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListAssigneeTickets assignee_id priority' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI4PK": "GSI4PK",
    "#GSI4SK": "GSI4SK",
    "#id": "id",
    "#priority": "priority",
    "#title": "title"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#ASSIGNEE_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "TICKET#"
    },
    ":sk2": {
      "S": "TICKET#'"$(s2d_json "$2")"'$"
    }
  },
  "IndexName": "GSI4",
  "KeyConditionExpression": "#GSI4PK = :pk AND #GSI4SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#id, #title, #priority",
  "TableName": "optional_filters"
}'
}

# GetTicket (testdata/optional_filters/input.sql:46:1): s2d_GetTicket id
s2d_GetTicket() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetTicket id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "TICKET#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "TICKET"
    }
  },
  "TableName": "optional_filters"
}'
}

# CountProjectTickets (testdata/optional_filters/input.sql:55:1): s2d_CountProjectTickets project_id status
s2d_CountProjectTickets() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_CountProjectTickets project_id status' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#count": "count"
  },
  "Key": {
    "PK": {
      "S": "TICKET#COUNT#PROJECT_ID#STATUS#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "COUNT"
    }
  },
  "ProjectionExpression": "#count",
  "TableName": "optional_filters"
}'
}

# ListAssignedByStatus (testdata/optional_filters/input.sql:60:1): s2d_ListAssignedByStatus project_id status assignee_id
s2d_ListAssignedByStatus() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_ListAssignedByStatus project_id status assignee_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#title": "title"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#PROJECT_ID#STATUS#ASSIGNEE_ID#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'#'"$(s2d_json "$3")"'"
    },
    ":sk": {
      "S": "TICKET#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #title",
  "TableName": "optional_filters"
}'
}
