#!/bin/sh
# The DynamoDB table monitoring and its access patterns, designed by sql2dynamo.
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

# GetProject (testdata/monitoring/input.sql:56:1): needs project_id
GetProject() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "PROJECT#'"${project_id}"'"
    },
    "SK": {
      "S": "PROJECT"
    }
  },
  "TableName": "monitoring"
}'
}

# ListProjectMonitors (testdata/monitoring/input.sql:60:1): needs project_id
ListProjectMonitors() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PROJECT#'"${project_id}"'"
    },
    ":sk": {
      "S": "MONITOR#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "monitoring"
}'
}

# ListOrganizationProjects (testdata/monitoring/input.sql:64:1): needs org_id
ListOrganizationProjects() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORGANIZATION#'"${org_id}"'"
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

# ListUserProjects (testdata/monitoring/input.sql:68:1): needs user_id
ListUserProjects() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#'"${user_id}"'"
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

# ListProjectUsers (testdata/monitoring/input.sql:72:1): needs project_id
ListProjectUsers() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PROJECT#'"${project_id}"'"
    },
    ":sk": {
      "S": "PROJECT_USER#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "monitoring"
}'
}

# ListMonitorsCreatedBetween (testdata/monitoring/input.sql:76:1): needs project_id, created_at_lo, created_at_hi
ListMonitorsCreatedBetween() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PROJECT#'"${project_id}"'"
    },
    ":sk": {
      "S": "MONITOR#'"${created_at_lo}"'"
    },
    ":sk2": {
      "S": "MONITOR#'"${created_at_hi}"'$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "TableName": "monitoring"
}'
}

# ListMonitorsDue (testdata/monitoring/input.sql:80:1): needs project_id, nextrun_at
ListMonitorsDue() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PROJECT#'"${project_id}"'"
    },
    ":sk": {
      "S": "MONITOR#"
    },
    ":sk2": {
      "S": "MONITOR#'"${nextrun_at}"'$"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "Limit": 50,
  "TableName": "monitoring"
}'
}

# ListMonitorLogs (testdata/monitoring/input.sql:84:1): needs monitor_id
ListMonitorLogs() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "MONITOR_LOG#MONITOR_ID#'"${monitor_id}"'"
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

# AddUserToProject (testdata/monitoring/input.sql:88:1): needs user_id, project_id, role
AddUserToProject() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "USER#'"${user_id}"'"
    },
    "GSI1SK": {
      "S": "PROJECT_USER#'"${project_id}"'"
    },
    "PK": {
      "S": "PROJECT#'"${project_id}"'"
    },
    "SK": {
      "S": "PROJECT_USER#'"${user_id}"'"
    },
    "_type": {
      "S": "project_users"
    },
    "project_id": {
      "S": "'"${project_id}"'"
    },
    "role": {
      "S": "'"${role}"'"
    },
    "user_id": {
      "S": "'"${user_id}"'"
    }
  },
  "TableName": "monitoring"
}'
}
