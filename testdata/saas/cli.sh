#!/bin/sh
# The DynamoDB table saas and its access patterns, designed by sql2dynamo.
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
  "TableName": "saas"
}'
}

# GetOrganization (testdata/saas/input.sql:32:1): needs org_name
GetOrganization() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "ORGANIZATION#'"${org_name}"'"
    },
    "SK": {
      "S": "ORGANIZATION"
    }
  },
  "TableName": "saas"
}'
}

# GetOrganizationWithUsers (testdata/saas/input.sql:36:1): needs org_name
GetOrganizationWithUsers() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORGANIZATION#'"${org_name}"'"
    }
  },
  "KeyConditionExpression": "#PK = :pk",
  "TableName": "saas"
}'
}

# ListOrganizationUsers (testdata/saas/input.sql:43:1): needs org_name
ListOrganizationUsers() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "ORGANIZATION#'"${org_name}"'"
    },
    ":sk": {
      "S": "USER#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "saas"
}'
}

# GetUser (testdata/saas/input.sql:47:1): needs org_name, user_name
GetUser() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "ORGANIZATION#'"${org_name}"'"
    },
    "SK": {
      "S": "USER#'"${user_name}"'"
    }
  },
  "TableName": "saas"
}'
}

# ListUserTickets (testdata/saas/input.sql:51:1): needs org_name, user_name
ListUserTickets() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#'"${org_name}"'#'"${user_name}"'"
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

# GetTicket (testdata/saas/input.sql:57:1): needs ticket_id
GetTicket() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "TICKET#'"${ticket_id}"'"
    },
    "SK": {
      "S": "TICKET"
    }
  },
  "TableName": "saas"
}'
}
