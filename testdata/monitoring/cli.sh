#!/bin/sh
# The DynamoDB table monitoring and its access patterns, designed by sql2dynamo.
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
  "TableName": "monitoring"
}'
}

# GetProject (testdata/monitoring/input.sql:56:1): s2d_GetProject project_id
s2d_GetProject() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetProject project_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "PROJECT#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "PROJECT"
    }
  },
  "TableName": "monitoring"
}'
}

# ListProjectMonitors (testdata/monitoring/input.sql:60:1): s2d_ListProjectMonitors project_id
s2d_ListProjectMonitors() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListProjectMonitors project_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PROJECT#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "MONITOR#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "monitoring"
}'
}

# ListOrganizationProjects (testdata/monitoring/input.sql:64:1): s2d_ListOrganizationProjects org_id
s2d_ListOrganizationProjects() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListOrganizationProjects org_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORGANIZATION#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "PROJECT#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "monitoring"
}'
}

# ListUserProjects (testdata/monitoring/input.sql:68:1): s2d_ListUserProjects user_id
s2d_ListUserProjects() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListUserProjects user_id' >&2; return 2; }
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
      "S": "PROJECT_USER#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "monitoring"
}'
}

# ListProjectUsers (testdata/monitoring/input.sql:72:1): s2d_ListProjectUsers project_id
s2d_ListProjectUsers() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListProjectUsers project_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PROJECT#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "PROJECT_USER#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "monitoring"
}'
}

# ListMonitorsCreatedBetween (testdata/monitoring/input.sql:76:1): s2d_ListMonitorsCreatedBetween project_id created_at.lo created_at.hi
s2d_ListMonitorsCreatedBetween() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_ListMonitorsCreatedBetween project_id created_at.lo created_at.hi' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PROJECT#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "MONITOR#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "MONITOR#'"$(s2d_json "$3")"'$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "TableName": "monitoring"
}'
}

# ListMonitorsDue (testdata/monitoring/input.sql:80:1): s2d_ListMonitorsDue project_id nextrun_at
s2d_ListMonitorsDue() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListMonitorsDue project_id nextrun_at' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PROJECT#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "MONITOR#"
    },
    ":sk2": {
      "S": "MONITOR#'"$(s2d_json "$2")"'$"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "Limit": 50,
  "TableName": "monitoring"
}'
}

# ListMonitorLogs (testdata/monitoring/input.sql:84:1): s2d_ListMonitorLogs monitor_id
s2d_ListMonitorLogs() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListMonitorLogs monitor_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "MONITOR_LOG#MONITOR_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "MONITOR_LOG#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "Limit": 100,
  "ScanIndexForward": false,
  "TableName": "monitoring"
}'
}

# AddUserToProject (testdata/monitoring/input.sql:88:1): s2d_AddUserToProject user_id project_id role
s2d_AddUserToProject() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_AddUserToProject user_id project_id role' >&2; return 2; }
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "USER#'"$(s2d_json "$1")"'"
    },
    "GSI1SK": {
      "S": "PROJECT_USER#'"$(s2d_json "$2")"'"
    },
    "PK": {
      "S": "PROJECT#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "PROJECT_USER#'"$(s2d_json "$1")"'"
    },
    "_type": {
      "S": "project_users"
    },
    "project_id": {
      "S": "'"$(s2d_json "$2")"'"
    },
    "role": {
      "S": "'"$(s2d_json "$3")"'"
    },
    "user_id": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "TableName": "monitoring"
}'
}
